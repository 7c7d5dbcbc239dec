// HoDoKu's scale against HoDoKu 2.2.0 itself: datasets/hodoku_calibration.txt holds its level
// and score for 4,975 puzzles (SOURCES.md). Every puzzle must get HoDoKu's exact score and
// level, and every step of every path is checked against the solution.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "nonet/grid.hpp"
#include "nonet/solver.hpp"
#include "rating/hodoku/ladder.hpp"

namespace nonet::hodoku {
namespace {

struct Reference {
  Grid puzzle;
  std::string line;
  std::string level;
  int score = 0;
};

std::vector<Reference> read_calibration() {
  std::ifstream in(std::string(NONET_DATASETS_DIR) + "/hodoku_calibration.txt");
  EXPECT_TRUE(in);
  std::vector<Reference> references;
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    Reference reference;
    std::string puzzle;
    fields >> puzzle >> reference.level >> reference.score;
    const ParseResult parsed = parse_line(puzzle);
    EXPECT_TRUE(parsed.ok()) << line;
    reference.puzzle = parsed.grid;
    reference.line = puzzle;
    references.push_back(reference);
  }
  return references;
}

TEST(HodokuLadder, MatchesHodokuOnEveryCalibrationPuzzleWithEveryStepSound) {
  const std::vector<Reference> references = read_calibration();
  ASSERT_EQ(references.size(), 4975u);
  std::map<std::string, std::pair<int, int>> by_level;  // level -> (puzzles, exact)
  int complete = 0, exact = 0, steps = 0;
  for (const Reference& reference : references) {
    const HodokuRating rating = rate_hodoku(reference.puzzle, true);
    const SolveResult solved =
        solve(reference.puzzle, SolveOptions{.mode = SolveMode::count, .limit = 2});
    ASSERT_EQ(solved.status, SolveStatus::unique) << reference.line;
    for (const Step& step : rating.path) {
      ++steps;
      if (step.digit != 0) {
        EXPECT_EQ(solved.solution.cells[step.cell], step.digit) << reference.line;
      }
      for (const auto& [cell, digit] : step.deletions) {
        EXPECT_NE(solved.solution.cells[cell], digit) << reference.line;
      }
    }
    EXPECT_TRUE(rating.complete) << reference.line;
    complete += rating.complete;
    const bool same =
        rating.score == reference.score && level_name(rating.level) == reference.level;
    exact += same;
    ++by_level[reference.level].first;
    by_level[reference.level].second += same;
    EXPECT_TRUE(same) << reference.line << ": " << level_name(rating.level) << " " << rating.score
                      << ", HoDoKu " << reference.level << " " << reference.score;
  }
  for (const auto& [level, counts] : by_level) {
    std::printf("%-8s solved %4d  exact %4d\n", level.c_str(), counts.first, counts.second);
  }
  std::printf("complete %d of %zu, exact %d\n", complete, references.size(), exact);
  // Floors: every puzzle of every level exact (the issue asks 99.5% of the levels and 99% of the
  // scores).
  EXPECT_EQ(by_level["Easy"].second, 1494);
  EXPECT_EQ(by_level["Medium"].second, 685);
  EXPECT_EQ(by_level["Hard"].second, 818);
  EXPECT_EQ(by_level["Unfair"].second, 368);
  EXPECT_EQ(by_level["Extreme"].second, 1610);
  EXPECT_EQ(complete, 4975);
  EXPECT_EQ(exact, complete);
  EXPECT_GT(steps, 150000);  // every step of every path checked against the solution
}

}  // namespace
}  // namespace nonet::hodoku
