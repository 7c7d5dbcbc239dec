// The subsets of a house's 9 places with a given number of members, in Sudoku Explainer's
// enumeration order: naked and hidden sets, fish and unique loops on the ladder, pairs and
// X-wings inside chains.
#pragma once

#include <array>
#include <cstdint>

namespace nonet {

// The subsets of 9 places with `size` members in increasing numeric order (Sudoku
// Explainer's enumeration order), as bit masks.
struct Combinations {
  std::array<std::uint16_t, 126> masks{};
  int count = 0;
};
const Combinations& combinations(int size);  // size 1 to 4

}  // namespace nonet
