// The command registry: each command lives in one file (cli/<name>.cpp) that
// registers itself with a static CommandRegistration; main() builds the CLI11 app from
// the registry. Adding a command touches no other file but the source list.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "nonet/pipeline.hpp"

namespace nonet::cli {

// Exit codes shared by every command (GUIDE.md).
inline constexpr int kExitOk = 0;
inline constexpr int kExitUsage = 2;
inline constexpr int kExitIo = 3;

// Runs a command once its options are parsed; returns the exit code.
using CommandRun = std::function<int()>;
// Adds the command's options to its subcommand and returns how to run it.
using CommandSetup = CommandRun (*)(CLI::App& command);

struct CommandSpec {
  std::string name;
  std::string description;
  int order;  // position in `nonet --help`
  CommandSetup setup;
};

struct CommandRegistration {
  CommandRegistration(std::string name, std::string description, int order, CommandSetup setup);
};

// Every registered command, in `order`.
std::vector<CommandSpec> registered_commands();

// "nonet: error: ..." on standard error.
void print_error(const std::string& message);

// How a streaming run that stopped early ends the command: a reader that went away (`| head`)
// ends it quietly with 0, an I/O error is reported and gives 3. Nothing when the run went to
// the end and the command goes on to its summary.
std::optional<int> exit_if_stopped(RunError error, const std::string& message);

// The flags every streaming command (solve, check, rate, generate) shares besides -o and
// --threads, which go straight into its PipelineOptions.
struct StreamingFlags {
  bool progress = false;
  bool no_progress = false;
  bool quiet = false;

  // --progress, --no-progress, or neither: a bar only when stderr is a terminal.
  ProgressMode progress_mode() const;
};

// Adds -o,--output (`output_help` says what goes there), --threads, --progress,
// --no-progress and -q,--quiet to a streaming command.
void add_streaming_options(CLI::App& command, PipelineOptions& pipeline, StreamingFlags& flags,
                           const std::string& output_help);

// --seed's value, or for a run without it 64 bits from the system's entropy source, printed on
// stderr so that the run can be repeated.
std::uint64_t seed_or_fresh(const std::optional<std::uint64_t>& seed);
// Adds --seed; `same` says what the same seed gives ("the same output at any --threads").
void add_seed_option(CLI::App& command, std::optional<std::uint64_t>& seed,
                     const std::string& same);

// Adds --column (and --answer-column, --keep-columns when asked) for delimited input.
void add_table_options(CLI::App& command, TableOptions& table, bool keep_columns,
                       bool answer_column);

// --keep-columns writes the input's rows with the command's columns after them, so it goes
// only with a format of rows: with another (`--format jsonl`, `grid`) this prints why and
// returns true, for a usage error.
bool keep_columns_refuse(const TableOptions& table, const std::string& format, bool writes_rows);

}  // namespace nonet::cli
