// Direct pointing (SE 1.7) and direct claiming (SE 1.9): a locked candidate whose
// elimination leaves a hidden single in another house of the first house's kind crossing
// the same line or box. The step places that single; it eliminates nothing itself.
#include "techniques/intersection.hpp"

namespace nonet {

namespace {

bool find_direct(const CandidateGrid& grid, Step& step, int first_base, int second_base,
                 Technique technique, int rating) {
  return for_each_intersection(grid, first_base, second_base,
                               [&](int digit, int first, int second) {
                                 const CellSet line = kTables.house_set[second];
                                 for (int third = first_base; third < first_base + 9; ++third) {
                                   if (third == first || (kTables.house_set[third] & line).empty())
                                     continue;
                                   const CellSet places = grid.positions(third, digit);
                                   if (places.count() < 2) continue;
                                   const CellSet left = places.without(line);
                                   if (left.count() != 1) continue;
                                   step.technique = technique;
                                   step.rating = static_cast<std::uint8_t>(rating);
                                   step.cell = static_cast<std::int8_t>(left.first());
                                   step.digit = static_cast<std::uint8_t>(digit);
                                   step.digits = static_cast<std::uint16_t>(digit_bit(digit));
                                   step.cells = grid.positions(first, digit);
                                   step.add_house(first);
                                   step.add_house(second);
                                   step.add_house(third);
                                   return true;
                                 }
                                 return false;
                               });
}

}  // namespace

bool find_direct_pointing(const CandidateGrid& grid, Step& step) {
  return find_direct(grid, step, kBoxBase, kColumnBase, Technique::direct_pointing, 17) ||
         find_direct(grid, step, kBoxBase, kRowBase, Technique::direct_pointing, 17);
}

bool find_direct_claiming(const CandidateGrid& grid, Step& step) {
  return find_direct(grid, step, kColumnBase, kBoxBase, Technique::direct_claiming, 19) ||
         find_direct(grid, step, kRowBase, kBoxBase, Technique::direct_claiming, 19);
}

}  // namespace nonet
