// The core of the strong links answers for the whole link graph: which "on" nodes may lie on a
// cycle and which nodes reach their opposite, the same as the components of every link.
#include "rating/chains/strong_core.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <random>
#include <string>
#include <vector>

#include "nonet/grid.hpp"
#include "rating/chains/link_components.hpp"

namespace nonet {
namespace {

int cell_at(int row, int column) {
  return 9 * row + column;
}

// An empty grid where digit 1 has exactly the places `ones` and every other cell holds 2-9.
CandidateGrid ones_at(std::initializer_list<int> ones) {
  std::array<std::uint8_t, kCells> values{};
  std::array<std::uint16_t, kCells> candidates{};
  candidates.fill(0x1FE);
  for (const int cell : ones) candidates[cell] |= 1;
  return CandidateGrid::from_state(values, candidates);
}

TEST(StrongCore, AnOddLoopReachesItsOppositeALonelyPlaceDoesNot) {
  // on(r0c0) -> off(r0c4) -> on(r4c4) -> off(r4c1) -> on(r1c1) -> off(r0c0): each step a
  // house with two places of 1 (row 0, column 4, row 4, column 1, box 0).
  StrongCore loop;
  const CandidateGrid grid =
      ones_at({cell_at(0, 0), cell_at(0, 4), cell_at(4, 4), cell_at(4, 1), cell_at(1, 1)});
  loop.build(grid);
  EXPECT_TRUE(loop.reaches_opposite(implication_node(cell_at(0, 0), 1, true)));
  EXPECT_TRUE(loop.on_cycle(implication_node(cell_at(0, 4), 1, true)));
  StrongCore lonely;
  const CandidateGrid apart = ones_at({cell_at(0, 0), cell_at(4, 4), cell_at(8, 8)});
  lonely.build(apart);
  EXPECT_FALSE(lonely.reaches_opposite(implication_node(cell_at(4, 4), 1, true)));
  EXPECT_FALSE(lonely.reaches_opposite(implication_node(cell_at(4, 4), 1, false)));
  EXPECT_FALSE(lonely.on_cycle(implication_node(cell_at(4, 4), 1, true)));
}

// Compares the two on every candidate of `grid`; returns how many answers were "yes".
int expect_same_answers(const CandidateGrid& grid, const std::string& what) {
  LinkComponents whole;
  whole.build(grid, true);
  StrongCore core;
  core.build(grid);
  int yes = 0;
  grid.empty_cells().for_each([&](int cell) {
    for (std::uint16_t bits = grid.candidates(cell); bits; bits &= bits - 1) {
      const int on = implication_node(cell, std::countr_zero(bits) + 1, true);
      EXPECT_EQ(core.on_cycle(on), whole.on_cycle(on)) << what << " node " << on;
      EXPECT_EQ(core.reaches_opposite(on), whole.reaches_opposite(on)) << what << " node " << on;
      EXPECT_EQ(core.reaches_opposite(on ^ 1), whole.reaches_opposite(on ^ 1))
          << what << " node " << (on ^ 1);
      yes += whole.on_cycle(on) + whole.reaches_opposite(on) + whole.reaches_opposite(on ^ 1);
    }
  });
  return yes;
}

TEST(StrongCore, AnswersAsTheWholeLinkGraphOnHardGridsAndTheirReductions) {
  const std::vector<std::string> puzzles = {
      "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
      "98.7..6..7.5....9..43.....78..2....6..7.1..2......48..3..9...6.....5.3.......1..9",
      "98.7..6..7.5.......4..5....3..8..9......2..1......13.42...8..93.7....2....92...6."};
  std::mt19937 random(28);
  int yes = 0;
  for (const std::string& line : puzzles) {
    const ParseResult parsed = parse_line(line);
    ASSERT_TRUE(parsed.ok()) << line;
    const CandidateGrid grid = CandidateGrid::from_puzzle(parsed.grid);
    yes += expect_same_answers(grid, line);
    // Working grids of chains lack candidates here and there: remove some at random (never
    // a cell's last), from a few to most of them.
    for (int round = 0; round < 40; ++round) {
      std::array<std::uint8_t, kCells> values{};
      std::array<std::uint16_t, kCells> candidates{};
      const int keep_percent = 30 + round * 7 % 70;
      for (int cell = 0; cell < kCells; ++cell) {
        values[cell] = static_cast<std::uint8_t>(grid.value(cell));
        candidates[cell] = grid.candidates(cell);
        if (values[cell] != 0) continue;
        for (std::uint16_t bits = candidates[cell]; bits; bits &= bits - 1) {
          const auto bit = static_cast<std::uint16_t>(bits & -bits);
          if (std::popcount(candidates[cell]) > 1 &&
              static_cast<int>(random() % 100) >= keep_percent)
            candidates[cell] &= static_cast<std::uint16_t>(~bit);
        }
      }
      yes += expect_same_answers(CandidateGrid::from_state(values, candidates),
                                 line + " round " + std::to_string(round));
    }
  }
  // The grids were not all trivial: many starts could find something.
  EXPECT_GT(yes, 1000);
}

}  // namespace
}  // namespace nonet
