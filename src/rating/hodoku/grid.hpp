// HodokuGrid: the rating board (board/candidate_grid.hpp) and what HoDoKu 2.2.0 keeps beside it,
// because HoDoKu's score depends on the order in which its singles come up, and that order is the
// order of two queues its grid fills as it changes.
//
// Beside the board: per digit and house (rows 0-8, columns 9-17, boxes 18-26) the number of cells
// that still hold the digit (`free`, a digit's counts side by side, which a placement takes down
// for all its buddies at once). A naked single is queued when a cell drops to one candidate; a
// hidden single when a house's count of a digit drops to one (the cell is the first of the house
// holding it). Entries are not removed when they go stale: the finders skip them, as HoDoKu's
// do. The board's eliminations are made here, one by one in HoDoKu's order.
#pragma once

#include <array>
#include <atomic>
#include <bit>
#include <cstdint>
#include <optional>
#include <vector>

#if defined(__AVX2__)
#include <immintrin.h>
#endif

#include "grid/houses.hpp"
#include "nonet/grid.hpp"
#include "rating/board/candidate_grid.hpp"
#include "rating/board/cell_set.hpp"
#include "rating/board/memory.hpp"

namespace nonet::hodoku {

// A set's rows as 9-bit masks of columns, read straight from its two words (rows 0-6 and the
// first cell of row 7 in the low word).
inline void row_masks(const CellSet& cells, std::uint16_t (&rows)[9]) {
  for (int row = 0; row < 7; ++row) rows[row] = std::uint16_t((cells.low >> (9 * row)) & 0x1ff);
  rows[7] = std::uint16_t(((cells.low >> 63) | (cells.high << 1)) & 0x1ff);
  rows[8] = std::uint16_t((cells.high >> 8) & 0x1ff);
}

// By house (byte h: house h; the last five bytes unused), one count each: a vector of the GCC and
// Clang extension, so that a placement takes its digit's counts of all houses down at once.
using HouseCounts = std::int8_t __attribute__((vector_size(32)));
inline constexpr std::uint32_t kAllHouses = (1u << kHouses) - 1;
// The houses whose count equals `count`, as bits.
inline std::uint32_t houses_equal(const HouseCounts& counts, int count) {
  const HouseCounts equal = counts == static_cast<std::int8_t>(count);
#if defined(__AVX2__)
  return static_cast<std::uint32_t>(_mm256_movemask_epi8(reinterpret_cast<__m256i>(equal))) &
         kAllHouses;
#else
  std::uint32_t houses = 0;
  for (int house = 0; house < kHouses; ++house) houses |= std::uint32_t(equal[house] & 1) << house;
  return houses;
#endif
}

// The 20 cells sharing a house with `cell` (HoDoKu's buddies), and a house's cells, as sets (the
// board's tables; sees() is the board's too).
inline const CellSet& buddies(int cell) {
  return kTables.peers[cell];
}
inline const CellSet& house_set(int house) {
  return kTables.house_set[house];
}
// By cell: a count of one in each of its three houses' bytes.
extern const std::array<HouseCounts, kCells> kHouseCountsOf;

// A queue of (cell, digit) singles with HoDoKu's semantics: taking an entry removes it (and
// empties the queue once the last is taken); iterating does not; deletions remove the first
// matching entry. A grid adds an entry when a cell drops to one candidate or a house's count of
// a digit drops to one, each at most once: 27 * 9 entries hold all a grid ever adds.
class SinglesQueue {
 public:
  struct Entry {
    std::int8_t cell;
    std::int8_t digit;
  };
  void clear() { size_ = 0, next_ = 0; }
  void add(int cell, int digit) { entries_[size_++] = {std::int8_t(cell), std::int8_t(digit)}; }
  // The next entry, removed from the queue; false when it is empty.
  bool take(Entry& entry) {
    if (next_ >= size_) return false;
    entry = entries_[next_++];
    if (next_ >= size_) clear();
    return true;
  }
  // The entries not yet taken, oldest first.
  std::size_t begin() const { return next_; }
  std::size_t end() const { return size_; }
  const Entry& operator[](std::size_t i) const { return entries_[i]; }
  void remove_in_house(int house, int digit);

