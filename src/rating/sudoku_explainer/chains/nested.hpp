// Sudoku Explainer's nested forcing chains: chains found on the working grid of another chain
// once its links and basic techniques stop (levels 2-4 of implication.hpp), whose
// eliminations become nodes of the outer chain with the removals they relied on as parents
// and their complexity added to the outer chain's.
//   level 2: cycles and forcing chains (unary.hpp);
//   level 3: and, when those find nothing, multiple forcing chains;
//   level 4: dynamic forcing chains of level `nesting` (0-3).
#pragma once

#include <array>
#include <cstdint>

#include "rating/board/candidate_grid.hpp"
#include "rating/sudoku_explainer/chains/rules.hpp"

namespace nonet {

struct ImplicationRules;

// Gives `sink` the eliminations of the first kind of chain (in the order above) with some that
// rely on the outer chain; returns whether there were any. With `unary_known_empty` (level 3),
// the cycles and forcing chains are known to give none on `work` and are not looked for.
bool find_nested_chain_eliminations(const CandidateGrid& source,
                                    const std::array<std::uint16_t, kCells>& work,
                                    const ImplicationRules& rules, ChainRuleSink& sink,
                                    bool unary_known_empty = false);

}  // namespace nonet
