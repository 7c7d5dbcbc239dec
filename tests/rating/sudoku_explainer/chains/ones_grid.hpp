// Shared by the link tests: grids where digit 1 has a few places of the test's choosing.
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>

#include "rating/board/candidate_grid.hpp"

namespace nonet::testing {

inline int cell_at(int row, int column) {
  return 9 * row + column;
}

// An empty grid where digit 1 has exactly the places `ones` and every other cell holds 2-9.
inline CandidateGrid ones_at(std::initializer_list<int> ones) {
  std::array<std::uint8_t, kCells> values{};
  std::array<std::uint16_t, kCells> candidates{};
  candidates.fill(0x1FE);
  for (const int cell : ones) candidates[cell] |= 1;
  return CandidateGrid::from_state(values, candidates);
}

}  // namespace nonet::testing
