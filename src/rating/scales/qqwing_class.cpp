// qqwing's class. qqwing tries its techniques in a fixed order and classes a puzzle by the
// kinds of step its path used; since every technique only removes candidates, the kinds a
// path needs do not depend on which instance is applied first, so one run with qqwing's
// priorities (naked single, hidden single, then the four "intermediate" techniques) decides:
// the scale is a table of those rungs and their classes, run by the graders' loop (climb).
#include "rating/scales/qqwing_class.hpp"

#include <algorithm>
#include <span>

#include "rating/board/candidate_grid.hpp"
#include "rating/board/climb.hpp"
#include "rating/sudoku_explainer/technique.hpp"

namespace nonet {

QqwingClass qqwing_class(const Grid& puzzle) {
  return qqwing_class(CandidateGrid::from_puzzle(puzzle));
}

namespace {

// qqwing's techniques in its order, each with the class a path that needs it has at least.
struct ClassRung {
  FindTechnique find;
  QqwingClass at_least;
};
constexpr ClassRung kRungs[] = {
    {find_naked_single, QqwingClass::simple},
    {find_hidden_single, QqwingClass::easy},
    {find_naked_pair, QqwingClass::intermediate},
    {find_in<find_pointing, SeVersion::sukaku_1_18_1>, QqwingClass::intermediate},
    {find_in<find_claiming, SeVersion::sukaku_1_18_1>, QqwingClass::intermediate},
    {find_hidden_pair, QqwingClass::intermediate},
};

// The class of a path (climb): the highest its steps' rungs give, Expert when it stalls.
struct ClassTally {
  Memory memory;  // none of these finders keeps anything; they take one all the same
  Step step;
  QqwingClass hardest = QqwingClass::simple;

  static bool stop() { return false; }
  static bool give_up_at(std::size_t) { return false; }
  bool find(const ClassRung& rung, const CandidateGrid& grid) {
    step = Step{};
    if (!rung.find(grid, step, memory)) return false;
    hardest = std::max(hardest, rung.at_least);
    return true;
  }
  void nothing_found() { hardest = QqwingClass::expert; }
  bool take(CandidateGrid& grid) {
    apply(step, grid);
    return true;
  }
};

}  // namespace

QqwingClass qqwing_class(CandidateGrid grid) {
  ClassTally tally;
  climb(grid, std::span<const ClassRung>(kRungs), tally);
  return tally.hardest;
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
