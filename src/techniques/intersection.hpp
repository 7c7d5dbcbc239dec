// Locked candidates: the places of a digit in one house all lie in a crossing house, so the
// digit leaves the rest of the crossing house. Shared by pointing/claiming and their
// "direct" variants (which only count when the elimination leaves a hidden single).
#pragma once

#include "techniques/technique.hpp"

namespace nonet {

// Houses crossing `house` (a box and the lines through it), in index order.
struct Crossing {
  std::array<int, 6> houses{};
  int count = 0;
};
const Crossing& crossing_houses(int house);

// Visits each locked-candidate pattern in Sudoku Explainer's order for the pairs of house
// kinds (first_base, second_base): digit 1-9, then the first house, then the crossing house.
// `visit(digit, first, second)` returns true to stop.
template <typename Visit>
bool for_each_intersection(const CandidateGrid& grid, int first_base, int second_base,
                           Visit visit) {
  for (int digit = 1; digit <= 9; ++digit) {
    for (int first = first_base; first < first_base + 9; ++first) {
      const CellSet places = grid.positions(first, digit);
      if (places.count() < 2) continue;  // one place is a hidden single
      const Crossing& crossing = crossing_houses(first);
      for (int i = 0; i < crossing.count; ++i) {
        const int second = crossing.houses[i];
        if (second < second_base || second >= second_base + 9) continue;
        if (places.without(kTables.house_set[second]).empty() && visit(digit, first, second)) {
          return true;
        }
      }
    }
  }
  return false;
}

}  // namespace nonet
