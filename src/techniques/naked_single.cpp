// Naked single (SE 2.3): a cell with one candidate left takes it.
#include "techniques/technique.hpp"

namespace nonet {

bool find_naked_single(const CandidateGrid& grid, Step& step) {
  int found = -1;
  grid.empty_cells().for_each([&](int cell) {
    if (found < 0 && grid.candidate_count(cell) == 1) found = cell;
  });
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
