// `nonet rate`: difficulty of every puzzle of the input, in input order (CSV or JSON lines).
#include <algorithm>
#include <cstdio>
#include <map>
#include <memory>

#include "build_info/build_info.hpp"
#include "cli/command.hpp"
#include "cli/option_checks.hpp"
#include "cli/shard_option.hpp"
#include "nonet/rating.hpp"

namespace nonet::cli {

namespace {

struct RateArguments {
  RateJob job;
  std::string input;
  bool no_search = false;
  bool record_grader = false;
  std::vector<std::string> scales;  // empty: the default set
  std::string se_version = "1.18.1";
  StreamingFlags streaming;
};

int run(const RateArguments& arguments) {
  RateJob job = arguments.job;
  if (!arguments.input.empty()) job.pipeline.inputs = {arguments.input};
  const auto asked = [&](const char* scale) {
    return std::find(arguments.scales.begin(), arguments.scales.end(), scale) !=
           arguments.scales.end();
  };
  job.options.search_effort = !arguments.no_search && (arguments.scales.empty() || asked("search"));
  job.options.se = arguments.scales.empty() || asked("se");
  job.options.hodoku = asked("hodoku");
  parse_se_version(arguments.se_version, job.options.se_version);
  if (arguments.record_grader) {
    job.grader = std::string(build_info::version_line()) + "; SE " +
                 std::string(to_string(job.options.se_version));
  }
  if (keep_columns_refuse(job.pipeline.table, "jsonl", job.format != RatingFormat::jsonl)) {
    return kExitUsage;
  }
  job.pipeline.progress = arguments.streaming.progress_mode();
  const RunSummary summary = run_rate(job);
  if (const auto code = exit_if_stopped(summary.error, summary.message)) return *code;
  if (!arguments.streaming.quiet)
    std::fprintf(stderr, "nonet: %s\n", format_rate_summary(summary).c_str());
  return kExitOk;
}

CommandRun setup(CLI::App& command) {
  auto arguments = std::make_shared<RateArguments>();
  RateJob& job = arguments->job;
  command
      .add_option("file", arguments->input,
                  "Puzzles, one per line (.gz and .zst read as such); '-' or none: standard "
                  "input")
      ->type_name("FILE");
  const std::vector<std::pair<std::string, RatingFormat>> formats{{"csv", RatingFormat::csv},
                                                                  {"jsonl", RatingFormat::jsonl}};
  command.add_option("--format", job.format, "Output format: csv (default) or jsonl")
      ->transform(one_of(formats));
  command.add_flag("--record-grader", arguments->record_grader,
                   "Start the output with the grader's version line (`nonet --version`, then "
                   "'; SE ' and the version of Sudoku Explainer's scale), which diff compares: a "
                   "'# grader:' comment in CSV, a {\"grader\": ...} record in JSON lines");
  command
      .add_option(
          "--scales", arguments->scales,
          "Scales to compute, comma-separated: se, qqwing, search, hodoku (default "
          "se,qqwing,search). Without se, Sudoku Explainer's path is not run and its columns "
          "(the se_ ones, steps, hardest_technique, histogram) are left empty; qqwing's "
          "class is always computed (it costs next to nothing); hodoku adds "
          "hodoku_level, hodoku_score, and hodoku_at_least when out of time")
      ->type_name("LIST")
      ->delimiter(',')
      ->allow_extra_args(false)  // one list per --scales: the puzzle files follow it
      ->transform(one_of(std::vector<std::string>{"se", "qqwing", "search", "hodoku"}));
  add_se_version_option(command, arguments->se_version);
  command.add_flag("--no-search", arguments->no_search,
                   "Skip the search-effort figures (16 relabelled solves per puzzle)");
  command
      .add_option("--max-seconds", job.options.max_seconds,
                  "Time budget of the step solver per puzzle; past it the puzzle is 'beyond' "
                  "with the rating reached (0: no limit; default 60)")
      ->type_name("S")
      ->check(finite_number(0, 1e6));
  add_table_options(command, job.pipeline.table, true, false);
  add_shard_option(command, job.pipeline);
  add_streaming_options(command, job.pipeline, arguments->streaming,
                        "Where the ratings go ('-': stdout)");
  return [arguments] { return run(*arguments); };
}

const CommandRegistration registration{
    "rate",
    "Rate every puzzle: Sudoku Explainer's scale (ER/EP/ED), qqwing's class and search effort, "
    "in input order",
    40, setup};

}  // namespace

}  // namespace nonet::cli
