// Naked pair / triplet / quad (SE 3.0 / 3.6 / 5.0): n cells of a house whose candidates are n
// digits between them; the rest of the house loses those digits.
#include <bit>

#include "rating/sudoku_explainer/technique.hpp"

namespace nonet {

namespace {

bool find_naked(const CandidateGrid& grid, Step& step, int size, Technique technique, int rating) {
  for (int base : kBoxesColumnsRows) {
    for (int house = base; house < base + 9; ++house) {
      if (grid.empty_in(house) < 2 * size) continue;
      const auto& cells = house_cells(house);
      const bool found = for_each_naked_set(
          grid, house, size, 2, SetOrder::as_masks, [&](std::uint16_t set, std::uint16_t digits) {
            bool any = false;
            for (int place = 0; place < 9; ++place) {
              if ((set >> place) & 1) continue;
              const std::uint16_t removed = grid.candidates(cells[place]) & digits;
              step.eliminations[cells[place]] = removed;
              any |= removed != 0;
            }
            if (!any) {
              step.eliminations = {};
              return false;
            }
            step.technique = technique;
            step.rating = static_cast<std::uint8_t>(rating);
            step.digits = digits;
            for (std::uint16_t bits = set; bits; bits &= bits - 1) {
              step.cells.add(cells[std::countr_zero(bits)]);
            }
            step.add_house(house);
            return true;
          });
      if (found) return true;
    }
  }
  return false;
}

}  // namespace

bool find_naked_pair(const CandidateGrid& grid, Step& step, Memory&) {
  return find_naked(grid, step, 2, Technique::naked_pair, 30);
}
bool find_naked_triplet(const CandidateGrid& grid, Step& step, Memory&) {
  return find_naked(grid, step, 3, Technique::naked_triplet, 36);
}
bool find_naked_quad(const CandidateGrid& grid, Step& step, Memory&) {
  return find_naked(grid, step, 4, Technique::naked_quad, 50);
}

}  // namespace nonet
