// The board's geometry, defined once for the whole project: cells, houses and which is in
// which. Cells are 0-80 in reading order (cell = 9 * row + column). Houses are numbered rows
// 0-8, columns 9-17, boxes 18-26 (boxes row by row); a house lists its cells in reading order
// (a row left to right, a column top down, a box row by row): the order in which clashes,
// check reasons and the graders' steps are found. The tables are built by code.
#pragma once

#include <array>
#include <cstdint>

#include "nonet/grid.hpp"

namespace nonet {

inline constexpr int kHouses = 27;
inline constexpr int kRowBase = 0;
inline constexpr int kColumnBase = 9;
inline constexpr int kBoxBase = 18;

constexpr int row_of(int cell) {
  return cell / 9;
}
constexpr int column_of(int cell) {
  return cell % 9;
}
constexpr int box_of(int cell) {
  return (cell / 27) * 3 + (cell % 9) / 3;
}
constexpr int row_house(int cell) {
  return kRowBase + row_of(cell);
}
constexpr int column_house(int cell) {
  return kColumnBase + column_of(cell);
}
constexpr int box_house(int cell) {
  return kBoxBase + box_of(cell);
}
constexpr HouseKind house_kind(int house) {
  return house < kColumnBase ? HouseKind::row
                             : (house < kBoxBase ? HouseKind::column : HouseKind::box);
}

using HouseCells = std::array<std::uint8_t, 9>;

namespace detail {

struct HouseTables {
  std::array<HouseCells, kHouses> house_cells{};
  // A cell's row, column and box houses, in that order.
  std::array<std::array<std::uint8_t, 3>, kCells> cell_houses{};
  std::array<std::uint32_t, kCells> house_bits{};  // the same as bits (bit h: house h)
};

constexpr HouseTables make_house_tables() {
  HouseTables t;
  for (int cell = 0; cell < kCells; ++cell) {
    const int row = row_of(cell), column = column_of(cell), box = box_of(cell);
    t.house_cells[kRowBase + row][column] = static_cast<std::uint8_t>(cell);
    t.house_cells[kColumnBase + column][row] = static_cast<std::uint8_t>(cell);
    t.house_cells[kBoxBase + box][3 * (row % 3) + column % 3] = static_cast<std::uint8_t>(cell);
    t.cell_houses[cell] = {static_cast<std::uint8_t>(row_house(cell)),
                           static_cast<std::uint8_t>(column_house(cell)),
                           static_cast<std::uint8_t>(box_house(cell))};
    t.house_bits[cell] = 1u << row_house(cell) | 1u << column_house(cell) | 1u << box_house(cell);
  }
  return t;
}

inline constexpr HouseTables kHouseTables = make_house_tables();

}  // namespace detail

// The nine cells of `house`, in the house's order.
constexpr const HouseCells& house_cells(int house) {
  return detail::kHouseTables.house_cells[house];
}
// The row, column and box houses of `cell`.
constexpr const std::array<std::uint8_t, 3>& cell_houses(int cell) {
  return detail::kHouseTables.cell_houses[cell];
}
// Slots of a cell's houses in cell_houses() and house_of(): its row, its column, its box. The
// houses of one slot's kind are numbered from first_house(slot).
inline constexpr int kRowSlot = 0, kColumnSlot = 1, kBoxSlot = 2;
constexpr int first_house(int slot) {
  return 9 * slot;
}
// One of them: `slot` 0 the row, 1 the column, 2 the box.
constexpr int house_of(int cell, int slot) {
  return detail::kHouseTables.cell_houses[cell][slot];
}
// The three houses of a cell as bits (bit h: house h).
constexpr std::uint32_t house_bits(int cell) {
  return detail::kHouseTables.house_bits[cell];
}

}  // namespace nonet
