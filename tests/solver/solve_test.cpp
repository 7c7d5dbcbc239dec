#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "nonet/solver.hpp"
#include "support/solution_checks.hpp"

namespace nonet {
namespace {

using test::is_valid_solution;
using test::keeps_givens;

constexpr std::string_view kPuzzle =
    "072001805051037090400208107047520300026700501500106029290370010700062053308010270";
constexpr std::string_view kSolution =
    "672491835851637492439258167147529386926783541583146729295374618714862953368915274";
// magictour top1465 #1: needs guessing.
constexpr std::string_view kHardPuzzle =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

Grid grid_of(std::string_view line) {
  const ParseResult result = parse_line(line);
  EXPECT_TRUE(result.ok()) << line << ": " << result.error.message();
  return result.grid;
}

// Independent of both engines: tries every combination of the candidates that the givens
// leave to each empty cell. Only for puzzles with few empty cells.
std::uint64_t brute_force_count(const Grid& puzzle) {
  std::vector<int> empty;
  std::vector<std::vector<std::uint8_t>> candidates;
  for (int cell = 0; cell < kCells; ++cell) {
    if (puzzle.cells[cell] != 0) continue;
    const int r = cell / 9, c = cell % 9;
    std::vector<std::uint8_t> options;
    for (std::uint8_t d = 1; d <= 9; ++d) {
      bool seen = false;
      for (int k = 0; k < 9; ++k) {
        const int box_cell = 9 * (3 * (r / 3) + k / 3) + 3 * (c / 3) + k % 3;
        seen = seen || puzzle.cells[9 * r + k] == d || puzzle.cells[9 * k + c] == d ||
               puzzle.cells[box_cell] == d;
      }
      if (!seen) options.push_back(d);
    }
    empty.push_back(cell);
    candidates.push_back(options);
  }
  std::uint64_t count = 0;
  std::vector<std::size_t> choice(empty.size(), 0);
  for (;;) {
    Grid grid = puzzle;
    bool any_empty_options = false;
    for (std::size_t i = 0; i < empty.size(); ++i) {
      if (candidates[i].empty())
        any_empty_options = true;
      else
        grid.cells[empty[i]] = candidates[i][choice[i]];
    }
    if (any_empty_options) return 0;
    count += is_valid_solution(grid);
    std::size_t i = 0;
    while (i < empty.size() && ++choice[i] == candidates[i].size()) choice[i++] = 0;
    if (i == empty.size()) return count;
  }
}

// Cells (r1,c1) (r1,c2) (r2,c1) (r2,c2) of kSolution, with digits a b / b a and spanning
// two boxes: an unavoidable rectangle. Blanking it leaves exactly two solutions.
struct Rectangle {
  int r1, r2, c1, c2;
};
constexpr Rectangle kRectangleA{1, 5, 0, 1};  // r2/r6 x c1/c2: 8 5 / 5 8
constexpr Rectangle kRectangleB{2, 3, 3, 4};  // r3/r4 x c4/c5: 2 5 / 5 2

Grid blank(Grid grid, const Rectangle& rect) {
  for (int r : {rect.r1, rect.r2}) {
    for (int c : {rect.c1, rect.c2}) grid.cells[9 * r + c] = 0;
  }
  return grid;
}

Grid swapped(Grid grid, const Rectangle& rect) {
  std::swap(grid.cells[9 * rect.r1 + rect.c1], grid.cells[9 * rect.r1 + rect.c2]);
  std::swap(grid.cells[9 * rect.r2 + rect.c1], grid.cells[9 * rect.r2 + rect.c2]);
  return grid;
}

std::vector<Grid> all_solutions(const Grid& puzzle, Engine engine, std::uint64_t limit = 100) {
  std::vector<Grid> solutions;
  enumerate_solutions(
      puzzle, limit,
      [&](const Grid& grid) {
        solutions.push_back(grid);
        return true;
      },
      engine);
  return solutions;
}

class SolverTest : public ::testing::TestWithParam<Engine> {
 protected:
  SolveResult solve_with(const Grid& puzzle, SolveMode mode, std::uint64_t limit = 2) const {
    return solve(puzzle, SolveOptions{.mode = mode, .limit = limit, .engine = GetParam()});
  }
};

TEST_P(SolverTest, KnownPuzzleFirstSolution) {
  const SolveResult result = solve_with(grid_of(kPuzzle), SolveMode::first);
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.solution.to_line(), kSolution);
  EXPECT_EQ(result.stats.clues, 45u);
  EXPECT_EQ(result.stats.solutions, 1u);
}

TEST_P(SolverTest, KnownPuzzleIsUnique) {
  const SolveResult result = solve_with(grid_of(kPuzzle), SolveMode::count, 10);
  EXPECT_EQ(result.status, SolveStatus::unique);
  EXPECT_EQ(result.stats.solutions, 1u);
  EXPECT_EQ(result.solution.to_line(), kSolution);
}

TEST_P(SolverTest, CountWithLimitOneStaysSolved) {
  const SolveResult result = solve_with(grid_of(kPuzzle), SolveMode::count, 1);
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.stats.solutions, 1u);
}

