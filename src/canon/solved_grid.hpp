// The minlex search for valid solved grids (minlex.cpp's general search handles the rest).
#pragma once

#include <optional>

#include "nonet/canon.hpp"

namespace nonet {

// The canonical form of a valid solved grid (every row, column and box holds 1-9 once);
// nothing for any other grid.
std::optional<CanonicalForm> solved_grid_form(const Grid& grid);

}  // namespace nonet
