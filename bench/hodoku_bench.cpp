// HoDoKu's scale per puzzle, single thread: `rate_hodoku` over the parts of
// datasets/hodoku_calibration.txt (the 3,000 qqwing puzzles, the 510 se_hard ones, top1465),
// held in memory. One iteration rates one puzzle (cycling through the part), so "Time" reads as
// time per puzzle. Puzzles needing techniques the ladder lacks stop there (a lower bound).
#include <benchmark/benchmark.h>

#include <fstream>
#include <string>
#include <vector>

#include "nonet/grid.hpp"
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
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(nonet::hodoku::rate_hodoku(grids[i]).score);
    i = i + 1 == grids.size() ? 0 : i + 1;
  }
}

BENCHMARK_CAPTURE(rate_part, qqwing_3000, 0, 3000);
BENCHMARK_CAPTURE(rate_part, se_hard_510, 3000, 510);
BENCHMARK_CAPTURE(rate_part, top1465, 3510, 1465);

}  // namespace

BENCHMARK_MAIN();
