// The 27 houses as lists of cells, shared by the clash finder and `nonet check`.
#pragma once

#include <array>
#include <cstdint>

namespace nonet::detail {

// Rows 0-8, columns 9-17, boxes 18-26 (boxes row-major, a box's cells row-major): the
// order in which clashes and check reasons are found and reported.
using HouseTable = std::array<std::array<std::uint8_t, 9>, 27>;

constexpr HouseTable make_house_table() {
  HouseTable houses{};
  for (int i = 0; i < 9; ++i) {
    for (int k = 0; k < 9; ++k) {
      houses[i][k] = static_cast<std::uint8_t>(9 * i + k);
      houses[9 + i][k] = static_cast<std::uint8_t>(9 * k + i);
      const int row = 3 * (i / 3) + k / 3;
      const int column = 3 * (i % 3) + k % 3;
      houses[18 + i][k] = static_cast<std::uint8_t>(9 * row + column);
    }
  }
  return houses;
}

inline constexpr HouseTable kHouseCells = make_house_table();

}  // namespace nonet::detail
