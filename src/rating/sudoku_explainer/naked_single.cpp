// Naked single (SE 2.3): a cell with one candidate left takes it.
#include "rating/sudoku_explainer/technique.hpp"

namespace nonet {

bool find_naked_single(const CandidateGrid& grid, Step& step, Memory&) {
  const auto counts = cells_with_at_least<2>(grid);
  const int found = counts[1].without(counts[2]).first();
  if (found < 0) return false;
  step.technique = Technique::naked_single;
  step.rating = 23;
  step.cell = static_cast<std::int8_t>(found);
  step.digit = static_cast<std::uint8_t>(std::countr_zero(grid.candidates(found)) + 1);
  step.digits = grid.candidates(found);
  step.cells = CellSet::of(found);
  return true;
}

}  // namespace nonet
