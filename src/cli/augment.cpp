// `nonet augment`: random symmetric copies of every row of a dataset, the puzzle and its
// solution moved alike, the other columns kept; reproducible by seed at any thread count.
#include <cstdio>
#include <memory>
#include <optional>
#include <string>

#include "cli/command.hpp"
#include "cli/option_checks.hpp"
#include "cli/shard_option.hpp"
#include "nonet/canon_job.hpp"

namespace nonet::cli {

namespace {

struct AugmentArguments {
  AugmentJob job;
  std::vector<std::string> inputs;
  std::optional<std::uint64_t> seed;
  StreamingFlags streaming;
};

int run(AugmentArguments& arguments) {
  AugmentJob& job = arguments.job;
  job.pipeline.inputs = arguments.inputs;
  job.pipeline.progress = arguments.streaming.progress_mode();
  job.seed = seed_or_fresh(arguments.seed);
  const RunSummary summary = run_augment(job);
  if (const auto code = exit_if_stopped(summary.error, summary.message)) return *code;
  if (!arguments.streaming.quiet) {
    const std::uint64_t written = summary.counts[kCanonDoneSlot];
    const std::uint64_t left_out = summary.counts[kCanonInvalidSlot];
    std::fprintf(stderr, "nonet: rows written %llu  left out %llu  time %.3f s  %.0f rows/s\n",
                 static_cast<unsigned long long>(written),
                 static_cast<unsigned long long>(left_out), summary.seconds,
                 summary.seconds > 0 ? static_cast<double>(written) / summary.seconds : 0.0);
  }
  return kExitOk;
}

CommandRun setup(CLI::App& command) {
  auto arguments = std::make_shared<AugmentArguments>();
  AugmentJob& job = arguments->job;
  command.add_option("file", arguments->inputs,
                     "Puzzle lines or delimited datasets (.gz and .zst read as such); '-' or "
                     "none: standard input");
  command.add_option("--copies", job.copies, "Random symmetric copies of each row (default 1)")
      ->type_name("K")
      ->check(whole_number(1, 1000000));
  add_seed_option(command, arguments->seed, "the same output at any --threads and --shard");
  command.add_flag("--with-original", job.with_original, "Write each row itself before its copies");
  command.add_flag("--with-transform", job.with_transform,
                   "Add each copy's transform T:RRRRRRRRR:CCCCCCCCC:DDDDDDDDD (a last column "
                   "named transform; on a plain line, a last word)");
  add_table_options(command, job.pipeline.table, false, false);
  command
      .add_option("--solution-column", job.pipeline.table.answer_column,
                  "Delimited input: the solution's column, moved with the puzzle (default: a "
                  "column named solution or answer, else the next holding grids)")
      ->type_name("NAME|N");
  job.pipeline.table.answer_option = "--solution-column";
  add_shard_option(command, job.pipeline);
  add_streaming_options(command, job.pipeline, arguments->streaming,
                        "Where the rows go ('-': stdout)");
  return [arguments] { return run(*arguments); };
}

const CommandRegistration registration{
    "augment",
    "Random symmetric copies of every row: the puzzle and its solution moved by one random "
    "element of the group, other columns kept",
    78, setup};

}  // namespace

}  // namespace nonet::cli
