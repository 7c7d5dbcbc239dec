// The whole command line as one CLI11 app: every registered command with its options. main()
// parses with it; the manual pages and shell completions (cli/docs) are written from it, so
// they can never drift from `--help`.
#pragma once

#include <CLI/CLI.hpp>
#include <map>
#include <memory>

#include "cli/command.hpp"

namespace nonet::cli {

struct CommandLine {
  CLI::App app{"nonet: a high-throughput batch Sudoku engine", "nonet"};
  std::map<const CLI::App*, CommandRun> runs;  // each command's subcommand -> how to run it
};

std::unique_ptr<CommandLine> build_command_line();

}  // namespace nonet::cli
