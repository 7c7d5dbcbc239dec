// The explanation of a Nishio, multiple or dynamic forcing chain step (text.cpp).
#pragma once

#include <string>

#include "rating/board/candidate_grid.hpp"
#include "rating/board/step.hpp"

namespace nonet {

// "cell forcing on r4c5: r4c5=1 → r4c7≠1 → r6c7=1; r4c5=3 → …": the branches of the step,
// found again on `before`, each from its assumption to the step's conclusion.
std::string forcing_chain_text(const Step& step, const CandidateGrid& before);

}  // namespace nonet
