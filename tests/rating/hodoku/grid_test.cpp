// HodokuGrid against a model kept the plain way, one candidate at a time, as HoDoKu 2.2.0 keeps
// its grid: placing a digit deletes it from the buddies in ascending order, each deletion
// queueing a naked single when its cell drops to one candidate and a hidden single when a house's
// count drops to one (removing the house's queued single of the digit when it drops to none),
// then the cell's own candidates leave its houses. The grid takes the buddies all at once where
// no contradiction follows; the queues must come out entry for entry the same, on the paths of
// real puzzles and on random placements, many of them contradictions (as a forcing net's copies
// meet them). The cells holding 0-3 candidates, which the grid counts on its digits' places as
// sets, are checked against the model's cells at every step too, and so are the board's views by
// digit and by house, which the grid keeps in step as it deletes.
#include "rating/hodoku/grid.hpp"

#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <random>
#include <vector>

#include "nonet/solver.hpp"

namespace nonet::hodoku {
namespace {

struct Entry {
  int cell, digit;
  bool operator==(const Entry&) const = default;
};

// The grid kept one candidate at a time (grid.hpp's representation, without its shortcuts).
class OneByOne {
 public:
  explicit OneByOne(const Grid& puzzle) {
    candidates_.fill(0x1ff);
    for (auto& counts : free_) counts.fill(9);
    for (int cell = 0; cell < kCells; ++cell) {
      if (puzzle.cells[cell] != 0) set_cell(cell, puzzle.cells[cell]);
    }
  }

  void set_cell(int cell, int digit) {
    if (values_[cell] == digit) return;
    values_[cell] = digit;
    const int had = candidates_[cell];
    candidates_[cell] = 0;
    for (int buddy = 0; buddy < kCells; ++buddy) {
      if (buddy != cell && sees(cell, buddy) && has(buddy, digit)) delete_candidate(buddy, digit);
    }
    for (int candidate = 1; candidate <= 9; ++candidate) {
      if (!((had >> (candidate - 1)) & 1)) continue;
      for (int kind = 0; kind < 3; ++kind) {
        const int house = house_of(cell, kind);
        const int left = --free_[house][candidate];
        if (left == 1 && candidate != digit) add_hidden_single(house, candidate);
      }
    }
  }

  void delete_candidate(int cell, int digit) {
    if (!has(cell, digit)) return;
    candidates_[cell] &= ~(1 << (digit - 1));
    if (candidates_[cell] == 0) {
      ++contradictions_;
      return;
    }
    if (std::popcount(unsigned(candidates_[cell])) == 1)
      naked_.push_back({cell, std::countr_zero(unsigned(candidates_[cell])) + 1});
    for (int kind = 0; kind < 3; ++kind) {
      const int house = house_of(cell, kind);
      const int left = --free_[house][digit];
      if (left == 1) add_hidden_single(house, digit);
      if (left == 0) {
        ++contradictions_;
        remove_in_house(house, digit);
      }
    }
  }

  bool has(int cell, int digit) const { return (candidates_[cell] >> (digit - 1)) & 1; }
  int candidates(int cell) const { return candidates_[cell]; }
  int value(int cell) const { return values_[cell]; }
  int free(int house, int digit) const { return free_[house][digit]; }
  const std::vector<Entry>& naked() const { return naked_; }
  const std::vector<Entry>& hidden() const { return hidden_; }
  // Deletions that left a cell without a candidate or a house without the digit.
  int contradictions() const { return contradictions_; }

 private:
  void add_hidden_single(int house, int digit) {
    for (const int cell : house_cells(house)) {
      if (has(cell, digit)) {
        hidden_.push_back({cell, digit});
        return;
      }
    }
  }
  void remove_in_house(int house, int digit) {
    for (auto entry = hidden_.begin(); entry != hidden_.end(); ++entry) {
      const bool in_house = house_of(entry->cell, 0) == house ||
                            house_of(entry->cell, 1) == house || house_of(entry->cell, 2) == house;
      if (entry->digit == digit && in_house) {
        hidden_.erase(entry);
        return;
      }
    }
  }

