// `nonet bench`: in-memory solving speed and per-puzzle latency of whole corpora, on one
// thread and optionally on the parallel engine, checked answers first.
#include <oneapi/tbb/info.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>

#include "benchmark/corpus.hpp"
#include "benchmark/report.hpp"
#include "benchmark/run.hpp"
#include "cli/command.hpp"
#include "cli/option_checks.hpp"
#include "pipeline/output_sink.hpp"
#include "pipeline/same_file.hpp"

namespace nonet::cli {

namespace {

// A wrong answer makes every figure meaningless: the run stops with this status.
constexpr int kExitWrongAnswer = 1;

struct BenchArguments {
  std::vector<std::string> files;
  int threads = 1;
  std::string mode = "first";
  double min_time = 3.0;
  bool csv = false;
  std::string latencies;
  TableOptions table;
};

void warn_invalid(const BenchCorpus& corpus) {
  if (corpus.invalid == 0) return;
  std::fprintf(stderr, "nonet: warning: %s: %llu invalid line%s, not timed\n", corpus.name.c_str(),
               static_cast<unsigned long long>(corpus.invalid), corpus.invalid == 1 ? "" : "s");
  for (const InvalidLine& invalid : corpus.first_invalid) {
    std::fprintf(stderr, "nonet: warning:   line %llu: %s\n",
                 static_cast<unsigned long long>(invalid.line), invalid.reason.c_str());
  }
  if (corpus.invalid > corpus.first_invalid.size()) {
    std::fprintf(stderr, "nonet: warning:   and %llu more\n",
                 static_cast<unsigned long long>(corpus.invalid - corpus.first_invalid.size()));
  }
}

void note_unsolvable(const BenchCorpus& corpus, const BenchCheck& check) {
  if (check.unsolvable == 0) return;
  std::string lines;
  for (const std::uint64_t line : check.unsolvable_lines) {
    lines += (lines.empty() ? "" : ", ") + std::to_string(line);
  }
  if (check.unsolvable > check.unsolvable_lines.size()) lines += ", ...";
  std::fprintf(stderr, "nonet: %s: %llu puzzle%s without a solution, timed as such (line %s)\n",
               corpus.name.c_str(), static_cast<unsigned long long>(check.unsolvable),
               check.unsolvable == 1 ? "" : "s", lines.c_str());
}

int run(const BenchArguments& arguments) {
  BenchOptions options;
  options.mode = arguments.mode == "count" ? SolveMode::count : SolveMode::first;
  options.min_time = arguments.min_time;
  const int parallel_threads =
      arguments.threads > 0 ? arguments.threads : std::max(1, tbb::info::default_concurrency());
  const bool talk = ::isatty(STDERR_FILENO) == 1;

  // Every corpus is read before any timing: a bad path fails at once, not minutes later.
  std::vector<BenchCorpus> corpora(arguments.files.size());
  for (std::size_t i = 0; i < arguments.files.size(); ++i) {
    std::string error;
    if (!load_corpus(arguments.files[i], corpora[i], error, arguments.table)) {
      print_error(error);
      return kExitIo;
    }
  }
  // Opened before the timing, written after it: renamed into place only when all is written.
  OutputSink latency_file;
  if (!arguments.latencies.empty()) {
    if (const std::string clash =
            find_same_file(arguments.files, {{arguments.latencies, "--latencies"}});
        !clash.empty()) {
      print_error(clash);
      return kExitUsage;
    }
    if (!latency_file.open(arguments.latencies)) {
      print_error(latency_file.error());
      return kExitIo;
    }
  }
  std::string latencies = std::string(kLatencyCsvHeader) + '\n';

  std::vector<BenchRow> rows;
  for (const BenchCorpus& corpus : corpora) {
    warn_invalid(corpus);
    if (corpus.puzzles.empty()) {
      std::fprintf(stderr, "nonet: warning: %s: no puzzle to time\n", corpus.name.c_str());
    }
    if (talk) {
      std::fprintf(stderr, "nonet: %s: %zu puzzles\n", corpus.name.c_str(), corpus.puzzles.size());
    }
    const BenchCheck check = check_corpus(corpus, options);
    if (!check.wrong.empty()) {
      print_error(corpus.name + ": " + check.wrong);
      return kExitWrongAnswer;
    }
    note_unsolvable(corpus, check);
    std::vector<int> thread_counts{1};
    if (parallel_threads > 1) thread_counts.push_back(parallel_threads);
    double single_rate = 0;
    for (const int threads : thread_counts) {
      options.threads = threads;
      const BenchResult result = time_corpus(corpus, options);
      BenchRow row = make_row(corpus, check, result, options.mode);
      if (threads == 1) {
        single_rate = row.puzzles_per_sec;
      } else if (single_rate > 0) {
        row.speedup = row.puzzles_per_sec / single_rate;
      }
      if (talk) {
        std::fprintf(stderr, "nonet: %s: %d thread%s: %.0f puzzles/s (median of %llu passes)\n",
                     corpus.name.c_str(), threads, threads == 1 ? "" : "s", row.puzzles_per_sec,
                     static_cast<unsigned long long>(result.passes));
      }
      rows.push_back(row);
      if (latency_file.is_open()) append_latencies(latencies, corpus, result, options.mode);
    }
  }

  if (latency_file.is_open() && (!latency_file.write(latencies) || !latency_file.close())) {
    print_error(latency_file.error());
    return kExitIo;
  }
  const std::string output =
      arguments.csv ? format_csv(rows) : format_table(rows) + "\n" + format_slowest(rows, "");
  // A reader that went away (`| head`) ends the run quietly, the latencies already in place.
  OutputSink results;
  if (!results.open("-") || !results.write(output)) {
    if (results.broken_pipe()) return kExitOk;
    print_error(std::string("cannot write the results: ") + std::strerror(results.error_number()));
    return kExitIo;
  }
  // With --csv the claim still shows, on stderr, out of the way of the CSV.
  if (arguments.csv) std::fputs(format_slowest(rows, "nonet: ").c_str(), stderr);
  return kExitOk;
}

CommandRun setup(CLI::App& command) {
  auto arguments = std::make_shared<BenchArguments>();
  command.add_option("files", arguments->files, "Puzzle files (.gz and .zst read as such)")
      ->type_name("FILE")
      ->required();
  command
      .add_option("--threads", arguments->threads,
                  "Also run on N threads through the parallel engine (0: every core; "
                  "default 1: one thread only)")
      ->type_name("N")
      ->transform(thread_count());
  command
      .add_option("--mode", arguments->mode,
                  "first: time to the first solution (default); count: to 2 solutions")
      ->type_name("MODE")
      ->transform(one_of(std::vector<std::string>{"first", "count"}));
  command
      .add_option("--min-time", arguments->min_time,
                  "Seconds of timed passes per corpus and thread count (default 3)")
      ->type_name("S")
      ->check(finite_number(0.0, 86400.0));
  command.add_flag("--csv", arguments->csv, "CSV for scripts instead of the table");
  command
      .add_option("--latencies", arguments->latencies,
                  "Every puzzle's latency to FILE (CSV: corpus,mode,threads,line,latency_ns)")
      ->type_name("FILE");
  add_table_options(command, arguments->table, false, false);
  command.footer(
      "Exit status: 0 done, 1 a wrong answer from the solver, 2 usage error, 3 I/O error.");
  return [arguments] { return run(*arguments); };
}

const CommandRegistration registration{
    "bench", "Measure solving speed and per-puzzle latency on whole corpora, in memory", 20, setup};

}  // namespace

}  // namespace nonet::cli
