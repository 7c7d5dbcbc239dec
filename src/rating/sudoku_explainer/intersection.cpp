// Pointing (SE 2.6: a box's places of a digit on one line) and claiming (SE 2.8: a line's
// places of a digit inside one box).
#include "rating/sudoku_explainer/technique.hpp"

namespace nonet {

namespace {

bool find_locked(const CandidateGrid& grid, Step& step, int first_base,
                 std::initializer_list<int> second_bases, SeVersion version, Technique technique,
                 int rating) {
  return for_each_intersection(
      grid, first_base, second_bases, locked_order(version), CellSet::all(),
      [&](int digit, int first, int second) {
        const CellSet victims = grid.positions(second, digit).without(kTables.house_set[first]);
        if (victims.empty()) return false;
        step.technique = technique;
        step.rating = static_cast<std::uint8_t>(rating);
        step.digits = static_cast<std::uint16_t>(digit_bit(digit));
        step.cells = grid.positions(first, digit);
        step.add_house(first);
        step.add_house(second);
        victims.for_each([&](int cell) { step.eliminations[cell] |= digit_bit(digit); });
        return true;
      });
}

}  // namespace

bool find_pointing(const CandidateGrid& grid, Step& step, SeVersion version, Memory&) {
  return find_locked(grid, step, kBoxBase, {kColumnBase, kRowBase}, version, Technique::pointing,
                     26);
}

bool find_claiming(const CandidateGrid& grid, Step& step, SeVersion version, Memory&) {
  return find_locked(grid, step, kColumnBase, {kBoxBase}, version, Technique::claiming, 28) ||
         find_locked(grid, step, kRowBase, {kBoxBase}, version, Technique::claiming, 28);
}

}  // namespace nonet
