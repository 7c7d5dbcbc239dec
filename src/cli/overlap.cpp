// `nonet overlap`: the classes of puzzles (equal up to symmetry) that files share, as a CSV of
// their lines, with exit status 1 when there is any: a leakage check for a dataset's splits.
#include <cstdio>
#include <memory>
#include <string>

#include "cli/command.hpp"
#include "nonet/canon_job.hpp"

namespace nonet::cli {

namespace {

struct OverlapArguments {
  OverlapJob job;
  std::vector<std::string> inputs;
  StreamingFlags streaming;
};

void print_summary(const OverlapSummary& summary) {
  for (const OverlapInput& input : summary.inputs) {
    std::fprintf(stderr,
                 "nonet: %s: lines %llu  classes %llu  repeats %llu (exact %llu)  invalid %llu  "
                 "shared with other files: classes %llu, lines %llu\n",
                 input.path.c_str(), static_cast<unsigned long long>(input.lines),
                 static_cast<unsigned long long>(input.classes),
                 static_cast<unsigned long long>(input.lines - input.classes),
                 static_cast<unsigned long long>(input.lines - input.distinct_lines),
                 static_cast<unsigned long long>(input.invalid),
                 static_cast<unsigned long long>(input.shared_classes),
                 static_cast<unsigned long long>(input.shared_lines));
  }
  for (const OverlapSummary::Pair& pair : summary.pairs) {
    std::fprintf(stderr, "nonet: %s and %s share %llu classes\n",
                 summary.inputs[pair.first].path.c_str(), summary.inputs[pair.second].path.c_str(),
                 static_cast<unsigned long long>(pair.classes));
  }
  std::fprintf(stderr,
               "nonet: shared classes %llu  listed: classes %llu, lines %llu  time %.3f s\n",
               static_cast<unsigned long long>(summary.shared_classes),
               static_cast<unsigned long long>(summary.listed_classes),
               static_cast<unsigned long long>(summary.listed_lines), summary.run.seconds);
}

int run(OverlapArguments& arguments) {
  OverlapJob& job = arguments.job;
  job.pipeline.inputs = arguments.inputs;
  job.pipeline.progress = arguments.streaming.progress_mode();
  const OverlapSummary summary = run_overlap(job);
  if (const auto code = exit_if_stopped(summary.run.error, summary.run.message)) return *code;
  if (!arguments.streaming.quiet) print_summary(summary);
  return summary.listed_lines != 0 ? 1 : kExitOk;
}

CommandRun setup(CLI::App& command) {
  auto arguments = std::make_shared<OverlapArguments>();
  command
      .add_option("file", arguments->inputs,
                  "Files of puzzles or solved grids to compare (lines or delimited datasets; "
                  ".gz and .zst read as such; '-': standard input)")
      ->required();
  command.add_flag("--within", arguments->job.within,
                   "List, and fail on, a class that repeats inside one file too (one file given: "
                   "always)");
  add_streaming_options(command, arguments->job.pipeline, arguments->streaming,
                        "Where the CSV of listed lines goes ('-': stdout)");
  return [arguments] { return run(*arguments); };
}

const CommandRegistration registration{
    "overlap",
    "Classes of puzzles (equal up to symmetry) that files share, line by line; exit 1 when any "
    "(--within: also repeats inside a file)",
    77, setup};

}  // namespace

}  // namespace nonet::cli
