// The grader never makes a wrong deduction: every placement and every elimination of every
// step is checked against the unique solution, over thousands of puzzles.
#include <gtest/gtest.h>

#include <array>
#include <cstdlib>
#include <fstream>
#include <string>

#include "nonet/solver.hpp"
#include "rating/sudoku_explainer/path.hpp"

namespace nonet {
namespace {

// Sanitizer builds check every 8th puzzle of the long files: the sanitizers look for memory
// and thread errors, which a sample finds as well, at a tenth of the time (the whole of
// top1465 takes about 30 s in a release build and over 6 minutes under TSan).
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr int kLongFileStride = 8;
#else
constexpr int kLongFileStride = 1;
#endif

struct Counts {
  int puzzles = 0;
  long steps = 0;
  long eliminations = 0;
  std::array<long, kTechniqueCount> steps_by_technique{};
};

// Checks the first `limit` unique puzzles of `path`, or every `stride`-th of them, on the
// ladder of `version`.
void check_file(const std::string& path, int limit, Counts& counts, int stride = 1,
                SeVersion version = SeVersion::sukaku_1_18_1) {
  std::ifstream in(path);
  ASSERT_TRUE(in) << path;
  std::string line;
  int seen = 0;
  while (seen < limit && std::getline(in, line)) {
    const ParseResult parsed = parse_line(line);
    if (!parsed.ok()) continue;
    const SolveResult solved =
        solve(parsed.grid, SolveOptions{.mode = SolveMode::count, .limit = 2});
    if (solved.status != SolveStatus::unique) continue;
    if (seen++ % stride != 0) continue;
    const Grid& solution = solved.solution;
    ++counts.puzzles;
    CandidateGrid grid = CandidateGrid::from_puzzle(parsed.grid);
    int wrong = 0;
    auto visit = [&](const Step& step, const CandidateGrid&) {
      ++counts.steps;
      ++counts.steps_by_technique[static_cast<int>(step.technique)];
      if (step.places() && solution.cells[step.cell] != step.digit) {
        ++wrong;
        ADD_FAILURE() << line << ": " << to_string(step.technique) << " places " << int{step.digit}
                      << " in " << cell_name(step.cell);
      }
      for (int cell = 0; cell < kCells; ++cell) {
        counts.eliminations += std::popcount(step.eliminations[cell]);
        if ((step.eliminations[cell] >> (solution.cells[cell] - 1)) & 1) {
          ++wrong;
          ADD_FAILURE() << line << ": " << to_string(step.technique) << " removes the solution "
                        << int{solution.cells[cell]} << " from " << cell_name(cell);
        }
      }
    };
    const StepVisitor visitor(visit);
    const PathSummary path = solve_path(grid, version, &visitor);
    if (wrong > 0) return;
    // A path that finished holds the solution; one that stalled agrees with it so far.
    for (int cell = 0; cell < kCells; ++cell) {
      if (grid.value(cell) != 0) {
        ASSERT_EQ(grid.value(cell), solution.cells[cell]) << line;
      } else {
        ASSERT_TRUE(grid.has(cell, solution.cells[cell])) << line;
      }
    }
    EXPECT_EQ(path.stalled, !grid.solved()) << line;
  }
}

TEST(RatingSoundness, QqwingCalibrationSet) {
  Counts counts;
  check_file(std::string(NONET_DATASETS_DIR) + "/qqwing_se_calibration.txt", 3000, counts);
  EXPECT_EQ(counts.puzzles, 3000);
  std::printf("calibration set: %d puzzles, %ld steps, %ld eliminations checked\n", counts.puzzles,
              counts.steps, counts.eliminations);
}

TEST(RatingSoundness, HardPuzzles) {
  Counts counts;
  check_file(std::string(NONET_DATASETS_DIR) + "/puzzles3_magictour_top1465.txt", 1465, counts,
             kLongFileStride);
  EXPECT_EQ(counts.puzzles, (1465 + kLongFileStride - 1) / kLongFileStride);
  std::printf("top1465: %d puzzles, %ld steps, %ld eliminations checked\n", counts.puzzles,
              counts.steps, counts.eliminations);
}

// Hard puzzles for humans (ER 4.3-9.2) take every rung of the ladder below the forcing chains,
// strong links of 2 to 4 houses (grouped ones included) among them.
TEST(RatingSoundness, SeHardCalibration) {
  Counts counts;
  check_file(std::string(NONET_DATASETS_DIR) + "/se_hard_calibration.txt", 510, counts);
  EXPECT_EQ(counts.puzzles, 510);
  for (Technique technique :
       {Technique::turbot_fish, Technique::three_strong_links, Technique::four_strong_links,
        Technique::y_cycle, Technique::multiple_forcing_chain}) {
    EXPECT_GT(counts.steps_by_technique[static_cast<int>(technique)], 0) << to_string(technique);
  }
  std::printf("se_hard: %d puzzles, %ld steps, %ld eliminations checked\n", counts.puzzles,
              counts.steps, counts.eliminations);
}

// Nested forcing chains (9.5 and up) on the hardest known puzzles: every 5,000th puzzle of the
// forum-hardest list (a few seconds each in a release build). NONET_SOUNDNESS_FORUM_STRIDE
// sets another stride for a longer run.
TEST(RatingSoundness, ForumHardest) {
  int stride = 5000 * kLongFileStride;
  if (const char* text = std::getenv("NONET_SOUNDNESS_FORUM_STRIDE")) stride = std::atoi(text);
  ASSERT_GT(stride, 0);
  Counts counts;
  check_file(std::string(NONET_DATASETS_DIR) + "/puzzles5_forum_hardest_1905_11.txt", 48766, counts,
             stride);
  EXPECT_EQ(counts.puzzles, (48766 + stride - 1) / stride);
  std::printf("forum hardest: %d puzzles, %ld steps, %ld eliminations checked\n", counts.puzzles,
              counts.steps, counts.eliminations);
}

// Sudoku Explainer 1.2.1's ladder: its original unique loop search among the rest.
TEST(RatingSoundness, Explainer121Ladder) {
  Counts counts;
  check_file(std::string(NONET_DATASETS_DIR) + "/qqwing_se_calibration.txt", 3000, counts, 1,
             SeVersion::explainer_1_2_1);
  check_file(std::string(NONET_DATASETS_DIR) + "/se_hard_calibration.txt", 510, counts, 1,
             SeVersion::explainer_1_2_1);
  EXPECT_EQ(counts.puzzles, 3510);
  EXPECT_GT(counts.steps_by_technique[static_cast<int>(Technique::unique_rectangle)], 0);
  EXPECT_EQ(counts.steps_by_technique[static_cast<int>(Technique::turbot_fish)], 0);
  EXPECT_EQ(counts.steps_by_technique[static_cast<int>(Technique::wxyz_wing)], 0);
}

TEST(RatingSoundness, SeventeenClues) {
  Counts counts;
  check_file(std::string(NONET_DATASETS_DIR) + "/puzzles2_17_clue.txt", 1000, counts);
  EXPECT_EQ(counts.puzzles, 1000);
}

}  // namespace
}  // namespace nonet
