// HoDoKu's scale against HoDoKu 2.2.0 itself: datasets/hodoku_calibration.txt holds its level
// and score for 4,975 puzzles (SOURCES.md). Every puzzle the techniques so far solve must get
// HoDoKu's exact score and level; the others stop short of HoDoKu's path, so their partial score
// is below HoDoKu's. Every step is checked against the solution.
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

TEST(HodokuLadder, MatchesHodokuOnEveryPuzzleItSolvesWithEveryStepSound) {
  const std::vector<Reference> references = read_calibration();
  ASSERT_EQ(references.size(), 4975u);
  std::map<std::string, std::pair<int, int>> by_level;  // level -> (solved here, exact)
  int complete = 0, exact = 0, partial_below = 0, steps = 0;
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
    if (!rating.complete) {
      partial_below += rating.score < reference.score;
      EXPECT_EQ(reference.level, "Extreme") << reference.line;  // the level is exact anyway
      EXPECT_EQ(level_name(rating.level), "Extreme") << reference.line;
      continue;
    }
    ++complete;
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
  std::printf("complete %d of %zu, exact %d; incomplete below HoDoKu's score %d of %zu\n", complete,
              references.size(), exact, partial_below, references.size() - complete);
  // Floors: what the techniques so far solve (every Easy, Medium and Hard puzzle among them).
  // The puzzles left need grouped nice loops, ALS techniques, Franken fish, forcing chains or
  // nets, or HoDoKu's brute force.
  EXPECT_EQ(by_level["Easy"].first, 1494);
  EXPECT_EQ(by_level["Medium"].first, 685);
  EXPECT_EQ(by_level["Hard"].first, 818);
  EXPECT_EQ(by_level["Unfair"].first, 368);
  EXPECT_GE(complete, 4335);
  EXPECT_EQ(exact, complete);
  EXPECT_EQ(partial_below, static_cast<int>(references.size()) - complete);
  EXPECT_GT(steps, 150000);  // every step of every path checked against the solution
}

}  // namespace
}  // namespace nonet::hodoku
