// Per-line cost of the text around the solver: parsing a puzzle line and writing a grid
// line, on the 17-clue corpus (cycling). Next to solver_bench's per-puzzle times they show
// how much of `nonet solve` is text handling.
#include <benchmark/benchmark.h>

#include <fstream>
#include <string>
#include <vector>

#include "nonet/grid.hpp"
#include "nonet/solver.hpp"

namespace {

std::vector<std::string> load_lines(const std::string& name) {
  std::vector<std::string> lines;
  std::ifstream in(std::string(NONET_DATASETS_DIR) + "/" + name);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line[0] != '#') lines.push_back(line);
  }
  return lines;
}

void parse_lines(benchmark::State& state, const char* corpus) {
  const std::vector<std::string> lines = load_lines(corpus);
  if (lines.empty()) {
    state.SkipWithError("corpus not found or empty");
    return;
  }
  std::size_t next = 0;
  for (auto _ : state) {
    const nonet::ParseResult parsed = nonet::parse_line(lines[next]);
    benchmark::DoNotOptimize(parsed);
    if (++next == lines.size()) next = 0;
  }
}

void write_solution_lines(benchmark::State& state) {
  std::vector<nonet::Grid> solutions;
  for (const std::string& line : load_lines("puzzles2_17_clue.txt")) {
    const nonet::ParseResult parsed = nonet::parse_line(line);
    if (parsed.ok()) solutions.push_back(nonet::solve(parsed.grid).solution);
    if (solutions.size() == 4096) break;
  }
  if (solutions.empty()) {
    state.SkipWithError("corpus not found or empty");
    return;
  }
  char out[nonet::kCells];
  std::size_t next = 0;
  for (auto _ : state) {
    solutions[next].write_line(out);
    benchmark::DoNotOptimize(out);
    if (++next == solutions.size()) next = 0;
  }
}

}  // namespace

BENCHMARK_CAPTURE(parse_lines, 17_clue, "puzzles2_17_clue.txt");
// serate lines: a grid followed by ` ED=…`, read for its first 81 cells.
BENCHMARK_CAPTURE(parse_lines, qqwing_serate, "qqwing_se_calibration.txt");
BENCHMARK(write_solution_lines);

BENCHMARK_MAIN();
