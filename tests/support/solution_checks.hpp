// Checks on solutions that the tests share, written independently of both engines.
#pragma once

#include <array>

#include "nonet/grid.hpp"

namespace nonet::test {

// Every row, column and box holds 1-9 exactly once.
inline bool is_valid_solution(const Grid& grid) {
  if (!grid.is_complete()) return false;
  for (int i = 0; i < 9; ++i) {
    std::array<bool, 10> row{}, column{}, box{};
    for (int k = 0; k < 9; ++k) {
      const int r = 3 * (i / 3) + k / 3;
      const int c = 3 * (i % 3) + k % 3;
      const int values[3] = {grid.cells[9 * i + k], grid.cells[9 * k + i], grid.cells[9 * r + c]};
      if (values[0] > 9 || values[1] > 9 || values[2] > 9) return false;
      if (row[values[0]] || column[values[1]] || box[values[2]]) return false;
      row[values[0]] = column[values[1]] = box[values[2]] = true;
    }
  }
  return true;
}

// The solution has every given of the puzzle in its place.
inline bool keeps_givens(const Grid& puzzle, const Grid& solution) {
  for (int cell = 0; cell < kCells; ++cell) {
    if (puzzle.cells[cell] != 0 && puzzle.cells[cell] != solution.cells[cell]) return false;
  }
  return true;
}

}  // namespace nonet::test
