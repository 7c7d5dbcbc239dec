// Direct pointing (SE 1.7) and direct claiming (SE 1.9): a locked candidate whose
// elimination leaves a hidden single in another house of the first house's kind crossing
// the same line or box. The step places that single; it eliminates nothing itself.
#include "rating/sudoku_explainer/technique.hpp"

namespace nonet {

namespace {

// A house of the first kind crossing the second house, and the places of their intersection
// as a mask over the first house's places.
struct Crossing {
  int house;
  std::uint16_t inside;
};

// The three houses of the kind at `first_base` crossing `second` (a line for boxes, a box for
// lines), in ascending order.
std::array<Crossing, 3> crossings(int first_base, int second) {
  const int index = second % 9;
  std::array<Crossing, 3> result{};
  for (int j = 0; j < 3; ++j) {
    if (first_base == kBoxBase && second < kColumnBase) {
      result[j] = {kBoxBase + 3 * (index / 3) + j,
                   static_cast<std::uint16_t>(0x7 << 3 * (index % 3))};
    } else if (first_base == kBoxBase) {
      result[j] = {kBoxBase + 3 * j + index / 3, static_cast<std::uint16_t>(0x49 << (index % 3))};
    } else if (first_base == kRowBase) {
      result[j] = {kRowBase + 3 * (index / 3) + j,
                   static_cast<std::uint16_t>(0x7 << 3 * (index % 3))};
    } else {
      result[j] = {kColumnBase + 3 * (index % 3) + j,
                   static_cast<std::uint16_t>(0x7 << 3 * (index / 3))};
    }
  }
  return result;
}

bool find_direct(const CandidateGrid& grid, Step& step, int first_base, int second_base,
                 SeVersion version, Technique technique, int rating) {
  return for_each_intersection(
      grid, first_base, {second_base}, locked_order(version), CellSet::all(),
      [&](int digit, int first, int second) {
        for (const Crossing& third : crossings(first_base, second)) {
          if (third.house == first) continue;
          const std::uint16_t places = grid.place_mask(third.house, digit);
          if (std::popcount(places) < 2) continue;
          const std::uint16_t left = places & ~third.inside;
          if (std::popcount(left) != 1) continue;
          step.technique = technique;
          step.rating = static_cast<std::uint8_t>(rating);
          step.cell = static_cast<std::int8_t>(house_cells(third.house)[std::countr_zero(left)]);
          step.digit = static_cast<std::uint8_t>(digit);
          step.digits = static_cast<std::uint16_t>(digit_bit(digit));
          step.cells = grid.positions(first, digit);
          step.add_house(first);
          step.add_house(second);
          step.add_house(third.house);
          return true;
        }
        return false;
      });
}

}  // namespace

bool find_direct_pointing(const CandidateGrid& grid, Step& step, SeVersion version, Memory&) {
  return find_direct(grid, step, kBoxBase, kColumnBase, version, Technique::direct_pointing, 17) ||
         find_direct(grid, step, kBoxBase, kRowBase, version, Technique::direct_pointing, 17);
}

bool find_direct_claiming(const CandidateGrid& grid, Step& step, SeVersion version, Memory&) {
  return find_direct(grid, step, kColumnBase, kBoxBase, version, Technique::direct_claiming, 19) ||
         find_direct(grid, step, kRowBase, kBoxBase, version, Technique::direct_claiming, 19);
}

}  // namespace nonet
