// The searches that remember where they found nothing, as the ladder runs them, against the
// same searches from scratch at every grid where HoDoKu's path asks for them on the hard
// calibration puzzles: those that look only at fish with a lost place among their old fins
// (Franken fish, finned and sashimi fish; also on the first hundred at every grid where the
// path takes more than a single, where such fish are much more often found; Franken fish from
// scratch also number the places in two words, as beyond 64 places, and try every base without
// screening it first), and every search from the locked pair to the XY-Chain, the nice loops
// and the ALS searches (those remembering a digit's places or the cells' candidates look only
// where something changed since; others skip what the ladder's order or the step already found
// rules out).
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <fstream>
#include <functional>
#include <initializer_list>
#include <random>
#include <string>
#include <vector>

#include "nonet/grid.hpp"
#include "nonet/solver.hpp"
#include "rating/hodoku/finders.hpp"
#include "rating/hodoku/grid.hpp"
#include "rating/hodoku/ladder.hpp"
#include "rating/hodoku/tabling.hpp"

namespace nonet::hodoku {
namespace {

bool same(const std::optional<Step>& a, const std::optional<Step>& b) {
  if (a.has_value() != b.has_value()) return false;
  return !a || (a->technique == b->technique && a->deletions == b->deletions);
}

struct Counts {
  int grids = 0, found = 0, found_after_nothing = 0;
};

// Replays HoDoKu's path of every se_hard puzzle and calls `compare(grid, memory)` at the grids
// described above, with one Memory a puzzle for the searches as the ladder runs them; `compare`
// returns how many of its searches found a fish.
Counts along_paths(Technique first_asked,
                   const std::function<int(const HodokuGrid&, Memory&)>& compare) {
  std::ifstream in(std::string(NONET_DATASETS_DIR) + "/se_hard_calibration.txt");
  EXPECT_TRUE(in);
  Counts counts;
  std::string line;
  for (int puzzle = 0; std::getline(in, line); ++puzzle) {
    const ParseResult parsed = parse_line(line);
    EXPECT_TRUE(parsed.ok()) << line;
    const HodokuRating rating = rate_hodoku(parsed.grid, true);
    HodokuGrid grid(parsed.grid);
    grid.set_solution(solve(parsed.grid).solution);
    Memory memory;
    bool searched_before = false;
    for (const Step& step : rating.path) {
      // The ladder asks for a technique only when every technique before it found nothing.
      if (step.technique >= first_asked ||
          (puzzle < 100 && step.technique > Technique::hidden_single)) {
        const int found = compare(grid, memory);
        counts.found += found;
        if (searched_before) counts.found_after_nothing += found;
        searched_before = true;
        ++counts.grids;
      }
      if (step.digit != 0) {
        grid.set_cell(step.cell, step.digit);
      } else {
        for (const auto& [cell, digit] : step.deletions) grid.delete_candidate(cell, digit);
      }
    }
  }
  return counts;
}

using Finder = std::optional<Step> (*)(const HodokuGrid&, const Ask& ask, Memory& memory);
using FinderAfresh = std::optional<Step> (*)(const HodokuGrid&, int size, bool flag);

// Compares the ladder's search with the one from scratch for every size and both values of the
// flag (finned, or sashimi) on one grid; returns how many of the ladder's found a fish.
int compare_on(const HodokuGrid& grid, Memory& memory, std::initializer_list<int> sizes,
               Finder ladder, FinderAfresh afresh) {
  int found = 0;
  for (const int size : sizes) {
    for (const bool flag : {false, true}) {
      const std::optional<Step> step = ladder(grid, {Technique::x_wing, size, flag}, memory);
      EXPECT_TRUE(same(step, afresh(grid, size, flag))) << "size " << size << " flag " << flag;
      found += step.has_value();
    }
  }
  return found;
}

// The searches remember a grid by its lineage and how many changes it had logged: the cells
// changed since are those it logged after, and a copy (a forcing net's premise) is another grid
// whose changes say nothing about the original's.
TEST(RememberedSearches, ChangedCellsAreThoseLoggedSinceAndACopyIsAnotherGrid) {
  const ParseResult parsed = parse_line(
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
  ASSERT_TRUE(parsed.ok());
  HodokuGrid grid(parsed.grid);
  ChangedCells memo;
  EXPECT_EQ(memo.since_nothing_found(grid), CellSet::all());  // nothing remembered yet
  memo.nothing_found(grid);
  EXPECT_TRUE(memo.since_nothing_found(grid).empty());
  // A candidate of the first empty cell goes.
  int first = 0;
  while (grid.value(first) != 0) ++first;
  const int digit = std::countr_zero(grid.candidates(first)) + 1;
  grid.delete_candidate(first, digit);
  CellSet expected;
  expected.add(first);
  EXPECT_EQ(memo.since_nothing_found(grid), expected);
  const HodokuGrid copy = grid;
  EXPECT_NE(copy.lineage(), grid.lineage());
  EXPECT_EQ(memo.since_nothing_found(copy), CellSet::all());
  // A placement changes its cell and the buddies that held its digit.
  const int cell = first + 1 + (grid.value(first + 1) != 0);
  ASSERT_EQ(grid.value(cell), 0);
  const int placed = std::countr_zero(grid.candidates(cell)) + 1;
  grid.set_cell(cell, placed);
  expected.add(cell);
  (buddies(cell) & copy.places_of(placed)).for_each([&](int buddy) { expected.add(buddy); });
  EXPECT_GT(expected.count(), 2);
  EXPECT_EQ(memo.since_nothing_found(grid), expected);
  GridState state;
  state.take(grid);
  EXPECT_TRUE(state.is(grid));
  EXPECT_FALSE(state.is(copy));
  const int last = 80 - (grid.value(80) != 0);
  ASSERT_EQ(grid.value(last), 0);
  grid.delete_candidate(last, std::countr_zero(grid.candidates(last)) + 1);
  EXPECT_FALSE(state.is(grid));  // changed since taken
  // A log that fills up (a forcing net's copy setting cells twice) makes the grid another one.
  memo.nothing_found(grid);
  const std::uint64_t before = grid.lineage();
  for (int i = 0; i < ChangeLog::kMaxChanges; ++i) grid.set_cell(last, 1 + i % 2);
  EXPECT_NE(grid.lineage(), before);
  EXPECT_EQ(memo.since_nothing_found(grid), CellSet::all());
}

TEST(RememberedSearches, FrankenFishSameAsFromScratch) {
  const Counts counts =
      along_paths(Technique::franken_x_wing, [](const HodokuGrid& grid, Memory& memory) {
        return compare_on(grid, memory, {2, 3}, find_franken_fish, find_franken_fish_afresh);
      });
  EXPECT_GT(counts.grids, 2000);
  EXPECT_GT(counts.found, 2000);
  EXPECT_GT(counts.found_after_nothing, 1000);
}

TEST(RememberedSearches, FinnedFishSameAsFromScratch) {
  const Counts counts =
      along_paths(Technique::finned_x_wing, [](const HodokuGrid& grid, Memory& memory) {
        return compare_on(grid, memory, {2, 3, 4}, find_finned_fish, find_finned_fish_afresh);
      });
  EXPECT_GT(counts.grids, 2000);
  EXPECT_GT(counts.found, 1000);
  EXPECT_GT(counts.found_after_nothing, 500);
}

// X-Chains on random places of one digit (every other digit everywhere), as the ladder asks for
// them (after turbot fish found nothing), against the search from scratch: the walk's bound on
// the links left to a record must never cut a chain, long ones included, which the calibration
// paths rarely need.
TEST(RememberedSearches, XChainsOnRandomPlacesSameAsFromScratch) {
  std::mt19937 random(2026);
  int compared = 0, found = 0;
  Memory memory;  // kept from trial to trial, as from step to step
  for (int trial = 0; trial < 20000; ++trial) {
    std::bernoulli_distribution holds(0.2 + 0.05 * (trial % 5));
    HodokuGrid grid(Grid{});
    for (int cell = 0; cell < kCells; ++cell) {
      if (!holds(random)) grid.delete_candidate(cell, 1);
    }
    if (find_turbot_fish(grid, {Technique::turbot_fish}, memory)) continue;
    const std::optional<Step> walked = find_x_chain(grid, {Technique::x_chain}, memory);
    Memory from_scratch(Memory::Mode::from_scratch);
    const std::optional<Step> afresh = find_x_chain(grid, {Technique::x_chain}, from_scratch);
    EXPECT_TRUE(same(walked, afresh)) << "trial " << trial;
    ++compared;
    found += walked.has_value();
  }
  EXPECT_GT(compared, 5000);
  EXPECT_GT(found, 400);
}

// The reach sets a chains fill keeps from one grid to the next (without group nodes and with
// them) hold, for every table, all that the sets built afresh for the grid hold, at every step of
// HoDoKu's path on the first hundred hard calibration puzzles; the grouped ones gain links
// through group nodes on the way.
TEST(RememberedSearches, KeptReachSetsHoldWhatFreshOnesHold) {
  std::ifstream in(std::string(NONET_DATASETS_DIR) + "/se_hard_calibration.txt");
  ASSERT_TRUE(in);
  // By table start (its key), the keys of the candidate nodes it reaches.
  using Reached = std::vector<std::vector<int>>;
  auto reached = [](const Tabling& tabling) {
    Reached out(kNodeKeys);
    for (const auto* tables : {&tabling.on_tables_in_use(), &tabling.off_tables_in_use()}) {
      for (const Table* table : *tables) {
        std::vector<int>& keys = out[table->entries[0].node.key()];
        tabling.for_each_reached(*table, [&](const Node& node) { keys.push_back(node.key()); });
        std::sort(keys.begin(), keys.end());
      }
    }
    return out;
  };
  std::string line;
  int compared = 0, wider = 0;
  for (int puzzle = 0; puzzle < 100 && std::getline(in, line); ++puzzle) {
    const ParseResult parsed = parse_line(line);
    ASSERT_TRUE(parsed.ok()) << line;
    const HodokuRating rating = rate_hodoku(parsed.grid, true);
    HodokuGrid grid(parsed.grid);
    Memory memory;
    for (const Step& step : rating.path) {
      for (const bool grouped : {false, true}) {
        const Reached kept = reached(Tabling::of(grid, grouped, TableFill::chains, memory));
        Memory from_scratch(Memory::Mode::from_scratch);
        const Reached fresh = reached(Tabling::of(grid, grouped, TableFill::chains, from_scratch));
        for (int key = 0; key < kNodeKeys; ++key) {
          ASSERT_TRUE(std::includes(kept[key].begin(), kept[key].end(), fresh[key].begin(),
                                    fresh[key].end()))
              << "grouped " << grouped << " in " << line;
          wider += kept[key].size() > fresh[key].size();
        }
        ++compared;
      }
      if (step.digit != 0) {
        grid.set_cell(step.cell, step.digit);
      } else {
        for (const auto& [cell, digit] : step.deletions) grid.delete_candidate(cell, digit);
      }
    }
  }
  EXPECT_GT(compared, 5000);
  EXPECT_GT(wider, 0);  // kept sets do hold more: the comparison sees them
}

// Every search from the locked pair to the XY-Chain, the nice loops and the ALS searches, as the
// ladder runs them (those that remember the digits' places or the cells' candidates where they
// last found nothing look only where something changed since; hidden subsets and basic fish skip
// what the ladder's order rules out; nice loops grow no table that cannot beat the step found),
// against the same searches from scratch, at every grid where HoDoKu's path asks for them on the
// hard calibration puzzles.
TEST(RememberedSearches, LadderSearchesSameAsFromScratch) {
  std::ifstream in(std::string(NONET_DATASETS_DIR) + "/se_hard_calibration.txt");
  ASSERT_TRUE(in);
  std::vector<int> compared;
  for (int t = static_cast<int>(Technique::locked_pair); t <= static_cast<int>(Technique::xy_chain);
       ++t)
    compared.push_back(t);
  compared.push_back(static_cast<int>(Technique::nice_loop));
  compared.push_back(static_cast<int>(Technique::grouped_nice_loop));
  compared.push_back(static_cast<int>(Technique::als_xz));
  compared.push_back(static_cast<int>(Technique::als_xy_wing));
  compared.push_back(static_cast<int>(Technique::als_xy_chain));
  int asked[kTechniqueCount] = {}, found[kTechniqueCount] = {};
  std::string line;
  while (std::getline(in, line)) {
    const ParseResult parsed = parse_line(line);
    ASSERT_TRUE(parsed.ok()) << line;
    const HodokuRating rating = rate_hodoku(parsed.grid, true);
    HodokuGrid grid(parsed.grid);
    grid.set_solution(solve(parsed.grid).solution);
    Memory memory;
    for (const Step& step : rating.path) {
      // The ladder asks for a technique only when every technique before it found nothing.
      for (const int t : compared) {
        if (t > static_cast<int>(step.technique)) break;
        const TechniqueInfo& info = techniques()[t];
        const std::optional<Step> remembering = info.find(grid, info.ask(), memory);
        Memory from_scratch(Memory::Mode::from_scratch);
        const std::optional<Step> afresh = info.find(grid, info.ask(), from_scratch);
        EXPECT_TRUE(same(remembering, afresh)) << info.name << " in " << line;
        ++asked[t];
        found[t] += remembering.has_value();
      }
      if (step.digit != 0) {
        grid.set_cell(step.cell, step.digit);
      } else {
        for (const auto& [cell, digit] : step.deletions) grid.delete_candidate(cell, digit);
      }
    }
  }
  // Each is asked hundreds of times or more, and most are found twenty times or more.
  int found_often = 0;
  for (const int t : compared) {
    EXPECT_GT(asked[t], 400) << techniques()[t].name;
    found_often += found[t] >= 20;
  }
  EXPECT_GE(found_often, 30);
}

}  // namespace
}  // namespace nonet::hodoku
