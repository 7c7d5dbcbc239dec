// CandidateGrid: a Sudoku grid with pencil marks, the board the human-style grader works on.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "grid/houses.hpp"
#include "rating/board/cell_set.hpp"
#include "nonet/grid.hpp"

namespace nonet {

// Each cell's place in its three houses, each house's cell set and each cell's 20 peers (the
// geometry itself is grid/houses.hpp's). Built by code.
struct Tables {
  std::array<std::array<std::uint8_t, 3>, kCells> place_in_house{};  // index in each house
  std::array<CellSet, kHouses> house_set{};
  std::array<CellSet, kCells> peers{};
  // A cell's 20 peers as Sudoku Explainer 1.2.1 lists them: its box (ascending), then the rest
  // of its row, then the rest of its column.
  std::array<std::array<std::uint8_t, 20>, kCells> peers_box_first{};
};

// The slots of cell_houses() and Tables::place_in_house (grid/houses.hpp) in Sudoku Explainer's
// order of house kinds, box, row, column: the order it follows a candidate's links and walks
// the houses in (its region kinds 0, 1, 2).
inline constexpr std::array<int, 3> kBoxFirst = {kBoxSlot, kRowSlot, kColumnSlot};
// The first houses of the kinds (grid/houses.hpp) in the order Sudoku Explainer's singles and
// sets walk them: boxes, columns, rows.
inline constexpr std::array<int, 3> kBoxesColumnsRows = {kBoxBase, kColumnBase, kRowBase};

constexpr Tables make_tables() {
  Tables t;
  for (int house = 0; house < kHouses; ++house) {
    for (int i = 0; i < 9; ++i) {
      const int cell = house_cells(house)[i];
      t.house_set[house].add(cell);
      t.place_in_house[cell][static_cast<int>(house_kind(house))] = static_cast<std::uint8_t>(i);
    }
  }
  for (int cell = 0; cell < kCells; ++cell) {
    for (int house : cell_houses(cell)) t.peers[cell] |= t.house_set[house];
    t.peers[cell].remove(cell);
    CellSet listed = CellSet::of(cell);
    int count = 0;
    for (int house : {box_house(cell), row_house(cell), column_house(cell)}) {
      for (int peer : house_cells(house)) {
        if (listed.has(peer)) continue;
        listed.add(peer);
        t.peers_box_first[cell][count++] = static_cast<std::uint8_t>(peer);
      }
    }
  }
  return t;
}

inline constexpr Tables kTables = make_tables();

// The index of `cell` among the 9 places of `house` (a house holding it).
constexpr int place_in(int cell, int house) {
  return kTables.place_in_house[cell][static_cast<int>(house_kind(house))];
}

constexpr bool sees(int a, int b) {
  return kTables.peers[a].has(b);
}
// The cells seeing every cell of `cells` (every cell, for none).
constexpr CellSet seen_by_all(const CellSet& cells) {
  CellSet seen = CellSet::all();
  cells.for_each([&](int cell) { seen &= kTables.peers[cell]; });
  return seen;
}
constexpr int digit_bit(int digit) {
  return 1 << (digit - 1);
}

// A grid under solving: for each cell its value (0 when empty) and its candidates (a mask,
// bit d-1 for digit d; 0 for a filled cell), and for each digit the set of cells where it is
// still a candidate. The two views are kept in step by place() and eliminate(), so a
// technique can look at cells (naked sets, wings) or at digits (hidden sets, fish) for free.
class CandidateGrid {
 public:
  // The givens placed and every other cell's candidates reduced by them. Clashing givens
  // leave some cell without candidates; callers check puzzles before grading them.
  static CandidateGrid from_puzzle(const Grid& puzzle);
  // A position given as pencilmarks, read as Sukaku Explainer reads it: a cell left with one
  // candidate that no peer still holds counts as filled; every other cell keeps its
  // candidates as given (one left is a naked single for the solver to find).
  static CandidateGrid from_pencilmarks(const Pencilmarks& pencilmarks);
  // A grid in a given state: `values` (0 for empty) and, for empty cells, `candidates`
  // (masks). Used to set up positions, e.g. in tests; candidates of filled cells are ignored.
  static CandidateGrid from_state(const std::array<std::uint8_t, kCells>& values,
                                  const std::array<std::uint16_t, kCells>& candidates);

