// qqwing's class. qqwing tries its techniques in a fixed order and classes a puzzle by the
// kinds of step its path used; since every technique only removes candidates, the kinds a
// path needs do not depend on which instance is applied first, so one run with qqwing's
// priorities (naked single, hidden single, then the four "intermediate" techniques) decides.
#include "rating/scales/qqwing_class.hpp"

#include <bit>

#include "rating/board/candidate_grid.hpp"
#include "rating/ladder/technique.hpp"

namespace nonet {

QqwingClass qqwing_class(const Grid& puzzle) {
  return qqwing_class(CandidateGrid::from_puzzle(puzzle));
}

QqwingClass qqwing_class(CandidateGrid grid) {
  bool hidden = false;
  bool intermediate = false;
  // Which pattern comes first does not matter here, only whether there is one.
  constexpr FindTechnique kIntermediate[] = {
      find_naked_pair, find_in<find_pointing, SeVersion::sukaku_1_18_1>,
      find_in<find_claiming, SeVersion::sukaku_1_18_1>, find_hidden_pair};
  Step step;
  Memory memory;  // none of these finders keeps anything; they take one all the same
  while (!grid.solved()) {
    // Naked singles first, all of them: on a puzzle with one solution the order they are
    // placed in does not change the grid they lead to, which is all the rest looks at.
    bool placed = false;
    grid.empty_cells().for_each([&](int cell) {
      if (grid.candidate_count(cell) != 1) return;
      grid.place(cell, std::countr_zero(grid.candidates(cell)) + 1);
      placed = true;
    });
    if (placed) continue;
    step = Step{};
    if (find_hidden_single(grid, step, memory)) {
      hidden = true;
      apply(step, grid);
      continue;
    }
    bool progressed = false;
    for (FindTechnique find : kIntermediate) {
      step = Step{};
      if (find(grid, step, memory)) {
        progressed = true;
        break;
      }
    }
    if (!progressed) return QqwingClass::expert;
    intermediate = true;
    apply(step, grid);
  }
  if (intermediate) return QqwingClass::intermediate;
  return hidden ? QqwingClass::easy : QqwingClass::simple;
}

std::string_view to_string(QqwingClass qqwing_class) {
  switch (qqwing_class) {
    case QqwingClass::simple:
      return "Simple";
    case QqwingClass::easy:
      return "Easy";
    case QqwingClass::intermediate:
      return "Intermediate";
    case QqwingClass::expert:
      return "Expert";
  }
  return "Unknown";
}

}  // namespace nonet
