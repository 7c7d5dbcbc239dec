// The two minlex searches behind canonical_form (include/nonet/canon.hpp): row by row over
// any grid (minlex.cpp), and one of its own for valid solved grids (solved_grid.cpp), which
// canonical_form tries first.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "nonet/canon.hpp"

namespace nonet {

// A grid's cells as given ([0]) and transposed ([1]), row-major: both searches read rows of
// each. Fifteen zero bytes follow the last row, so that any row can be loaded sixteen bytes at
// a time (byte_vector.hpp).
using Orientations = std::array<std::array<std::uint8_t, kCells + 15>, 2>;
inline Orientations orientations(const Grid& grid) {
  Orientations oriented{};
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      oriented[0][9 * r + c] = grid.cells[9 * r + c];
      oriented[1][9 * c + r] = grid.cells[9 * r + c];
    }
  }
  return oriented;
}

CanonicalForm general_minlex_form(const Grid& grid);

// The canonical form of a valid solved grid (every row, column and box holds 1-9 once);
// nothing for any other grid.
std::optional<CanonicalForm> solved_grid_form(const Grid& grid);

}  // namespace nonet
