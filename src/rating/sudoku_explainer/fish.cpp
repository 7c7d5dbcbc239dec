// X-wing / swordfish / jellyfish (SE 3.2 / 3.8 / 5.2): the places of a digit in n base lines
// lie in n cover lines, so the digit leaves the rest of the cover lines.
#include <algorithm>
#include <bit>

#include "rating/sudoku_explainer/technique.hpp"

namespace nonet {

namespace {

bool find_fish_in(const CandidateGrid& grid, Step& step, int size, int base_kind, int cover_kind,
                  Technique technique, int rating) {
  // The fish patterns (base lines whose places lie in `size` cover lines), found per digit
  // from the sets of its usable lines, then taken in Sudoku Explainer's order: by base-line
  // set, then digit.
  struct Pattern {
    std::uint16_t lines;
    std::uint16_t covers;
    int digit;
  };
  std::array<Pattern, 9 * 126> patterns;
  int count = 0;
  for (int digit = 1; digit <= 9; ++digit) {
    // A fish of n lines needs the digit unplaced in at least 2n houses.
    if (grid.placed_count(digit) + 2 * size > 9) continue;
    for_each_basic_fish(grid, digit, base_kind, size, 2, SetOrder::as_masks,
                        [&](std::uint16_t lines, std::uint16_t covers) {
                          patterns[count++] = Pattern{lines, covers, digit};
                          return false;
                        });
  }
  std::sort(patterns.begin(), patterns.begin() + count, [](const Pattern& a, const Pattern& b) {
    return a.lines != b.lines ? a.lines < b.lines : a.digit < b.digit;
  });
  for (int p = 0; p < count; ++p) {
    const int digit = patterns[p].digit;
    const std::uint16_t covers = patterns[p].covers;
    const std::uint16_t lines = patterns[p].lines;
    CellSet bases;
    for (std::uint16_t bits = lines; bits; bits &= bits - 1) {
      bases |= kTables.house_set[base_kind + std::countr_zero(bits)];
    }
    CellSet victims;
    for (std::uint16_t bits = covers; bits; bits &= bits - 1) {
      victims |= grid.positions(cover_kind + std::countr_zero(bits), digit);
    }
    victims = victims.without(bases);
    if (victims.empty()) continue;
    step.technique = technique;
    step.rating = static_cast<std::uint8_t>(rating);
    step.digits = static_cast<std::uint16_t>(digit_bit(digit));
    step.cells = bases & grid.cells_with(digit);
    for (std::uint16_t bits = lines; bits; bits &= bits - 1) {
      step.add_house(base_kind + std::countr_zero(bits));
    }
    for (std::uint16_t bits = covers; bits; bits &= bits - 1) {
      step.add_house(cover_kind + std::countr_zero(bits));
    }
    victims.for_each([&](int cell) { step.eliminations[cell] = digit_bit(digit); });
    return true;
  }
  return false;
}

// Sudoku Explainer tries columns as base lines first, then rows.
bool find_fish(const CandidateGrid& grid, Step& step, int size, Technique technique, int rating) {
  return find_fish_in(grid, step, size, kColumnBase, kRowBase, technique, rating) ||
         find_fish_in(grid, step, size, kRowBase, kColumnBase, technique, rating);
}

}  // namespace

bool find_x_wing(const CandidateGrid& grid, Step& step, Memory&) {
  return find_fish(grid, step, 2, Technique::x_wing, 32);
}
bool find_swordfish(const CandidateGrid& grid, Step& step, Memory&) {
  return find_fish(grid, step, 3, Technique::swordfish, 38);
}
bool find_jellyfish(const CandidateGrid& grid, Step& step, Memory&) {
  return find_fish(grid, step, 4, Technique::jellyfish, 52);
}

}  // namespace nonet
