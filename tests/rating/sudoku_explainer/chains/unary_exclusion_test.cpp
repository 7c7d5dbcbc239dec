// unary_chains_excluded() says a working grid holds no cycle or forcing chain only where it
// has no start for them: sources without a start (the starting grids of the hardest puzzles,
// where nested forcing chains come first) and copies of them with a few candidates taken away
// at random, checked against the strong-link core of each copy.
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <fstream>
#include <random>
#include <string>

#include "nonet/grid.hpp"
#include "rating/sudoku_explainer/chains/strong_core.hpp"
#include "rating/sudoku_explainer/chains/unary.hpp"

namespace nonet {
namespace {

bool has_start(const CandidateGrid& grid) {
  StrongCore core;
  core.build(grid);
  bool found = false;
  grid.empty_cells().for_each([&](int cell) {
    if (grid.candidate_count(cell) >= 2 &&
        ((core.cycle_starts(cell) | core.chain_starts(cell)) & grid.candidates(cell))) {
      found = true;
    }
  });
  return found;
}

// `grid` with each candidate taken away at `percent` percent (never a cell's last).
std::array<std::uint16_t, kCells> reduced(const CandidateGrid& grid, int percent,
                                          std::mt19937& random) {
  std::array<std::uint16_t, kCells> candidates{};
  for (int cell = 0; cell < kCells; ++cell) {
    candidates[cell] = grid.candidates(cell);
    if (grid.value(cell) != 0) continue;
    for (std::uint16_t bits = candidates[cell]; bits; bits &= bits - 1) {
      const auto bit = static_cast<std::uint16_t>(bits & -bits);
      if (std::popcount(candidates[cell]) > 1 && static_cast<int>(random() % 100) < percent)
        candidates[cell] &= static_cast<std::uint16_t>(~bit);
    }
  }
  return candidates;
}

CandidateGrid with_candidates(const CandidateGrid& grid,
                              const std::array<std::uint16_t, kCells>& candidates) {
  std::array<std::uint8_t, kCells> values{};
  for (int cell = 0; cell < kCells; ++cell)
    values[cell] = static_cast<std::uint8_t>(grid.value(cell));
  return CandidateGrid::from_state(values, candidates);
}

TEST(UnaryChains, ExcludedOnlyWhereTheWorkingGridHasNoStart) {
  std::ifstream in(std::string(NONET_TESTS_DATA_DIR) + "/serate_forum_hardest_every50th.txt");
  ASSERT_TRUE(in);
  std::mt19937 random(31);
  int sources = 0, excluded = 0, searched = 0, searched_without_start = 0;
  Memory memory;
  std::string line;
  while (std::getline(in, line)) {
    const ParseResult parsed = parse_line(line);
    if (!parsed.ok()) continue;
    const CandidateGrid source = CandidateGrid::from_puzzle(parsed.grid);
    if (has_start(source)) continue;
    ++sources;
    for (int copy = 0; copy < 200; ++copy) {
      const std::array<std::uint16_t, kCells> work = reduced(source, 1 + copy % 6, random);
      const bool no_start = !has_start(with_candidates(source, work));
      if (unary_chains_excluded(source, work, memory)) {
        ++excluded;
        EXPECT_TRUE(no_start) << line << " copy " << copy;
      } else {
        ++searched;
        searched_without_start += no_start;
      }
    }
  }
  // Enough of each: sources, copies excluded, copies left to the search with a start and
  // without one (the test is a shortcut, not the search).
  EXPECT_GT(sources, 10);
  EXPECT_GT(excluded, 200);
  EXPECT_GT(searched - searched_without_start, 200);
  EXPECT_GT(searched_without_start, 50);
}

}  // namespace
}  // namespace nonet
