#include "cli/command.hpp"

#include <algorithm>
#include <cstdio>
#include <random>

#include "cli/option_checks.hpp"

namespace nonet::cli {

namespace {

// A function-local list, so registrations from any translation unit find it constructed.
std::vector<CommandSpec>& registry() {
  static std::vector<CommandSpec> commands;
  return commands;
}

}  // namespace

CommandRegistration::CommandRegistration(std::string name, std::string description, int order,
                                         CommandSetup setup) {
  registry().push_back({std::move(name), std::move(description), order, setup});
}

std::vector<CommandSpec> registered_commands() {
  std::vector<CommandSpec> commands = registry();
  std::sort(commands.begin(), commands.end(),
            [](const CommandSpec& a, const CommandSpec& b) { return a.order < b.order; });
  return commands;
}

void print_error(const std::string& message) {
  std::fprintf(stderr, "nonet: error: %s\n", message.c_str());
}

std::optional<int> exit_if_stopped(RunError error, const std::string& message) {
  switch (error) {
    case RunError::broken_pipe:
      return kExitOk;
    case RunError::input:
    case RunError::output:
      print_error(message);
      return kExitIo;
    case RunError::usage:
      print_error(message);
      return kExitUsage;
    case RunError::none:
      break;
  }
  return std::nullopt;
}

ProgressMode StreamingFlags::progress_mode() const {
  return progress ? ProgressMode::on : no_progress ? ProgressMode::off : ProgressMode::automatic;
}

void add_streaming_options(CLI::App& command, PipelineOptions& pipeline, StreamingFlags& flags,
                           const std::string& output_help) {
  command.add_option("-o,--output", pipeline.output, output_help)->type_name("FILE");
  command.add_option("--threads", pipeline.threads, "Worker threads (0: every core)")
      ->type_name("N")
      ->transform(thread_count());
  CLI::Option* progress =
      command.add_flag("--progress", flags.progress, "Show a progress bar on stderr");
  CLI::Option* no_progress =
      command.add_flag("--no-progress", flags.no_progress,
                       "No progress bar (default when stderr is not a terminal)");
  progress->excludes(no_progress);
  command.add_flag("-q,--quiet", flags.quiet, "No summary on stderr");
}

bool keep_columns_refuse(const TableOptions& table, const std::string& format, bool writes_rows) {
  if (!table.keep_columns || writes_rows) return false;
  print_error(
      "--keep-columns writes the input's rows with this command's columns after them: "
      "it goes with the default format or csv, not --format " +
      format);
  return true;
}

void add_seed_option(CLI::App& command, std::optional<std::uint64_t>& seed,
                     const std::string& same) {
  command
      .add_option("--seed", seed,
                  "Random seed: the same seed and options give " + same +
                      " (default: drawn, and printed on stderr)")
      ->check(whole_number(0, UINT64_MAX));
}

std::uint64_t seed_or_fresh(const std::optional<std::uint64_t>& seed) {
  if (seed) return *seed;
  std::random_device device;
  const std::uint64_t fresh = (std::uint64_t{device()} << 32) ^ device();
  std::fprintf(stderr, "nonet: seed %llu (--seed %llu repeats this run)\n",
               static_cast<unsigned long long>(fresh), static_cast<unsigned long long>(fresh));
  return fresh;
}

void add_table_options(CLI::App& command, TableOptions& table, bool keep_columns,
                       bool answer_column) {
  command
      .add_option("--column", table.column,
                  "Delimited input: the puzzle's column, by header name or number from 1 "
                  "(default: a column named puzzle, quizzes, question, grid..., else the "
                  "first holding grids)")
      ->type_name("NAME|N");
  if (answer_column) {
    command
        .add_option("--answer-column", table.answer_column,
                    "Delimited input: the answer's column (default: a column named solution "
                    "or answer, else the next holding grids)")
        ->type_name("NAME|N");
  }
  if (keep_columns) {
    command.add_flag("--keep-columns", table.keep_columns,
                     "Delimited input: write every input column (header included), then this "
                     "command's own columns");
  }
}

}  // namespace nonet::cli
