#include "benchmark/run.hpp"

#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/task_arena.h>

#include <algorithm>
#include <chrono>
#include <limits>

#include "nonet/check.hpp"
#include "pipeline/task_edges.hpp"

namespace nonet {

namespace {

using Clock = std::chrono::steady_clock;

// Puzzles per task in the parallel passes: enough to make scheduling cheap, few enough
// that a run of hard puzzles still spreads over every thread.
constexpr std::size_t kGrainPuzzles = 64;
// Samples behind measure_clock_overhead_ns().
constexpr int kClockSamples = 10001;

// Where the timed solves leave a result, so that they cannot be optimized away.
std::atomic<std::uint64_t> guess_sink{0};

SolveOptions solve_options(const BenchOptions& options) {
  SolveOptions solve_options;
  solve_options.mode = options.mode;
  solve_options.limit = 2;
  return solve_options;
}

std::uint64_t elapsed_ns(Clock::time_point start, Clock::time_point end) {
  return static_cast<std::uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(end - start).count());
}

// Why `result` is not a right answer to `puzzle`; empty when it is.
std::string answer_problem(const Grid& puzzle, const SolveResult& result, SolveMode mode,
                           CheckReport& report) {
  if (result.status == SolveStatus::unsolvable) {
    SolveOptions reference;
    reference.engine = Engine::dlx;
    if (solve(puzzle, reference).status == SolveStatus::unsolvable) return {};
    return "no solution found, but Dancing Links finds one";
  }
  const bool expected = mode == SolveMode::count ? result.status == SolveStatus::unique ||
                                                       result.status == SolveStatus::multiple
                                                 : result.status == SolveStatus::solved;
  if (!expected) return "unexpected status " + std::string(to_string(result.status));
  check_answer(puzzle, result.solution, report, CheckOptions{.uniqueness = false});
  if (report.valid()) return {};
  return "wrong solution " + result.solution.to_line() + ": " +
         reason_text(report, report.reasons().front());
}

// Runs `body(first, last)` over [0, count): a plain call on one thread, chunks on a
// task arena of `threads` otherwise. The caller's global_control sets the pool size.
template <typename Body>
void for_all(std::size_t count, int threads, tbb::task_arena& arena, const Body& body) {
  if (threads <= 1) {
    body(std::size_t{0}, count);
    return;
  }
  task_edges::before_tasks();
  arena.execute([&] {
    tbb::parallel_for(tbb::blocked_range<std::size_t>(0, count, kGrainPuzzles),
                      [&](const tbb::blocked_range<std::size_t>& range) {
                        const task_edges::TaskScope task;
                        body(range.begin(), range.end());
                      });
  });
  task_edges::after_tasks();
}

}  // namespace

double BenchResult::puzzles_per_second() const {
  return pass_seconds > 0 ? static_cast<double>(puzzles) / pass_seconds : 0.0;
}

double BenchResult::usec_per_puzzle() const {
  return puzzles > 0 ? pass_seconds * 1e6 / static_cast<double>(puzzles) : 0.0;
}

std::uint64_t measure_clock_overhead_ns() {
  std::vector<std::uint64_t> samples(kClockSamples);
  for (std::uint64_t& sample : samples) {
    const Clock::time_point start = Clock::now();
    sample = elapsed_ns(start, Clock::now());
  }
  std::nth_element(samples.begin(), samples.begin() + kClockSamples / 2, samples.end());
  return samples[kClockSamples / 2];
}

BenchCheck check_corpus(const BenchCorpus& corpus, const BenchOptions& options) {
  BenchCheck check;
  const SolveOptions solve_with = solve_options(options);
  CheckReport report;
  for (std::size_t i = 0; i < corpus.puzzles.size(); ++i) {
    const SolveResult result = solve(corpus.puzzles[i], solve_with);
    check.guesses += result.stats.guesses;
    if (result.stats.guesses == 0) ++check.no_guess;
    const std::string problem = answer_problem(corpus.puzzles[i], result, options.mode, report);
    if (!problem.empty() && check.wrong.empty()) {
      check.wrong = "line " + std::to_string(corpus.lines[i]) + ": " + problem;
    }
    if (result.status == SolveStatus::unsolvable) {
      if (check.unsolvable_lines.size() < kShownInvalidLines) {
        check.unsolvable_lines.push_back(corpus.lines[i]);
      }
      ++check.unsolvable;
    }
  }
  return check;
}

BenchResult time_corpus(const BenchCorpus& corpus, const BenchOptions& options) {
  BenchResult result;
  result.threads = std::max(options.threads, 1);
  result.puzzles = corpus.puzzles.size();
  const std::size_t count = corpus.puzzles.size();
  if (count == 0) return result;
  const SolveOptions solve_with = solve_options(options);
  tbb::global_control control(tbb::global_control::max_allowed_parallelism,
                              static_cast<std::size_t>(result.threads));
  tbb::task_arena arena(result.threads);

  const auto solve_range = [&](std::size_t first, std::size_t last) {
    std::uint64_t guesses = 0;
    for (std::size_t i = first; i < last; ++i) {
      guesses += solve(corpus.puzzles[i], solve_with).stats.guesses;
    }
    guess_sink.fetch_add(guesses, std::memory_order_relaxed);
  };
  std::vector<double> pass_seconds;
  const Clock::time_point begin = Clock::now();
  const auto min_time = std::chrono::duration<double>(options.min_time);
  do {
    const Clock::time_point start = Clock::now();
    for_all(count, result.threads, arena, solve_range);
    pass_seconds.push_back(std::chrono::duration<double>(Clock::now() - start).count());
  } while (Clock::now() - begin < min_time);
  result.passes = pass_seconds.size();
  std::sort(pass_seconds.begin(), pass_seconds.end());
  const std::size_t middle = pass_seconds.size() / 2;
  result.pass_seconds = pass_seconds.size() % 2 == 1
                            ? pass_seconds[middle]
                            : (pass_seconds[middle - 1] + pass_seconds[middle]) / 2;

  // Each puzzle between two reads of the clock; the reads' own cost comes off.
  const std::uint64_t overhead = measure_clock_overhead_ns();
  result.clock_overhead_ns = overhead;
  result.latency_ns.assign(count, std::numeric_limits<std::uint64_t>::max());
  const auto time_range = [&](std::size_t first, std::size_t last) {
    std::uint64_t guesses = 0;
    for (std::size_t i = first; i < last; ++i) {
      const Clock::time_point start = Clock::now();
      guesses += solve(corpus.puzzles[i], solve_with).stats.guesses;
      const std::uint64_t ns = elapsed_ns(start, Clock::now());
      result.latency_ns[i] = std::min(result.latency_ns[i], ns > overhead ? ns - overhead : 0);
    }
    guess_sink.fetch_add(guesses, std::memory_order_relaxed);
  };
  for (int pass = 0; pass < kLatencyPasses; ++pass) {
    for_all(count, result.threads, arena, time_range);
  }
  return result;
}

}  // namespace nonet
