// The fast engine's triad rule, seen through propagation alone (SolveMode::singles_only) on
// positions given as pencilmarks: when three digits each have their only places in a row
// (column) inside one box, those three cells hold them, and any other digit leaves them.
// The positions are built so that this, and nothing else the engine knows, places a digit.
#include <gtest/gtest.h>

#include <cstdint>
#include <initializer_list>
#include <string>

#include "nonet/solver.hpp"

namespace nonet {
namespace {

constexpr std::uint16_t bit(int digit) {
  return static_cast<std::uint16_t>(1u << (digit - 1));
}
constexpr int cell(int row, int column) {
  return 9 * (row - 1) + column - 1;
}

Pencilmarks all_candidates() {
  Pencilmarks marks;
  marks.fill(kAllCandidates);
  return marks;
}

void remove(Pencilmarks& marks, int at, std::initializer_list<int> digits) {
  for (int digit : digits) marks[at] &= static_cast<std::uint16_t>(~bit(digit));
}

// The grid with `digit` at `at` and every other cell empty, as a line.
std::string only(int at, int digit) {
  std::string line(kCells, '.');
  line[at] = static_cast<char>('0' + digit);
  return line;
}

SolveResult propagate(const Pencilmarks& marks) {
  return solve(Grid{}, SolveOptions{.mode = SolveMode::singles_only, .pencilmarks = &marks});
}

// Row 1: digits 1, 2 and 3 only in r1c1-r1c3, r1c1 also holds 4, and in box 1 the digit 4
// is left with r1c1 and r2c1. The triad r1c1-r1c3 is full with 1, 2 and 3, so 4 leaves
// r1c1 and its last place in box 1 is r2c1.
TEST(Triads, ThreeDigitsThatMustTakeABandTriadFillIt) {
  Pencilmarks marks = all_candidates();
  for (int column = 4; column <= 9; ++column) remove(marks, cell(1, column), {1, 2, 3});
  marks[cell(1, 1)] = bit(1) | bit(2) | bit(3) | bit(4);
  marks[cell(1, 2)] = bit(1) | bit(2) | bit(3);
  marks[cell(1, 3)] = bit(1) | bit(2) | bit(3);
  for (int at : {cell(2, 2), cell(2, 3), cell(3, 1), cell(3, 2), cell(3, 3)}) {
    remove(marks, at, {4});
  }
  const SolveResult result = propagate(marks);
  EXPECT_EQ(result.status, SolveStatus::stuck);
  EXPECT_EQ(result.solution.to_line(), only(cell(2, 1), 4));
  EXPECT_EQ(result.stats.hidden_singles, 1u);
  EXPECT_EQ(result.stats.naked_singles, 0u);
}

// The same turned sideways: column 1 holds 1, 2 and 3 only in r1c1-r3c1, r1c1 also holds
// 4, and in box 1 the digit 4 is left with r1c1 and r1c2: 4 goes to r1c2.
TEST(Triads, ThreeDigitsThatMustTakeAStackTriadFillIt) {
  Pencilmarks marks = all_candidates();
  for (int row = 4; row <= 9; ++row) remove(marks, cell(row, 1), {1, 2, 3});
  marks[cell(1, 1)] = bit(1) | bit(2) | bit(3) | bit(4);
  marks[cell(2, 1)] = bit(1) | bit(2) | bit(3);
  marks[cell(3, 1)] = bit(1) | bit(2) | bit(3);
  for (int at : {cell(2, 2), cell(3, 2), cell(1, 3), cell(2, 3), cell(3, 3)}) {
    remove(marks, at, {4});
  }
  const SolveResult result = propagate(marks);
  EXPECT_EQ(result.status, SolveStatus::stuck);
  EXPECT_EQ(result.solution.to_line(), only(cell(1, 2), 4));
  EXPECT_EQ(result.stats.hidden_singles, 1u);
  EXPECT_EQ(result.stats.naked_singles, 0u);
}

// Two digits that must take the triad leave room for a third: nothing is placed.
TEST(Triads, TwoDigitsThatMustTakeATriadLeaveItOpen) {
  Pencilmarks marks = all_candidates();
  for (int column = 4; column <= 9; ++column) remove(marks, cell(1, column), {1, 2});
  marks[cell(1, 1)] = bit(1) | bit(2) | bit(3) | bit(4);
  marks[cell(1, 2)] = bit(1) | bit(2) | bit(3);
  marks[cell(1, 3)] = bit(1) | bit(2) | bit(3);
  for (int at : {cell(2, 2), cell(2, 3), cell(3, 1), cell(3, 2), cell(3, 3)}) {
    remove(marks, at, {4});
  }
  const SolveResult result = propagate(marks);
  EXPECT_EQ(result.status, SolveStatus::stuck);
  EXPECT_EQ(result.solution.to_line(), std::string(kCells, '.'));
}

// Both engines count the same solutions on these positions (to 2: they have many).
TEST(Triads, PositionsAgreeWithDancingLinks) {
  Pencilmarks marks = all_candidates();
  for (int column = 4; column <= 9; ++column) remove(marks, cell(1, column), {1, 2, 3});
  marks[cell(1, 1)] = bit(1) | bit(2) | bit(3) | bit(4);
  for (Engine engine : {Engine::fast, Engine::dlx}) {
    const SolveResult result = solve(
        Grid{}, SolveOptions{.mode = SolveMode::count, .engine = engine, .pencilmarks = &marks});
    EXPECT_EQ(result.status, SolveStatus::multiple);
    EXPECT_NE(result.solution.cells[cell(1, 1)], 4);
  }
}

}  // namespace
}  // namespace nonet
