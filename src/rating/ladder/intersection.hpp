// Locked candidates: the places of a digit in one house all lie in a crossing house, so the
// digit leaves the rest of the crossing house. Shared by pointing/claiming and their
// "direct" variants (which only count when the elimination leaves a hidden single).
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "rating/ladder/technique.hpp"

namespace nonet {

// For each mask of places in a house, the group of three places holding them all when there
// are two places or more, else -1. Groups are consecutive places (a line's part in one box, a
// box's row: kGroupedBy[0]) or every third place (a box's column: kGroupedBy[1]).
constexpr std::array<std::array<std::int8_t, 512>, 2> make_groups() {
  std::array<std::array<std::int8_t, 512>, 2> result{};
  for (int places = 0; places < 512; ++places) {
    for (int stride = 0; stride < 2; ++stride) {
      result[stride][places] = -1;
      if (std::popcount(static_cast<unsigned>(places)) < 2) continue;
      for (int k = 0; k < 3; ++k) {
        const int group = stride == 0 ? 0x7 << (3 * k) : 0x49 << k;
        if ((places & ~group) == 0) result[stride][places] = static_cast<std::int8_t>(k);
      }
    }
  }
  return result;
}
inline constexpr std::array<std::array<std::int8_t, 512>, 2> kGroupedBy = make_groups();

// Visits each locked-candidate pattern in Sudoku Explainer's order for the pairs of house
// kinds (first_base, second_base): in Sukaku Explainer's, digit 1-9, then the first house,
// then the crossing house; in Sudoku Explainer 1.2.1's, the first house, then the crossing
// house, then the digit. `visit(digit, first, second)` returns true to stop.
template <typename Visit>
bool for_each_intersection(const CandidateGrid& grid, int first_base, int second_base,
                           SeVersion version, Visit visit) {
  // Places as a mask over the first house (a box: bit 3 * row + column inside it; a line: bit
  // 3 * segment + offset, a segment being the line's part in one box). One place is a hidden
  // single; two places or more lie in at most one crossing house of each kind.
  // The crossing houses of a first house rise with k, the group of its places they hold.
  const bool by_column = first_base == kBoxBase && second_base == kColumnBase;
  const auto& groups = kGroupedBy[by_column ? 1 : 0];
  const auto crossing = [&](int first, int k) {
    const int index = first % 9;
    if (first_base == kBoxBase)
      return by_column ? kColumnBase + 3 * (index % 3) + k : kRowBase + 3 * (index / 3) + k;
    return kBoxBase + (first_base == kRowBase ? 3 * (index / 3) + k : 3 * k + index / 3);
  };
  if (version == SeVersion::explainer_1_2_1) {
    for (int first = first_base; first < first_base + 9; ++first) {
      for (int k = 0; k < 3; ++k) {
        for (int digit = 1; digit <= 9; ++digit) {
          if (groups[grid.place_mask(first, digit)] == k &&
              visit(digit, first, crossing(first, k))) {
            return true;
          }
        }
      }
    }
    return false;
  }
  for (int digit = 1; digit <= 9; ++digit) {
    for (int first = first_base; first < first_base + 9; ++first) {
      const int k = groups[grid.place_mask(first, digit)];
      if (k >= 0 && visit(digit, first, crossing(first, k))) return true;
    }
  }
  return false;
}

}  // namespace nonet
