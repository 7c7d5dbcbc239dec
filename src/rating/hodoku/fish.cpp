// Basic fish (X-Wing, Swordfish, Jellyfish): a digit's places in N rows (the base) lying in N
// columns (the cover), or the other way round; the digit leaves the rest of the cover. HoDoKu
// searches digit by digit, rows as base first, base and cover combinations in house order.
#include <bitset>

#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

namespace {

using Cells = std::bitset<kCells>;

Technique fish_type(int size) {
  return size == 2 ? Technique::x_wing : size == 3 ? Technique::swordfish : Technique::jellyfish;
}

struct Unit {
  Cells places;  // the digit's cells in the house
};

// Calls `visit` with every `size`-combination of `units` (lexicographic, as HoDoKu's stacks
// walk them), stopping at the first that returns true.
template <typename Visit>
bool combinations(const std::vector<Unit>& units, int size, Visit&& visit) {
  auto extend = [&](auto&& self, int depth, int from, const Cells& so_far) -> bool {
    for (int i = from; i < static_cast<int>(units.size()); ++i) {
      const Cells with = so_far | units[i].places;
      if (depth + 1 == size ? visit(with) : self(self, depth + 1, i + 1, with)) return true;
    }
    return false;
  };
  return extend(extend, 0, 0, Cells{});
}

std::optional<Step> fish_with_base(const HodokuGrid& grid, int digit, int size, int base_first,
                                   int cover_first) {
  std::vector<Unit> bases, covers;
  for (int house = base_first; house < base_first + 9; ++house) {
    Unit unit;
    for (const int cell : house_cells(house)) unit.places[cell] = grid.has(cell, digit);
    const std::size_t count = unit.places.count();
    if (count != 0 && count <= static_cast<std::size_t>(size)) bases.push_back(unit);
  }
  for (int house = cover_first; house < cover_first + 9; ++house) {
    Unit unit;
    for (const int cell : house_cells(house)) unit.places[cell] = grid.has(cell, digit);
    if (unit.places.any()) covers.push_back(unit);
  }
  std::optional<Step> found;
  combinations(bases, size, [&](const Cells& base) {
    std::vector<Unit> touching;
    for (const Unit& cover : covers) {
      if ((cover.places & base).any()) touching.push_back(cover);
    }
    return combinations(touching, size, [&](const Cells& cover) {
      if ((base & ~cover).any()) return false;  // a fin: not a basic fish
      const Cells deleted = cover & ~base;
      if (deleted.none()) return false;
      Step step;
      step.technique = fish_type(size);
      for (int cell = 0; cell < kCells; ++cell) {
        if (deleted[cell]) step.deletions.emplace_back(cell, digit);
      }
      found = std::move(step);
      return true;
    });
  });
  return found;
}

}  // namespace

std::optional<Step> find_basic_fish(const HodokuGrid& grid, int size) {
  for (int digit = 1; digit <= 9; ++digit) {
    if (auto step = fish_with_base(grid, digit, size, 0, 9)) return step;
    if (auto step = fish_with_base(grid, digit, size, 9, 0)) return step;
  }
  return std::nullopt;
}

}  // namespace nonet::hodoku
