// Nishio, multiple, dynamic and dynamic (+) forcing chains: ratings equal to Sudoku
// Explainer's (serate 1.18.1) and readable explanations.
#include <gtest/gtest.h>

#include <string>

#include "nonet/grid.hpp"
#include "nonet/rating.hpp"

namespace nonet {
namespace {

Grid puzzle(std::string_view line) {
  const ParseResult parsed = parse_line(line);
  EXPECT_TRUE(parsed.ok()) << line;
  return parsed.grid;
}

struct Case {
  std::string_view puzzle;
  int er;
  Technique hardest;
  int ep = 12;
  int ed = 12;
};

// Lines 20, 1 and 4 of se_hard_calibration.txt, line 79 of puzzles3_magictour_top1465.txt
// (serate: ED=9.8/1.2/1.2) and line 1 of puzzles5_forum_hardest_1905_11.txt (ED=11.1/11.1/11.1:
// its first step is already a nested forcing chain).
constexpr Case kCases[] = {
    {".76....5..9....62......243..6.5...7.4.5....6......4..17.94........15..4......8...", 78,
     Technique::nishio_forcing_chain},
    {"..8.6..........92.64..52.3...3785....2...1..9......8.....8....5.3...96.24........", 83,
     Technique::multiple_forcing_chain},
    {"5....3.....75..1...2...7.6.4...3.29.7....2..........7165..9..3.29....8.......4..6", 87,
     Technique::dynamic_forcing_chain},
    {"7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5", 98,
     Technique::dynamic_forcing_chain_plus},
    {"98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6", 111,
     Technique::nested_forcing_chain, 111, 111},
};

TEST(ForcingChains, RatingsEqualSudokuExplainers) {
  for (const Case& c : kCases) {
    const Rating rating = rate(puzzle(c.puzzle));
    EXPECT_EQ(rating.status, RatingStatus::rated) << c.puzzle;
    EXPECT_EQ(rating.se_rating, c.er) << c.puzzle;
    EXPECT_EQ(rating.se_first_placement, c.ep) << c.puzzle;
    EXPECT_EQ(rating.se_first_step, c.ed) << c.puzzle;
    EXPECT_EQ(rating.hardest, c.hardest) << c.puzzle;
    EXPECT_EQ(rating.cells_left, 0) << c.puzzle;
  }
}

TEST(ForcingChains, ExplainShowsTheBranches) {
  for (const Case& c : kCases) {
    const Explanation explanation = explain(puzzle(c.puzzle));
    bool seen = false;
    for (const ExplainedStep& step : explanation.steps) {
      if (step.technique != c.hardest || step.se_rating != c.er) continue;
      seen = true;
      EXPECT_GT(step.eliminations, 0);
      EXPECT_EQ(step.placed_cell, -1);  // chains only eliminate, as in Sudoku Explainer
      const std::string name(to_string(c.hardest));
      EXPECT_NE(step.text.find(name + ", "), std::string::npos) << step.text;
      // Each branch is a chain of at least two nodes.
      EXPECT_NE(step.text.find(" \u2192 "), std::string::npos) << step.text;
    }
    EXPECT_TRUE(seen) << c.puzzle;
  }
}

}  // namespace
}  // namespace nonet
