// CellSet: a set of the board's 81 cells, the one cell-set type of the graders.
#pragma once

#include <bit>
#include <cstdint>

#include "nonet/grid.hpp"

namespace nonet {

// A set of cells: bit `cell` of the 81-bit value held in two words (cells 0-63 in `low`,
// 64-80 in `high`). Cheap to copy and to combine; iterating visits cells in ascending order.
struct CellSet {
  std::uint64_t low = 0;
  std::uint64_t high = 0;

  static constexpr CellSet all() {
    return {~std::uint64_t{0}, (std::uint64_t{1} << (kCells - 64)) - 1};
  }
  static constexpr CellSet of(int cell) {
    CellSet set;
    set.add(cell);
    return set;
  }
  constexpr void add(int cell) {
    if (cell < 64)
      low |= std::uint64_t{1} << cell;
    else
      high |= std::uint64_t{1} << (cell - 64);
  }
  constexpr void remove(int cell) {
    if (cell < 64)
      low &= ~(std::uint64_t{1} << cell);
    else
      high &= ~(std::uint64_t{1} << (cell - 64));
  }
  constexpr bool has(int cell) const {
    return cell < 64 ? (low >> cell) & 1 : (high >> (cell - 64)) & 1;
  }
  constexpr bool empty() const { return (low | high) == 0; }
  constexpr int count() const { return std::popcount(low) + std::popcount(high); }
  // The lowest cell, or -1 when empty.
  constexpr int first() const {
    if (low) return std::countr_zero(low);
    if (high) return 64 + std::countr_zero(high);
    return -1;
  }
  // The highest cell, or -1 when empty.
  constexpr int last() const {
    if (high) return 127 - std::countl_zero(high);
    if (low) return 63 - std::countl_zero(low);
    return -1;
  }
  // Visits each cell in ascending order; `visit` returns nothing.
  template <typename Visit>
  constexpr void for_each(Visit visit) const {
    for (std::uint64_t bits = low; bits; bits &= bits - 1) visit(std::countr_zero(bits));
    for (std::uint64_t bits = high; bits; bits &= bits - 1) visit(64 + std::countr_zero(bits));
  }

  constexpr CellSet operator|(CellSet other) const { return {low | other.low, high | other.high}; }
  constexpr CellSet operator&(CellSet other) const { return {low & other.low, high & other.high}; }
  constexpr CellSet without(CellSet other) const { return {low & ~other.low, high & ~other.high}; }
  // The cells in one of the two sets but not both.
  constexpr CellSet operator^(CellSet other) const { return {low ^ other.low, high ^ other.high}; }
  // The board's cells not in the set.
  constexpr CellSet complement() const { return all().without(*this); }
  // Whether the two sets share a cell.
  constexpr bool intersects(CellSet other) const {
    return ((low & other.low) | (high & other.high)) != 0;
  }
  constexpr CellSet& operator|=(CellSet other) { return *this = *this | other; }
  constexpr CellSet& operator&=(CellSet other) { return *this = *this & other; }
  friend constexpr bool operator==(CellSet, CellSet) = default;
};

}  // namespace nonet
