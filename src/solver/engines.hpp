// The engines behind solve() and enumerate_solutions(): one search entry point each.
#pragma once

#include <cstdint>

#include "nonet/solver.hpp"

namespace nonet::detail {

// Searches `puzzle` for up to `max_solutions` solutions (mode first/count), or propagates
// only (mode singles_only). `visit`, when not null, sees each solution and stops the search
// by returning false. The result's status is one of:
//   solved (stats.solutions >= 1), unsolvable, invalid (clashing givens), stuck (singles only);
// solve() refines `solved` into unique/multiple when counting.
// result.solution: the first solution, the partial grid when stuck, else the puzzle.
// `pencilmarks`, when not null, restricts the candidates of the empty cells.
SolveResult fast_search(const Grid& puzzle, SolveMode mode, std::uint64_t max_solutions,
                        const SolutionVisitor* visit, const Pencilmarks* pencilmarks);
SolveResult dlx_search(const Grid& puzzle, SolveMode mode, std::uint64_t max_solutions,
                       const SolutionVisitor* visit, const Pencilmarks* pencilmarks);

}  // namespace nonet::detail
