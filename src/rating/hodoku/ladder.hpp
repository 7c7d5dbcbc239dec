// HoDoKu's scale: the path HoDoKu 2.2.0 takes with its default settings (at every step the
// first technique of its order that finds something, the first step that technique finds),
// its score (the sum of the steps' base scores) and its level (the hardest step's level, raised
// while the score is above the level's ceiling: Easy 800, Medium 1000, Hard 1600, Unfair 1800).
#pragma once

#include <array>
#include <vector>

#include "nonet/grid.hpp"
#include "rating/hodoku/step.hpp"

namespace nonet {

class Memory;
class TimeBudget;

namespace hodoku {

struct HodokuRating {
  // False when the time budget ran out first (or, for a puzzle without one solution, no
  // technique found a step): then the score is that of the path up to there, a lower bound.
  bool complete = false;
  int score = 0;
  Level level = Level::easy;
  std::array<int, kTechniqueCount> counts{};  // steps per technique
  std::vector<Step> path;                     // filled when asked for
};

// `puzzle` must have exactly one solution (the callers check it first, as HoDoKu does).
// `budget`, when given, is checked before every step. `memory` holds what the searches keep
// from step to step (their memos and buffers, megabytes); by default the thread's
// (Memory::of_this_thread()), so that a caller rating puzzle after puzzle keeps the buffers' room.
// What is kept is keyed by the grid, so no result depends on it.
HodokuRating rate_hodoku(const Grid& puzzle, bool keep_path = false,
                         const TimeBudget* budget = nullptr, Memory* memory = nullptr);

}  // namespace hodoku
}  // namespace nonet
