// Canonical forms per puzzle, single thread: `canonical_form` over each bundled corpus held in
// memory, the puzzles as given and their solved grids (solved once at start-up). One
// iteration handles one grid (cycling through the corpus), so "Time" reads as time per grid.
#include <benchmark/benchmark.h>

#include <fstream>
#include <string>
#include <vector>

#include "nonet/canon.hpp"
#include "nonet/grid.hpp"
#include "nonet/solver.hpp"

namespace {

std::vector<nonet::Grid> load(const std::string& name, bool solved) {
  std::vector<nonet::Grid> grids;
  std::ifstream in(std::string(NONET_DATASETS_DIR) + "/" + name);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const nonet::ParseResult parsed = nonet::parse_line(line);
    if (!parsed.ok()) continue;
    if (!solved) {
      grids.push_back(parsed.grid);
      continue;
    }
    const nonet::SolveResult result = nonet::solve(parsed.grid);
    if (result.status == nonet::SolveStatus::solved) grids.push_back(result.solution);
  }
  return grids;
}

void canon(benchmark::State& state, const char* name, bool solved) {
  const std::vector<nonet::Grid> grids = load(name, solved);
  if (grids.empty()) return state.SkipWithError("corpus not found or empty");
  std::size_t next = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(nonet::canonical_form(grids[next]));
    if (++next == grids.size()) next = 0;
  }
  state.SetItemsProcessed(state.iterations());
}

BENCHMARK_CAPTURE(canon, puzzles / 17_clue, "puzzles2_17_clue.txt", false);
BENCHMARK_CAPTURE(canon, puzzles / top1465, "puzzles3_magictour_top1465.txt", false);
BENCHMARK_CAPTURE(canon, puzzles / forum_hardest, "puzzles5_forum_hardest_1905_11.txt", false);
BENCHMARK_CAPTURE(canon, solved / 17_clue, "puzzles2_17_clue.txt", true);
BENCHMARK_CAPTURE(canon, solved / top1465, "puzzles3_magictour_top1465.txt", true);
BENCHMARK_CAPTURE(canon, solved / forum_hardest, "puzzles5_forum_hardest_1905_11.txt", true);

}  // namespace

BENCHMARK_MAIN();
