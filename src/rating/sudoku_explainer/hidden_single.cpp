// Hidden single (SE 1.2 in a box, 1.5 in a row or column): a digit with one place left in a
// house goes there.
#include <bit>

#include "rating/sudoku_explainer/technique.hpp"

namespace nonet {

bool find_hidden_single(const CandidateGrid& grid, Step& step, Memory&) {
  for (int base : kBoxesColumnsRows) {
    for (int house = base; house < base + 9; ++house) {
      for (int digit = 1; digit <= 9; ++digit) {
        if (std::popcount(grid.place_mask(house, digit)) != 1) continue;
        const CellSet places = grid.positions(house, digit);
        const bool box = base == kBoxBase;
        step.technique = box ? Technique::hidden_single_box : Technique::hidden_single_line;
        step.rating = box ? 12 : 15;
        step.cell = static_cast<std::int8_t>(places.first());
        step.digit = static_cast<std::uint8_t>(digit);
        step.digits = static_cast<std::uint16_t>(digit_bit(digit));
        step.cells = places;
        step.add_house(house);
        return true;
      }
    }
  }
  return false;
}

}  // namespace nonet
