// `nonet explain --scale hodoku`: HoDoKu's solving path of a puzzle, a step a line in HoDoKu's
// names ("Hidden Single: r3c4=7", "Locked Candidates Type 1 (Pointing): r2c3,r2c5<>4") with
// each step's score and the running total, then the level and score; or one JSON line.
#pragma once

#include <cstdint>
#include <string>

#include "nonet/grid.hpp"
#include "nonet/rating.hpp"

namespace nonet {

class TimeBudget;

// Returns the puzzle's status: rated, beyond (out of time), multiple or unsolvable.
RatingStatus append_hodoku_explanation(std::string& out, const Grid& puzzle, std::uint64_t line,
                                       bool json, const TimeBudget& budget);

}  // namespace nonet
