// Checking against solving, per puzzle, single thread, on the 17-clue corpus. One iteration
// handles one line (cycling through the corpus), so "Time" reads as time per puzzle.
//
//   solve/first         parse_line + solve(first): what `nonet solve` does per line
//   check/grid_parsed   check_grid on grids parsed beforehand (the check without reading)
//   check/grid          check_line on a solution line (81 digits): `nonet check SOLUTIONS`
//   check/pair          check_line on `puzzle:answer`, uniqueness off (--no-unique)
//   check/pair_unique   the same with uniqueness: it adds a count-to-2 solve
//   check/grid_wrong    a solution with one cell changed: the slow path that names reasons
//
// Solutions are computed once at start-up by the solver.
#include <benchmark/benchmark.h>

#include <fstream>
#include <string>
#include <vector>

#include "nonet/check.hpp"
#include "nonet/grid.hpp"
#include "nonet/solver.hpp"

namespace {

struct Corpus {
  std::vector<std::string> puzzles;    // the corpus lines
  std::vector<std::string> solutions;  // 81 digits each
  std::vector<std::string> pairs;      // "puzzle:solution"
  std::vector<std::string> wrong;      // solutions with one cell changed
};

const Corpus& corpus() {
  static const Corpus loaded = [] {
    Corpus corpus;
    std::ifstream in(std::string(NONET_DATASETS_DIR) + "/puzzles2_17_clue.txt");
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '#') continue;
      const nonet::ParseResult parsed = nonet::parse_line(line);
      if (!parsed.ok()) continue;
      const nonet::SolveResult solved = nonet::solve(parsed.grid);
      if (solved.status != nonet::SolveStatus::solved) continue;
      const std::string solution = solved.solution.to_line();
      std::string wrong = solution;
      const std::size_t cell = corpus.wrong.size() % nonet::kCells;
      wrong[cell] = wrong[cell] == '9' ? '1' : static_cast<char>(wrong[cell] + 1);
      corpus.puzzles.push_back(line);
      corpus.solutions.push_back(solution);
      corpus.pairs.push_back(line + ":" + solution);
      corpus.wrong.push_back(wrong);
    }
    return corpus;
  }();
  return loaded;
}

void solve_first(benchmark::State& state) {
  const std::vector<std::string>& lines = corpus().puzzles;
  if (lines.empty()) return state.SkipWithError("corpus not found or empty");
  std::size_t next = 0;
  for (auto _ : state) {
    const nonet::ParseResult parsed = nonet::parse_line(lines[next]);
    const nonet::SolveResult result = nonet::solve(parsed.grid);
    benchmark::DoNotOptimize(result);
    if (++next == lines.size()) next = 0;
  }
}

// check_grid alone, on grids parsed beforehand: the checking without the reading.
void check_parsed_grids(benchmark::State& state) {
  static const std::vector<nonet::Grid> grids = [] {
    std::vector<nonet::Grid> parsed;
    for (const std::string& line : corpus().solutions)
      parsed.push_back(nonet::parse_line(line).grid);
    return parsed;
  }();
  if (grids.empty()) return state.SkipWithError("corpus not found or empty");
  nonet::CheckReport report;
  std::size_t next = 0;
  for (auto _ : state) {
    nonet::check_grid(grids[next], report);
    benchmark::DoNotOptimize(report);
    if (++next == grids.size()) next = 0;
  }
}

void check_lines(benchmark::State& state, const std::vector<std::string> Corpus::*which,
                 nonet::CheckOptions options) {
  const std::vector<std::string>& lines = corpus().*which;
  if (lines.empty()) return state.SkipWithError("corpus not found or empty");
  nonet::CheckReport report;
  std::size_t next = 0;
  std::uint64_t valid = 0;
  for (auto _ : state) {
    nonet::check_line(lines[next], report, options);
    benchmark::DoNotOptimize(report);
    valid += report.valid();
    if (++next == lines.size()) next = 0;
  }
  state.counters["valid"] =
      benchmark::Counter(static_cast<double>(valid), benchmark::Counter::kAvgIterations);
}

const nonet::CheckOptions kNoUnique{.uniqueness = false};
const nonet::CheckOptions kUnique{.uniqueness = true};

}  // namespace

BENCHMARK(solve_first)->Name("17_clue/solve/first")->Unit(benchmark::kNanosecond);
BENCHMARK(check_parsed_grids)->Name("17_clue/check/grid_parsed")->Unit(benchmark::kNanosecond);
BENCHMARK_CAPTURE(check_lines, grid, &Corpus::solutions, kNoUnique)
    ->Name("17_clue/check/grid")
    ->Unit(benchmark::kNanosecond);
BENCHMARK_CAPTURE(check_lines, pair, &Corpus::pairs, kNoUnique)
    ->Name("17_clue/check/pair")
    ->Unit(benchmark::kNanosecond);
BENCHMARK_CAPTURE(check_lines, pair_unique, &Corpus::pairs, kUnique)
    ->Name("17_clue/check/pair_unique")
    ->Unit(benchmark::kNanosecond);
BENCHMARK_CAPTURE(check_lines, grid_wrong, &Corpus::wrong, kNoUnique)
    ->Name("17_clue/check/grid_wrong")
    ->Unit(benchmark::kNanosecond);

BENCHMARK_MAIN();
