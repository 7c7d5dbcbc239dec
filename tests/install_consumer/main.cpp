// The README's library example: parse a puzzle, solve it, prove it unique.
#include <cstdio>
#include <nonet/grid.hpp>
#include <nonet/solver.hpp>

int main() {
  const nonet::ParseResult parsed = nonet::parse_line(
      "072001805051037090400208107047520300026700501500106029290370010700062053308010270");
  if (!parsed.ok()) {
    std::fprintf(stderr, "%s\n", parsed.error.message().c_str());
    return 1;
  }
  const nonet::SolveResult result =
      nonet::solve(parsed.grid, {.mode = nonet::SolveMode::count, .limit = 2});
  std::printf("%s %s guesses=%llu\n", result.solution.to_line().c_str(),
              std::string(nonet::to_string(result.status)).c_str(),
              static_cast<unsigned long long>(result.stats.guesses));
  return result.status == nonet::SolveStatus::unique ? 0 : 1;
}
