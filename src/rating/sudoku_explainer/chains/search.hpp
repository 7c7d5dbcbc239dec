// The search behind Sudoku Explainer's multiple, dynamic and nested forcing chains, on the
// implication engine (implication.hpp): from every candidate of every cell (with three
// digits or more for static chains, two for dynamic ones), contradictions (dynamic), double
// forcing (dynamic, three digits or more), region chains (every place of the digit in a box,
// row or column implies the same node) and cell chains (every digit of the cell does).
// Each conclusion's rating is the base plus the length penalty of its complexity (distinct
// nodes of all its branches, plus the complexity of the chains nested in them).
#pragma once

#include "rating/board/step.hpp"
#include "rating/sudoku_explainer/chains/hints.hpp"
#include "rating/sudoku_explainer/chains/implication.hpp"

namespace nonet {

struct ForcingSearch {
  ImplicationRules rules;
  bool nishio = false;  // contradictions only, house links only
  int base = 0;         // rating in tenths before the length penalty
};

// The easiest conclusion, as Sudoku Explainer picks it: lowest rating, then complexity, then
// kind (double forcing, cell, region, contradiction), then search order.
bool find_easiest_forcing_chain(const ForcingSearch& search, Technique technique,
                                const CandidateGrid& grid, Step& step);

// Every conclusion on the working grid `work`, as hints for an outer chain (nested forcing
// chains).
void list_forcing_chains(const ForcingSearch& search, ChainRule rule, const CandidateGrid& work,
                         ChainHintList& list);

}  // namespace nonet
