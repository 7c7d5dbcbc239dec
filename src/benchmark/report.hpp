// The figures of `nonet bench`, one row per corpus and thread count, as a table for people
// or CSV for scripts, and the slowest puzzle against the "few tenths of a second" claim.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "benchmark/corpus.hpp"
#include "benchmark/run.hpp"

namespace nonet {

// The claim measured: "any puzzle ... in a few tenths of a second", read as 100 ms.
inline constexpr double kClaimMicroseconds = 100'000;

struct BenchRow {
  std::string corpus;
  SolveMode mode = SolveMode::first;
  int threads = 1;
  std::uint64_t puzzles = 0;
  double puzzles_per_sec = 0;
  double usec_per_puzzle = 0;
  double no_guess_pct = 0;
  double guesses_per_puzzle = 0;
  double p50_us = 0, p90_us = 0, p99_us = 0, p999_us = 0, max_us = 0;
  double speedup = 0;  // over the corpus's one-thread row; 0 on that row
  std::uint64_t clock_overhead_ns = 0;
  // The slowest puzzle of the row (when puzzles > 0).
  std::uint64_t slowest_line = 0;
  Grid slowest_puzzle;
};

BenchRow make_row(const BenchCorpus& corpus, const BenchCheck& check, const BenchResult& result,
                  SolveMode mode);

// The value at rank ceil(fraction * n) of the sorted values (nearest rank): always one of
// them, so max >= p99.9 >= p99 >= p90 >= p50 holds by construction.
std::uint64_t percentile(const std::vector<std::uint64_t>& sorted, double fraction);

inline constexpr const char* kBenchCsvHeader =
    "corpus,mode,threads,puzzles,puzzles_per_sec,usec_per_puzzle,no_guess_pct,"
    "guesses_per_puzzle,p50_us,p90_us,p99_us,p999_us,max_us";

std::string format_csv(const std::vector<BenchRow>& rows);    // header and one line a row
std::string format_table(const std::vector<BenchRow>& rows);  // aligned columns for people
// The slowest puzzle of all rows and how far under 100 ms it is, and how latencies were
// timed; empty when no row has a puzzle. Lines end with '\n'; each starts with `prefix`.
std::string format_slowest(const std::vector<BenchRow>& rows, const std::string& prefix);

// Every puzzle's latency for plots: `corpus,mode,threads,line,latency_ns`, in corpus order.
inline constexpr const char* kLatencyCsvHeader = "corpus,mode,threads,line,latency_ns";
void append_latencies(std::string& out, const BenchCorpus& corpus, const BenchResult& result,
                      SolveMode mode);

}  // namespace nonet
