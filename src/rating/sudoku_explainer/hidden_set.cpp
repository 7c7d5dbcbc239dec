// Hidden pair / triplet / quad (SE 3.4 / 4.0 / 5.4): n digits confined to the same n cells of
// a house; the cells lose their other candidates. The direct variants (SE 2.0 / 2.5) count
// only when that leaves another digit a single place in the house, and place it.
#include <bit>

#include "rating/sudoku_explainer/technique.hpp"

namespace nonet {

namespace {

struct HiddenSet {
  int house = 0;
  std::uint16_t digits = 0;  // bit d-1
  std::uint16_t places = 0;  // bit i: house_cells[house][i]
};

// Visits the hidden sets of `size` in Sudoku Explainer's order; visit returns true to stop.
template <typename Visit>
bool hidden_sets_in_se_order(const CandidateGrid& grid, int size, int min_empty, Visit visit) {
  for (int base : kBoxesColumnsRows) {
    for (int house = base; house < base + 9; ++house) {
      if (grid.empty_in(house) < min_empty) continue;
      const bool stopped = for_each_hidden_set(grid, house, size, 2, SetOrder::as_masks,
                                               [&](std::uint16_t digits, std::uint16_t common) {
                                                 return visit(HiddenSet{house, digits, common});
                                               });
      if (stopped) return true;
    }
  }
  return false;
}

void describe(const HiddenSet& set, Step& step) {
  step.digits = set.digits;
  for (int i = 0; i < 9; ++i) {
    if ((set.places >> i) & 1) step.cells.add(house_cells(set.house)[i]);
  }
  step.add_house(set.house);
}

bool find_hidden(const CandidateGrid& grid, Step& step, int size, Technique technique, int rating) {
  return hidden_sets_in_se_order(grid, size, 2 * size + 1, [&](const HiddenSet& set) {
    bool any = false;
    for (int i = 0; i < 9; ++i) {
      if (!((set.places >> i) & 1)) continue;
      const int cell = house_cells(set.house)[i];
      const std::uint16_t others = grid.candidates(cell) & ~set.digits;
      step.eliminations[cell] = others;
      any |= others != 0;
    }
    if (!any) {
      step.eliminations = {};
      return false;
    }
    step.technique = technique;
    step.rating = static_cast<std::uint8_t>(rating);
    describe(set, step);
    return true;
  });
}

bool find_direct_hidden(const CandidateGrid& grid, Step& step, int size, Technique technique,
                        int rating) {
  return hidden_sets_in_se_order(grid, size, size + 1, [&](const HiddenSet& set) {
    for (int digit = 1; digit <= 9; ++digit) {
      if ((set.digits >> (digit - 1)) & 1) continue;
      const std::uint16_t digit_places = grid.place_mask(set.house, digit);
      if (std::popcount(digit_places) < 2) continue;
      const std::uint16_t left = digit_places & ~set.places;
      if (std::popcount(left) != 1) continue;
      step.technique = technique;
      step.rating = static_cast<std::uint8_t>(rating);
      describe(set, step);
      step.cell = static_cast<std::int8_t>(house_cells(set.house)[std::countr_zero(left)]);
      step.digit = static_cast<std::uint8_t>(digit);
      return true;
    }
    return false;
  });
}

}  // namespace

bool find_direct_hidden_pair(const CandidateGrid& grid, Step& step, Memory&) {
  return find_direct_hidden(grid, step, 2, Technique::direct_hidden_pair, 20);
}
bool find_direct_hidden_triplet(const CandidateGrid& grid, Step& step, Memory&) {
  return find_direct_hidden(grid, step, 3, Technique::direct_hidden_triplet, 25);
}
bool find_hidden_pair(const CandidateGrid& grid, Step& step, Memory&) {
  return find_hidden(grid, step, 2, Technique::hidden_pair, 34);
}
bool find_hidden_triplet(const CandidateGrid& grid, Step& step, Memory&) {
  return find_hidden(grid, step, 3, Technique::hidden_triplet, 40);
}
bool find_hidden_quad(const CandidateGrid& grid, Step& step, Memory&) {
  return find_hidden(grid, step, 4, Technique::hidden_quad, 54);
}

}  // namespace nonet
