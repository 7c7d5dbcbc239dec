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
// too often in a house with no cell to blame. With `lksudoku_fix` (Sukaku Explainer's default):
// when every house holding a digit other than twice holds the same digit, every place of it with
// three candidates or more is a BUG cell, those no house blamed alone too (its cells and common
// cells as Sukaku Explainer adds them; `all_digits` keeps only the digits a house blamed).
inline bool find_bug_pattern(const CandidateGrid& grid, BugPattern& bug,
                             bool lksudoku_fix = false) {
  std::array<std::uint16_t, kCells> rest{};  // candidates once BUG digits are removed
  for (int cell = 0; cell < kCells; ++cell) rest[cell] = grid.candidates(cell);
  CellSet bug_cells;
  // lksudoku's fix: the places with three candidates or more of the digits held other than twice
  // in a house, while that is one digit.
  CellSet extra_cells;
  int extra_digit = 0;
  bool one_digit = true;
  auto add_cell = [&](int cell, int digit) {
    if (!bug_cells.has(cell)) {
      bug_cells.add(cell);
      bug.cells[bug.count++] = cell;
    }
    bug.digits[cell] |= digit_bit(digit);
    rest[cell] &= ~digit_bit(digit);
    bug.common = bug.has_common ? bug.common & kTables.peers[cell] : kTables.peers[cell];
    bug.has_common = true;
    bug.common = bug.common.without(bug_cells);
    return !(bug.count > 1 && std::popcount(bug.all_digits) > 1 && bug.common.empty());
  };
  for (int slot : kBoxFirst) {
    for (int house = first_house(slot); house < first_house(slot) + 9; ++house) {
      for (int digit = 1; digit <= 9; ++digit) {
        const CellSet places = grid.positions(house, digit);
        const int count = places.count();
        if (count == 0 || count == 2) continue;
        CellSet crowded;  // its places with three candidates or more
        places.for_each([&](int cell) {
          if (grid.candidate_count(cell) >= 3) crowded.add(cell);
        });
        if (lksudoku_fix && one_digit) {
          if (extra_digit == 0) extra_digit = digit;
          if (digit == extra_digit)
            extra_cells |= crowded;
          else
            one_digit = false;
        }
        if (crowded.empty()) return false;
        if (crowded.count() > 1) continue;
        bug.all_digits |= digit_bit(digit);
        if (!add_cell(crowded.first(), digit)) return false;
      }
    }
  }
  if (lksudoku_fix && one_digit && extra_digit != 0 && extra_cells.count() > bug.count) {
    bool kept = true;
    extra_cells.without(bug_cells).for_each(
        [&](int cell) { kept = kept && add_cell(cell, extra_digit); });
    if (!kept) return false;
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
