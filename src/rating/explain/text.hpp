// Steps of the solving path in words: "r3c5 = 7: hidden single in box 2".
#pragma once

#include <cstdint>
#include <string>

#include "rating/board/candidate_grid.hpp"
#include "rating/board/step.hpp"

namespace nonet {

// The step as found on `before` (the grid it was found on, before it is applied).
std::string describe_step(const Step& step, const CandidateGrid& before);

std::string house_name(int house);             // "row 3", "column 5", "box 2"
std::string digit_list(std::uint16_t digits);  // "4, 6"

}  // namespace nonet