 private:
  void erase(std::size_t i);
  std::array<Entry, 27 * 9> entries_;
  std::size_t size_ = 0, next_ = 0;
};

class HodokuGrid;

// Remembers, per digit, the places in which a search that looks at nothing but one digit's
// places (a fish) last found nothing: the same places find nothing again, whatever else
// changed. One per search kind, kept in the rating run's Memory.
class NothingFound {
 public:
  bool known(int digit, const CellSet& places) const {
    return valid_[digit] && places_[digit] == places;
  }
  void remember(int digit, const CellSet& places) {
    places_[digit] = places;
    valid_[digit] = true;
  }
  // The digits (bit d: digit d) whose places in `grid` are those a search found nothing in.
  std::uint16_t known_digits(const HodokuGrid& grid) const;
  // Remembers every digit's places in `grid`.
  void remember_all(const HodokuGrid& grid);
  // The places the digit lost since a search last found nothing, when that search saw all of
  // today's places (and more): a fish found now must have had one of them among its fins then.
  std::optional<CellSet> lost_since(int digit, const CellSet& places) const {
    if (!valid_[digit] || !places.without(places_[digit]).empty()) return std::nullopt;
    return places_[digit].without(places);
  }

 private:
  std::array<CellSet, 10> places_{};
  std::array<bool, 10> valid_{};
};

// What a grid has changed, in order: a grid only loses candidates, so the cells changed since a
// moment are those logged after it. A copy is another grid, with a lineage and a log of its own:
// what was logged before it is not its story.
class ChangeLog {
 public:
  // Each of the 729 candidates goes once and each of the 81 cells is set once, but a forcing
  // net's copy may set a cell twice (a contradiction it is following).
  static constexpr int kMaxChanges = kCells * 9 + 2 * kCells;

  ChangeLog() : lineage_(next_lineage()) {}
  ChangeLog(const ChangeLog&) : lineage_(next_lineage()) {}
  ChangeLog& operator=(const ChangeLog&) {
    lineage_ = next_lineage();
    count_ = 0;
    return *this;
  }
  std::uint64_t lineage() const { return lineage_; }
  int count() const { return count_; }
  void add(int cell) {
    if (count_ == kMaxChanges) {  // a log full: another grid from here, changed everywhere
      lineage_ = next_lineage();
      count_ = 0;
    }
    cells_[count_++] = std::uint8_t(cell);
  }
  // The cells logged from entry `from` on.
  CellSet since(int from) const {
    CellSet changed;
    for (unsigned i = static_cast<unsigned>(from); i < static_cast<unsigned>(count_); ++i)
      changed.add(cells_[i]);
    return changed;
  }

 private:
  static std::uint64_t next_lineage() {
    static std::atomic<std::uint64_t> last{0};
    return last.fetch_add(1, std::memory_order_relaxed) + 1;  // 0: none
  }
  std::uint64_t lineage_;
  int count_ = 0;
  std::array<std::uint8_t, kMaxChanges> cells_;  // the first count_ are written
};

class HodokuGrid {
 public:
  // The puzzle's givens set one by one in cell order, as HoDoKu loads a puzzle line.
  explicit HodokuGrid(const Grid& puzzle);

