// Locked candidates: the places of a digit in one house all lie in a crossing house, so the
// digit leaves the rest of the crossing house. Shared by pointing/claiming and their
// "direct" variants (which only count when the elimination leaves a hidden single).
#pragma once

#include <bit>

#include "techniques/technique.hpp"

namespace nonet {

// Visits each locked-candidate pattern in Sudoku Explainer's order for the pairs of house
// kinds (first_base, second_base): digit 1-9, then the first house, then the crossing house.
// `visit(digit, first, second)` returns true to stop.
template <typename Visit>
bool for_each_intersection(const CandidateGrid& grid, int first_base, int second_base,
                           Visit visit) {
  for (int digit = 1; digit <= 9; ++digit) {
    for (int first = first_base; first < first_base + 9; ++first) {
      // Places as a mask over the house (a box: bit 3 * row + column inside it; a line: bit
      // 3 * segment + offset, a segment being the line's part in one box).
      const std::uint16_t places = grid.place_mask(first, digit);
      if (std::popcount(places) < 2) continue;  // one place is a hidden single
      // Two places or more lie in at most one crossing house of each kind.
      const int index = first % 9;
      int second = -1;
      for (int k = 0; k < 3 && second < 0; ++k) {
        if (first_base == kBoxBase && second_base == kRowBase) {
          if ((places & ~(0x7u << (3 * k))) == 0) second = kRowBase + 3 * (index / 3) + k;
        } else if (first_base == kBoxBase) {
          if ((places & ~(0x49u << k)) == 0) second = kColumnBase + 3 * (index % 3) + k;
        } else if ((places & ~(0x7u << (3 * k))) == 0) {
          second = kBoxBase + (first_base == kRowBase ? 3 * (index / 3) + k : 3 * k + index / 3);
        }
      }
      if (second >= 0 && visit(digit, first, second)) return true;
    }
  }
  return false;
}

}  // namespace nonet
