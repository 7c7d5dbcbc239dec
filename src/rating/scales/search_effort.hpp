// Search effort: the fast engine's guesses and dead ends on a puzzle (RATING.md, scale 3).
#pragma once

#include <cstdint>

#include "nonet/grid.hpp"

namespace nonet {

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
