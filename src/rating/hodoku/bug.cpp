// BUG+1: every empty cell holds two digits but one that holds three, and every house holds each
// digit twice but the three houses of that cell, which hold its extra digit three times: the
// cell must be that digit (its other two go).
#include <bit>

#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

std::optional<Step> find_bug_plus_one(const HodokuGrid& grid) {
  int three = -1;
  for (int cell = 0; cell < kCells; ++cell) {
    const int count = std::popcount(grid.candidates(cell));
    if (count > 3) return std::nullopt;
    if (count == 3) {
      if (three != -1) return std::nullopt;
      three = cell;
    }
  }
  if (three == -1) return std::nullopt;
  int extra = -1;
  int houses[3] = {-1, -1, -1};  // the row, column and box holding the extra digit thrice
  for (int house = 0; house < kHouses; ++house) {
    for (int digit = 1; digit <= 9; ++digit) {
      const int count = grid.free(house, digit);
      if (count > 3) return std::nullopt;
      if (count == 3) {
        if (houses[house / 9] != -1 || (extra != -1 && extra != digit)) return std::nullopt;
        extra = digit;
        houses[house / 9] = house;
      }
    }
  }
  if (extra == -1 || !grid.has(three, extra)) return std::nullopt;
  for (int kind = 0; kind < 3; ++kind) {
    if (house_of(three, kind) != houses[kind]) return std::nullopt;
  }
  Step step;
  step.technique = Technique::bug_plus_one;
  for (int digit = 1; digit <= 9; ++digit) {
    if (digit != extra && grid.has(three, digit)) step.deletions.emplace_back(three, digit);
  }
  return step;
}

}  // namespace nonet::hodoku
