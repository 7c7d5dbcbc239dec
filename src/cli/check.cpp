// `nonet check`: validate completed grids and puzzle + answer pairs, in input order.
#include <cstdio>
#include <map>
#include <memory>

#include "cli/command.hpp"
#include "cli/option_checks.hpp"
#include "cli/shard_option.hpp"
#include "nonet/check_job.hpp"

namespace nonet::cli {

namespace {

struct CheckArguments {
  CheckJob job;
  std::string input;
  bool no_unique = false;
  StreamingFlags streaming;
};

int run(const CheckArguments& arguments) {
  CheckJob job = arguments.job;
  if (!arguments.input.empty()) job.pipeline.inputs = {arguments.input};
  job.check.uniqueness = !arguments.no_unique;
  job.pipeline.table.wants_answer = true;
  if (keep_columns_refuse(job.pipeline.table, "jsonl", job.format != CheckFormat::jsonl)) {
    return kExitUsage;
  }
  job.pipeline.progress = arguments.streaming.progress_mode();
  if (job.puzzles == "-" && job.answers == "-") {
    print_error("--puzzles and --answers cannot both be standard input");
    return kExitUsage;
  }

  const CheckSummary summary = run_check(job);
  if (summary.run.error == RunError::broken_pipe) return summary.invalid > 0 ? 1 : kExitOk;
  if (const auto code = exit_if_stopped(summary.run.error, summary.run.message)) return *code;
  if (summary.mismatch) {
    std::fprintf(stderr, "nonet: warning: %s\n", format_mismatch(job, summary.mismatch).c_str());
  }
  if (!arguments.streaming.quiet) {
    std::fprintf(stderr, "nonet: %s\n", format_check_summary(summary).c_str());
  }
  return summary.exit_code();
}

CommandRun setup(CLI::App& command) {
  auto arguments = std::make_shared<CheckArguments>();
  CheckJob& job = arguments->job;
  CLI::Option* input = command.add_option(
      "file", arguments->input,
      "Lines to check: completed grids, or `puzzle answer` (':' ',' or space between); "
      ".gz and .zst read as such; '-' or none: standard input");
  CLI::Option* puzzles = command
                             .add_option("--puzzles", job.puzzles,
                                         "With --answers: the puzzles, one per line ('-': stdin)")
                             ->type_name("FILE");
  CLI::Option* answers =
      command
          .add_option("--answers", job.answers,
                      "With --puzzles: the answers, read in step with the puzzles")
          ->type_name("FILE");
  puzzles->needs(answers);
  answers->needs(puzzles);
  input->excludes(puzzles)->excludes(answers);
  const std::vector<std::pair<std::string, CheckFormat>> formats{
      {"text", CheckFormat::text}, {"csv", CheckFormat::csv}, {"jsonl", CheckFormat::jsonl}};
  command.add_option("--format", job.format, "Output format: text, csv or jsonl")
      ->transform(one_of(formats));
  command.add_flag("--no-unique", arguments->no_unique,
                   "With puzzles: skip checking that a valid answer is the only solution "
                   "(that check solves each puzzle once more)");
  add_table_options(command, job.pipeline.table, true, true);
  add_shard_option(command, job.pipeline)->excludes(puzzles)->excludes(answers);
  add_streaming_options(command, job.pipeline, arguments->streaming,
                        "Where the results go ('-': stdout)");
  return [arguments] { return run(*arguments); };
}

const CommandRegistration registration{
    "check",
    "Check completed grids or puzzle + answer pairs: valid, or invalid with every reason; "
    "exit 1 when any is invalid",
    30, setup};

}  // namespace

}  // namespace nonet::cli
