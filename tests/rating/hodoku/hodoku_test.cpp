// HoDoKu's scale against HoDoKu 2.2.0 itself (datasets/SOURCES.md): its level and score for the
// 4,975 puzzles of datasets/hodoku_calibration.txt, and for 1,000 puzzles nonet generated after
// the ladder was built (datasets/hodoku_fresh.txt). Every puzzle must get HoDoKu's exact score
// and level, and every step of every path is checked against the solution.
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

std::vector<Reference> read_references(const std::string& name) {
  std::ifstream in(std::string(NONET_DATASETS_DIR) + "/" + name);
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

// Rates every reference puzzle, checks every step against the solution, and returns per level
// (puzzles, exact level and score).
std::map<std::string, std::pair<int, int>> rate_all(const std::vector<Reference>& references) {
  std::map<std::string, std::pair<int, int>> by_level;
  int steps = 0;
  for (const Reference& reference : references) {
    const HodokuRating rating = rate_hodoku(reference.puzzle, true);
    const SolveResult solved =
        solve(reference.puzzle, SolveOptions{.mode = SolveMode::count, .limit = 2});
    EXPECT_EQ(solved.status, SolveStatus::unique) << reference.line;
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
    const bool same = rating.complete && rating.score == reference.score &&
                      level_name(rating.level) == reference.level;
    ++by_level[reference.level].first;
    by_level[reference.level].second += same;
    EXPECT_TRUE(same) << reference.line << ": " << level_name(rating.level) << " " << rating.score
                      << ", HoDoKu " << reference.level << " " << reference.score;
  }
  for (const auto& [level, counts] : by_level) {
    std::printf("%-8s %4d puzzles, %4d exact\n", level.c_str(), counts.first, counts.second);
  }
  EXPECT_GT(steps, 25 * static_cast<int>(references.size()));  // the paths were all checked
  return by_level;
}

// The floors: every puzzle of every level exact (the issue asks 99.5% of the levels and 99% of
// the scores). `file`'s puzzles per level, all of them expected exact.
void expect_all_exact(const std::string& file, const std::map<std::string, int>& puzzles) {
  const std::vector<Reference> references = read_references(file);
  std::size_t total = 0;
  std::map<std::string, std::pair<int, int>> expected;
  for (const auto& [level, count] : puzzles) {
    expected[level] = {count, count};
    total += static_cast<std::size_t>(count);
  }
  ASSERT_EQ(references.size(), total);
  EXPECT_EQ(rate_all(references), expected);
}

TEST(HodokuLadder, MatchesHodokuOnEveryCalibrationPuzzleWithEveryStepSound) {
  expect_all_exact("hodoku_calibration.txt",
                   {{"Easy", 1494}, {"Medium", 685}, {"Hard", 818}, {"Unfair", 368},
                    {"Extreme", 1610}});
}

TEST(HodokuLadder, MatchesHodokuOnFreshPuzzles) {
  expect_all_exact("hodoku_fresh.txt", {{"Easy", 350}, {"Medium", 140}, {"Hard", 134},
                                        {"Unfair", 170}, {"Extreme", 206}});
}

}  // namespace
}  // namespace nonet::hodoku
