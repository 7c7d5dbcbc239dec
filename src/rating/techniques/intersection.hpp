// Locked candidates: the places of a digit in one house all lie in a crossing house, so the
// digit leaves the rest of the crossing house (pointing: a box's places on one line; claiming:
// a line's places inside one box). One search for every scale, which passes the order it meets
// the patterns in; Sudoku Explainer's direct variants (the elimination leaves a hidden single)
// start from the same patterns.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <initializer_list>

#include "grid/houses.hpp"
#include "rating/board/candidate_grid.hpp"

namespace nonet {

// The order a scale meets the patterns of one kind of first house in:
enum class LockedOrder {
  digit_first,     // Sukaku Explainer 1.18.1: digit 1-9, then the first house
  crossing_first,  // Sudoku Explainer 1.2.1: the first house, then its crossing house, then the
                   // digit
  house_first,     // HoDoKu: the first house, then the digit, then the kind of crossing house
};

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

// Visits each locked-candidate pattern whose first house is of the kind at `first_base` and whose
// crossing house is of a kind in `crossing_bases` (kRowBase, kColumnBase, kBoxBase), in `order`:
// `visit(digit, first, crossing)` returns true to stop, and the search returns whether it
// stopped. First houses without a cell in `touching` are passed over (a scale that remembers
// where it found nothing passes the cells changed since). Whether the crossing house holds the
// digit elsewhere is the visitor's to judge.
template <typename Visit>
bool for_each_intersection(const CandidateGrid& grid, int first_base,
                           std::initializer_list<int> crossing_bases, LockedOrder order,
                           const CellSet& touching, Visit visit) {
  // Places as a mask over the first house (a box: bit 3 * row + column inside it; a line: bit
  // 3 * segment + offset, a segment being the line's part in one box). One place is a hidden
  // single; two places or more lie in at most one crossing house of each kind, the k-th of the
  // first house's crossing houses of that kind (they rise with k).
  const auto group_of = [&](int crossing_base, std::uint16_t places) {
    const bool by_column = first_base == kBoxBase && crossing_base == kColumnBase;
    return kGroupedBy[by_column ? 1 : 0][places];
  };
  const auto crossing = [&](int first, int crossing_base, int k) {
    const int index = first % 9;
    if (first_base == kBoxBase) {
      return crossing_base == kColumnBase ? kColumnBase + 3 * (index % 3) + k
                                          : kRowBase + 3 * (index / 3) + k;
    }
    return kBoxBase + (first_base == kRowBase ? 3 * (index / 3) + k : 3 * k + index / 3);
  };
  const auto touched = [&](int first) { return touching.intersects(kTables.house_set[first]); };
  switch (order) {
    case LockedOrder::digit_first:
      for (const int base : crossing_bases) {
        for (int digit = 1; digit <= 9; ++digit) {
          for (int first = first_base; first < first_base + 9; ++first) {
            const int k = group_of(base, grid.place_mask(first, digit));
            if (k >= 0 && touched(first) && visit(digit, first, crossing(first, base, k)))
              return true;
          }
        }
      }
      return false;
    case LockedOrder::crossing_first:
      for (const int base : crossing_bases) {
        for (int first = first_base; first < first_base + 9; ++first) {
          if (!touched(first)) continue;
          for (int k = 0; k < 3; ++k) {
            for (int digit = 1; digit <= 9; ++digit) {
              if (group_of(base, grid.place_mask(first, digit)) == k &&
                  visit(digit, first, crossing(first, base, k)))
                return true;
            }
          }
        }
      }
      return false;
    case LockedOrder::house_first:
      for (int first = first_base; first < first_base + 9; ++first) {
        if (!touched(first)) continue;
        for (int digit = 1; digit <= 9; ++digit) {
          for (const int base : crossing_bases) {
            const int k = group_of(base, grid.place_mask(first, digit));
            if (k >= 0 && visit(digit, first, crossing(first, base, k))) return true;
          }
        }
      }
      return false;
  }
  return false;
}

}  // namespace nonet
