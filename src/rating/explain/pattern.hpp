// Steps of the solving path as data to draw: the board before the step, its pattern (cells,
// houses, digits), what it removes, its chains with their nodes (ExplainedStep in
// include/nonet/rating.hpp).
#pragma once

#include "nonet/rating.hpp"
#include "rating/board/candidate_grid.hpp"
#include "rating/board/step.hpp"

namespace nonet {

// Fills the board, pattern and chain fields of `out` for `step` found on `before`.
void describe_pattern(const Step& step, const CandidateGrid& before, ExplainedStep& out);

}  // namespace nonet
