// The subsets of a house's 9 places: with a given number of members, in Sudoku Explainer's
// enumeration order (naked and hidden sets, fish and unique loops on the ladder, pairs and
// X-wings inside chains); all of them, in HoDoKu's depth-first order (its ALSes, Sue de Coq's
// sets, the naked subsets of Uniqueness Test 3).
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace nonet {

// The subsets of 9 places with `size` members in increasing numeric order (Sudoku
// Explainer's enumeration order), as bit masks.
struct Combinations {
  std::array<std::uint16_t, 126> masks{};
  int count = 0;
};
const Combinations& combinations(int size);  // size 1 to 4

// What a depth-first walk of subsets does after visiting a set: go on to the sets it begins,
// stop, or leave those out.
enum class Next { deeper, found, skip_supersets };

// The non-empty subsets of the places `choices` (bit p: place p) in HoDoKu's depth-first order
// ({0}, {0,1}, {0,1,2}, ..., {0,2}, ...): `visit(members, size, cover)`, with `cover` the union
// of `start` and the members' masks (masks[p]), returns a Next. True once it says found.
template <typename Visit>
bool for_each_subset_depth_first(const std::uint16_t* masks, std::uint16_t choices,
                                 std::uint16_t start, Visit&& visit) {
  int places[9], n = 0;
  for (; choices != 0; choices &= choices - 1) places[n++] = std::countr_zero(choices);
  auto walk = [&](auto&& self, int from, std::uint16_t members, int size,
                  std::uint16_t cover) -> bool {
    for (int i = from; i < n; ++i) {
      const auto with_members = static_cast<std::uint16_t>(members | (1u << places[i]));
      const auto with = static_cast<std::uint16_t>(cover | masks[places[i]]);
      const Next next = visit(with_members, size + 1, with);
      if (next == Next::found) return true;
      if (next == Next::deeper && self(self, i + 1, with_members, size + 1, with)) return true;
    }
    return false;
  };
  return walk(walk, 0, 0, 0, start);
}

}  // namespace nonet
