// Locked candidates: a digit's two or three places in a box all in one line (type 1, pointing:
// the rest of the line loses it) or in a line all in one box (type 2, claiming), met in HoDoKu's
// order (rating/techniques/intersection.hpp).
#include "rating/hodoku/finders.hpp"
#include "rating/techniques/intersection.hpp"

namespace nonet::hodoku {

namespace {

// The digit's places in `house` confined to `target` (another house): the deletions in the target
// outside `house`, if any.
std::optional<Step> locked_step(const HodokuGrid& grid, Technique type, int house, int target,
                                int digit) {
  const CellSet victims = (grid.places_of(digit) & house_set(target)).without(house_set(house));
  if (victims.empty()) return std::nullopt;
  Step step;
  step.technique = type;
  victims.for_each([&](int cell) { step.deletions.emplace_back(cell, digit); });
  return step;
}

// A digit's places in a house stand on the house's cells: only houses with a cell changed since
// the search last found nothing can hold new ones (ChangedCells).
std::optional<Step> find_in_houses(const HodokuGrid& grid, const CellSet& changed, int first_base,
                                   std::initializer_list<int> target_bases, Technique type) {
  std::optional<Step> step;
  for_each_intersection(grid.board(), first_base, target_bases, LockedOrder::house_first, changed,
                        [&](int digit, int house, int target) {
                          step = locked_step(grid, type, house, target, digit);
                          return step.has_value();
                        });
  return step;
}

}  // namespace

std::optional<Step> find_locked_candidates(const HodokuGrid& grid, const Ask& ask, Memory& memory) {
  const Technique type = ask.technique;
  const bool pointing = type == Technique::locked_candidates_1;
  struct Kept {
    ChangedCells by_type[2];  // pointing, claiming
  };
  return where_changed(memory.kept<Kept>().by_type[!pointing], grid, [&](const CellSet& changed) {
    if (pointing) return find_in_houses(grid, changed, kBoxBase, {kRowBase, kColumnBase}, type);
    std::optional<Step> step = find_in_houses(grid, changed, kRowBase, {kBoxBase}, type);
    if (!step) step = find_in_houses(grid, changed, kColumnBase, {kBoxBase}, type);
    return step;
  });
}

}  // namespace nonet::hodoku
