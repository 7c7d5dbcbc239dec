// Random complete grids: three independent boxes drawn at random, then a randomized search.
#include <bit>
#include <cstdint>

#include "grid/houses.hpp"
#include "nonet/generator.hpp"

namespace nonet {

namespace {

using DigitMask = std::uint16_t;  // bit d set: digit d (1-9)
constexpr DigitMask kAllDigits = 0x3FE;

// Digits used per row, column and box, kept in step with the grid.
struct Houses {
  DigitMask row[9]{}, column[9]{}, box[9]{};

  DigitMask free(int cell) const {
    return kAllDigits & ~(row[row_of(cell)] | column[column_of(cell)] | box[box_of(cell)]);
  }
  void toggle(int cell, int digit) {
    const auto bit = static_cast<DigitMask>(1u << digit);
    row[row_of(cell)] ^= bit;
    column[column_of(cell)] ^= bit;
    box[box_of(cell)] ^= bit;
  }
};

// One digit of `digits` drawn uniformly.
int draw_digit(DigitMask digits, RandomStream& random) {
  for (std::uint32_t k = random.below(static_cast<std::uint32_t>(std::popcount(digits))); k > 0;
       --k) {
    digits &= static_cast<DigitMask>(digits - 1);
  }
  return std::countr_zero(digits);
}

// Fills boxes 1, 5 and 9 with random permutations; true when the search then completes.
bool fill(Grid& grid, RandomStream& random) {
  grid = Grid{};
  Houses houses;
  for (int box = 0; box < 9; box += 4) {
    DigitMask left = kAllDigits;
    for (int k = 0; k < 9; ++k) {
      const int cell = house_cells(kBoxBase + box)[k];
      const int digit = draw_digit(left, random);
      left &= static_cast<DigitMask>(~(1u << digit));
      grid.cells[cell] = static_cast<std::uint8_t>(digit);
      houses.toggle(cell, digit);
    }
  }

  // Depth-first: each frame is a cell and the digits not yet tried there.
  struct Frame {
    std::uint8_t cell;
    DigitMask untried;
  };
  Frame stack[kCells];
  int depth = 0;
  bool choose = true;
  for (;;) {
    if (choose) {
      int best = -1, best_count = 10;
      DigitMask best_free = 0;
      for (int cell = 0; cell < kCells && best_count > 1; ++cell) {
        if (grid.cells[cell] != 0) continue;
        const DigitMask free = houses.free(cell);
        const int count = std::popcount(free);
        if (count < best_count) best = cell, best_count = count, best_free = free;
      }
      if (best < 0) return true;
      stack[depth++] = {static_cast<std::uint8_t>(best), best_free};
    }
    Frame& frame = stack[depth - 1];
    if (const int placed = grid.cells[frame.cell]; placed != 0) {
      houses.toggle(frame.cell, placed);
      grid.cells[frame.cell] = 0;
    }
    if (frame.untried == 0) {
      if (--depth == 0) return false;
      choose = false;
      continue;
    }
    const int digit = draw_digit(frame.untried, random);
    frame.untried &= static_cast<DigitMask>(~(1u << digit));
    grid.cells[frame.cell] = static_cast<std::uint8_t>(digit);
    houses.toggle(frame.cell, digit);
    choose = true;
  }
}

}  // namespace

Grid random_grid(RandomStream& random) {
  Grid grid;
  // Any three diagonal boxes extend to a full grid, so the first fill always succeeds; the
  // loop only keeps the function total.
  while (!fill(grid, random)) {
  }
  return grid;
}

}  // namespace nonet