TEST_P(SolverTest, UnavoidableRectangleHasTwoSolutions) {
  const Grid solution = grid_of(kSolution);
  const Grid other = swapped(solution, kRectangleA);
  ASSERT_TRUE(is_valid_solution(other));  // the rectangle really is unavoidable
  ASSERT_NE(other, solution);
  const Grid puzzle = blank(solution, kRectangleA);
  ASSERT_EQ(brute_force_count(puzzle), 2u);

  const SolveResult result = solve_with(puzzle, SolveMode::count, 10);
  EXPECT_EQ(result.status, SolveStatus::multiple);
  EXPECT_EQ(result.stats.solutions, 2u);
  EXPECT_TRUE(result.solution == solution || result.solution == other);

  const std::vector<Grid> solutions = all_solutions(puzzle, GetParam());
  ASSERT_EQ(solutions.size(), 2u);
  EXPECT_NE(solutions[0], solutions[1]);
  for (const Grid& grid : solutions) EXPECT_TRUE(grid == solution || grid == other);
}

TEST_P(SolverTest, TwoDisjointRectanglesHaveFourSolutions) {
  const Grid solution = grid_of(kSolution);
  ASSERT_TRUE(is_valid_solution(swapped(solution, kRectangleB)));
  // Rows and columns of the two rectangles are disjoint, so the swaps are independent:
  // 2 x 2 solutions.
  const Grid puzzle = blank(blank(solution, kRectangleA), kRectangleB);
  ASSERT_EQ(brute_force_count(puzzle), 4u);

  const SolveResult result = solve_with(puzzle, SolveMode::count, 10);
  EXPECT_EQ(result.status, SolveStatus::multiple);
  EXPECT_EQ(result.stats.solutions, 4u);
  EXPECT_EQ(solve_with(puzzle, SolveMode::count, 3).stats.solutions, 3u);

  std::vector<Grid> solutions = all_solutions(puzzle, GetParam());
  ASSERT_EQ(solutions.size(), 4u);
  const Grid expected[4] = {solution, swapped(solution, kRectangleA),
                            swapped(solution, kRectangleB),
                            swapped(swapped(solution, kRectangleA), kRectangleB)};
  for (const Grid& grid : expected) {
    EXPECT_EQ(std::count(solutions.begin(), solutions.end(), grid), 1);
  }
}

TEST_P(SolverTest, NoSolutionWithoutClashingGivens) {
  // kPuzzle has a unique solution; any other candidate digit in an empty cell kills it.
  // r1c1 is 6 in the solution; 9 is not excluded by any given of row 1, column 1, box 1.
  Grid puzzle = grid_of(kPuzzle);
  ASSERT_EQ(puzzle.cells[0], 0);
  puzzle.cells[0] = 9;
  ASSERT_FALSE(find_clash(puzzle));
  for (SolveMode mode : {SolveMode::first, SolveMode::count}) {
    const SolveResult result = solve_with(puzzle, mode);
    EXPECT_EQ(result.status, SolveStatus::unsolvable);
    EXPECT_EQ(result.stats.solutions, 0u);
    EXPECT_EQ(result.solution, puzzle);  // the puzzle as given
    EXPECT_GT(result.stats.backtracks, 0u);
  }

  // A cell with no candidate: r1c9 sees 1-8 in its row and 9 in its box.
  const Grid dead = grid_of("12345678.........9" + std::string(63, '.'));
  ASSERT_FALSE(find_clash(dead));
  EXPECT_EQ(solve_with(dead, SolveMode::first).status, SolveStatus::unsolvable);
  EXPECT_EQ(solve_with(dead, SolveMode::count).status, SolveStatus::unsolvable);
}

TEST_P(SolverTest, TwoCellsLeftOneDigitInAHouseAreUnsolvable) {
  // Two empty cells of one house whose peers hold every other digit: both can only be 1, in
  // the same pass of propagation. No guess is needed to see that the puzzle has no solution.
  const std::string puzzles[] = {
      // r1c1 and r1c5 (a row): columns 1 and 5 hold 2-9 below them, shifted by one.
      ".........2...3....3...4....4...5....5...6....6...7....7...8....8...9....9...2....",
      // r1c1 and r2c2 (a box, two rows and two columns).
      ".3.......2........74.......48.......39.......65.......97.......56.......82.......",
      // r1c1 and r4c1 (a column, two bands): rows 1 and 4 hold 2-9 beside them.
      ".23456789...................34567892.............................................",
  };
  for (const std::string& line : puzzles) {
    const Grid puzzle = grid_of(line);
    ASSERT_FALSE(find_clash(puzzle)) << line;
    for (SolveMode mode : {SolveMode::singles_only, SolveMode::first, SolveMode::count}) {
      const SolveResult result = solve_with(puzzle, mode);
      EXPECT_EQ(result.status, SolveStatus::unsolvable) << line;
      EXPECT_EQ(result.stats.solutions, 0u) << line;
      EXPECT_EQ(result.stats.guesses, 0u) << line;
      EXPECT_EQ(result.solution, puzzle) << line;
    }
  }
}

