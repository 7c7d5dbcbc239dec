// The bivalue universal grave (BUG): were a few "BUG" candidates gone, every empty cell would hold
// two digits and every house each of its digits twice, a grid with two solutions; a puzzle with
// one solution must use a BUG candidate. One search for every scale: Sudoku Explainer's types 1-4
// (sudoku_explainer/bug.cpp) and HoDoKu's BUG+1 (hodoku/bug.cpp) read the pattern it finds.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "rating/board/candidate_grid.hpp"

namespace nonet {

struct BugPattern {
  std::array<int, kCells> cells{};  // the BUG cells in the order they were found
  int count = 0;
  std::array<std::uint16_t, kCells> digits{};  // by cell: its BUG digits
  std::uint16_t all_digits = 0;
  CellSet common;  // the cells (filled or not) seeing every BUG cell, BUG cells excluded
  bool has_common = false;
};

// The BUG cells and digits as Sudoku Explainer finds them: a house holding a digit other than
// twice blames its one place with three candidates or more (a house with several waits for another
// house to tell which). False when the grid is no BUG plus a few candidates, or when a digit is
// too often in a house with no cell to blame.
inline bool find_bug_pattern(const CandidateGrid& grid, BugPattern& bug) {
  std::array<std::uint16_t, kCells> rest{};  // candidates once BUG digits are removed
  for (int cell = 0; cell < kCells; ++cell) rest[cell] = grid.candidates(cell);
  CellSet bug_cells;
  for (int slot : kBoxFirst) {
    for (int house = first_house(slot); house < first_house(slot) + 9; ++house) {
      for (int digit = 1; digit <= 9; ++digit) {
        const CellSet places = grid.positions(house, digit);
        const int count = places.count();
        if (count == 0 || count == 2) continue;
        int found = -1, found_count = 0;
        places.for_each([&](int cell) {
          if (grid.candidate_count(cell) >= 3) {
            found = cell;
            ++found_count;
          }
        });
        if (found_count == 0) return false;
        if (found_count > 1) continue;
        if (!bug_cells.has(found)) {
          bug_cells.add(found);
          bug.cells[bug.count++] = found;
        }
        bug.digits[found] |= digit_bit(digit);
        bug.all_digits |= digit_bit(digit);
        rest[found] &= ~digit_bit(digit);
        bug.common = bug.has_common ? bug.common & kTables.peers[found] : kTables.peers[found];
        bug.has_common = true;
        bug.common = bug.common.without(bug_cells);
        if (bug.count > 1 && std::popcount(bug.all_digits) > 1 && bug.common.empty()) return false;
      }
    }
  }
  for (int cell = 0; cell < kCells; ++cell) {
    if (grid.value(cell) == 0 && std::popcount(rest[cell]) != 2) return false;
  }
  for (int house = 0; house < kHouses; ++house) {
    for (int digit = 1; digit <= 9; ++digit) {
      int count = 0;
      for (int cell : house_cells(house)) count += (rest[cell] >> (digit - 1)) & 1;
      if (count != 0 && count != 2) return false;
    }
  }
  return true;
}

}  // namespace nonet
