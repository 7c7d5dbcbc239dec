// Hints found on a working grid, kept apart from the outer chain that found them: what each
// outer chain receives depends on its own starting grid, and the cache gives back what was kept.
#include "rating/sudoku_explainer/chains/hint_cache.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "rating/sudoku_explainer/chains/implication.hpp"

namespace nonet {
namespace {

struct Recorded {
  std::vector<int> removed;
  std::vector<int> parents;
  int complexity;
};

class Recorder final : public ChainRuleSink {
 public:
  std::vector<Recorded> seen;
  void eliminate(ChainRule, std::span<const std::uint16_t> removed,
                 std::span<const std::uint16_t> parents, const NestedChain* nested) override {
    seen.push_back({{removed.begin(), removed.end()},
                    {parents.begin(), parents.end()},
                    nested != nullptr ? nested->complexity : -1});
  }
};

// An empty grid without `removed` (cell, digit) candidates.
CandidateGrid grid_without(std::initializer_list<std::pair<int, int>> removed) {
  std::array<std::uint8_t, kCells> values{};
  std::array<std::uint16_t, kCells> candidates{};
  candidates.fill(0x1FF);
  for (const auto& [cell, digit] : removed) candidates[cell] &= ~digit_bit(digit);
  return CandidateGrid::from_state(values, candidates);
}

int off(int cell, int digit) {
  return implication_node(cell, digit, false);
}

// Three hints on a working grid that lacks 1 in cells 0, 1 and 2: the easiest relies on cells 0
// and 1, the next removes what the easiest removes, the last relies on cell 2 only.
HintSet three_hints(const CandidateGrid& work) {
  ChainHintList list;
  list.begin(ChainRule::forcing_chain, 2);
  list.remove(40, digit_bit(5));
  list.rely_on_cell(work, 0);
  list.rely_on_cell(work, 1);
  list.finish(chain_difficulty(65, 6), 6, 1);
  list.begin(ChainRule::forcing_chain, 2);
  list.remove(40, digit_bit(5));
  list.rely_on_cell(work, 2);
  list.finish(chain_difficulty(65, 8), 8, 2);
  list.begin(ChainRule::forcing_chain, 2);
  list.remove(50, digit_bit(7));
  list.rely_on_cell(work, 2);
  list.finish(chain_difficulty(65, 4), 4, 3);
  return list.done();
}

TEST(HintSet, EachOuterChainKeepsTheParentsItsStartingGridHas) {
  const CandidateGrid work = grid_without({{0, 1}, {1, 1}, {2, 1}});
  const HintSet hints = three_hints(work);

  // A starting grid with all three candidates: every hint relies on it, the repeated one is
  // left out, the easiest first.
  Recorder all;
  EXPECT_TRUE(hints.emit(all, grid_without({})));
  ASSERT_EQ(all.seen.size(), 2u);
  EXPECT_EQ(all.seen[0].removed, std::vector<int>{off(50, 7)});
  EXPECT_EQ(all.seen[0].parents, std::vector<int>{off(2, 1)});
  EXPECT_EQ(all.seen[0].complexity, 4);
  EXPECT_EQ(all.seen[1].removed, std::vector<int>{off(40, 5)});
  EXPECT_EQ(all.seen[1].parents, (std::vector<int>{off(0, 1), off(1, 1)}));

  // A starting grid that lacks 1 in cell 0 already: that removal is not the chain's.
  Recorder some;
  EXPECT_TRUE(hints.emit(some, grid_without({{0, 1}})));
  ASSERT_EQ(some.seen.size(), 2u);
  EXPECT_EQ(some.seen[1].parents, std::vector<int>{off(1, 1)});

  // One that lacks 1 in cells 0 and 1: the easiest hint for cell 40 relies on nothing of it,
  // and it still hides the harder one that removes the same.
  Recorder few;
  EXPECT_TRUE(hints.emit(few, grid_without({{0, 1}, {1, 1}})));
  ASSERT_EQ(few.seen.size(), 1u);
  EXPECT_EQ(few.seen[0].removed, std::vector<int>{off(50, 7)});

  // One that is the working grid itself: nothing relies on it.
  Recorder none;
  EXPECT_FALSE(hints.emit(none, work));
  EXPECT_TRUE(none.seen.empty());
}

// The cache's key for a search of `kind` on `grid`.
HintCache::Key key_of(HintCache::Kind kind, const CandidateGrid& grid) {
  std::array<std::uint16_t, kCells> candidates{};
  for (int cell = 0; cell < kCells; ++cell) candidates[cell] = grid.candidates(cell);
  return HintCache::key(kind, grid, candidates);
}

TEST(HintCache, GivesBackWhatWasKeptForTheSameGridAndKind) {
  HintCache cache;
  const CandidateGrid work = grid_without({{0, 1}, {1, 1}, {2, 1}});
  const CandidateGrid other = grid_without({{0, 1}, {1, 1}});
  EXPECT_EQ(cache.find(key_of(HintCache::kUnary, work)), nullptr);
  cache.keep(key_of(HintCache::kUnary, work), three_hints(work));
  const HintSet* kept = cache.find(key_of(HintCache::kUnary, work));
  ASSERT_NE(kept, nullptr);
  EXPECT_EQ(cache.find(key_of(HintCache::kMultiple, work)), nullptr);
  EXPECT_EQ(cache.find(key_of(HintCache::kUnary, other)), nullptr);
  Recorder recorder;
  EXPECT_TRUE(kept->emit(recorder, grid_without({})));
  EXPECT_EQ(recorder.seen.size(), 2u);
}

TEST(HintCache, AGridWithAValueIsAnotherGrid) {
  HintCache cache;
  const CandidateGrid work = grid_without({{0, 1}});
  std::array<std::uint8_t, kCells> values{};
  values[80] = 9;
  std::array<std::uint16_t, kCells> candidates{};
  for (int cell = 0; cell < kCells; ++cell) candidates[cell] = work.candidates(cell);
  candidates[80] = 0;
  const CandidateGrid placed = CandidateGrid::from_state(values, candidates);
  cache.keep(key_of(HintCache::kUnary, work), HintSet{});
  EXPECT_NE(cache.find(key_of(HintCache::kUnary, work)), nullptr);
  EXPECT_EQ(cache.find(key_of(HintCache::kUnary, placed)), nullptr);
}

// A key of its own for each number (and a hash chosen by the test).
HintCache::Key numbered_key(int number, std::size_t hash) {
  HintCache::Key key{};
  key.words[0] = static_cast<std::uint16_t>(number & 0xFFFF);
  key.words[1] = static_cast<std::uint16_t>(number >> 16);
  key.hash = hash;
  return key;
}

TEST(HintCache, KeysOfTheSameHashStayApart) {
  HintCache cache;
  for (int i = 0; i < 100; ++i) cache.keep(numbered_key(i, 42), HintSet{});
  for (int i = 0; i < 100; ++i) EXPECT_NE(cache.find(numbered_key(i, 42)), nullptr) << i;
  EXPECT_EQ(cache.find(numbered_key(100, 42)), nullptr);
}

TEST(HintCache, WhenFullLetsTheGridsMetLongestAgoGo) {
  // Far more grids than the cache holds: the first are let go, the last are kept, and a grid
  // looked up now and then stays.
  HintCache cache;
  const HintSet hints = three_hints(grid_without({{0, 1}, {1, 1}, {2, 1}}));
  constexpr int kGrids = 100000;
  for (int i = 0; i < kGrids; ++i) {
    cache.keep(numbered_key(i, static_cast<std::size_t>(i) * 0x9E3779B97F4A7C15ull), hints);
    if (i % 1000 == 0) {
      ASSERT_NE(cache.find(numbered_key(0, 0)), nullptr) << i;  // the first grid kept
    }
  }
  EXPECT_EQ(cache.find(numbered_key(1, 0x9E3779B97F4A7C15ull)), nullptr);
  const HintSet* last = cache.find(
      numbered_key(kGrids - 1, static_cast<std::size_t>(kGrids - 1) * 0x9E3779B97F4A7C15ull));
  ASSERT_NE(last, nullptr);
  Recorder recorder;
  EXPECT_TRUE(last->emit(recorder, grid_without({})));
  EXPECT_EQ(recorder.seen.size(), 2u);
}

}  // namespace
}  // namespace nonet
