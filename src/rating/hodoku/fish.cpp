// Basic fish (X-Wing, Swordfish, Jellyfish): a digit's places in N rows (the base) lying in N
// columns (the cover), or the other way round; the digit leaves the rest of the cover. HoDoKu
// searches digit by digit, rows as base first, base and cover combinations in house order.
#include <array>
#include <bitset>

#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

namespace {

using Cells = std::bitset<kCells>;

Technique fish_type(int size) {
  return size == 2 ? Technique::x_wing : size == 3 ? Technique::swordfish : Technique::jellyfish;
}

Technique finned_type(int size, bool sashimi) {
  if (size == 2) return sashimi ? Technique::sashimi_x_wing : Technique::finned_x_wing;
  if (size == 3) return sashimi ? Technique::sashimi_swordfish : Technique::finned_swordfish;
  return sashimi ? Technique::sashimi_jellyfish : Technique::finned_jellyfish;
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

Cells seen_by_all(const Cells& cells) {
  static const std::array<Cells, kCells> buddies = [] {
    std::array<Cells, kCells> all{};
    for (int cell = 0; cell < kCells; ++cell) {
      for (int kind = 0; kind < 3; ++kind) {
        for (const int other : house_cells(house_of(cell, kind))) all[cell][other] = other != cell;
      }
    }
    return all;
  }();
  Cells seen;
  seen.set();
  for (int cell = 0; cell < kCells; ++cell) {
    if (cells[cell]) seen &= buddies[cell];
  }
  return seen;
}

// A fish of `size` on `digit` with rows (or columns) as base. Without fins the base houses
// hold at most `size` places and the cover takes them all; with fins (at most five places of
// the base outside the cover) only cells seeing every fin lose the digit, and the fish is
// sashimi when a base house keeps at most one place outside the fins.
std::optional<Step> fish_with_base(const HodokuGrid& grid, int digit, int size, int base_first,
                                   int cover_first, bool finned, bool sashimi) {
  std::vector<Unit> bases, covers;
  for (int house = base_first; house < base_first + 9; ++house) {
    Unit unit;
    for (const int cell : house_cells(house)) unit.places[cell] = grid.has(cell, digit);
    const std::size_t count = unit.places.count();
    if (count != 0 && (finned || count <= static_cast<std::size_t>(size))) bases.push_back(unit);
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
      const Cells fins = base & ~cover;
      Cells deleted = cover & ~base;
      if (!finned) {
        if (fins.any()) return false;
      } else {
        if (fins.none() || fins.count() > 5) return false;
        deleted &= seen_by_all(fins);
      }
      if (deleted.none()) return false;
      Technique type = fish_type(size);
      if (finned) {
        bool is_sashimi = false;
        for (const Unit& unit : bases) {
          const Cells in_base = unit.places & base;
          if (in_base == unit.places && (unit.places & ~fins).count() <= 1) is_sashimi = true;
        }
        if (is_sashimi != sashimi) return false;
        type = finned_type(size, sashimi);
      }
      Step step;
      step.technique = type;
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
    if (auto step = fish_with_base(grid, digit, size, 0, 9, false, false)) return step;
    if (auto step = fish_with_base(grid, digit, size, 9, 0, false, false)) return step;
  }
  return std::nullopt;
}

std::optional<Step> find_finned_fish(const HodokuGrid& grid, int size, bool sashimi) {
  for (int digit = 1; digit <= 9; ++digit) {
    if (auto step = fish_with_base(grid, digit, size, 0, 9, true, sashimi)) return step;
    if (auto step = fish_with_base(grid, digit, size, 9, 0, true, sashimi)) return step;
  }
  return std::nullopt;
}

}  // namespace nonet::hodoku
