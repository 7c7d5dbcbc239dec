// Wings as HoDoKu finds them, the first one in its search order: W-Wing (two cells holding the
// same pair, joined by a strong link on one digit: the other digit leaves cells seeing both),
// XY-Wing (a bivalue pivot seeing two bivalue pincers) and XYZ-Wing (a trivalue pivot).
#include <array>
#include <bit>
#include <cstdint>

#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

namespace {

// The cells holding `digit` that see every cell of `cells`.
CellSet seeing_all(const HodokuGrid& grid, int digit, std::initializer_list<int> cells) {
  CellSet seeing = grid.places_of(digit);
  for (const int other : cells) seeing &= buddies(other);
  return seeing;
}

// A step deleting `digit` from `cells`, ascending.
Step deleting(Technique technique, int digit, const CellSet& cells) {
  Step step;
  step.technique = technique;
  cells.for_each([&](int cell) { step.deletions.emplace_back(cell, digit); });
  return step;
}

// A house holding `link` twice, one place seeing `first` and the other seeing `second`; only
// houses of `within` (bit h: house h).
bool strong_link_between(const HodokuGrid& grid, int link, int first, int second,
                         std::uint32_t within) {
  for (std::uint32_t houses = grid.houses_holding(link, 2) & within; houses != 0;
       houses &= houses - 1) {
    const int house = std::countr_zero(houses);
    CellSet ends = grid.places_of(link) & house_set(house);
    ends.remove(first);
    ends.remove(second);
    if (ends.count() != 2) continue;
    // One end sees `first`; the other, not seeing `first`, sees `second`.
    const int one = ends.first();
    ends.remove(one);
    const int other = ends.first();
    const auto sees_first = [&](int cell) { return sees(cell, first); };
    const auto sees_second = [&](int cell) { return !sees(cell, first) && sees(cell, second); };
    if ((sees_first(one) || sees_first(other)) && (sees_second(one) || sees_second(other)))
      return true;
  }
  return false;
}

// The cells holding at least two of the digits of `digits` (bit d - 1: digit d).
CellSet holding_two_of(const HodokuGrid& grid, std::uint16_t digits) {
  CellSet one, two;
  for (; digits != 0; digits &= digits - 1) {
    const CellSet& places = grid.places_of(std::countr_zero(digits) + 1);
    two |= one & places;
    one |= places;
  }
  return two;
}

// The cells after `cell` (a table: a shift of the set by a variable count is a loop).
const CellSet& after(int cell) {
  static const auto sets = [] {
    std::array<CellSet, kCells> all;
    for (int c = 0; c < kCells; ++c) {
      for (int later = c + 1; later < kCells; ++later) all[c].add(later);
    }
    return all;
  }();
  return sets[cell];
}

// `changed`: the cells changed since the search last found nothing (ChangedCells); a wing
// stands on its three cells. The cells are tried as HoDoKu does: a pivot (XY-Wing: any of three
// bivalue cells, the first the lowest), a second cell after it (XYZ-Wing: any), a third after
// the second; the candidates of each cell are read off the digits' places, a set at a time.
std::optional<Step> wing(const HodokuGrid& grid, const CellSet& changed, bool xyz) {
  const CellSet bivalue = grid.cells_holding(2);
  const CellSet pivots = xyz ? grid.cells_holding(3) : bivalue;
  // The wing on these three cells (in the search's order), if it deletes.
  auto wing_of = [&](int first, int second, int third) -> std::optional<Step> {
    // The pivot is tried in each of the three places for an XY-Wing, as HoDoKu does.
    const int orders[3][3] = {
        {first, second, third}, {second, first, third}, {third, second, first}};
    for (int t = 0; t < (xyz ? 1 : 3); ++t) {
      const int pivot = orders[t][0], one = orders[t][1], two = orders[t][2];
      if (!sees(pivot, one) || !sees(pivot, two)) continue;
      const std::uint16_t shared = grid.candidates(one) & grid.candidates(two);
      if (std::popcount(shared) != 1) continue;
      const int z = std::countr_zero(shared) + 1;
      const CellSet gone =
          xyz ? seeing_all(grid, z, {one, two, pivot}) : seeing_all(grid, z, {one, two});
      if (gone.empty()) continue;
      return deleting(xyz ? Technique::xyz_wing : Technique::xy_wing, z, gone);
    }
    return std::nullopt;
  };
  std::optional<Step> step;
  const CellSet changed_bivalue = changed & bivalue;
  pivots.for_each([&](int first) {
    if (step) return;
    // One of the three cells changed; the second and third are bivalue, after the first (an
    // XY-Wing's second, both of an XY-Wing's) or after the second (an XYZ-Wing's third).
    if (!changed.has(first) && !changed_bivalue.intersects(xyz ? CellSet::all() : after(first)))
      return;
    const std::uint16_t held = grid.candidates(first);
    // Second cells: bivalue, the three cells holding three digits between them, each pair
    // another (XY-Wing: holding one of the first's digits; XYZ-Wing: two of them).
    CellSet seconds;
    if (xyz) {
      seconds = bivalue & holding_two_of(grid, held);
    } else {
      const int low = std::countr_zero(held) + 1, high = 16 - std::countl_zero(held);
      seconds = bivalue & (grid.places_of(low) ^ grid.places_of(high)) & after(first);
    }
    seconds.for_each([&](int second) {
      if (step) return;
      const std::uint16_t digits = held | grid.candidates(second);
      CellSet thirds = bivalue & holding_two_of(grid, digits) & after(second);
      // A wing whose first two cells are as they were needs a changed third.
      if (!changed.has(first) && !changed.has(second)) thirds &= changed;
      thirds.for_each([&](int third) {
        const std::uint16_t pair = grid.candidates(third);
        if (step || pair == held || pair == grid.candidates(second)) return;
        step = wing_of(first, second, third);
      });
    });
  });
  return step;
}

// A W-Wing stands on its two cells and its strong link's house: one whose cells are as they were
// when the search last found nothing needs a link in a house with a changed cell.
std::optional<Step> w_wing(const HodokuGrid& grid, const CellSet& changed) {
  std::uint32_t changed_houses = 0;
  for (int house = 0; house < kHouses; ++house)
    changed_houses |= std::uint32_t{house_set(house).intersects(changed)} << house;
  int bivalue[kCells];
  const int n = grid.cells_holding(2, bivalue);
  // By bivalue cell (its place in the list), the next one holding the same pair (-1: none):
  // the lists are made back to front from each pair's first cell so far.
  int next_same[kCells];
  std::array<std::int8_t, 16 * 16> first_of_pair;
  first_of_pair.fill(-1);
  auto pair_index = [&](int cell) {
    const std::uint16_t pair = grid.candidates(cell);
    return (std::countr_zero(pair) & 15) * 16 + ((15 - std::countl_zero(pair)) & 15);
  };
  for (int k = n; k-- > 0;) {
    std::int8_t& first = first_of_pair[pair_index(bivalue[k])];
    next_same[k] = first;
    first = std::int8_t(k);
  }
  for (int k = 0; k < n; ++k) {
    const int i = bivalue[k];
    const std::uint16_t pair = grid.candidates(i);
    const int low = std::countr_zero(pair) + 1;
    const int high = 16 - std::countl_zero(pair);
    for (int later = next_same[k]; later >= 0; later = next_same[later]) {
      const int j = bivalue[later];
      const std::uint32_t within = changed.has(i) || changed.has(j) ? kAllHouses : changed_houses;
      if (within == 0) continue;
      for (const auto& [gone, link] : {std::pair{low, high}, std::pair{high, low}}) {
        const CellSet deleted = seeing_all(grid, gone, {i, j});
        if (deleted.empty() || !strong_link_between(grid, link, i, j, within)) continue;
        return deleting(Technique::w_wing, gone, deleted);
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_w_wing(const HodokuGrid& grid, Memory& memory) {
  struct Kept : ChangedCells {};
  return where_changed(memory.kept<Kept>(), grid,
                       [&](const CellSet& changed) { return w_wing(grid, changed); });
}

std::optional<Step> find_xy_wing(const HodokuGrid& grid, Memory& memory) {
  struct Kept : ChangedCells {};
  return where_changed(memory.kept<Kept>(), grid,
                       [&](const CellSet& changed) { return wing(grid, changed, false); });
}

std::optional<Step> find_xyz_wing(const HodokuGrid& grid, Memory& memory) {
  struct Kept : ChangedCells {};
  return where_changed(memory.kept<Kept>(), grid,
                       [&](const CellSet& changed) { return wing(grid, changed, true); });
}

}  // namespace nonet::hodoku
