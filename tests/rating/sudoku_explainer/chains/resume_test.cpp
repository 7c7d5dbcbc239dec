// Each chaining level goes on where the one below stopped: an outcome carried on from the level
// below (Outcome::resume) is the outcome propagated at that level from the start, node for node.
#include <gtest/gtest.h>

#include <bit>
#include <string>
#include <vector>

#include "nonet/grid.hpp"
#include "rating/sudoku_explainer/chains/implication.hpp"

namespace nonet {
namespace {

// Everything an outcome holds, in order, as text: a difference shows as a failed comparison.
std::string describe(const Outcome& outcome) {
  std::string text;
  for (int i = 0; i < outcome.size(); ++i) {
    const int n = outcome.at(i);
    text += std::to_string(n) + " " + std::to_string(static_cast<int>(outcome.cause(n))) + " " +
            std::to_string(outcome.link_house(n)) + " [";
    for (int p = 0; p < outcome.parent_count(n); ++p)
      text += std::to_string(outcome.parent(n, p)) + " ";
    text += "]";
    if (const NestedChain* nested = outcome.nested(n))
      text +=
          " nested " + std::to_string(nested->complexity) + " " + std::to_string(nested->signature);
    text += "\n";
  }
  if (outcome.contradiction()) {
    text += "contradiction " + std::to_string(outcome.conflict_kept()) + " " +
            std::to_string(outcome.conflict_house()) + " [";
    for (int p = 0; p < outcome.conflict_parents(); ++p)
      text += std::to_string(outcome.conflict_parent(p)) + " ";
    text += "]\n";
  }
  return text;
}

// The rules of a dynamic level, the chains nested inside keeping their caches in `memory`.
ImplicationRules dynamic_at(int level, Memory& memory) {
  return {.dynamic = true,
          .cell_links = true,
          .level = static_cast<std::uint8_t>(level),
          .memory = &memory};
}

TEST(OutcomeResume, EachLevelResumedFromTheOneBelowEqualsItPropagatedFromTheStart) {
  // Two of the hardest puzzles: their first assumptions need chains inside chains (levels 2
  // and 3 find eliminations that levels 0 and 1 do not).
  const std::vector<std::string> puzzles = {
      "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
      "98.7..6..7.5....9..43.....78..2....6..7.1..2......48..3..9...6.....5.3.......1..9"};
  int grew = 0;  // assumptions whose outcome the higher level made longer
  Memory memory;
  for (const std::string& line : puzzles) {
    const ParseResult parsed = parse_line(line);
    ASSERT_TRUE(parsed.ok()) << line;
    const CandidateGrid grid = CandidateGrid::from_puzzle(parsed.grid);
    int tried = 0;
    for (int cell = 0; cell < kCells && tried < 12; ++cell) {
      if (grid.candidate_count(cell) < 2) continue;
      ++tried;
      const int digit = std::countr_zero(grid.candidates(cell)) + 1;
      for (const bool on : {true, false}) {
        const int start = implication_node(cell, digit, on);
        Outcome carried;
        carried.propagate(grid, start, dynamic_at(0, memory));
        for (int level = 1; level <= 3; ++level) {
          const int before = carried.size();
          carried.resume(grid, dynamic_at(level, memory));
          Outcome fresh;
          fresh.propagate(grid, start, dynamic_at(level, memory));
          EXPECT_EQ(describe(carried), describe(fresh))
              << line << " start " << start << " level " << level;
          grew += carried.size() > before;
        }
      }
    }
  }
  // The comparison covered levels that do more than the one below.
  EXPECT_GT(grew, 10);
}

}  // namespace
}  // namespace nonet