TEST_P(SolverTest, EmptyGridCountStopsAtTheLimit) {
  const SolveResult result = solve_with(Grid{}, SolveMode::count, 1000);
  EXPECT_EQ(result.status, SolveStatus::multiple);
  EXPECT_EQ(result.stats.solutions, 1000u);
  EXPECT_EQ(result.stats.clues, 0u);
  EXPECT_TRUE(is_valid_solution(result.solution));

  const SolveResult first = solve_with(Grid{}, SolveMode::first);
  EXPECT_EQ(first.status, SolveStatus::solved);
  EXPECT_TRUE(is_valid_solution(first.solution));
}

TEST_P(SolverTest, FullGrid) {
  const Grid solution = grid_of(kSolution);
  const SolveResult result = solve_with(solution, SolveMode::count);
  EXPECT_EQ(result.status, SolveStatus::unique);
  EXPECT_EQ(result.stats.solutions, 1u);
  EXPECT_EQ(result.stats.guesses, 0u);
  EXPECT_EQ(result.stats.clues, 81u);
  EXPECT_EQ(result.solution, solution);
  EXPECT_EQ(solve_with(solution, SolveMode::singles_only).status, SolveStatus::solved);
}

TEST_P(SolverTest, ClashingGivensAreInvalid) {
  Grid puzzle = grid_of(kPuzzle);
  puzzle.cells[0] = 2;  // r1c3 is 2
  ASSERT_TRUE(find_clash(puzzle));
  for (SolveMode mode : {SolveMode::first, SolveMode::count, SolveMode::singles_only}) {
    const SolveResult result = solve_with(puzzle, mode);
    EXPECT_EQ(result.status, SolveStatus::invalid);
    EXPECT_EQ(result.solution, puzzle);
    EXPECT_EQ(result.stats.solutions, 0u);
  }
  Grid column_clash;
  column_clash.cells[4] = column_clash.cells[76] = 9;  // r1c5 and r9c5
  EXPECT_EQ(solve_with(column_clash, SolveMode::first).status, SolveStatus::invalid);
  int visits = 0;
  const SolveStats stats = enumerate_solutions(
      puzzle, 10, [&](const Grid&) { return ++visits, true; }, GetParam());
  EXPECT_EQ(visits, 0);
  EXPECT_EQ(stats.solutions, 0u);
}

TEST_P(SolverTest, EnumerationVisitsTheCountedSolutions) {
  // Blank two full bands' worth of cells from the solution: many solutions, all valid.
  Grid puzzle = grid_of(kSolution);
  for (int cell = 0; cell < 27; ++cell) puzzle.cells[cell] = 0;
  for (int cell = 30; cell < 36; ++cell) puzzle.cells[cell] = 0;
  const SolveResult counted = solve_with(puzzle, SolveMode::count, 100000);
  ASSERT_GE(counted.stats.solutions, 3u);
  ASSERT_LT(counted.stats.solutions, 100000u);

  std::vector<Grid> solutions;
  const SolveStats stats = enumerate_solutions(
      puzzle, 100000,
      [&](const Grid& grid) {
        solutions.push_back(grid);
        return true;
      },
      GetParam());
  EXPECT_EQ(stats.solutions, counted.stats.solutions);
  ASSERT_EQ(solutions.size(), counted.stats.solutions);
  EXPECT_EQ(solutions.front(), counted.solution);
  for (std::size_t i = 0; i < solutions.size(); ++i) {
    EXPECT_TRUE(is_valid_solution(solutions[i]));
    EXPECT_TRUE(keeps_givens(puzzle, solutions[i]));
    for (std::size_t j = 0; j < i; ++j) EXPECT_NE(solutions[i], solutions[j]);
  }
}

TEST_P(SolverTest, EnumerationStopsWhenTheVisitorSaysSo) {
  int visits = 0;
  const SolveStats stats = enumerate_solutions(
      Grid{}, 1000, [&](const Grid&) { return ++visits < 3; }, GetParam());
  EXPECT_EQ(visits, 3);
  EXPECT_EQ(stats.solutions, 3u);

  visits = 0;
  const SolveStats limited = enumerate_solutions(
      Grid{}, 5, [&](const Grid&) { return ++visits, true; }, GetParam());
  EXPECT_EQ(visits, 5);
  EXPECT_EQ(limited.solutions, 5u);

  visits = 0;
  enumerate_solutions(
      Grid{}, 0, [&](const Grid&) { return ++visits, true; }, GetParam());
  EXPECT_EQ(visits, 0);
}

