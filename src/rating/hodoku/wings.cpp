// Wings as HoDoKu finds them, the first one in its search order: W-Wing (two cells holding the
// same pair, joined by a strong link on one digit: the other digit leaves cells seeing both),
// XY-Wing (a bivalue pivot seeing two bivalue pincers) and XYZ-Wing (a trivalue pivot).
#include "rating/techniques/wings.hpp"

#include <array>
#include <bit>
#include <cstdint>

#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

namespace {

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
  // One end sees `first`; the other, not seeing `first`, sees `second`.
  const auto sees_first = [&](int cell) { return sees(cell, first); };
  const auto sees_second = [&](int cell) { return !sees(cell, first) && sees(cell, second); };
  bool found = false;
  for_each_conjugate_pair(grid, link, within, [&](int one, int other, int) {
    if (found || one == first || one == second || other == first || other == second) return;
    found = (sees_first(one) || sees_first(other)) && (sees_second(one) || sees_second(other));
  });
  return found;
}

// XY- and XYZ-Wings in HoDoKu's order (rating/techniques/wings.hpp); `changed`: the cells changed
// since the search last found nothing (ChangedCells): a wing stands on its three cells.
std::optional<Step> wing(const HodokuGrid& grid, const CellSet& changed, bool xyz) {
  std::optional<Step> step;
  for_each_wing(grid.board(), xyz, WingOrder::cells_ascending, changed, [&](const Wing& wing) {
    step = deleting(xyz ? Technique::xyz_wing : Technique::xy_wing, wing.digit, wing.victims);
    return true;
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
        const CellSet deleted = grid.places_of(gone) & seen_by_all(CellSet::of(i) | CellSet::of(j));
        if (deleted.empty() || !strong_link_between(grid, link, i, j, within)) continue;
        return deleting(Technique::w_wing, gone, deleted);
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_w_wing(const HodokuGrid& grid, const Ask&, Memory& memory) {
  struct Kept : ChangedCells {};
  return where_changed(memory.kept<Kept>(), grid,
                       [&](const CellSet& changed) { return w_wing(grid, changed); });
}

std::optional<Step> find_xy_wing(const HodokuGrid& grid, const Ask&, Memory& memory) {
  struct Kept : ChangedCells {};
  return where_changed(memory.kept<Kept>(), grid,
                       [&](const CellSet& changed) { return wing(grid, changed, false); });
}

std::optional<Step> find_xyz_wing(const HodokuGrid& grid, const Ask&, Memory& memory) {
  struct Kept : ChangedCells {};
  return where_changed(memory.kept<Kept>(), grid,
                       [&](const CellSet& changed) { return wing(grid, changed, true); });
}

}  // namespace nonet::hodoku
