// Locked candidates: a digit's two or three places in a box all in one line (type 1, pointing:
// the rest of the line loses it) or in a line all in one box (type 2, claiming).
#include <bit>

#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

namespace {

// The digit's places in `house` confined to `target` (another house) when the target holds
// more of it: the deletions in the target outside `house`.
std::optional<Step> locked_step(const HodokuGrid& grid, Technique type, int house, int target,
                                int digit) {
  Step step;
  step.technique = type;
  for (const int cell : house_cells(target)) {
    if (!grid.has(cell, digit)) continue;
    if (house_of(cell, 0) == house || house_of(cell, 1) == house || house_of(cell, 2) == house)
      continue;
    step.deletions.emplace_back(cell, digit);
  }
  return step;
}

// A digit's places in a house stand on the house's cells: only houses with a cell changed since
// the search last found nothing can hold new ones (ChangedCells).
std::optional<Step> find_in_houses(const HodokuGrid& grid, const CellSet& changed, int first_house,
                                   Technique type) {
  const bool pointing = type == Technique::locked_candidates_1;
  for (int house = first_house; house < first_house + 9; ++house) {
    if (!changed.intersects(house_set(house))) continue;
    // The digits with two or three places here, gathered without a branch per digit.
    unsigned digits = 0;
    for (int digit = 1; digit <= 9; ++digit)
      digits |= unsigned{static_cast<unsigned>(grid.free(house, digit) - 2) <= 1} << digit;
    for (; digits != 0; digits &= digits - 1) {
      const int digit = std::countr_zero(digits);
      const int count = grid.free(house, digit);
      // The row, column or box holding all the digit's places here, if another house than this.
      const CellSet places = grid.places_of(digit) & house_set(house);
      const int first = places.first();
      for (int kind = pointing ? 0 : 2; kind < (pointing ? 2 : 3); ++kind) {
        const int target = house_of(first, kind);
        if (places.without(house_set(target)).empty() && grid.free(target, digit) > count)
          return locked_step(grid, type, house, target, digit);
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_locked_candidates(const HodokuGrid& grid, Technique type, Memory& memory) {
  const bool pointing = type == Technique::locked_candidates_1;
  struct Kept {
    ChangedCells by_type[2];  // pointing, claiming
  };
  return where_changed(memory.kept<Kept>().by_type[!pointing], grid, [&](const CellSet& changed) {
    std::optional<Step> step = find_in_houses(grid, changed, pointing ? 18 : 0, type);
    if (!step && !pointing) step = find_in_houses(grid, changed, 9, type);
    return step;
  });
}

}  // namespace nonet::hodoku