  // The candidate board itself, which the finders both graders share read.
  const CandidateGrid& board() const { return board_; }
  int value(int cell) const { return board_.value(cell); }
  bool given(int cell) const { return given_[cell]; }
  std::uint16_t candidates(int cell) const { return board_.candidates(cell); }
  // Every cell's candidates (the tables keep those whose cells are as they were).
  const std::array<std::uint16_t, kCells>& all_candidates() const {
    return board_.all_candidates();
  }
  bool has(int cell, int digit) const { return board_.has(cell, digit); }
  // The cells holding a digit (kept up to date: most finders start from it).
  const CellSet& places_of(int digit) const { return board_.cells_with(digit); }
  int free(int house, int digit) const { return free_[digit][house]; }
  // The houses (bit h: house h) holding `digit` exactly `count` times.
  std::uint32_t houses_holding(int digit, int count) const {
    return houses_equal(free_[digit], count);
  }
  // The cells holding exactly `count` candidates (0-3), counted on the digits' places as sets:
  // a bit-sliced sum, a few word operations a digit where a count a cell is 81 popcounts.
  CellSet cells_holding(int count) const {
    CellSet ones, twos, carry;  // the counts' bits 0 and 1; past three, `carry`
    for (int digit = 1; digit <= 9; ++digit) {
      const CellSet& places = places_of(digit);
      const CellSet to_twos = ones & places;
      ones = ones ^ places;
      carry |= twos & to_twos;
      twos = twos ^ to_twos;
    }
    const CellSet one = count & 1 ? ones : ones.complement();
    const CellSet two = count & 2 ? twos : twos.complement();
    return (one & two).without(carry);
  }
  // The same, ascending, into `cells`; returns how many.
  int cells_holding(int count, int (&cells)[kCells]) const {
    int n = 0;
    cells_holding(count).for_each([&](int cell) { cells[n++] = cell; });
    return n;
  }
  // The digits a house's empty cells still hold (bit d - 1: digit d).
  std::uint16_t digits_in(int house) const { return digits_in_[house]; }
  // This grid (copies are others) and how many changes it has logged: a search kept for a grid
  // holds while both are as they were.
  std::uint64_t lineage() const { return log_.lineage(); }
  int changes() const { return log_.count(); }
  // The cells changed since the grid had logged `changes` changes.
  CellSet changed_since(int changes) const { return log_.since(changes); }
  bool solved() const { return board_.solved(); }

  void set_cell(int cell, int digit);
  // False when the cell is left without a candidate. (Inline: placing a given makes up to 20.)
  bool delete_candidate(int cell, int digit) {
    if (!board_.has(cell, digit)) return true;
    board_.drop(cell, digit);
    log_.add(cell);
    const std::uint16_t left = board_.candidates(cell);
    if (left == 0) return false;
    if (std::popcount(left) == 1) naked_.add(cell, std::countr_zero(left) + 1);
    for (int kind = 0; kind < 3; ++kind) {
      const int house = house_of(cell, kind);
      const int count = --free_[digit][house];
      if (count == 1) {
        add_hidden_single(house, digit);
      } else if (count == 0) {
        digits_in_[house] &= std::uint16_t(~(1u << (digit - 1)));
        hidden_.remove_in_house(house, digit);
      }
    }
    return true;
  }

  // The solution, for HoDoKu's last resort (brute force): the givens solved when first asked
  // for (few puzzles ever are), unless set.
  void set_solution(const Grid& solution) {
    solution_ = solution.cells;
    solution_known_ = true;
  }
  int solution(int cell) const;
  // Every cell's digit in the solution (all 0 for a puzzle without one).
  const std::array<std::uint8_t, kCells>& solution_cells() const {
    solution(0);
    return solution_;
  }
  // The solution searches rule work out by: every implication and deletion they make is sound,
  // and the ladder rates puzzles with one solution, so a place it gives a digit is never deleted
  // and a premise that holds there implies only what holds. Null from scratch (the tests'
  // reference) or for a puzzle without one.
  const std::array<std::uint8_t, kCells>* ruling_solution(const Memory& memory) const {
    if (memory.from_scratch()) return nullptr;
    const std::array<std::uint8_t, kCells>& cells = solution_cells();
    return cells[0] != 0 ? &cells : nullptr;
  }

  SinglesQueue& naked_singles() { return naked_; }
  SinglesQueue& hidden_singles() { return hidden_; }
  const SinglesQueue& naked_singles() const { return naked_; }

