// The explanation of a Nishio, multiple or dynamic forcing chain step (text.cpp), as text and
// as branches (for a picture).
#pragma once

#include <string>
#include <vector>

#include "rating/board/candidate_grid.hpp"
#include "rating/board/step.hpp"
#include "rating/sudoku_explainer/chains/implication.hpp"

namespace nonet {

// A node of a branch (an implication node) with what its text shows: how many more causes it
// has than the one the branch follows, and the basic technique behind it, if any.
struct BranchNode {
  int node = 0;
  int extra_causes = 0;
  ChainRule cause = ChainRule::link;
};
using ForcingBranch = std::vector<BranchNode>;

// The branches of the step, found again on `before`, each from its assumption to the step's
// conclusion along first causes: both sides of a contradiction (the second ends on the
// opposite of the first's last node), both assumptions of a double forcing chain, each digit
// of a cell or place of a region. None when the step is not a forcing chain.
std::vector<ForcingBranch> forcing_branches(const Step& step, const CandidateGrid& before);

// "cell forcing on r4c5: r4c5=1 → r4c7≠1 → r6c7=1; r4c5=3 → …": the branches in words.
std::string forcing_chain_text(const Step& step, const CandidateGrid& before);

}  // namespace nonet
