// Sudoku Explainer's cycles and forcing chains (its 6.5-7.x "Forcing Chains & Cycles") listed
// as hints on the working grid of an outer chain: what nested forcing chains (level 2 and up)
// look for once the outer chain's links and basic techniques stop. Unlike the ladder's own
// search for the easiest chain (rating/sudoku_explainer/chain.cpp), every chain is listed, with the
// derivation Sudoku Explainer keeps for it, since the outer chain's length depends on it.
#pragma once

#include <array>
#include <cstdint>

#include "rating/board/memory.hpp"
#include "rating/sudoku_explainer/chains/hints.hpp"

namespace nonet {

// Adds every X-, Y- and XY-cycle and forcing chain on the working grid `work` to `list`, in Sudoku
// Explainer's order.
// `memory`: where the search keeps its working objects (rating/board/memory.hpp).
void list_unary_chain_hints(const CandidateGrid& work, ChainHintList& list, Memory& memory);

// Whether `work`, a working copy of `source` (candidates per cell), is known to hold no cycle
// or forcing chain: `source` has no start for them (strong_core.hpp) and `work` no strong link
// that `source` lacks. Taking candidates away without making a strong link only takes links
// away, so every path and cycle of `work` is one of `source`: `work` has no start either.
// Cheap, where a search on `work` would build its strong-link core.
// (`memory` keeps the answer for the last source asked about.)
bool unary_chains_excluded(const CandidateGrid& source,
                           const std::array<std::uint16_t, kCells>& work, Memory& memory);

}  // namespace nonet
