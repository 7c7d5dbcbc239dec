// Solving: first solution, counting, enumeration and propagation only, on two engines.
#pragma once

#include <cstdint>
#include <string_view>

#include "nonet/function_ref.hpp"
#include "nonet/grid.hpp"

namespace nonet {

enum class Engine : std::uint8_t {
  fast,  // bitmask propagation (singles, locked candidates, triads); cell or permutation branches
  dlx,   // textbook Dancing Links (Algorithm X, S heuristic): the reference
};

enum class SolveStatus : std::uint8_t {
  solved,      // a solution was found; uniqueness not checked
  unique,      // counting: exactly one solution
  multiple,    // counting: at least two solutions
  unsolvable,  // no solution
  stuck,       // singles only: propagation alone could not finish
  invalid,     // not a puzzle (two equal givens in a house, or a parse error upstream)
};
std::string_view to_string(SolveStatus status);

enum class SolveMode : std::uint8_t {
  first,         // stop at the first solution
  count,         // count solutions up to SolveOptions::limit
  singles_only,  // propagation only, no guessing
};

// Per-puzzle figures. Deterministic: the same puzzle and engine give the same stats.
struct SolveStats {
  std::uint32_t clues = 0;
  std::uint64_t guesses = 0;         // branch points taken
  std::uint64_t backtracks = 0;      // dead ends met
  std::uint64_t naked_singles = 0;   // placements of a cell's last candidate
  std::uint64_t hidden_singles = 0;  // placements of a digit's last place in a house
  std::uint64_t solutions = 0;       // solutions found
};

struct SolveOptions {
  SolveMode mode = SolveMode::first;
  std::uint64_t limit = 2;  // count: stop after this many solutions (>= 1)
  Engine engine = Engine::fast;
  // A position given as pencilmarks: the empty cells of the puzzle keep only these
  // candidates (a cell left with none makes the puzzle unsolvable).
  const Pencilmarks* pencilmarks = nullptr;
};

struct SolveResult {
  SolveStatus status = SolveStatus::unsolvable;
  // The first solution found; for `stuck`, the partial grid propagation reached;
  // otherwise the puzzle as given.
  Grid solution;
  SolveStats stats;
};

// Solves `puzzle`. Never throws and never allocates on the fast engine.
SolveResult solve(const Grid& puzzle, const SolveOptions& options = {});

// Calls `visit` with each solution, in search order, until it returns false or `limit`
// solutions were visited. Returns the stats; stats.solutions is the number visited.
using SolutionVisitor = FunctionRef<bool(const Grid&)>;
SolveStats enumerate_solutions(const Grid& puzzle, std::uint64_t limit, SolutionVisitor visit,
                               Engine engine = Engine::fast,
                               const Pencilmarks* pencilmarks = nullptr);

}  // namespace nonet
