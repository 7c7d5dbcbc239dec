// Checking a grid and an answer: one pass of house masks decides the common, valid case;
// only a grid that fails it is scanned again to name every reason.
#include <bit>

#include "grid/houses.hpp"
#include "nonet/check.hpp"

namespace nonet {

namespace {

// Bits 1-9: the digits a house must hold once each.
inline constexpr std::uint16_t kAllDigits = 0x3FE;

// True when every row, column and box holds the digits 1-9. An empty cell sets bit 0 and
// a repeated digit leaves another bit unset, so nine cells cover 0x3FE only if all differ.
// One row at a time, with the column and box masks held in registers.
bool is_solution(const Grid& grid) {
  std::array<std::uint16_t, 9> columns{};
  bool ok = true;
  for (int band = 0; band < 3; ++band) {
    std::array<std::uint16_t, 3> boxes{};
    for (int row = 3 * band; row < 3 * band + 3; ++row) {
      std::uint16_t seen = 0;
#pragma GCC unroll 9
      for (int column = 0; column < 9; ++column) {
        const auto bit = static_cast<std::uint16_t>(1u << (grid.cells[9 * row + column] & 15));
        seen |= bit;
        columns[column] |= bit;
        boxes[column / 3] |= bit;
      }
      ok &= seen == kAllDigits;
    }
    for (const std::uint16_t box : boxes) ok &= box == kAllDigits;
  }
  for (const std::uint16_t column : columns) ok &= column == kAllDigits;
  return ok;
}

void add_duplicates(const Grid& grid, CheckReport& report) {
  for (int house = 0; house < 27; ++house) {
    std::array<std::uint16_t, 10> places{};  // digit -> where it is in the house
    for (int k = 0; k < 9; ++k) {
      const std::uint8_t digit = grid.cells[house_cells(house)[k]];
      if (digit >= 1 && digit <= 9) places[digit] |= static_cast<std::uint16_t>(1u << k);
    }
    for (int digit = 1; digit <= 9; ++digit) {
      if (std::popcount(places[digit]) < 2) continue;
      report.add({.kind = CheckReasonKind::duplicate,
                  .digit = static_cast<std::uint8_t>(digit),
                  .house = static_cast<HouseKind>(house / 9),
                  .house_index = static_cast<std::uint8_t>(house % 9),
                  .places = places[digit]});
    }
  }
}

void add_empty_cells(const Grid& grid, CheckReport& report) {
  for (int cell = 0; cell < kCells; ++cell) {
    const std::uint8_t digit = grid.cells[cell];
    if (digit == 0 || digit > 9) {
      report.add({.kind = CheckReasonKind::empty_cell, .cell = static_cast<std::uint8_t>(cell)});
    }
  }
}

void add_grid_reasons(const Grid& grid, CheckReport& report) {
  if (is_solution(grid)) return;
  add_duplicates(grid, report);
  add_empty_cells(grid, report);
}

bool matches_givens(const Grid& puzzle, const Grid& answer) {
  std::uint8_t broken = 0;  // no early exit: the loop vectorizes
  for (int cell = 0; cell < kCells; ++cell) {
    broken |= (puzzle.cells[cell] != 0) & (puzzle.cells[cell] != answer.cells[cell]);
  }
  return broken == 0;
}

}  // namespace

bool CheckReport::has(CheckReasonKind kind) const {
  for (const CheckReason& reason : reasons()) {
    if (reason.kind == kind) return true;
  }
  return false;
}

void check_grid(const Grid& grid, CheckReport& report) {
  report.clear();
  add_grid_reasons(grid, report);
}

void check_answer(const Grid& puzzle, const Grid& answer, CheckReport& report,
                  const CheckOptions& options) {
  report.clear();
  report.paired = true;
  add_grid_reasons(answer, report);
  if (!matches_givens(puzzle, answer)) {
    for (int cell = 0; cell < kCells; ++cell) {
      const std::uint8_t given = puzzle.cells[cell];
      const std::uint8_t digit = answer.cells[cell];
      if (given == 0 || digit == 0 || digit == given) continue;  // an empty cell is said above
      report.add({.kind = CheckReasonKind::contradicts_given,
                  .digit = digit,
                  .given = given,
                  .cell = static_cast<std::uint8_t>(cell)});
    }
  }
  if (report.valid() && options.uniqueness) {
    // The answer is a solution, so the puzzle has one; a second one makes it not unique.
    const SolveResult counted =
        solve(puzzle, {.mode = SolveMode::count, .limit = 2, .engine = options.engine});
    if (counted.status == SolveStatus::multiple) report.add({.kind = CheckReasonKind::not_unique});
  }
}

}  // namespace nonet
