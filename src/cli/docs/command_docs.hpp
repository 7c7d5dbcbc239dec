// What the manual pages and shell completions say about nonet and each of its commands, read
// off the CLI11 app that main() parses with (cli/app.hpp): names, descriptions, value names and
// the names an option takes all come from the option definitions themselves.
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

namespace nonet::cli::docs {

struct OptionDoc {
  std::vector<std::string> flags;  // "-o", "--output"; empty for a positional argument
  std::string positional;          // a positional argument's name ("file"), else empty
  std::string value;               // the value's name ("FILE", "N"); empty for a flag
  std::string description;
  std::vector<std::string> choices;  // the names the value may be, when it is one of a few
  bool file_value = false;           // the value names a file (completed as file names)
  bool required = false;
  bool repeats = false;  // a positional argument that takes several values
};

struct CommandDoc {
  std::string name;
  std::string description;
  std::vector<OptionDoc> options;  // in definition order, positional arguments included
  std::string manual;  // more of its manual page, in manual_text's subset (cli/manual/NAME.md)
};

struct ProgramDoc {
  std::string name;  // "nonet"
  std::string description;
  std::string version;               // "0.2.0"
  std::vector<OptionDoc> options;    // --help, --version
  std::vector<CommandDoc> commands;  // in `nonet --help` order
  std::string manual;                // more of nonet(1), as a command's
};

ProgramDoc describe(const CLI::App& app, const std::string& version);

}  // namespace nonet::cli::docs
