// The command line's values, for every option of every command: names in any case are stored
// as the option spells them, and an empty value is refused.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "cli/app.hpp"
#include "cli/option_checks.hpp"

namespace nonet::cli {
namespace {

std::string option_name(const CLI::Option& option) {
  if (!option.get_lnames().empty()) return "--" + option.get_lnames().front();
  if (!option.get_snames().empty()) return "-" + option.get_snames().front();
  return option.get_name();  // a positional
}

std::string upper(std::string text) {
  for (char& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return text;
}

// Parses `nonet COMMAND ARGS...` with a fresh command line. Errors other than a refused value
// (a missing positional, an option another one needs) come after the values are stored.
struct Parsed {
  std::unique_ptr<CommandLine> line = build_command_line();
  bool refused = false;
  std::string message;
};
void parse(Parsed& parsed, const std::string& command, const std::vector<std::string>& args) {
  std::vector<const char*> argv{"nonet", command.c_str()};
  for (const std::string& arg : args) argv.push_back(arg.c_str());
  try {
    parsed.line->app.parse(static_cast<int>(argv.size()), argv.data());
  } catch (const CLI::ValidationError& error) {
    parsed.refused = true;
    parsed.message = error.what();
  } catch (const CLI::ParseError&) {
  }
}

// Each command's options, as (command, option name, choices).
struct NamedOption {
  std::string command;
  std::string option;
  std::vector<std::string> choices;
  bool positional;
};
std::vector<NamedOption> all_options() {
  std::vector<NamedOption> options;
  const std::unique_ptr<CommandLine> line = build_command_line();
  for (const CLI::App* command : line->app.get_subcommands({})) {
    for (const CLI::Option* option : command->get_options()) {
      if (option->get_type_size_max() == 0) continue;  // a flag
      options.push_back({command->get_name(), option_name(*option), option_choices(*option),
                         option->get_lnames().empty() && option->get_snames().empty()});
    }
  }
  return options;
}

TEST(OptionValues, EveryCommandHasOptionsThatTakeNames) {
  int named = 0;
  for (const NamedOption& option : all_options()) named += !option.choices.empty();
  // rate --format/--scales/--se-version, solve --format/--engine, explain --format/--scale, ...
  EXPECT_GE(named, 15);
}

TEST(OptionValues, NamesInAnyCaseAreStoredAsSpelt) {
  for (const NamedOption& option : all_options()) {
    for (const std::string& choice : option.choices) {
      for (const std::string& typed : {upper(choice), choice}) {
        Parsed parsed;
        parse(parsed, option.command, {option.option, typed});
        ASSERT_FALSE(parsed.refused) << option.command << " " << option.option << " " << typed
                                     << ": " << parsed.message;
        const CLI::App* command = parsed.line->app.get_subcommand(option.command);
        const CLI::Option* stored = command->get_option(option.option);
        ASSERT_EQ(stored->results().size(), 1u) << option.command << " " << option.option;
        const std::string& value = stored->results().front();
        // Names stay names; an enum's name becomes its number.
        const bool spelt = value == choice || (!value.empty() && std::all_of(value.begin(),
                                                  value.end(), [](unsigned char c) {
                                                    return std::isdigit(c);
                                                  }));
        EXPECT_TRUE(spelt) << option.command << " " << option.option << " " << typed
                           << " was stored as '" << value << "'";
        if (typed != choice) {
          Parsed lower;
          parse(lower, option.command, {option.option, choice});
          EXPECT_EQ(value, lower.line->app.get_subcommand(option.command)
                               ->get_option(option.option)
                               ->results()
                               .front())
              << option.command << " " << option.option << " " << typed;
        }
      }
    }
  }
}

TEST(OptionValues, EmptyValuesAreRefused) {
  int checked = 0;
  for (const NamedOption& option : all_options()) {
    Parsed parsed;
    if (option.positional) {
      parse(parsed, option.command, {""});
    } else {
      parse(parsed, option.command, {option.option, ""});
    }
    EXPECT_TRUE(parsed.refused) << option.command << " " << option.option << " ''";
    ++checked;
  }
  EXPECT_GE(checked, 60);
}

}  // namespace
}  // namespace nonet::cli