TEST_P(SolverTest, SinglesOnlySolvesAnEasyPuzzle) {
  const SolveResult result = solve_with(grid_of(kPuzzle), SolveMode::singles_only);
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.solution.to_line(), kSolution);
  EXPECT_EQ(result.stats.guesses, 0u);
  EXPECT_EQ(result.stats.backtracks, 0u);
  EXPECT_EQ(result.stats.naked_singles + result.stats.hidden_singles, 81u - 45u);
}

TEST_P(SolverTest, SinglesOnlyGetsStuckOnAHardPuzzle) {
  const Grid puzzle = grid_of(kHardPuzzle);
  const SolveResult counted = solve_with(puzzle, SolveMode::count);
  ASSERT_EQ(counted.status, SolveStatus::unique);

  const SolveResult result = solve_with(puzzle, SolveMode::singles_only);
  EXPECT_EQ(result.status, SolveStatus::stuck);
  EXPECT_EQ(result.stats.guesses, 0u);
  EXPECT_FALSE(result.solution.is_complete());
  EXPECT_TRUE(keeps_givens(puzzle, result.solution));
  EXPECT_TRUE(keeps_givens(result.solution, counted.solution));  // consistent with it
}

TEST_P(SolverTest, StatsAreDeterministic) {
  for (std::string_view line : {kPuzzle, kHardPuzzle}) {
    for (SolveMode mode : {SolveMode::first, SolveMode::count, SolveMode::singles_only}) {
      const SolveResult a = solve_with(grid_of(line), mode);
      const SolveResult b = solve_with(grid_of(line), mode);
      EXPECT_EQ(a.status, b.status);
      EXPECT_EQ(a.solution, b.solution);
      EXPECT_EQ(a.stats.clues, b.stats.clues);
      EXPECT_EQ(a.stats.guesses, b.stats.guesses);
      EXPECT_EQ(a.stats.backtracks, b.stats.backtracks);
      EXPECT_EQ(a.stats.naked_singles, b.stats.naked_singles);
      EXPECT_EQ(a.stats.hidden_singles, b.stats.hidden_singles);
      EXPECT_EQ(a.stats.solutions, b.stats.solutions);
    }
  }
  EXPECT_GT(solve_with(grid_of(kHardPuzzle), SolveMode::count).stats.guesses, 0u);
}

TEST_P(SolverTest, ReentrantFromTheVisitor) {
  // A visitor that solves another puzzle must not disturb the outer search.
  const Grid puzzle = blank(blank(grid_of(kSolution), kRectangleA), kRectangleB);
  int visits = 0;
  const SolveStats stats = enumerate_solutions(
      puzzle, 10,
      [&](const Grid& grid) {
        EXPECT_EQ(solve_with(grid_of(kPuzzle), SolveMode::first).solution.to_line(), kSolution);
        EXPECT_TRUE(is_valid_solution(grid));
        return ++visits, true;
      },
      GetParam());
  EXPECT_EQ(visits, 4);
  EXPECT_EQ(stats.solutions, 4u);
}

std::string engine_name(const ::testing::TestParamInfo<Engine>& info) {
  return info.param == Engine::fast ? "fast" : "dlx";
}

INSTANTIATE_TEST_SUITE_P(Engines, SolverTest, ::testing::Values(Engine::fast, Engine::dlx),
                         engine_name);

TEST(SolveStatus, Names) {
  EXPECT_EQ(to_string(SolveStatus::solved), "solved");
  EXPECT_EQ(to_string(SolveStatus::unique), "unique");
  EXPECT_EQ(to_string(SolveStatus::multiple), "multiple");
  EXPECT_EQ(to_string(SolveStatus::unsolvable), "unsolvable");
  EXPECT_EQ(to_string(SolveStatus::stuck), "stuck");
  EXPECT_EQ(to_string(SolveStatus::invalid), "invalid");
}

TEST(DlxStats, SinglesAreClassifiedByConstraint) {
  // The full grid minus one cell: the cell constraint is chosen first (header order breaks
  // the tie), so the placement is a naked single.
  Grid puzzle = grid_of(kSolution);
  puzzle.cells[40] = 0;
  const SolveResult result =
      solve(puzzle, SolveOptions{.mode = SolveMode::singles_only, .engine = Engine::dlx});
  EXPECT_EQ(result.status, SolveStatus::solved);
  EXPECT_EQ(result.stats.naked_singles, 1u);
  EXPECT_EQ(result.stats.hidden_singles, 0u);
}

}  // namespace
}  // namespace nonet