  int value(int cell) const { return values_[cell]; }
  std::uint16_t candidates(int cell) const { return candidates_[cell]; }
  // Every cell's candidates (0 for a filled cell).
  const std::array<std::uint16_t, kCells>& all_candidates() const { return candidates_; }
  bool has(int cell, int digit) const { return (candidates_[cell] >> (digit - 1)) & 1; }
  int candidate_count(int cell) const { return std::popcount(candidates_[cell]); }
  const CellSet& cells_with(int digit) const { return digit_cells_[digit - 1]; }
  const CellSet& empty_cells() const { return empty_; }
  int empty_count() const { return empty_.count(); }
  bool solved() const { return empty_.empty(); }
  // Cells of `house` where `digit` is a candidate.
  CellSet positions(int house, int digit) const {
    return digit_cells_[digit - 1] & kTables.house_set[house];
  }
  // The same as a mask over the house's 9 places (bit i: house_cells[house][i]).
  std::uint16_t place_mask(int house, int digit) const { return places_[house][digit - 1]; }
  // The other place of `digit` in the cell's house at `slot` of cell_houses() when it has
  // exactly one (a conjugate pair with the cell: a strong link), else -1.
  int conjugate(int cell, int slot, int digit) const {
    const int house = cell_houses(cell)[slot];
    const auto others = static_cast<std::uint16_t>(place_mask(house, digit) &
                                                   ~(1u << kTables.place_in_house[cell][slot]));
    return std::popcount(others) == 1 ? house_cells(house)[std::countr_zero(others)] : -1;
  }
  int empty_in(int house) const { return empty_in_[house]; }
  // How many times `digit` is placed in the grid.
  int placed_count(int digit) const { return placed_[digit - 1]; }

  // Fills `cell` with `digit` and removes the digit from the cell's peers.
  void place(int cell, int digit);
  // Fills `cell` with `digit` and leaves its peers as they are (a grader that orders the
  // peers' eliminations itself, HoDoKu's, takes them with drop()).
  void fill(int cell, int digit);
  // Removes one candidate; returns whether it was there.
  bool eliminate(int cell, int digit) {
    if (!has(cell, digit)) return false;
    drop(cell, digit);
    return true;
  }
  // Removes a candidate known to be there.
  void drop(int cell, int digit) {
    candidates_[cell] &= static_cast<std::uint16_t>(~digit_bit(digit));
    digit_cells_[digit - 1].remove(cell);
    for (int k = 0; k < 3; ++k) {
      places_[cell_houses(cell)[k]][digit - 1] &=
          static_cast<std::uint16_t>(~(1u << kTables.place_in_house[cell][k]));
    }
  }
  Grid to_grid() const;

 private:
  std::array<std::uint8_t, kCells> values_{};
  std::array<std::uint16_t, kCells> candidates_{};
  std::array<CellSet, 9> digit_cells_{};
  std::array<std::uint8_t, 9> placed_{};
  CellSet empty_;
  std::array<std::uint8_t, kHouses> empty_in_{};  // empty cells per house
  // place_mask() for every house and digit, kept in step with the candidates.
  std::array<std::array<std::uint16_t, 9>, kHouses> places_{};
};

// The cells by candidate count: element k holds the cells with k candidates or more (k up to
// kMost), counted digit by digit on cell sets rather than cell by cell.
template <int kMost>
std::array<CellSet, kMost + 1> cells_with_at_least(const CandidateGrid& grid) {
  std::array<CellSet, kMost + 1> result{};
  for (int digit = 1; digit <= 9; ++digit) {
    const CellSet cells = grid.cells_with(digit);
    for (int k = kMost; k >= 2; --k) result[k] |= result[k - 1] & cells;
    result[1] |= cells;
  }
  return result;
}

}  // namespace nonet
