// The parts of a rating besides the step path: qqwing's class and the search effort.
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

struct SearchEffort {
  double guesses = 0;
  double backtracks = 0;
};

// Mean guesses and dead ends of the fast engine over `relabellings` random relabellings
// (digits, rows in bands, bands, columns in stacks, stacks, transposition) drawn from `seed`.
// `pencilmarks`, when not null, restricts the empty cells (relabelled with the grid).
SearchEffort search_effort(const Grid& puzzle, int relabellings, std::uint64_t seed,
                           const Pencilmarks* pencilmarks = nullptr);

}  // namespace nonet
