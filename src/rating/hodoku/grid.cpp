#include "rating/hodoku/grid.hpp"

#include <algorithm>
#include <bit>

#include "nonet/solver.hpp"

namespace nonet::hodoku {

namespace {

std::array<HouseCounts, kCells> make_house_counts() {
  std::array<HouseCounts, kCells> counts{};
  for (int cell = 0; cell < kCells; ++cell) {
    for (const int house : cell_houses(cell)) counts[cell][house] = 1;
  }
  return counts;
}

constexpr std::uint16_t kAll = 0x1ff;

int lowest_digit(std::uint16_t mask) {
  return std::countr_zero(mask) + 1;
}

// No cell filled, every candidate open: where HoDoKu starts before it sets the givens.
const CandidateGrid kOpenBoard = CandidateGrid::from_state({}, [] {
  std::array<std::uint16_t, kCells> all;
  all.fill(kAll);
  return all;
}());

}  // namespace

const std::array<HouseCounts, kCells> kHouseCountsOf = make_house_counts();

void SinglesQueue::erase(std::size_t i) {
  std::copy(entries_.begin() + i + 1, entries_.begin() + size_, entries_.begin() + i);
  --size_;
}

void SinglesQueue::remove_in_house(int house, int digit) {
  for (std::size_t i = next_; i < size_; ++i) {
    const int cell = entries_[i].cell;
    if (entries_[i].digit == digit &&
        (house_of(cell, 0) == house || house_of(cell, 1) == house || house_of(cell, 2) == house))
      return erase(i);
  }
}

HodokuGrid::HodokuGrid(const Grid& puzzle) : board_(kOpenBoard) {
  for (int digit = 1; digit <= 9; ++digit) free_[digit] = HouseCounts{} + 9;
  digits_in_.fill(kAll);
  for (int cell = 0; cell < kCells; ++cell) {
    if (puzzle.cells[cell] == 0) continue;
    given_[cell] = true;
    set_cell(cell, puzzle.cells[cell]);
  }
}

int HodokuGrid::solution(int cell) const {
  if (!solution_known_) {
    Grid puzzle;
    for (int at = 0; at < kCells; ++at) puzzle.cells[at] = given_[at] ? value(at) : 0;
    solution_ = solve(puzzle).solution.cells;
    solution_known_ = true;
  }
  return solution_[cell];
}

std::uint16_t NothingFound::known_digits(const HodokuGrid& grid) const {
  std::uint16_t known = 0;
  for (int digit = 1; digit <= 9; ++digit) {
    if (this->known(digit, grid.places_of(digit))) known |= std::uint16_t(1u << digit);
  }
  return known;
}

void NothingFound::remember_all(const HodokuGrid& grid) {
  for (int digit = 1; digit <= 9; ++digit) remember(digit, grid.places_of(digit));
}

void HodokuGrid::set_cell(int cell, int digit) {
  if (value(cell) == digit) return;
  const std::uint16_t had = candidates(cell);
  board_.fill(cell, digit);
  log_.add(cell);
  // The buddies holding the digit, in ascending order (the order HoDoKu's queues see).
  const CellSet doomed = places_of(digit) & buddies(cell);
  if (!take_from_buddies(cell, digit, doomed))
    doomed.for_each([&](int buddy) { delete_candidate(buddy, digit); });
  // The cell's own candidates leave its houses' counts (in HoDoKu's order: by candidate, then
  // row, column, box).
  const std::uint32_t houses = house_bits(cell);
  for (std::uint16_t rest = had; rest != 0; rest &= rest - 1) {
    const int candidate = lowest_digit(rest);
    free_[candidate] -= kHouseCountsOf[cell];
    const std::uint32_t ones = candidate != digit ? houses_equal(free_[candidate], 1) & houses : 0;
    for (std::uint32_t left = ones; left != 0; left &= left - 1)
      add_hidden_single(std::countr_zero(left), candidate);
    for (std::uint32_t none = houses_equal(free_[candidate], 0) & houses; none != 0;
         none &= none - 1)
      digits_in_[std::countr_zero(none)] &= std::uint16_t(~(1u << (candidate - 1)));
  }
}

bool HodokuGrid::take_from_buddies(int cell, int digit, const CellSet& doomed) {
  const std::uint16_t bit = std::uint16_t(1u << (digit - 1));
  HouseCounts drop{};
  bool emptied = false;
  doomed.for_each([&](int buddy) {
    drop += kHouseCountsOf[buddy];
    emptied |= candidates(buddy) == bit;
  });
  const HouseCounts before = free_[digit], after = before - drop;
  // The set cell's houses keep counting it (its own candidates go after): only where it does not
  // hold the digit can a house's count drop to none.
  if (emptied || (houses_equal(after, 0) & ~houses_equal(before, 0)) != 0) return false;
  doomed.for_each([&](int buddy) {
    board_.drop(buddy, digit);
    log_.add(buddy);
    const std::uint16_t left = candidates(buddy);
    if (std::popcount(left) == 1) naked_.add(buddy, std::countr_zero(left) + 1);
  });
  // Houses left with one place, but the set cell's (left with only the cell, which has no place
  // now): hidden singles, queued when one by one deletions would queue them, at the last doomed
  // cell of the house, in its kind's turn among that cell's houses.
  std::uint32_t ones = houses_equal(after, 1) & ~houses_equal(before, 1) & ~house_bits(cell);
  free_[digit] = after;
  if (ones == 0) return true;
  int keys[kHouses];  // (last doomed cell, kind) << 5 | house
  int count = 0;
  for (; ones != 0; ones &= ones - 1) {
    const int house = std::countr_zero(ones);
    const int key = ((doomed & house_set(house)).last() * 3 + house / 9) << 5 | house;
    int at = count++;
    for (; at > 0 && keys[at - 1] > key; --at) keys[at] = keys[at - 1];
    keys[at] = key;
  }
  for (int i = 0; i < count; ++i) add_hidden_single(keys[i] & 31, digit);
  return true;
}

}  // namespace nonet::hodoku
