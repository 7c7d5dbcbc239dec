// The moves of the neighbourhood search: {-n+m} neighbours of a puzzle, and the removal of the
// clues a candidate does not need (for --minimal, and from scratch).
#include <algorithm>
#include <bit>

#include "generate/parts.hpp"

namespace nonet::detail {

namespace {

// The digits (bits 1-9) no given in the row, column or box of `cell` holds.
std::uint16_t free_digits(const Grid& puzzle, int cell) {
  const int row = cell / 9, column = cell % 9;
  const int box_row = row / 3 * 3, box_column = column / 3 * 3;
  std::uint16_t used = 0;
  for (int i = 0; i < 9; ++i) {
    used |= static_cast<std::uint16_t>(1u << puzzle.cells[9 * row + i]);
    used |= static_cast<std::uint16_t>(1u << puzzle.cells[9 * i + column]);
    used |=
        static_cast<std::uint16_t>(1u << puzzle.cells[9 * (box_row + i / 3) + box_column + i % 3]);
  }
  return static_cast<std::uint16_t>(~used & 0x3FEu);
}

// The `bit_index`-th set bit of `bits` (counted from 0).
int nth_bit(std::uint16_t bits, std::uint32_t bit_index) {
  for (; bit_index > 0; --bit_index) bits &= static_cast<std::uint16_t>(bits - 1);
  return std::countr_zero(bits);
}

// Moves `count` entries drawn at random to the front of `items` (a partial shuffle).
void draw_front(std::array<std::uint8_t, kCells>& items, int size, int count,
                RandomStream& random) {
  for (int i = 0; i < count; ++i) {
    const auto j = i + static_cast<int>(random.below(static_cast<std::uint32_t>(size - i)));
    std::swap(items[i], items[j]);
  }
}

}  // namespace

std::optional<Grid> neighbour(const Grid& puzzle, const SymmetryGroups& groups, int remove, int add,
                              RandomStream& random) {
  std::array<std::uint8_t, kCells> clued{}, empty{};
  int clued_count = 0, empty_count = 0;
  for (int g = 0; g < groups.count; ++g) {
    if (puzzle.cells[groups.cells[g][0]] != 0) {
      clued[clued_count++] = static_cast<std::uint8_t>(g);
    } else {
      empty[empty_count++] = static_cast<std::uint8_t>(g);
    }
  }
  if (remove > clued_count || add > empty_count) return std::nullopt;
  draw_front(clued, clued_count, remove, random);
  draw_front(empty, empty_count, add, random);

  Grid moved = puzzle;
  for (int i = 0; i < remove; ++i) {
    const int g = clued[i];
    for (int k = 0; k < groups.size[g]; ++k) moved.cells[groups.cells[g][k]] = 0;
  }
  for (int i = 0; i < add; ++i) {
    const int g = empty[i];
    for (int k = 0; k < groups.size[g]; ++k) {
      const int cell = groups.cells[g][k];
      const std::uint16_t digits = free_digits(moved, cell);
      if (digits == 0) return std::nullopt;
      moved.cells[cell] = static_cast<std::uint8_t>(
          nth_bit(digits, random.below(static_cast<std::uint32_t>(std::popcount(digits)))));
    }
  }
  return moved;
}

void drop_unneeded_groups(Grid& puzzle, const SymmetryGroups& groups, RandomStream& random) {
  std::array<std::uint8_t, kCells> clued{};
  int clued_count = 0;
  for (int g = 0; g < groups.count; ++g) {
    if (puzzle.cells[groups.cells[g][0]] != 0) clued[clued_count++] = static_cast<std::uint8_t>(g);
  }
  draw_front(clued, clued_count, clued_count, random);
  for (int i = 0; i < clued_count; ++i) {
    const int g = clued[i];
    std::array<std::uint8_t, 4> kept{};
    for (int k = 0; k < groups.size[g]; ++k) {
      kept[k] = puzzle.cells[groups.cells[g][k]];
      puzzle.cells[groups.cells[g][k]] = 0;
    }
    if (has_unique_solution(puzzle)) continue;
    for (int k = 0; k < groups.size[g]; ++k) puzzle.cells[groups.cells[g][k]] = kept[k];
  }
}

}  // namespace nonet::detail
