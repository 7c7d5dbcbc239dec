// In-memory, single-thread solver speed per corpus: Google Benchmark reports the time per
// iteration, and one iteration solves one puzzle (cycling through the corpus), so the
// "Time" column reads directly as time per puzzle.
#include <benchmark/benchmark.h>

#include <fstream>
#include <string>
#include <vector>

#include "nonet/grid.hpp"
#include "nonet/solver.hpp"

namespace {

std::vector<nonet::Grid> load_corpus(const std::string& name) {
  std::vector<nonet::Grid> puzzles;
  std::ifstream in(std::string(NONET_DATASETS_DIR) + "/" + name);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const nonet::ParseResult parsed = nonet::parse_line(line);
    if (parsed.ok()) puzzles.push_back(parsed.grid);
  }
  return puzzles;
}

void solve_corpus(benchmark::State& state, const char* corpus, nonet::SolveOptions options) {
  static std::string loaded_name;
  static std::vector<nonet::Grid> puzzles;
  if (loaded_name != corpus) {
    puzzles = load_corpus(corpus);
    loaded_name = corpus;
  }
  if (puzzles.empty()) {
    state.SkipWithError("corpus not found or empty");
    return;
  }
  std::size_t next = 0;
  std::uint64_t guesses = 0;
  for (auto _ : state) {
    const nonet::SolveResult result = nonet::solve(puzzles[next], options);
    benchmark::DoNotOptimize(result);
    guesses += result.stats.guesses;
    if (++next == puzzles.size()) next = 0;
  }
  state.counters["puzzles"] = static_cast<double>(puzzles.size());
  state.counters["guesses_per_puzzle"] =
      benchmark::Counter(static_cast<double>(guesses), benchmark::Counter::kAvgIterations);
}

const nonet::SolveOptions kFirst{.mode = nonet::SolveMode::first};
const nonet::SolveOptions kCountTwo{.mode = nonet::SolveMode::count, .limit = 2};
const nonet::SolveOptions kDlxFirst{.mode = nonet::SolveMode::first, .engine = nonet::Engine::dlx};

}  // namespace

BENCHMARK_CAPTURE(solve_corpus, 17_clue / first, "puzzles2_17_clue.txt", kFirst)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(solve_corpus, 17_clue / count2, "puzzles2_17_clue.txt", kCountTwo)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(solve_corpus, top1465 / first, "puzzles3_magictour_top1465.txt", kFirst)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(solve_corpus, top1465 / count2, "puzzles3_magictour_top1465.txt", kCountTwo)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(solve_corpus, forum_hardest / first, "puzzles5_forum_hardest_1905_11.txt", kFirst)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(solve_corpus, forum_hardest / count2, "puzzles5_forum_hardest_1905_11.txt",
                  kCountTwo)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(solve_corpus, top1465 / dlx_first, "puzzles3_magictour_top1465.txt", kDlxFirst)
    ->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
