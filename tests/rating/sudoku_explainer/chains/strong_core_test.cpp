// The core of the strong links answers for the whole link graph: which "on" nodes may lie on a
// cycle (and one that may remove a candidate), which nodes reach their opposite and (StaticReach)
// which assumptions reach a node together, the same as the components of every link.
#include "rating/sudoku_explainer/chains/strong_core.hpp"

#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "link_components.hpp"
#include "nonet/grid.hpp"
#include "ones_grid.hpp"
#include "rating/sudoku_explainer/chains/static_reach.hpp"

namespace nonet {
namespace {

using testing::cell_at;
using testing::ones_at;

TEST(StrongCore, AnOddLoopReachesItsOppositeALonelyPlaceDoesNot) {
  // on(r0c0) -> off(r0c4) -> on(r4c4) -> off(r4c1) -> on(r1c1) -> off(r0c0): each step a
  // house with two places of 1 (row 0, column 4, row 4, column 1, box 0).
  StrongCore loop;
  const CandidateGrid grid =
      ones_at({cell_at(0, 0), cell_at(0, 4), cell_at(4, 4), cell_at(4, 1), cell_at(1, 1)});
  loop.build(grid);
  EXPECT_TRUE(loop.reaches_opposite(implication_node(cell_at(0, 0), 1, true)));
  EXPECT_TRUE(loop.on_cycle(implication_node(cell_at(0, 4), 1, true)));
  StrongCore lonely;
  const CandidateGrid apart = ones_at({cell_at(0, 0), cell_at(4, 4), cell_at(8, 8)});
  lonely.build(apart);
  EXPECT_FALSE(lonely.reaches_opposite(implication_node(cell_at(4, 4), 1, true)));
  EXPECT_FALSE(lonely.reaches_opposite(implication_node(cell_at(4, 4), 1, false)));
  EXPECT_FALSE(lonely.on_cycle(implication_node(cell_at(4, 4), 1, true)));
}

// Whether a cycle through "on" node `on` may remove a candidate, by the whole graph: some
// candidate of the grid sees an "on" and an "off" node of its digit in the component of `on`.
bool whole_cycle_may_remove(const LinkComponents& whole, const CandidateGrid& grid, int on) {
  const LinkGraph& graph = whole.graph();
  const int component = whole.component(graph.live[on]);
  for (int z = 0; z < kCells; ++z) {
    for (int digit = 1; digit <= 9; ++digit) {
      if (grid.value(z) != 0 || !grid.has(z, digit)) continue;
      bool sees_on = false, sees_off = false;
      for (int i = 0; i < graph.size(); ++i) {
        const int node = graph.nodes[i];
        if (whole.component(i) != component || implication_digit(node) != digit ||
            !kTables.peers[z].has(implication_cell(node)))
          continue;
        ((node & 1) ? sees_on : sees_off) = true;
      }
      if (sees_on && sees_off) return true;
    }
  }
  return false;
}

// Compares the two on every candidate of `grid`; returns how many answers were "yes".
// `cycle_answers` counts the no and yes of cycle_may_remove.
int expect_same_answers(const CandidateGrid& grid, const std::string& what,
                        std::array<int, 2>& cycle_answers) {
  LinkComponents whole;
  whole.build(grid, true);
  StrongCore core;
  core.build(grid);
  int yes = 0;
  bool any_start = false;
  std::map<int, bool> removes;  // per component of the whole graph
  grid.empty_cells().for_each([&](int cell) {
    for (std::uint16_t bits = grid.candidates(cell); bits; bits &= bits - 1) {
      const int on = implication_node(cell, std::countr_zero(bits) + 1, true);
      EXPECT_EQ(core.on_cycle(on), whole.on_cycle(on)) << what << " node " << on;
      EXPECT_EQ(core.reaches_opposite(on), whole.reaches_opposite(on)) << what << " node " << on;
      EXPECT_EQ(core.reaches_opposite(on ^ 1), whole.reaches_opposite(on ^ 1))
          << what << " node " << (on ^ 1);
      if (whole.on_cycle(on)) {
        const int component = whole.component(whole.graph().live[on]);
        if (!removes.contains(component))
          removes[component] = whole_cycle_may_remove(whole, grid, on);
        EXPECT_EQ(core.cycle_may_remove(on), removes[component]) << what << " node " << on;
        ++cycle_answers[removes[component]];
      }
      const auto bit = static_cast<std::uint16_t>(1u << (implication_digit(on) - 1));
      const bool cycle_start = whole.on_cycle(on) && core.cycle_may_remove(on);
      EXPECT_EQ((core.cycle_starts(cell) & bit) != 0, cycle_start) << what << " node " << on;
      EXPECT_EQ((core.chain_starts(cell) & bit) != 0,
                whole.reaches_opposite(on) || whole.reaches_opposite(on ^ 1))
          << what << " node " << on;
      yes += whole.on_cycle(on) + whole.reaches_opposite(on) + whole.reaches_opposite(on ^ 1);
      any_start |= grid.candidate_count(cell) >= 2 &&
                   (cycle_start || whole.reaches_opposite(on) || whole.reaches_opposite(on ^ 1));
    }
  });
  EXPECT_EQ(core.any_start(), any_start) << what;
  return yes;
}

// The candidates in a strong link: the core's members.
int strong_link_candidates(const CandidateGrid& grid) {
  std::array<bool, kCells * 9> member{};
  grid.empty_cells().for_each([&](int cell) {
    if (grid.candidate_count(cell) != 2) return;
    for (std::uint16_t bits = grid.candidates(cell); bits; bits &= bits - 1)
      member[9 * cell + std::countr_zero(bits)] = true;
  });
  for (int house = 0; house < kHouses; ++house) {
    for (int digit = 1; digit <= 9; ++digit) {
      const std::uint16_t places = grid.place_mask(house, digit);
      if (std::popcount(places) != 2) continue;
      for (std::uint16_t bits = places; bits; bits &= bits - 1)
        member[9 * house_cells(house)[std::countr_zero(bits)] + digit - 1] = true;
    }
  }
  int count = 0;
  for (const bool m : member) count += m;
  return count;
}

// Three of the hardest puzzles' starting grids, and 40 working grids of chains made from each:
// candidates removed at random here and there (never a cell's last), from a few to most.
std::vector<CandidateGrid> hard_grids_and_reductions() {
  const std::vector<std::string> puzzles = {
      "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
      "98.7..6..7.5....9..43.....78..2....6..7.1..2......48..3..9...6.....5.3.......1..9",
      "98.7..6..7.5.......4..5....3..8..9......2..1......13.42...8..93.7....2....92...6."};
  std::mt19937 random(28);
  std::vector<CandidateGrid> grids;
  for (const std::string& line : puzzles) {
    const ParseResult parsed = parse_line(line);
    EXPECT_TRUE(parsed.ok()) << line;
    const CandidateGrid grid = CandidateGrid::from_puzzle(parsed.grid);
    grids.push_back(grid);
    for (int round = 0; round < 40; ++round) {
      std::array<std::uint8_t, kCells> values{};
      std::array<std::uint16_t, kCells> candidates{};
      const int keep_percent = 30 + round * 7 % 70;
      for (int cell = 0; cell < kCells; ++cell) {
        values[cell] = static_cast<std::uint8_t>(grid.value(cell));
        candidates[cell] = grid.candidates(cell);
        if (values[cell] != 0) continue;
        for (std::uint16_t bits = candidates[cell]; bits; bits &= bits - 1) {
          const auto bit = static_cast<std::uint16_t>(bits & -bits);
          if (std::popcount(candidates[cell]) > 1 &&
              static_cast<int>(random() % 100) >= keep_percent)
            candidates[cell] &= static_cast<std::uint16_t>(~bit);
        }
      }
      grids.push_back(CandidateGrid::from_state(values, candidates));
    }
  }
  return grids;
}

TEST(StrongCore, AnswersAsTheWholeLinkGraphOnHardGridsAndTheirReductions) {
  const std::vector<CandidateGrid> grids = hard_grids_and_reductions();
  int yes = 0;
  std::array<int, 2> cycle_answers{};
  for (std::size_t i = 0; i < grids.size(); ++i)
    yes += expect_same_answers(grids[i], "grid " + std::to_string(i), cycle_answers);
  // The grids were not all trivial: many starts could find something, and cycles through
  // them could remove candidates or not.
  EXPECT_GT(yes, 1000);
  EXPECT_GT(cycle_answers[0], 100);
  EXPECT_GT(cycle_answers[1], 100);
}

TEST(StrongCore, AnswersAsTheWholeLinkGraphWithManyStrongLinks) {
  // Grids without givens whose cells keep two digits, or three to five, at random: the core holds
  // more than 64 and more than 128 candidates (sets of members of two words and more).
  std::mt19937 random(64);
  std::array<int, 3> by_size{};  // grids of at most 64, 65-128 and more core candidates
  int yes = 0;
  std::array<int, 2> cycle_answers{};
  for (int g = 0; g < 60; ++g) {
    const int two_percent = 4 + g % 10 * 10;  // 4% to 94% of the cells
    std::array<std::uint8_t, kCells> values{};
    std::array<std::uint16_t, kCells> candidates{};
    for (int cell = 0; cell < kCells; ++cell) {
      const int keep = static_cast<int>(random() % 100) < two_percent ? 2 : 3 + g % 3;
      while (std::popcount(candidates[cell]) < keep)
        candidates[cell] |= static_cast<std::uint16_t>(1u << (random() % 9));
    }
    const CandidateGrid grid = CandidateGrid::from_state(values, candidates);
    const int members = strong_link_candidates(grid);
    ++by_size[members <= 64 ? 0 : (members <= 128 ? 1 : 2)];
    yes += expect_same_answers(grid, "random grid " + std::to_string(g), cycle_answers);
  }
  EXPECT_GT(by_size[1], 5);
  EXPECT_GT(by_size[2], 5);
  EXPECT_GT(yes, 1000);
}

// The nodes of the whole graph (dense numbers) that reach node `target`, by its links walked
// backwards.
std::vector<bool> reaching_by_whole_graph(const LinkGraph& graph, int target) {
  std::vector<std::vector<int>> predecessors(graph.size());
  for (int i = 0; i < graph.size(); ++i) {
    for (int e = graph.first_edge[i]; e < graph.first_edge[i + 1]; ++e)
      predecessors[graph.edges[e]].push_back(i);
  }
  std::vector<bool> reaches(graph.size(), false);
  std::vector<int> pending = {graph.live[target]};
  while (!pending.empty()) {
    const int i = pending.back();
    pending.pop_back();
    for (const int p : predecessors[i]) {
      if (!reaches[p]) {
        reaches[p] = true;
        pending.push_back(p);
      }
    }
  }
  return reaches;
}

TEST(StrongCore, MarksTheComponentsThatReachATargetAsTheWholeLinkGraph) {
  int reaching = 0, not_reaching = 0;
  const std::vector<CandidateGrid> grids = hard_grids_and_reductions();
  for (std::size_t g = 0; g < grids.size(); g += 4) {
    const CandidateGrid& grid = grids[g];
    LinkComponents whole;
    whole.build(grid, true, false);
    const LinkGraph& graph = whole.graph();
    StrongCore core;
    core.build(grid);
    std::vector<std::uint8_t> marks;
    for (int t = 0; t < graph.size(); ++t) {
      const int target = graph.nodes[t];
      core.mark_components_reaching(target, marks);
      const std::vector<bool> reaches = reaching_by_whole_graph(graph, target);
      // Every node of the core but the target answers by its component; the others never lie
      // inside a path.
      for (int i = 0; i < graph.size(); ++i) {
        const int component = core.component_of(graph.nodes[i]);
        if (component < 0 || i == t) continue;
        EXPECT_EQ(marks[component] != 0, reaches[i])
            << "grid " << g << " node " << graph.nodes[i] << " target " << target;
        ++(reaches[i] ? reaching : not_reaching);
      }
    }
  }
  EXPECT_GT(reaching, 1000);
  EXPECT_GT(not_reaching, 1000);
}

// Whether the "on" assumptions `starts` reach a node together, by the closure of every link.
bool share_by_whole_graph(const LinkComponents& whole, const std::vector<int>& starts) {
  const LinkGraph& graph = whole.graph();
  const int words = (graph.size() + 63) / 64;
  std::vector<std::uint64_t> reach;
  whole.close_down(reach, words, [](int i, std::uint64_t* nodes) {
    nodes[i / 64] |= std::uint64_t{1} << (i % 64);
  });
  std::vector<std::uint64_t> common(words, ~std::uint64_t{0});
  for (const int start : starts) {
    const int component = whole.component(graph.live[start]);
    for (int w = 0; w < words; ++w)
      common[w] &= reach[static_cast<std::size_t>(component) * words + w];
  }
  for (const std::uint64_t word : common) {
    if (word) return true;
  }
  return false;
}

TEST(StaticReach, AssumptionsMeetAsByTheWholeLinkGraph) {
  int shared = 0, apart = 0, wide = 0;
  std::vector<CandidateGrid> grids = hard_grids_and_reductions();
  // Grids of more than 256 candidates, where a set of nodes takes more than one cache line:
  // 17-clue puzzles' starting grids.
  for (const std::string line :
       {".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
        ".................1.....2.3......425...6.......17....8.....7...64...6....9..8...1."}) {
    const ParseResult parsed = parse_line(line);
    ASSERT_TRUE(parsed.ok()) << line;
    grids.push_back(CandidateGrid::from_puzzle(parsed.grid));
  }
  for (const CandidateGrid& grid : grids) {
    int candidates = 0;
    for (int digit = 1; digit <= 9; ++digit) candidates += grid.cells_with(digit).count();
    wide += candidates > 256;
    for (const bool cell_links : {true, false}) {
      LinkComponents whole;
      whole.build(grid, cell_links, false);
      StaticReach reach;
      reach.build(grid, cell_links);
      auto check = [&](const std::vector<int>& starts, bool answer) {
        EXPECT_EQ(answer, share_by_whole_graph(whole, starts));
        (answer ? shared : apart) += 1;
      };
      grid.empty_cells().for_each([&](int cell) {
        std::vector<int> starts;
        for (std::uint16_t bits = grid.candidates(cell); bits; bits &= bits - 1)
          starts.push_back(implication_node(cell, std::countr_zero(bits) + 1, true));
        check(starts, reach.may_share(&cell, 1, 0));
      });
      for (int house = 0; house < kHouses; ++house) {
        for (int digit = 1; digit <= 9; ++digit) {
          std::vector<int> cells, starts;
          for (const int cell : house_cells(house)) {
            if (grid.value(cell) != 0 || !grid.has(cell, digit)) continue;
            cells.push_back(cell);
            starts.push_back(implication_node(cell, digit, true));
          }
          if (cells.size() < 2) continue;
          check(starts, reach.may_share(cells.data(), static_cast<int>(cells.size()), digit));
        }
      }
    }
  }
  // Both answers were met often, and on grids of both sizes of node sets.
  EXPECT_GT(shared, 1000);
  EXPECT_GT(apart, 1000);
  EXPECT_EQ(wide, 2);
}

}  // namespace
}  // namespace nonet
