// The manual pages as nonet-docs writes them: every command and every option of every command
// in its page, each command's own sections (cli/manual/COMMAND.md) added, its exit statuses
// as the command's contract has them, and the Markdown subset those texts use turned into roff.
#include "cli/docs/man_page.hpp"

#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "build_info/build_info.hpp"
#include "cli/app.hpp"
#include "cli/docs/command_docs.hpp"
#include "cli/docs/manual_files.hpp"
#include "cli/docs/manual_text.hpp"

namespace nonet::cli::docs {
namespace {

ProgramDoc program_with_manuals() {
  const auto line = build_command_line();
  ProgramDoc program = describe(line->app, build_info::version());
  program.manual = read_manual(NONET_MANUAL_DIR, program.name).value_or("");
  for (CommandDoc& command : program.commands) {
    command.manual = read_manual(NONET_MANUAL_DIR, command.name).value_or("");
  }
  return program;
}

// What a page says between ".SH TITLE" and the next section; empty when it has no such section.
std::string section(const std::string& page, const std::string& title) {
  const std::string heading = ".SH " + title + "\n";
  const std::size_t start = page.find(heading);
  if (start == std::string::npos) return "";
  const std::size_t body = start + heading.size();
  return page.substr(body, page.find("\n.SH ", body) - body + 1);
}

TEST(ManPage, EveryCommandHasAManualText) {
  for (const CommandDoc& command : program_with_manuals().commands) {
    EXPECT_FALSE(command.manual.empty()) << "no src/cli/manual/" << command.name << ".md";
  }
}

TEST(ManPage, EveryManualTextIsACommandsOrIncludedByOne) {
  const ProgramDoc program = program_with_manuals();
  std::set<std::string> used{program.name + ".md"};
  for (const CommandDoc& command : program.commands) used.insert(command.name + ".md");
  for (const auto& entry : std::filesystem::directory_iterator(NONET_MANUAL_DIR)) {
    const std::string file = entry.path().filename().string();
    if (used.count(file) || file == "README.md") continue;
    bool included = false;
    for (const std::string& user : used) {
      std::ifstream in(std::filesystem::path(NONET_MANUAL_DIR) / user);
      for (std::string line; std::getline(in, line);) included |= line == "@include " + file;
    }
    EXPECT_TRUE(included) << file << " is no command's text and no command includes it";
  }
}

TEST(ManPage, ProgramPageListsEveryCommand) {
  const ProgramDoc program = program_with_manuals();
  const std::string page = program_page(program);
  for (const CommandDoc& command : program.commands) {
    EXPECT_NE(page.find(".BR nonet\\-" + command.name + " (1)"), std::string::npos) << command.name;
  }
}

std::string roff_name(const std::string& flag) {
  return roff_inline(flag);
}

TEST(ManPage, EveryOptionOfEveryCommandIsInItsPage) {
  const ProgramDoc program = program_with_manuals();
  for (const CommandDoc& command : program.commands) {
    const std::string options = section(command_page(program, command), "OPTIONS");
    ASSERT_FALSE(options.empty()) << command.name;
    for (const OptionDoc& option : command.options) {
      for (const std::string& flag : option.flags) {
        EXPECT_NE(options.find("\\fB" + roff_name(flag) + "\\fR"), std::string::npos)
            << "nonet-" << command.name << "(1) misses " << flag;
      }
      if (!option.positional.empty()) {
        std::string name = option.positional;
        for (char& c : name) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        EXPECT_NE(options.find("\\fI" + name + "\\fR"), std::string::npos)
            << "nonet-" << command.name << "(1) misses " << name;
      }
    }
  }
}

TEST(ManPage, EveryCommandPageHasItsOwnSections) {
  const ProgramDoc program = program_with_manuals();
  for (const CommandDoc& command : program.commands) {
    const std::string page = command_page(program, command);
    for (const char* title :
         {"NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "EXIT STATUS", "EXAMPLES", "SEE ALSO"}) {
      EXPECT_FALSE(section(page, title).empty()) << "nonet-" << command.name << ": " << title;
    }
    // One EXIT STATUS: the command's own replaces the shared one.
    EXPECT_EQ(page.find(".SH EXIT STATUS"), page.rfind(".SH EXIT STATUS")) << command.name;
  }
}

// The contract (GUIDE.md, "The command line"): 0, 2 and 3 for every command, and 1 only
// where a command's own contract says so.
TEST(ManPage, ExitStatusListsTheContractsCodes) {
  const std::map<std::string, std::string> own_one{{"check", "invalid"},
                                                   {"diff", "moved"},
                                                   {"bench", "wrong"},
                                                   {"canon", "max\\-memory"},
                                                   {"dedup", "max\\-memory"},
                                                   {"overlap", "listed"}};
  const ProgramDoc program = program_with_manuals();
  for (const CommandDoc& command : program.commands) {
    const std::string exit_status = section(command_page(program, command), "EXIT STATUS");
    for (const char* code : {"0", "2", "3"}) {
      EXPECT_NE(exit_status.find(".TP\n" + std::string(code) + "\n"), std::string::npos)
          << "nonet-" << command.name << "(1): no exit status " << code;
    }
    const auto one = own_one.find(command.name);
    const bool lists_one = exit_status.find(".TP\n1\n") != std::string::npos;
    EXPECT_EQ(lists_one, one != own_one.end()) << "nonet-" << command.name << "(1): status 1";
    if (one != own_one.end() && lists_one) {
      const std::string entry = exit_status.substr(exit_status.find(".TP\n1\n"));
      EXPECT_NE(entry.substr(0, entry.find(".TP", 3)).find(one->second), std::string::npos)
          << "nonet-" << command.name << "(1): status 1 does not say why";
    }
  }
}

// What the README's usage sections said and the pages must keep: each command's output
// columns and statuses, word for word as the command writes them.
TEST(ManPage, PagesKeepTheColumnsAndStatuses) {
  const std::map<std::string, std::vector<std::string>> words{
      {"solve",
       {"line,puzzle,solution,status,solutions,error",
        "line,status,clues,solutions,guesses,backtracks,naked_singles,hidden_singles,error",
        "solve_ns", "unique", "multiple", "unsolvable", "stuck", "invalid", "solved"}},
      {"check", {"line,status,reasons", "puzzle_line,answer_line,status,reasons", "valid"}},
      {"bench",
       {"corpus,mode,threads,puzzles,puzzles_per_sec,usec_per_puzzle,no_guess_pct,\n"
        "guesses_per_puzzle,p50_us,p90_us,p99_us,p999_us,max_us"}},
      {"rate",
       {"line,puzzle,status,se_rating,se_first_placement,se_first_step,se_at_least,\n"
        "qqwing_class,search,backtracks,steps,hardest_technique,histogram,error",
        "hodoku_level", "hodoku_score", "hodoku_at_least", "rated", "beyond"}},
      {"generate",
       {"index,clues,tries,symmetry,rating,se,hardest,qqwing,search,guesses,backtracks"}},
      {"canon", {"line,form[,transform][,automorphisms],error", "T:RRRRRRRRR:CCCCCCCCC:DDDDDDDDD"}},
      {"dedup", {"2625536"}},
  };
  const ProgramDoc program = program_with_manuals();
  for (const CommandDoc& command : program.commands) {
    const auto expected = words.find(command.name);
    if (expected == words.end()) continue;
    const std::string page = command_page(program, command);
    for (const std::string& word : expected->second) {
      EXPECT_NE(page.find(roff_inline(word)), std::string::npos)
          << "nonet-" << command.name << "(1) misses " << word;
    }
  }
}

TEST(ManualText, HeadingsParagraphsListsDefinitionsAndExamples) {
  const ManualText text = manual_text(
      "More of the description.\n"
      "\n"
      "## EXIT STATUS\n"
      "First paragraph,\n"
      "  filled.\n"
      "\n"
      "0\n"
      ": Done.\n"
      "2\n"
      ": A usage\n"
      "  error.\n"
      "\n"
      "### Lists\n"
      "- one `--opt`\n"
      "  goes on\n"
      "- *two*\n"
      "\n"
      "```\n"
      ".starts with a dot \\ and -x\n"
      "```\n");
  EXPECT_EQ(text.description, ".PP\nMore of the description.\n");
  ASSERT_EQ(text.sections.size(), 1u);
  EXPECT_EQ(text.sections[0].title, "EXIT STATUS");
  EXPECT_EQ(text.sections[0].roff,
            "First paragraph,\nfilled.\n"
            ".TP\n0\nDone.\n"
            ".TP\n2\nA usage\nerror.\n"
            ".SS Lists\n"
            ".IP \\(bu 2\none \\fB\\-\\-opt\\fR\ngoes on\n"
            ".IP \\(bu 2\n\\fItwo\\fR\n"
            ".PP\n.RS 4\n.nf\n\\&.starts with a dot \\e and \\-x\n.fi\n.RE\n");
}

TEST(ManualText, CharactersOutsideAsciiAreEscapes) {
  EXPECT_EQ(roff_inline("9×9 r1c2 ≠ 4 → µs"), "9\\[u00D7]9 r1c2 \\[u2260] 4 \\[u2192] \\[u00B5]s");
  EXPECT_EQ(roff_inline("'quoted' at the start"), "\\&'quoted' at the start");
  EXPECT_EQ(roff_inline("a * b, `x*y`"), "a * b, \\fBx*y\\fR");
  EXPECT_EQ(roff_inline("**1** play"), "\\fB1\\fR play");
}

}  // namespace
}  // namespace nonet::cli::docs
