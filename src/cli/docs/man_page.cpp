#include "cli/docs/man_page.hpp"

#include <algorithm>
#include <cctype>

#include "cli/docs/manual_text.hpp"

namespace nonet::cli::docs {

namespace {

// Text as roff shows it literally: backslashes escaped, hyphens as minus signs (so that
// options can be searched and copied), and no line starting with a control character.
std::string roff(const std::string& text) {
  std::string out;
  bool line_start = true;
  for (const char c : text) {
    if (line_start && (c == '.' || c == '\'')) out += "\\&";
    if (c == '\\') {
      out += "\\e";
    } else if (c == '-') {
      out += "\\-";
    } else {
      out += c;
    }
    line_start = c == '\n';
  }
  return out;
}

std::string upper(std::string text) {
  for (char& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return text;
}

std::string header(const ProgramDoc& program, const std::string& page) {
  return ".TH " + upper(roff(page)) + " 1 \"\" \"" + program.name + " " + program.version +
         "\" \"" + program.name + " manual\"\n";
}

// ".TP" paragraph: the option's names and value in bold and italics, then what it does and,
// for a value that is one of a few names, the names.
std::string option_entry(const OptionDoc& option) {
  std::string names;
  if (!option.positional.empty()) {
    names = "\\fI" + roff(upper(option.positional)) + "\\fR" + (option.repeats ? "..." : "");
  } else {
    for (const std::string& flag : option.flags) {
      names += (names.empty() ? "" : ", ") + ("\\fB" + roff(flag) + "\\fR");
    }
    if (!option.value.empty()) names += " \\fI" + roff(option.value) + "\\fR";
  }
  std::string entry = ".TP\n" + names + "\n" + roff(option.description);
  if (!option.description.empty() && option.description.back() != '.') entry += ".";
  if (!option.choices.empty()) {
    std::string names_list;
    for (const std::string& choice : option.choices) {
      names_list += (names_list.empty() ? "" : ", ") + ("\\fB" + roff(choice) + "\\fR");
    }
    entry += "\nNAME is one of " + names_list + ".";
  }
  if (option.required) entry += "\nRequired.";
  return entry + "\n";
}

std::string synopsis(const ProgramDoc& program, const CommandDoc& command) {
  std::string text = ".B " + program.name + " " + roff(command.name) + "\n[\\fIOPTIONS\\fR]";
  for (const OptionDoc& option : command.options) {
    if (option.positional.empty()) continue;
    const std::string argument =
        "\\fI" + roff(upper(option.positional)) + "\\fR" + (option.repeats ? "..." : "");
    text += option.required ? " " + argument : " [" + argument + "]";
  }
  return text + "\n";
}

constexpr const char* kReadme =
    ".PP\nThe README (\\fI/usr/share/doc/nonet/README.md.gz\\fR in the Debian package) "
    "shows an example of each use; the manual pages are the reference.\n";

constexpr const char* kExitStatus =
    ".SH EXIT STATUS\n"
    ".TP\n0\nThe input was processed (bad puzzle lines are records of their own, not errors).\n"
    ".TP\n1\nOnly where a command says so: \\fBdiff\\fR found regressions, \\fBcheck\\fR found "
    "invalid grids.\n"
    ".TP\n2\nA usage error: an unknown option, a value out of range.\n"
    ".TP\n3\nAn I/O error: an unreadable input, a failed write (a full disk).\n";

constexpr const char* kInput =
    ".SH INPUT\n"
    "Puzzles come one per line: 81 cells, the digits 1\\-9 as givens and any of "
    "\\fB. 0 _ \\- * x ?\\fR as empty cells. Blank lines, lines starting with \\fB#\\fR, "
    "surrounding white space and CRLF line ends are accepted, and whatever follows the 81 "
    "cells on a line is ignored. Files ending in \\fB.gz\\fR or \\fB.zst\\fR are decompressed "
    "as they are read; \\fB\\-\\fR or no file reads standard input. Delimited files with a "
    "header (\\fBid,puzzle,solution\\fR and the like) are read for their puzzle column. A "
    "line that is not a puzzle becomes an \\fBinvalid\\fR record in its place, with its line "
    "number and reason, and the run goes on.\n";

// The sections a manual text adds, in its order; the shared EXIT STATUS first when the text
// has none of its own.
std::string added_sections(const ManualText& text) {
  const bool own_exit_status =
      std::any_of(text.sections.begin(), text.sections.end(),
                  [](const ManualSection& section) { return section.title == "EXIT STATUS"; });
  std::string sections = own_exit_status ? "" : kExitStatus;
  for (const ManualSection& section : text.sections) {
    sections += ".SH " + roff_inline(section.title) + "\n" + section.roff;
  }
  return sections;
}

}  // namespace

std::string program_page(const ProgramDoc& program) {
  const ManualText text = manual_text(program.manual);
  std::string page = header(program, program.name);
  page += ".SH NAME\n" + program.name + " \\- " +
          roff(program.description.substr(program.description.find(": ") + 2)) + "\n";
  page += ".SH SYNOPSIS\n.B " + program.name +
          "\n\\fICOMMAND\\fR [\\fIOPTIONS\\fR] [\\fIFILE\\fR...]\n.br\n.B " + program.name +
          "\n\\fB\\-\\-version\\fR\n";
  page += ".SH DESCRIPTION\n" + program.name +
          " streams puzzle files of any size through every core and writes one record per input "
          "puzzle, in input order: solutions, counts, checks, difficulty ratings (Sudoku "
          "Explainer's scale, qqwing's class, search effort), explanations, generated puzzles and "
          "canonical forms. Each command has a page of its own; \\fB" +
          program.name + " COMMAND \\-\\-help\\fR prints the same options.\n" + text.description +
          kReadme;
  page += ".SH COMMANDS\n";
  for (const CommandDoc& command : program.commands) {
    page += ".TP\n.BR " + program.name + "\\-" + roff(command.name) + " (1)\n" +
            roff(command.description) + ".\n";
  }
  page += ".SH OPTIONS\n";
  for (const OptionDoc& option : program.options) page += option_entry(option);
  page += kInput;
  page += added_sections(text);
  page += ".SH SEE ALSO\n";
  for (std::size_t i = 0; i < program.commands.size(); ++i) {
    page += (i ? ",\n" : "") +
            (".BR " + program.name + "\\-" + roff(program.commands[i].name) + " (1)");
  }
  return page + "\n";
}

std::string command_page(const ProgramDoc& program, const CommandDoc& command) {
  const std::string page_name = program.name + "-" + command.name;
  const ManualText text = manual_text(command.manual);
  std::string page = header(program, page_name);
  page += ".SH NAME\n" + roff(page_name) + " \\- " + roff(command.description) + "\n";
  page += ".SH SYNOPSIS\n" + synopsis(program, command);
  page += ".SH DESCRIPTION\n" + roff(command.description) + ".\n" + text.description + kReadme;
  page += ".SH OPTIONS\n";
  for (const OptionDoc& option : command.options) page += option_entry(option);
  page += added_sections(text);
  page += ".SH SEE ALSO\n.BR " + program.name + " (1)\n";
  return page;
}

}  // namespace nonet::cli::docs
