// HoDoKu's scale, single thread: `rate_hodoku` over the parts of datasets/hodoku_calibration.txt
// (the 3,000 qqwing puzzles, the 510 se_hard ones, top1465), held in memory. One iteration rates
// the whole part; the `ms_per_puzzle` counter is its time per puzzle. One Memory serves every
// puzzle, as `nonet rate` keeps one a thread: its buffers keep their room from puzzle to puzzle.
#include <benchmark/benchmark.h>

#include <chrono>
#include <fstream>
#include <string>
#include <vector>

#include "nonet/grid.hpp"
#include "rating/board/memory.hpp"
#include "rating/hodoku/ladder.hpp"

namespace {

std::vector<nonet::Grid> load(std::size_t first, std::size_t count) {
  std::vector<nonet::Grid> grids;
  std::ifstream in(std::string(NONET_DATASETS_DIR) + "/hodoku_calibration.txt");
  std::string line;
  for (std::size_t n = 0; std::getline(in, line); ++n) {
    if (n < first || n >= first + count) continue;
    const nonet::ParseResult parsed = nonet::parse_line(line);
    if (parsed.ok()) grids.push_back(parsed.grid);
  }
  return grids;
}

void rate_part(benchmark::State& state, std::size_t first, std::size_t count) {
  const std::vector<nonet::Grid> grids = load(first, count);
  nonet::Memory memory;
  double seconds = 0;
  for (auto _ : state) {
    const auto start = std::chrono::steady_clock::now();
    for (const nonet::Grid& grid : grids)
      benchmark::DoNotOptimize(nonet::hodoku::rate_hodoku(grid, false, nullptr, &memory).score);
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  state.counters["ms_per_puzzle"] =
      1e3 * seconds / static_cast<double>(state.iterations() * grids.size());
}

BENCHMARK_CAPTURE(rate_part, qqwing_3000, 0, 3000)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK_CAPTURE(rate_part, se_hard_510, 3000, 510)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK_CAPTURE(rate_part, top1465, 3510, 1465)->Unit(benchmark::kSecond)->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
