// XY- and XYZ-wings: a pivot holding x and y (an XYZ-wing's: x, y and z) sees two bivalue cells,
// the wings, holding x and z, and y and z. Whichever digit the pivot takes, a wing (or, in an
// XYZ-wing, the pivot itself) is z, so z leaves the cells seeing both wings (and the pivot). One
// search for every scale, which passes the order it meets the wings in.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <optional>

#include "rating/board/candidate_grid.hpp"

namespace nonet {

// The order a scale meets the wings in:
enum class WingOrder {
  pivot_then_peers,            // Sukaku Explainer 1.18.1: pivots ascending, then each wing among
                               // the pivot's peers, ascending
  pivot_then_peers_box_first,  // Sudoku Explainer 1.2.1: the same, the peers in its box first
  cells_ascending,             // HoDoKu: three cells a < b < c (an XYZ-wing: the pivot a, the
                               // wings b, any, and c after it), an XY-wing's pivot a, b or c
};

struct Wing {
  int pivot, first_wing, second_wing;  // the second wing is the one met last
  int digit;                           // z
  CellSet victims;                     // the cells that lose z
};

// The wing on `pivot` and the bivalue cells `first` and `second`, if they make one that deletes.
inline std::optional<Wing> wing_on(const CandidateGrid& grid, int pivot, int first, int second,
                                   bool xyz) {
  if (!kTables.peers[pivot].has(first) || !kTables.peers[pivot].has(second)) return std::nullopt;
  const std::uint16_t xy = grid.candidates(pivot);
  const std::uint16_t xz = grid.candidates(first), yz = grid.candidates(second);
  if (std::popcount(static_cast<unsigned>(xy | xz | yz)) != 3 ||
      std::popcount(static_cast<unsigned>(xy & xz & yz)) != (xyz ? 1 : 0))
    return std::nullopt;
  const std::uint16_t z = xz & yz;
  if (std::popcount(z) != 1) return std::nullopt;
  const int digit = std::countr_zero(z) + 1;
  CellSet victims = kTables.peers[first] & kTables.peers[second] & grid.cells_with(digit);
  if (xyz) victims &= kTables.peers[pivot];
  victims.remove(pivot);
  if (victims.empty()) return std::nullopt;
  return Wing{pivot, first, second, digit, victims};
}

namespace wings_detail {

// The cells holding at least two of the digits of `digits` (bit d - 1: digit d).
inline CellSet holding_two_of(const CandidateGrid& grid, std::uint16_t digits) {
  CellSet one, two;
  for (; digits != 0; digits &= digits - 1) {
    const CellSet& places = grid.cells_with(std::countr_zero(digits) + 1);
    two |= one & places;
    one |= places;
  }
  return two;
}

// The cells after `cell` (a table: a shift of the set by a variable count is a loop).
inline const CellSet& after(int cell) {
  static const auto sets = [] {
    std::array<CellSet, kCells> all;
    for (int c = 0; c < kCells; ++c) {
      for (int later = c + 1; later < kCells; ++later) all[c].add(later);
    }
    return all;
  }();
  return sets[cell];
}

// HoDoKu's walk: the first cell a (a pivot: bivalue for an XY-wing, trivalue for an XYZ-wing),
// a second b (bivalue; an XY-wing's after a, holding one of a's digits; an XYZ-wing's any,
// holding two of them), a third c after b, bivalue, the three cells' pairs all different. A
// wing has a cell of `touching` among its three.
template <typename Visit>
bool cells_ascending(const CandidateGrid& grid, const CellSet& bivalue, const CellSet& pivots,
                     bool xyz, const CellSet& touching, Visit& visit) {
  const CellSet touching_bivalue = touching & bivalue;
  bool stopped = false;
  pivots.for_each([&](int a) {
    if (stopped) return;
    if (!touching.has(a) && !touching_bivalue.intersects(xyz ? CellSet::all() : after(a))) return;
    const std::uint16_t held = grid.candidates(a);
    CellSet seconds;
    if (xyz) {
      seconds = bivalue & holding_two_of(grid, held);
    } else {
      const int low = std::countr_zero(held) + 1, high = 16 - std::countl_zero(held);
      seconds = bivalue & (grid.cells_with(low) ^ grid.cells_with(high)) & after(a);
    }
    seconds.for_each([&](int b) {
      if (stopped) return;
      CellSet thirds = bivalue & holding_two_of(grid, held | grid.candidates(b)) & after(b);
      if (!touching.has(a) && !touching.has(b)) thirds &= touching;
      thirds.for_each([&](int c) {
        const std::uint16_t pair = grid.candidates(c);
        if (stopped || pair == held || pair == grid.candidates(b)) return;
        // The pivot in each of the three places (an XYZ-wing's is a).
        const int orders[3][3] = {{a, b, c}, {b, a, c}, {c, b, a}};
        for (int t = 0; t < (xyz ? 1 : 3) && !stopped; ++t) {
          const auto wing = wing_on(grid, orders[t][0], orders[t][1], orders[t][2], xyz);
          if (wing && visit(*wing)) stopped = true;
        }
      });
    });
  });
  return stopped;
}

// Sudoku Explainer's walk: each pivot, then a first wing among its peers, then a second.
template <typename Visit>
bool pivot_then_peers(const CandidateGrid& grid, const CellSet& bivalue, const CellSet& pivots,
                      bool xyz, bool box_first, Visit& visit) {
  // Calls each(peer) for the cells of `cells` that see `pivot`, in the order asked for.
  const auto for_each_peer = [&](int pivot, const CellSet& cells, auto&& each) {
    if (!box_first) {
      (cells & kTables.peers[pivot]).for_each(each);
      return;
    }
    for (const int peer : kTables.peers_box_first[pivot]) {
      if (cells.has(peer)) each(peer);
    }
  };
  bool stopped = false;
  pivots.for_each([&](int pivot) {
    if (stopped) return;
    const std::uint16_t xy = grid.candidates(pivot);
    const CellSet wings = kTables.peers[pivot] & bivalue;
    for_each_peer(pivot, wings, [&](int first) {
      if (stopped) return;
      const std::uint16_t xz = grid.candidates(first);
      const auto missing = static_cast<std::uint16_t>(xy & ~xz);
      if (std::popcount(missing) != 1) return;
      // The other wing holds the pivot's digit this one lacks, and one of this one's.
      const CellSet others =
          wings & grid.cells_with(std::countr_zero(missing) + 1) &
          (grid.cells_with(std::countr_zero(xz) + 1) | grid.cells_with(16 - std::countl_zero(xz)));
      for_each_peer(pivot, others, [&](int second) {
        if (stopped) return;
        const auto wing = wing_on(grid, pivot, first, second, xyz);
        if (wing && visit(*wing)) stopped = true;
      });
    });
  });
  return stopped;
}

}  // namespace wings_detail

// Visits the XY-wings (XYZ-wings with `xyz`) that delete, in `order`: `visit(wing)` returns true
// to stop, and the search returns whether it stopped. With `cells_ascending`, wings without a
// cell in `touching` are passed over (a scale that remembers where it found nothing passes the
// cells changed since); the other orders look at every wing.
template <typename Visit>
bool for_each_wing(const CandidateGrid& grid, bool xyz, WingOrder order, const CellSet& touching,
                   Visit visit) {
  const auto counts = cells_with_at_least<4>(grid);
  const CellSet bivalue = counts[2].without(counts[3]);
  const CellSet pivots = xyz ? counts[3].without(counts[4]) : bivalue;
  if (order == WingOrder::cells_ascending)
    return wings_detail::cells_ascending(grid, bivalue, pivots, xyz, touching, visit);
  return wings_detail::pivot_then_peers(grid, bivalue, pivots, xyz,
                                        order == WingOrder::pivot_then_peers_box_first, visit);
}

}  // namespace nonet