  std::array<int, kCells> values_{}, candidates_{};
  std::array<std::array<int, 10>, kHouses> free_{};
  std::vector<Entry> naked_, hidden_;
  int contradictions_ = 0;
};

std::vector<Entry> entries(const SinglesQueue& queue) {
  std::vector<Entry> list;
  for (std::size_t i = queue.begin(); i < queue.end(); ++i)
    list.push_back({queue[i].cell, queue[i].digit});
  return list;
}

::testing::AssertionResult agree(HodokuGrid& grid, const OneByOne& model) {
  for (int cell = 0; cell < kCells; ++cell) {
    if (grid.candidates(cell) != model.candidates(cell))
      return ::testing::AssertionFailure() << "candidates of cell " << cell;
    if (grid.value(cell) != model.value(cell))
      return ::testing::AssertionFailure() << "value of cell " << cell;
  }
  // The board's views by digit and by house are kept in step with its cells.
  const CandidateGrid& board = grid.board();
  for (int digit = 1; digit <= 9; ++digit) {
    CellSet places;
    for (int cell = 0; cell < kCells; ++cell) {
      if ((model.candidates(cell) >> (digit - 1)) & 1) places.add(cell);
    }
    if (board.cells_with(digit) != places)
      return ::testing::AssertionFailure() << "places of " << digit;
    for (int house = 0; house < kHouses; ++house) {
      std::uint16_t mask = 0;
      for (int i = 0; i < 9; ++i) mask |= std::uint16_t(places.has(house_cells(house)[i]) << i);
      if (board.place_mask(house, digit) != mask)
        return ::testing::AssertionFailure() << "places of " << digit << " in house " << house;
    }
  }
  for (int house = 0; house < kHouses; ++house) {
    for (int digit = 1; digit <= 9; ++digit) {
      if (grid.free(house, digit) != model.free(house, digit))
        return ::testing::AssertionFailure() << "count of " << digit << " in house " << house;
    }
  }
  for (int count = 0; count <= 3; ++count) {
    CellSet holding;
    for (int cell = 0; cell < kCells; ++cell) {
      if (std::popcount(unsigned(model.candidates(cell))) == count) holding.add(cell);
    }
    if (grid.cells_holding(count) != holding)
      return ::testing::AssertionFailure() << "cells holding " << count << " candidates";
  }
  if (entries(grid.naked_singles()) != model.naked())
    return ::testing::AssertionFailure() << "naked queue";
  if (entries(grid.hidden_singles()) != model.hidden())
    return ::testing::AssertionFailure() << "hidden queue";
  return ::testing::AssertionSuccess();
}

const char* const kPuzzles[] = {
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    "....6...5.1.8.3..6..5....2.....2..6...8.9.5.1...5..7..9...3.....5.1...9.3....46..",
};

// Along each puzzle's solution: its cells set one by one in a random order, every so often a
// wrong digit in an empty cell instead (often a contradiction), and deletions in between.
TEST(HodokuGrid, QueuesAsWhenBuddiesAreDeletedOneByOne) {
  std::mt19937 random(20261127);
  int placements = 0, wrong = 0, contradictions = 0;
  for (const char* line : kPuzzles) {
    const ParseResult parsed = parse_line(line);
    ASSERT_TRUE(parsed.ok());
    const Grid solution = solve(parsed.grid).solution;
    for (int run = 0; run < 40; ++run) {
      HodokuGrid grid(parsed.grid);
      OneByOne model(parsed.grid);
      ASSERT_TRUE(agree(grid, model)) << line;
      std::vector<int> order;
      for (int cell = 0; cell < kCells; ++cell) {
        if (parsed.grid.cells[cell] == 0) order.push_back(cell);
      }
      std::shuffle(order.begin(), order.end(), random);
      for (const int cell : order) {
        if (grid.candidates(cell) == 0 && grid.value(cell) != 0) continue;
        int digit = solution.cells[cell];
        if (random() % 5 == 0) {
          digit = 1 + static_cast<int>(random() % 9);
          if (digit != solution.cells[cell]) ++wrong;
        }
        if (random() % 3 == 0) {
          const int other = static_cast<int>(random() % kCells);
          const int gone = 1 + static_cast<int>(random() % 9);
          grid.delete_candidate(other, gone);
          model.delete_candidate(other, gone);
        }
        grid.set_cell(cell, digit);
        model.set_cell(cell, digit);
        ++placements;
        ASSERT_TRUE(agree(grid, model)) << line << " cell " << cell << " digit " << digit;
      }
      contradictions += model.contradictions();
    }
  }
  EXPECT_EQ(placements, 40 * (49 + 60 + 57));
  EXPECT_GT(wrong, 1000);
  EXPECT_GT(contradictions, 1000);
}

// HoDoKu sets the givens one by one on an open board; the board comes out as the one the SE
// grader builds from the same puzzle in one pass.
TEST(HodokuGrid, BoardAsTheOtherGraderBuildsIt) {
  for (const char* line : kPuzzles) {
    const ParseResult parsed = parse_line(line);
    ASSERT_TRUE(parsed.ok());
    const CandidateGrid& board = HodokuGrid(parsed.grid).board();
    const CandidateGrid built = CandidateGrid::from_puzzle(parsed.grid);
    EXPECT_EQ(board.all_candidates(), built.all_candidates()) << line;
    EXPECT_EQ(board.to_grid().cells, parsed.grid.cells) << line;
    EXPECT_EQ(board.empty_cells(), built.empty_cells()) << line;
    for (int house = 0; house < kHouses; ++house) {
      EXPECT_EQ(board.empty_in(house), built.empty_in(house)) << line << " house " << house;
      for (int digit = 1; digit <= 9; ++digit)
        EXPECT_EQ(board.place_mask(house, digit), built.place_mask(house, digit)) << line;
    }
    for (int digit = 1; digit <= 9; ++digit)
      EXPECT_EQ(board.placed_count(digit), built.placed_count(digit)) << line;
  }
}

}  // namespace
}  // namespace nonet::hodoku
