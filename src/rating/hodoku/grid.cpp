#include "rating/hodoku/grid.hpp"

#include <algorithm>
#include <bit>

#include "nonet/solver.hpp"

namespace nonet::hodoku {

namespace {

struct Tables {
  std::array<std::array<int, 9>, kHouses> houses{};
  std::array<std::array<int, 3>, kCells> houses_of{};
  std::array<Cells, kCells> buddy_sets{};
  std::array<Cells, kHouses> house_sets{};
};

const Tables& tables() {
  static const Tables built = [] {
    Tables t;
    for (int cell = 0; cell < kCells; ++cell) {
      const int row = cell / 9, column = cell % 9, box = row / 3 * 3 + column / 3;
      t.houses_of[cell] = {row, 9 + column, 18 + box};
      t.houses[row][column] = cell;
      t.houses[9 + column][row] = cell;
      t.houses[18 + box][row % 3 * 3 + column % 3] = cell;
      for (const int house : t.houses_of[cell]) t.house_sets[house][cell] = true;
    }
    for (int cell = 0; cell < kCells; ++cell) {
      for (const int house : t.houses_of[cell]) t.buddy_sets[cell] |= t.house_sets[house];
      t.buddy_sets[cell][cell] = false;
    }
    return t;
  }();
  return built;
}

constexpr std::uint16_t kAll = 0x1ff;

int lowest_digit(std::uint16_t mask) {
  return std::countr_zero(mask) + 1;
}

}  // namespace

const std::array<std::array<int, 3>, kCells> kHousesOf = tables().houses_of;
const std::array<std::array<int, 9>, kHouses> kHouseCells = tables().houses;

const std::array<Cells, kCells> kBuddies = tables().buddy_sets;
const std::array<Cells, kHouses> kHouseSets = tables().house_sets;

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

HodokuGrid::HodokuGrid(const Grid& puzzle) {
  cells_.fill(kAll);
  for (int digit = 1; digit <= 9; ++digit) places_[digit].set();
  for (auto& counts : free_) counts.fill(9);
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
    for (int at = 0; at < kCells; ++at) puzzle.cells[at] = given_[at] ? values_[at] : 0;
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
  if (values_[cell] == digit) return;
  values_[cell] = std::uint8_t(digit);
  const std::uint16_t had = cells_[cell];
  cells_[cell] = 0;
  log_.add(cell);
  for (std::uint16_t rest = had; rest != 0; rest &= rest - 1)
    places_[lowest_digit(rest)][cell] = false;
  --unsolved_;
  // The buddies holding the digit, in ascending order (the order HoDoKu's queues see).
  for_each_cell(places_[digit] & buddies(cell), [&](int buddy) { delete_candidate(buddy, digit); });
  // The cell's own candidates leave its houses' counts.
  for (std::uint16_t rest = had; rest != 0; rest &= rest - 1) {
    const int candidate = lowest_digit(rest);
    for (int kind = 0; kind < 3; ++kind) {
      const int house = house_of(cell, kind);
      const int left = --free_[house][candidate];
      if (left == 1 && candidate != digit) {
        add_hidden_single(house, candidate);
      } else if (left == 0) {
        digits_in_[house] &= std::uint16_t(~(1u << (candidate - 1)));
      }
    }
  }
}

}  // namespace nonet::hodoku
