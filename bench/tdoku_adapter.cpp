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
#include <cstring>

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
    // The 81 characters as two overlapping vectors, cells 0-63 and 49-80: stored whole, they
    // are what the solver's loads of the grid find in flight, not a run of single bytes.
    using Chars64 = std::uint8_t __attribute__((vector_size(64)));
    using Chars32 = std::uint8_t __attribute__((vector_size(32)));
    auto values = [](auto chars) {
      const auto value = chars - static_cast<std::uint8_t>('0');
      return value & ((value - 1) < 9);  // '1'-'9' as 1-9, anything else as empty
    };
    Chars64 low;
    Chars32 high;
    std::memcpy(&low, input, sizeof low);
    std::memcpy(&high, input + nonet::kCells - sizeof high, sizeof high);
    low = values(low);
    high = values(high);
    std::memcpy(puzzle.cells.data(), &low, sizeof low);
    std::memcpy(puzzle.cells.data() + nonet::kCells - sizeof high, &high, sizeof high);
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
