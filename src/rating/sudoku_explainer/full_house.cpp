// Full house (SE 1.0): the last empty cell of a house takes the house's missing digit.
#include <bit>

#include "rating/sudoku_explainer/technique.hpp"

namespace nonet {

bool find_full_house(const CandidateGrid& grid, Step& step, Memory&) {
  // The houses with one empty cell, found together (the loop has no exit, so it vectorizes).
  std::uint32_t last_empty = 0;
  for (int house = 0; house < kHouses; ++house) {
    last_empty |= static_cast<std::uint32_t>(grid.empty_in(house) == 1) << house;
  }
  for (int base : kBoxesColumnsRows) {
    for (std::uint32_t bits = (last_empty >> base) & 0x1ff; bits; bits &= bits - 1) {
      const int house = base + std::countr_zero(bits);
      const CellSet empty = grid.empty_cells() & kTables.house_set[house];
      const int cell = empty.first();
      if (grid.candidate_count(cell) != 1) continue;  // a broken grid: leave it to others
      step.technique = Technique::full_house;
      step.rating = 10;
      step.cell = static_cast<std::int8_t>(cell);
      step.digit = static_cast<std::uint8_t>(std::countr_zero(grid.candidates(cell)) + 1);
      step.cells = empty;
      step.add_house(house);
      return true;
    }
  }
  return false;
}

}  // namespace nonet
