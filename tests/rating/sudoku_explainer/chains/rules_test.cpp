// The basic techniques inside dynamic forcing chains (+): what they remove, in Sudoku
// Explainer's order, and which removals of the chain they rely on.
#include "rating/sudoku_explainer/chains/rules.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "rating/sudoku_explainer/chains/implication.hpp"

namespace nonet {
namespace {

struct Recorded {
  ChainRule rule;
  std::vector<int> removed;
  std::vector<int> parents;
};

class Recorder final : public ChainRuleSink {
 public:
  std::vector<Recorded> seen;
  void eliminate(ChainRule rule, std::span<const std::uint16_t> removed,
                 std::span<const std::uint16_t> parents, const NestedChain*) override {
    seen.push_back({rule, {removed.begin(), removed.end()}, {parents.begin(), parents.end()}});
  }
};

CandidateGrid empty_grid() {
  std::array<std::uint8_t, kCells> values{};
  std::array<std::uint16_t, kCells> candidates{};
  candidates.fill(0x1FF);
  return CandidateGrid::from_state(values, candidates);
}

std::array<std::uint16_t, kCells> full_work() {
  std::array<std::uint16_t, kCells> work{};
  work.fill(0x1FF);
  return work;
}

std::vector<int> off_nodes(std::initializer_list<int> cells, int digit) {
  std::vector<int> nodes;
  for (int cell : cells) nodes.push_back(implication_node(cell, digit, false));
  return nodes;
}

TEST(ChainRules, PointingThatReliesOnTheChain) {
  // The chain removed 5 from rows 1 and 3 of box 1: the box's 5 is on row 2.
  auto work = full_work();
  for (int cell : {0, 1, 2, 18, 19, 20}) work[cell] &= ~digit_bit(5);
  Recorder recorder;
  EXPECT_TRUE(find_chain_rule_eliminations(empty_grid(), work, recorder));
  ASSERT_EQ(recorder.seen.size(), 1u);
  EXPECT_EQ(recorder.seen[0].rule, ChainRule::locking);
  // 5 leaves the rest of row 2 (cells 12-17), in the order of a java.util.HashMap of 16
  // buckets keyed by cell index: 16 and 17 first.
  EXPECT_EQ(recorder.seen[0].removed, off_nodes({16, 17, 12, 13, 14, 15}, 5));
  EXPECT_EQ(recorder.seen[0].parents, off_nodes({0, 1, 2, 18, 19, 20}, 5));
}

TEST(ChainRules, PatternsThatHoldWithoutTheChainAreLeftOut) {
  std::array<std::uint8_t, kCells> values{};
  std::array<std::uint16_t, kCells> candidates{};
  candidates.fill(0x1FF);
  for (int cell : {0, 1, 2, 18, 19, 20}) candidates[cell] &= ~digit_bit(5);
  const CandidateGrid source = CandidateGrid::from_state(values, candidates);
  Recorder recorder;
  EXPECT_FALSE(find_chain_rule_eliminations(source, candidates, recorder));
  EXPECT_TRUE(recorder.seen.empty());
}

TEST(ChainRules, NakedPairsInBoxThenRow) {
  // The chain left r1c1 and r1c2 with 1 and 2 only.
  auto work = full_work();
  work[0] = work[1] = digit_bit(1) | digit_bit(2);
  Recorder recorder;
  EXPECT_TRUE(find_chain_rule_eliminations(empty_grid(), work, recorder));
  ASSERT_EQ(recorder.seen.size(), 2u);
  std::vector<int> parents;
  for (int cell : {0, 1}) {
    for (int digit = 3; digit <= 9; ++digit)
      parents.push_back(implication_node(cell, digit, false));
  }
  // Box 1 first: cells 2, 9-11, 18-20 in HashMap order (18, 19, 20 fall in buckets 2-4).
  EXPECT_EQ(recorder.seen[0].rule, ChainRule::naked_pair);
  std::vector<int> removed;
  for (int cell : {2, 18, 19, 20, 9, 10, 11}) {
    removed.push_back(implication_node(cell, 1, false));
    removed.push_back(implication_node(cell, 2, false));
  }
  EXPECT_EQ(recorder.seen[0].removed, removed);
  EXPECT_EQ(recorder.seen[0].parents, parents);
  // Then row 1: cells 2-8.
  removed.clear();
  for (int cell = 2; cell <= 8; ++cell) {
    removed.push_back(implication_node(cell, 1, false));
    removed.push_back(implication_node(cell, 2, false));
  }
  EXPECT_EQ(recorder.seen[1].removed, removed);
  EXPECT_EQ(recorder.seen[1].parents, parents);
}

TEST(ChainRules, XWingOnColumns) {
  // The chain left 7 in columns 2 and 6 on rows 3 and 8 only.
  auto work = full_work();
  for (int row = 0; row < 9; ++row) {
    if (row == 2 || row == 7) continue;
    work[9 * row + 1] &= ~digit_bit(7);
    work[9 * row + 5] &= ~digit_bit(7);
  }
  Recorder recorder;
  EXPECT_TRUE(find_chain_rule_eliminations(empty_grid(), work, recorder));
  ASSERT_EQ(recorder.seen.size(), 1u);
  EXPECT_EQ(recorder.seen[0].rule, ChainRule::x_wing);
  // 7 leaves rows 3 and 8 outside the two columns: 14 cells, a HashMap of 32 buckets.
  std::vector<int> cells = {18, 20, 21, 22, 24, 25, 26, 63, 65, 66, 67, 69, 70, 71};
  std::stable_sort(cells.begin(), cells.end(), [](int a, int b) { return (a & 31) < (b & 31); });
  std::vector<int> removed;
  for (int cell : cells) removed.push_back(implication_node(cell, 7, false));
  EXPECT_EQ(recorder.seen[0].removed, removed);
  EXPECT_EQ(recorder.seen[0].parents.size(), 14u);
}

}  // namespace
}  // namespace nonet
