// `nonet solve`: solve, count or enumerate every puzzle of the inputs, in input order.
#include <cstdio>
#include <map>
#include <memory>

#include "cli/command.hpp"
#include "cli/option_checks.hpp"
#include "cli/shard_option.hpp"
#include "nonet/pipeline.hpp"

namespace nonet::cli {

namespace {

struct SolveArguments {
  SolveJob job;
  std::string stats;
  std::string format = "line";
  std::string engine = "fast";
  bool count = false;
  bool all = false;
  bool singles_only = false;
  StreamingFlags streaming;
};

int run(const SolveArguments& arguments) {
  SolveJob job = arguments.job;
  const std::map<std::string, OutputFormat> formats{{"line", OutputFormat::line},
                                                    {"grid", OutputFormat::grid},
                                                    {"csv", OutputFormat::csv},
                                                    {"jsonl", OutputFormat::jsonl}};
  job.format = formats.at(arguments.format);  // checked by the parser
  const bool writes_rows = job.format == OutputFormat::line || job.format == OutputFormat::csv;
  if (keep_columns_refuse(job.pipeline.table, arguments.format, writes_rows)) return kExitUsage;
  job.engine = arguments.engine == "dlx" ? Engine::dlx : Engine::fast;
  if (arguments.count) job.mode = SolveJobMode::count;
  if (arguments.all) job.mode = SolveJobMode::all;
  if (arguments.singles_only) job.mode = SolveJobMode::singles_only;
  job.pipeline.stats = arguments.stats;
  job.stats_format = stats_format_for(arguments.stats);
  job.pipeline.progress = arguments.streaming.progress_mode();
  if (job.pipeline.stats == "-" && job.pipeline.output == "-") {
    print_error("--stats - needs -o FILE: the solutions already go to standard output");
    return kExitUsage;
  }

  const RunSummary summary = run_solve(job);
  if (const auto code = exit_if_stopped(summary.error, summary.message)) return *code;
  if (!arguments.streaming.quiet) {
    std::fprintf(stderr, "nonet: %s\n",
                 format_summary(summary, job.mode == SolveJobMode::singles_only).c_str());
    if (summary.capped > 0) {
      std::fprintf(stderr, "nonet: warning: %llu puzzles had more than %llu solutions\n",
                   static_cast<unsigned long long>(summary.capped),
                   static_cast<unsigned long long>(job.max_solutions));
    }
  }
  return kExitOk;
}

CommandRun setup(CLI::App& command) {
  auto arguments = std::make_shared<SolveArguments>();
  SolveJob& job = arguments->job;
  command
      .add_option("files", job.pipeline.inputs,
                  "Puzzle files, one puzzle per line (.gz and .zst read as such); '-' or "
                  "none: standard input")
      ->type_name("FILE");
  CLI::Option* stats =
      command
          .add_option("--stats", arguments->stats,
                      "Per-puzzle statistics to FILE: CSV, or JSON Lines when it ends in .jsonl")
          ->type_name("FILE");
  command.add_flag("--timing", job.timing, "With --stats: add a solve_ns column to the statistics")
      ->needs(stats);
  command
      .add_option("--format", arguments->format,
                  "Output format: line (default), grid, csv or jsonl")
      ->type_name("FORMAT")
      ->transform(one_of(std::vector<std::string>{"line", "grid", "csv", "jsonl"}));
  CLI::Option* count = command.add_flag("--count", arguments->count,
                                        "Count solutions up to --limit: unique or multiple");
  command.add_option("--limit", job.limit, "With --count: stop counting at N (default 2)")
      ->type_name("N")
      ->check(whole_number(1, std::uint64_t{1} << 40))
      ->needs(count);
  CLI::Option* all = command.add_flag("--all", arguments->all, "Write every solution");
  command
      .add_option("--max-solutions", job.max_solutions,
                  "With --all: at most N solutions per puzzle (default 1000)")
      ->type_name("N")
      ->check(whole_number(1, std::uint64_t{1} << 30))
      ->needs(all);
  CLI::Option* singles = command.add_flag("--singles-only", arguments->singles_only,
                                          "Propagation only, no guessing: solved or stuck");
  count->excludes(all);
  singles->excludes(count)->excludes(all);
  command
      .add_option("--engine", arguments->engine,
                  "Solver engine: fast (default) or dlx (the reference)")
      ->type_name("ENGINE")
      ->transform(one_of(std::vector<std::string>{"fast", "dlx"}));
  add_table_options(command, job.pipeline.table, true, false);
  add_shard_option(command, job.pipeline);
  add_streaming_options(command, job.pipeline, arguments->streaming,
                        "Where the solutions go ('-': stdout)");
  return [arguments] { return run(*arguments); };
}

const CommandRegistration registration{
    "solve", "Solve, count or enumerate the puzzles of files or stdin, in input order", 10, setup};

}  // namespace

}  // namespace nonet::cli
