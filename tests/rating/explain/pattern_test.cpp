// explain()'s steps as data to draw: the board before each step, what it places and removes,
// its pattern and its chains (nodes on or off), consistent with the step's text.
#include <gtest/gtest.h>

#include <bit>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/rating.hpp"

namespace nonet {
namespace {

Grid puzzle(std::string_view line) {
  const ParseResult parsed = parse_line(line);
  EXPECT_TRUE(parsed.ok()) << line;
  return parsed.grid;
}

constexpr int cell(int row, int column) {
  return 9 * (row - 1) + column - 1;
}
constexpr std::uint16_t bit(int digit) {
  return static_cast<std::uint16_t>(1u << (digit - 1));
}

std::vector<ChainNode> nodes(std::initializer_list<ChainNode> list) {
  return list;
}

TEST(ExplainPattern, APlacementShowsTheBoardBeforeIt) {
  const Grid grid =
      puzzle("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
  const Explanation explanation = explain(grid);
  ASSERT_FALSE(explanation.steps.empty());
  const ExplainedStep& first = explanation.steps[0];
  EXPECT_EQ(first.before, grid);
  ASSERT_GE(first.placed_cell, 0);
  EXPECT_TRUE(first.candidates_before[first.placed_cell] & bit(first.placed_digit));
  EXPECT_TRUE(first.chains.empty());
  for (int c = 0; c < kCells; ++c) {
    EXPECT_EQ(first.eliminated[c], 0) << c;
    EXPECT_EQ(first.candidates_before[c] == 0, grid.cells[c] != 0) << c;
  }
}

// Each step's removals were candidates before it and are gone before the next; its
// placement is a value before the next.
TEST(ExplainPattern, StepsFollowOneAnother) {
  const Explanation explanation = explain(
      puzzle(".2.81....4......3...7.....2.7..9..18..3....9..6..2...........56....62..77....31.."));
  ASSERT_EQ(explanation.steps.size(), 71u);
  for (std::size_t i = 0; i + 1 < explanation.steps.size(); ++i) {
    const ExplainedStep& step = explanation.steps[i];
    const ExplainedStep& next = explanation.steps[i + 1];
    int removed = 0;
    for (int c = 0; c < kCells; ++c) {
      EXPECT_EQ(step.eliminated[c] & ~step.candidates_before[c], 0)
          << "step " << i << " cell " << c;
      EXPECT_EQ(next.candidates_before[c] & step.eliminated[c], 0) << "step " << i << " cell " << c;
      removed += std::popcount(step.eliminated[c]);
    }
    EXPECT_EQ(removed, step.eliminations) << "step " << i;
    if (step.placed_cell >= 0) {
      EXPECT_EQ(next.before.cells[step.placed_cell], step.placed_digit);
    }
  }
}

// Step 33 of line 2 of qqwing_se_calibration.txt: a two-string kite, as the text says it.
TEST(ExplainPattern, AStrongLinkChainKeepsItsNodes) {
  const Explanation explanation = explain(
      puzzle("..4.3.5........1.771..8........293.8...47..59..5......92...4.1.......2.......3..5"));
  ASSERT_GT(explanation.steps.size(), 33u);
  const ExplainedStep& kite = explanation.steps[32];
  EXPECT_EQ(kite.text,
            "r3c3 \u2260 6: two-string kite on 6: r7c3 or r3c8 holds it (r7c3\u22606 \u2192 "
            "r7c9=6 \u2192 r9c8\u22606 \u2192 r3c8=6, strong links in row 7 and column 8)");
  ASSERT_EQ(kite.chains.size(), 1u);
  EXPECT_EQ(kite.chains[0].nodes, nodes({{.cell = cell(7, 3), .digit = 6, .on = false},
                                         {.cell = cell(7, 9), .digit = 6, .on = true},
                                         {.cell = cell(9, 8), .digit = 6, .on = false},
                                         {.cell = cell(3, 8), .digit = 6, .on = true}}));
  EXPECT_FALSE(kite.chains[0].cycle);
  EXPECT_EQ(kite.digits, bit(6));
  for (int c = 0; c < kCells; ++c) EXPECT_EQ(kite.eliminated[c], c == cell(3, 3) ? bit(6) : 0) << c;
  ASSERT_GE(kite.houses.size(), 2u);
  EXPECT_EQ(kite.houses[0], 6);      // row 7
  EXPECT_EQ(kite.houses[1], 9 + 7);  // column 8
}

// Step 21 of the forcing-chain puzzle: cell forcing on r5c2, one branch per candidate, each
// from its assumption to the conclusion, as the text gives them.
TEST(ExplainPattern, AForcingChainKeepsItsBranches) {
  const Explanation explanation = explain(
      puzzle(".2.81....4......3...7.....2.7..9..18..3....9..6..2...........56....62..77....31.."));
  const ExplainedStep& step = explanation.steps[20];
  EXPECT_EQ(step.text,
            "r5c5 \u2260 4: multiple forcing chain, cell forcing on r5c2: r5c2=4 \u2192 "
            "r5c5\u22604; r5c2=5 \u2192 r5c9\u22605 \u2192 r5c9=4 \u2192 r5c5\u22604; r5c2=8 "
            "\u2192 r9c2\u22608 \u2192 r9c5=8 \u2192 r7c5\u22608 \u2192 r7c5=4 \u2192 "
            "r5c5\u22604");
  ASSERT_EQ(step.chains.size(), 3u);
  EXPECT_EQ(step.chains[0].nodes, nodes({{.cell = cell(5, 2), .digit = 4, .on = true},
                                         {.cell = cell(5, 5), .digit = 4, .on = false}}));
  EXPECT_EQ(step.chains[1].nodes, nodes({{.cell = cell(5, 2), .digit = 5, .on = true},
                                         {.cell = cell(5, 9), .digit = 5, .on = false},
                                         {.cell = cell(5, 9), .digit = 4, .on = true},
                                         {.cell = cell(5, 5), .digit = 4, .on = false}}));
  EXPECT_EQ(step.chains[2].nodes, nodes({{.cell = cell(5, 2), .digit = 8, .on = true},
                                         {.cell = cell(9, 2), .digit = 8, .on = false},
                                         {.cell = cell(9, 5), .digit = 8, .on = true},
                                         {.cell = cell(7, 5), .digit = 8, .on = false},
                                         {.cell = cell(7, 5), .digit = 4, .on = true},
                                         {.cell = cell(5, 5), .digit = 4, .on = false}}));
  for (int c = 0; c < kCells; ++c) EXPECT_EQ(step.eliminated[c], c == cell(5, 5) ? bit(4) : 0) << c;
}

}  // namespace
}  // namespace nonet
