// nonet as one more solver of tdoku's benchmark program (run_benchmark), so that both solve
// the same permuted puzzles in one process. scripts/bench-solvers compiles this file against
// nonet's headers and links it, with libnonet.a, into a copy of a tdoku checkout; it is not
// part of nonet's own build.
//
// The function has the signature tdoku's solvers share (SolverFn in tdoku's
// src/all_solvers.h): an 81-character puzzle ('1'-'9' givens, '.' empty) or a
// 729-character pencilmark puzzle (input[81] >= '.'), the number of solutions to stop at,
// an 81-character buffer for the first solution and the number of guesses taken. It returns
// the number of solutions found, up to the limit.
#include <cstddef>
#include <cstdint>

#include "nonet/grid.hpp"
#include "nonet/solver.hpp"

extern "C" std::size_t NonetSolver(const char* input, std::size_t limit, std::uint32_t /*flags*/,
                                   char* solution, std::size_t* num_guesses) {
  nonet::Grid puzzle;
  nonet::Pencilmarks pencilmarks;
  const bool pencilmark_input = input[81] >= '.';
  if (pencilmark_input) {
    for (int cell = 0; cell < nonet::kCells; ++cell) {
      std::uint16_t candidates = 0;
      for (int d = 0; d < 9; ++d)
        candidates |= static_cast<std::uint16_t>((input[9 * cell + d] != '.') << d);
      pencilmarks[cell] = candidates;
    }
  } else {
    for (int cell = 0; cell < nonet::kCells; ++cell) {
      const char c = input[cell];
      puzzle.cells[cell] = static_cast<std::uint8_t>(c >= '1' && c <= '9' ? c - '0' : 0);
    }
  }
  nonet::SolveOptions options;
  options.mode = limit <= 1 ? nonet::SolveMode::first : nonet::SolveMode::count;
  options.limit = limit;
  options.pencilmarks = pencilmark_input ? &pencilmarks : nullptr;
  const nonet::SolveResult result = nonet::solve(puzzle, options);
  *num_guesses = result.stats.guesses;
  if (result.stats.solutions > 0) result.solution.write_line(solution);
  return result.stats.solutions;
}
