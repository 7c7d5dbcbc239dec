// The two minlex searches behind canonical_form (include/nonet/canon.hpp): row by row over
// any grid (minlex.cpp), and one of its own for valid solved grids (solved_grid.cpp), which
// canonical_form tries first.
#pragma once

#include <optional>

#include "nonet/canon.hpp"

namespace nonet {

CanonicalForm general_minlex_form(const Grid& grid);

// The canonical form of a valid solved grid (every row, column and box holds 1-9 once);
// nothing for any other grid.
std::optional<CanonicalForm> solved_grid_form(const Grid& grid);

}  // namespace nonet