 private:
  void add_hidden_single(int house, int digit) {
    // A house's cells in HoDoKu's order are ascending: its first holding the digit is the
    // lowest.
    const int cell = (places_of(digit) & house_set(house)).first();
    if (cell >= 0) hidden_.add(cell, digit);
  }
  // Takes `digit` from the cells `doomed` (the set cell's buddies holding it) all at once, with
  // the queues as deleting them one by one would leave them; false, having changed nothing, when
  // that would leave a cell without a candidate or a house without the digit (a forcing net's
  // copy following a contradiction), which the one by one way orders in HoDoKu's way.
  bool take_from_buddies(int cell, int digit, const CellSet& doomed);

  CandidateGrid board_;
  // What HoDoKu keeps beside the board: which cells were given, by digit the counts of its
  // places by house, the singles queues, the change log and the solution.
  std::array<bool, kCells> given_{};
  std::array<HouseCounts, 10> free_{};
  std::array<std::uint16_t, kHouses> digits_in_{};  // by house: the digits whose free is not 0
  mutable std::array<std::uint8_t, kCells> solution_{};
  mutable bool solution_known_ = false;
  SinglesQueue naked_;
  SinglesQueue hidden_;
  ChangeLog log_;
};

// The houses of each kind as bits (bit h: house h).
inline constexpr std::uint32_t kRowHouses = 0x1ffu << kRowBase;
inline constexpr std::uint32_t kColumnHouses = 0x1ffu << kColumnBase;

// The two places of `digit` in `house`, a house holding it twice, the lower first.
inline std::array<int, 2> pair_in(const HodokuGrid& grid, int digit, int house) {
  CellSet pair = grid.places_of(digit) & house_set(house);
  const int low = pair.first();
  pair.remove(low);
  return {low, pair.first()};
}

// Calls `visit(p, q, house)` for each house of `houses` (bit h: house h) holding `digit` exactly
// twice, in house order: its conjugate pair, p the lower place.
template <class Visit>
void for_each_conjugate_pair(const HodokuGrid& grid, int digit, std::uint32_t houses,
                             Visit&& visit) {
  for (houses &= grid.houses_holding(digit, 2); houses != 0; houses &= houses - 1) {
    const int house = std::countr_zero(houses);
    const auto [p, q] = pair_in(grid, digit, house);
    visit(p, q, house);
  }
}

// A grid as it was when taken (which grid, how many changes): whether a search kept for that grid
// still holds.
class GridState {
 public:
  bool is(const HodokuGrid& grid) const {
    return lineage_ == grid.lineage() && changes_ == grid.changes();
  }
  void take(const HodokuGrid& grid) {
    lineage_ = grid.lineage();
    changes_ = grid.changes();
  }
  // The cells changed since it was taken; all of them in another grid or none taken.
  CellSet changed_in(const HodokuGrid& grid) const {
    if (lineage_ != grid.lineage()) return CellSet::all();
    return grid.changed_since(changes_);
  }

 private:
  std::uint64_t lineage_ = 0;  // none yet
  int changes_ = 0;
};

// Remembers the grid a search last found nothing in, and how far it had changed. A grid only
// loses candidates, and a pattern that stands on a few cells (a subset's cells, a wing's) deletes
// no more than it did while those cells were as they are: in a grid that only lost candidates
// since, a step the search finds has a cell that changed among its pattern's. One per search
// kind, kept in the rating run's Memory (another puzzle's grid is another grid: all its cells
// count as changed).
class ChangedCells {
 public:
  // The cells whose candidates or digit changed since the search last found nothing; all cells
  // in another grid, or none is remembered.
  CellSet since_nothing_found(const HodokuGrid& grid) const { return last_.changed_in(grid); }
  void nothing_found(const HodokuGrid& grid) { last_.take(grid); }

 private:
  GridState last_;
};

}  // namespace nonet::hodoku
