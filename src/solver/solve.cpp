#include "nonet/solver.hpp"
#include "solver/engines.hpp"

namespace nonet {

std::string_view to_string(SolveStatus status) {
  switch (status) {
    case SolveStatus::solved:
      return "solved";
    case SolveStatus::unique:
      return "unique";
    case SolveStatus::multiple:
      return "multiple";
    case SolveStatus::unsolvable:
      return "unsolvable";
    case SolveStatus::stuck:
      return "stuck";
    case SolveStatus::invalid:
      return "invalid";
  }
  return "unknown";
}

namespace {

SolveResult search(const Grid& puzzle, SolveMode mode, std::uint64_t max_solutions,
                   const SolutionVisitor* visit, Engine engine, const Pencilmarks* pencilmarks) {
  return engine == Engine::dlx
             ? detail::dlx_search(puzzle, mode, max_solutions, visit, pencilmarks)
             : detail::fast_search(puzzle, mode, max_solutions, visit, pencilmarks);
}

}  // namespace

SolveResult solve(const Grid& puzzle, const SolveOptions& options) {
  const std::uint64_t limit = options.limit == 0 ? 1 : options.limit;
  switch (options.mode) {
    case SolveMode::first:
      return search(puzzle, SolveMode::first, 1, nullptr, options.engine, options.pencilmarks);
    case SolveMode::singles_only:
      return search(puzzle, SolveMode::singles_only, 1, nullptr, options.engine,
                    options.pencilmarks);
    case SolveMode::count: {
      SolveResult result =
          search(puzzle, SolveMode::count, limit, nullptr, options.engine, options.pencilmarks);
      if (result.status == SolveStatus::solved) {
        // With limit 1 one solution says nothing about uniqueness: it stays `solved`.
        if (result.stats.solutions >= 2)
          result.status = SolveStatus::multiple;
        else if (limit >= 2)
          result.status = SolveStatus::unique;
      }
      return result;
    }
  }
  return {};
}

SolveStats enumerate_solutions(const Grid& puzzle, std::uint64_t limit, SolutionVisitor visit,
                               Engine engine, const Pencilmarks* pencilmarks) {
  if (limit == 0) return SolveStats{.clues = static_cast<std::uint32_t>(puzzle.clues())};
  return search(puzzle, SolveMode::count, limit, &visit, engine, pencilmarks).stats;
}

}  // namespace nonet
