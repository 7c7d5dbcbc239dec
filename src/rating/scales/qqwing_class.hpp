// qqwing's class of a puzzle (RATING.md, scale 2).
#pragma once

#include "nonet/grid.hpp"
#include "nonet/rating.hpp"
#include "rating/board/candidate_grid.hpp"

namespace nonet {

// qqwing's class of a valid puzzle with one solution: the hardest of qqwing's techniques its
// solver needs (naked singles first, then hidden singles, then naked pairs, pointing,
// box/line reduction and hidden pairs), Expert when they stall and qqwing would guess.
QqwingClass qqwing_class(const Grid& puzzle);
// The same from a candidate grid (a position given as pencilmarks).
QqwingClass qqwing_class(CandidateGrid grid);

}  // namespace nonet
