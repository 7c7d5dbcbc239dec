// Closed sets: N members of a house whose masks cover N bits between them. Naked subsets (N
// cells holding N digits between them), hidden subsets (N digits confined to N cells) and fish
// (N lines whose places of a digit lie in N crossing lines) are closed sets; one enumeration
// serves them all, in the order each scale meets them.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "rating/board/candidate_grid.hpp"

namespace nonet {

// The order a scale meets the sets of N members of a house's 9 in:
enum class SetOrder {
  as_masks,  // Sudoku Explainer: increasing as masks (the highest member decides first)
  by_first,  // HoDoKu: by first member, then second, ... (its nested loops)
};

namespace detail {

// Extends `members` (whose masks cover `cover`) with `left` more of `choices`; drops a set whose
// cover already outgrows `size`.
template <SetOrder kOrder, typename Visit>
bool extend_closed_set(const std::array<std::uint16_t, 9>& masks, std::uint16_t choices, int left,
                       int size, std::uint16_t members, std::uint16_t cover, Visit& visit) {
  const int count = std::popcount(choices);
  if (count < left) return false;
  int k = 0;  // the choices before this one
  for (std::uint16_t bits = choices; bits; bits &= bits - 1, ++k) {
    const int i = std::countr_zero(bits);
    // The members still to choose come from below this one (as_masks) or above it (by_first).
    std::uint16_t rest;
    if constexpr (kOrder == SetOrder::as_masks) {
      if (k < left - 1) continue;
      rest = static_cast<std::uint16_t>(choices & ((1u << i) - 1));
    } else {
      if (count - k - 1 < left - 1) break;
      rest = static_cast<std::uint16_t>(bits & (bits - 1));
    }
    const auto wider = static_cast<std::uint16_t>(cover | masks[i]);
    const int covered = std::popcount(wider);
    if (covered > size) continue;
    const auto with = static_cast<std::uint16_t>(members | (1u << i));
    if (left == 1) {
      if (covered == size && visit(with, wider)) return true;
    } else if (extend_closed_set<kOrder>(masks, rest, left - 1, size, with, wider, visit)) {
      return true;
    }
  }
  return false;
}

}  // namespace detail

// Visits the sets of `size` members of `choices` (bit i: masks[i]) whose masks cover exactly
// `size` bits between them, in `order`. `visit(members, cover)` returns true to stop; returns
// whether it stopped.
template <typename Visit>
bool for_each_closed_set(const std::array<std::uint16_t, 9>& masks, std::uint16_t choices, int size,
                         SetOrder order, Visit visit) {
  if (size == 0 || std::popcount(choices) < size) return false;  // most houses, cheaply
  if (order == SetOrder::as_masks)
    return detail::extend_closed_set<SetOrder::as_masks>(masks, choices, size, size, 0, 0, visit);
  return detail::extend_closed_set<SetOrder::by_first>(masks, choices, size, size, 0, 0, visit);
}

// The naked sets of `size` in `house`: its places (bit i: house_cells(house)[i]) whose cells hold
// `fewest` to `size` candidates, covering `size` digits. `visit(places, digits)` as above.
template <typename Visit>
bool for_each_naked_set(const CandidateGrid& grid, int house, int size, int fewest, SetOrder order,
                        Visit visit) {
  std::array<std::uint16_t, 9> candidates{};
  std::uint16_t usable = 0;
  for (int place = 0; place < 9; ++place) {
    candidates[place] = grid.candidates(house_cells(house)[place]);
    const int count = std::popcount(candidates[place]);
    if (count >= fewest && count <= size) usable |= static_cast<std::uint16_t>(1u << place);
  }
  return for_each_closed_set(candidates, usable, size, order, visit);
}

// The hidden sets of `size` in `house`: its digits (bit d-1: digit d) with `fewest` to `size`
// places there, confined to `size` places. `visit(digits, places)` as above.
template <typename Visit>
bool for_each_hidden_set(const CandidateGrid& grid, int house, int size, int fewest, SetOrder order,
                         Visit visit) {
  std::array<std::uint16_t, 9> places{};
  std::uint16_t usable = 0;
  for (int digit = 1; digit <= 9; ++digit) {
    places[digit - 1] = grid.place_mask(house, digit);
    const int count = std::popcount(places[digit - 1]);
    if (count >= fewest && count <= size) usable |= static_cast<std::uint16_t>(1u << (digit - 1));
  }
  return for_each_closed_set(places, usable, size, order, visit);
}

// The basic fish of `size` for `digit` with base lines of the kind at `base_kind` (kRowBase or
// kColumnBase): base lines (bit i: line i of the kind) holding `fewest` to `size` of the digit's
// places, which lie in `size` cover lines of the other kind (bit j: the j-th across).
// `visit(base, cover)` as above.
template <typename Visit>
bool for_each_basic_fish(const CandidateGrid& grid, int digit, int base_kind, int size, int fewest,
                         SetOrder order, Visit visit) {
  std::array<std::uint16_t, 9> places{};
  std::uint16_t usable = 0;
  for (int line = 0; line < 9; ++line) {
    places[line] = grid.place_mask(base_kind + line, digit);
    const int count = std::popcount(places[line]);
    if (count >= fewest && count <= size) usable |= static_cast<std::uint16_t>(1u << line);
  }
  return for_each_closed_set(places, usable, size, order, visit);
}

}  // namespace nonet
