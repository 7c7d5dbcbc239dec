// Solving a position given as pencilmarks: the empty cells keep only their candidates, on
// both engines, which agree with each other and with the puzzle the marks come from.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <fstream>
#include <string>
#include <string_view>

#include "nonet/solver.hpp"

namespace nonet {
namespace {

constexpr std::string_view kPuzzle =
    "072001805051037090400208107047520300026700501500106029290370010700062053308010270";
constexpr std::string_view kSolution =
    "672491835851637492439258167147529386926783541583146729295374618714862953368915274";

Grid grid_of(std::string_view line) {
  return parse_line(line, ClashCheck::skip).grid;
}

// The pencilmarks of a puzzle: a given is its cell's one candidate, an empty cell keeps the
// digits no given among its peers holds.
Pencilmarks marks_of(const Grid& puzzle) {
  Pencilmarks marks;
  for (int cell = 0; cell < kCells; ++cell) {
    if (puzzle.cells[cell] != 0) {
      marks[cell] = static_cast<std::uint16_t>(1u << (puzzle.cells[cell] - 1));
      continue;
    }
    marks[cell] = kAllCandidates;
    for (int other = 0; other < kCells; ++other) {
      const bool peer = other != cell && (other / 9 == cell / 9 || other % 9 == cell % 9 ||
                                          (other / 27 == cell / 27 && other % 9 / 3 == cell % 9 / 3));
      if (peer && puzzle.cells[other] != 0) marks[cell] &= ~(1u << (puzzle.cells[other] - 1));
    }
  }
  return marks;
}

TEST(SolvePencilmarks, MarksOfAPuzzleSolveAsThePuzzle) {
  const Pencilmarks marks = marks_of(grid_of(kPuzzle));
  for (Engine engine : {Engine::fast, Engine::dlx}) {
    const SolveResult result = solve(
        Grid{}, SolveOptions{.mode = SolveMode::count, .engine = engine, .pencilmarks = &marks});
    EXPECT_EQ(result.status, SolveStatus::unique);
    EXPECT_EQ(result.solution.to_line(), kSolution);
  }
}

TEST(SolvePencilmarks, TwoCandidatesACellAgreeOnBothEngines) {
  // Two candidates per cell, the solution's digit and the next: every solution found keeps
  // to the marks, the solution is among them, and both engines count the same.
  const Grid solution = grid_of(kSolution);
  Pencilmarks marks;
  for (int cell = 0; cell < kCells; ++cell) {
    const int digit = solution.cells[cell];
    marks[cell] = static_cast<std::uint16_t>(1u << (digit - 1) | 1u << (digit % 9));
  }
  std::uint64_t counts[2] = {};
  for (Engine engine : {Engine::fast, Engine::dlx}) {
    std::uint64_t count = 0;
    bool found = false;
    enumerate_solutions(
        Grid{}, 100,
        [&](const Grid& grid) {
          ++count;
          found |= grid == solution;
          for (int cell = 0; cell < kCells; ++cell) {
            EXPECT_TRUE((marks[cell] >> (grid.cells[cell] - 1)) & 1);
          }
          return true;
        },
        engine, &marks);
    EXPECT_TRUE(found);
    counts[engine == Engine::dlx] = count;
  }
  EXPECT_EQ(counts[0], counts[1]);
}

TEST(SolvePencilmarks, ACellWithoutCandidatesIsUnsolvable) {
  Pencilmarks marks = marks_of(grid_of(kPuzzle));
  marks[3] = 0;
  for (Engine engine : {Engine::fast, Engine::dlx}) {
    EXPECT_EQ(solve(Grid{}, SolveOptions{.engine = engine, .pencilmarks = &marks}).status,
              SolveStatus::unsolvable);
  }
}

// Hard puzzles whose marks also lose some wrong candidates: the engines agree on the count
// and the solution stays the puzzle's.
TEST(SolvePencilmarks, EnginesAgreeOnHardPuzzles) {
  std::ifstream in(std::string(NONET_DATASETS_DIR) + "/puzzles3_magictour_top1465.txt");
  ASSERT_TRUE(in);
  std::string line;
  int checked = 0;
  std::uint64_t random = 12345;
  while (checked < 100 && std::getline(in, line)) {
    const ParseResult parsed = parse_line(line);
    if (!parsed.ok()) continue;
    const SolveResult truth = solve(parsed.grid);
    Pencilmarks marks = marks_of(parsed.grid);
    for (int cell = 0; cell < kCells; ++cell) {
      random = random * 6364136223846793005u + 1442695040888963407u;
      const auto keep = static_cast<std::uint16_t>(random >> 40 | 1u << (truth.solution.cells[cell] - 1));
      marks[cell] &= keep;
    }
    const SolveResult fast = solve(Grid{}, SolveOptions{.mode = SolveMode::count, .pencilmarks = &marks});
    const SolveResult dlx = solve(
        Grid{}, SolveOptions{.mode = SolveMode::count, .engine = Engine::dlx, .pencilmarks = &marks});
    EXPECT_EQ(fast.status, SolveStatus::unique) << line;
    EXPECT_EQ(dlx.status, SolveStatus::unique) << line;
    EXPECT_EQ(fast.solution, truth.solution) << line;
    EXPECT_EQ(dlx.solution, truth.solution) << line;
    ++checked;
  }
  EXPECT_EQ(checked, 100);
}

}  // namespace
}  // namespace nonet
