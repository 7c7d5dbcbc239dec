// The measurements behind `nonet bench`: a checked warm-up pass, timed passes over the
// whole corpus, and a latency pass that times every puzzle on its own.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "benchmark/corpus.hpp"
#include "nonet/solver.hpp"

namespace nonet {

struct BenchOptions {
  SolveMode mode = SolveMode::first;  // first or count (to 2)
  double min_time = 3.0;              // seconds of timed passes, at least one pass
  int threads = 1;                    // 1: a plain loop; more: tbb::parallel_for in an arena
};

// What the warm-up pass found. The solver's stats are deterministic, so these hold for
// every later pass too.
struct BenchCheck {
  std::uint64_t no_guess = 0;  // puzzles solved without a guess
  std::uint64_t guesses = 0;   // over the corpus
  std::uint64_t unsolvable = 0;
  std::vector<std::uint64_t> unsolvable_lines;  // the first kShownInvalidLines
  // Empty when every answer held; otherwise the first wrong one, "line N: ...".
  std::string wrong;
};

// Solves every puzzle once on this thread and checks each answer: a solution keeps the
// givens and is a valid grid; count mode says unique or multiple; `unsolvable` is
// confirmed by the Dancing Links engine.
BenchCheck check_corpus(const BenchCorpus& corpus, const BenchOptions& options);

struct BenchResult {
  int threads = 1;
  std::uint64_t puzzles = 0;
  std::uint64_t passes = 0;
  double pass_seconds = 0;              // the median pass
  std::uint64_t clock_overhead_ns = 0;  // taken off each latency
  // Per puzzle, nanoseconds: the least of kLatencyPasses passes, the clock's own cost taken
  // off. Same order as the corpus.
  std::vector<std::uint64_t> latency_ns;
  double puzzles_per_second() const;
  double usec_per_puzzle() const;
};

// Passes over the whole corpus for at least options.min_time seconds, then the latency
// passes, on options.threads threads.
BenchResult time_corpus(const BenchCorpus& corpus, const BenchOptions& options);

// Each puzzle's latency is the least over this many passes: a preempted or interrupted
// solve on a shared machine is not the puzzle's cost. Whole passes rather than repeats of
// one puzzle, so that no puzzle runs with caches and branch history trained on itself.
inline constexpr int kLatencyPasses = 3;

// The cost of a steady_clock::now() pair around nothing: the median of many, in ns.
std::uint64_t measure_clock_overhead_ns();

}  // namespace nonet
