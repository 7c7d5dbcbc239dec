// BUG+1: every empty cell holds two digits but one that holds three, and every house holds each
// digit twice but the three houses of that cell, which hold its extra digit three times: the
// cell must be that digit (its other two go). The pattern is the BUG's of both scales
// (rating/techniques/bug.hpp) with one BUG cell, holding three digits, and one BUG digit. (HoDoKu's
// own test also passes beside a pending hidden single, which its ladder never leaves.)
#include "rating/techniques/bug.hpp"

#include <bit>

#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

std::optional<Step> find_bug_plus_one(const HodokuGrid& grid, const Ask&, Memory&) {
  // Most grids fail here: a cell with four digits or more, or not one with three.
  const auto counts = cells_with_at_least<4>(grid.board());
  if (!counts[4].empty() || counts[3].count() != 1) return std::nullopt;
  BugPattern bug;
  if (!find_bug_pattern(grid.board(), bug) || bug.count != 1 || std::popcount(bug.all_digits) != 1)
    return std::nullopt;
  const int cell = bug.cells[0];
  Step step;
  step.technique = Technique::bug_plus_one;
  for (std::uint16_t others = grid.candidates(cell) & ~bug.all_digits; others != 0;
       others &= others - 1)
    step.deletions.emplace_back(cell, std::countr_zero(others) + 1);
  return step;
}

}  // namespace nonet::hodoku
