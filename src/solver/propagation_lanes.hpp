// Propagation of the fast engine where AVX-512 is not there (propagation_wide.hpp has what
// it does, there on two vectors of sixteen masks): the masks of a band's digits 1-8 in one
// vector of eight, digit 9 in a mask of its own, each band in its own registers. With 16
// vector registers, a wider layout would spill.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>

#include "solver/band_masks.hpp"
#include "solver/lanes.hpp"
#include "solver/permutation_target.hpp"

namespace nonet::detail {

// The working copy of a state's masks while it propagates, held in registers.
struct Masks {
  Lanes c[3];
  Mask nine[3];
  Mask unplaced[3];
};

// Every lane set to the OR of all lanes.
inline Lanes or_across(Lanes v) {
  v |= swap_lanes<4>(v);
  v |= swap_lanes<2>(v);
  v |= swap_lanes<1>(v);
  return v;
}

// Across all lanes: the bits set in at least one lane (one) and in at least two (two).
inline void count_across(Lanes v, Lanes& one, Lanes& two) {
  Lanes o = v, t, po, pt;
  po = swap_lanes<4>(o);
  t = o & po, o |= po;
  po = swap_lanes<2>(o);
  pt = swap_lanes<2>(t);
  t |= pt | (o & po), o |= po;
  po = swap_lanes<1>(o);
  pt = swap_lanes<1>(t);
  t |= pt | (o & po), o |= po;
  one = o, two = t;
}

// The band test on every lane: the cells of the triads that lie on some permutation.
inline Lanes on_some_permutation(Lanes m) {
  const Lanes missing = ~(m | m >> 1 | m >> 2);  // bit 9r + 3k clear: triad (r, k) is used
  Lanes keep = {};
  for (const BandPermutation& p : kBandPermutations)
    keep |= as_lanes((missing & p.firsts) == 0) & p.cells;
  return keep;
}

// One sweep of band tests over all 27 digit-bands. Rows left with one unplaced cell are
// hidden singles: within the band the permutation test already cleared their box and
// column, so what is left is to take their cells from the other digits and their columns
// from the other bands. -1 on a digit-band left without a permutation, else 1 if the sweep
// placed a cell. Two digits that take the same cell in one sweep both keep it: the naked
// single pass finds that placed cell with two candidates.
[[gnu::always_inline]] inline int sweep_bands(Masks& m, std::uint64_t& hidden_singles) {
  Lanes broken = {}, columns[3];
  Mask nine_columns[3];
  bool nine_broken = false;
  Mask found = 0;
  for_each_band([&](auto b) {
    const Lanes kept = m.c[b] & on_some_permutation(m.c[b]);
    const Mask nine = m.nine[b] & kTables.band_keep[triads_of(m.nine[b])];
    broken |= as_lanes(kept == 0);
    nine_broken |= nine == 0;
    const Lanes singles = row_singles(kept, m.unplaced[b]);
    const Mask nine_singles = row_singles(nine, m.unplaced[b]);
    const Lanes cells = or_across(singles) | nine_singles;
    const Mask placed = cells[0];
    found |= placed;
    m.unplaced[b] &= ~placed;
    hidden_singles += std::popcount(placed);
    m.c[b] = kept & (~cells | singles);
    m.nine[b] = nine & (~placed | nine_singles);
    columns[b] = spread_columns(fold_columns(singles));
    nine_columns[b] = spread_columns(fold_columns(nine_singles));
  });
  for_each_band([&](auto b) {
    constexpr int b1 = (b + 1) % 3, b2 = (b + 2) % 3;
    m.c[b] &= ~(columns[b1] | columns[b2]);
    m.nine[b] &= ~(nine_columns[b1] | nine_columns[b2]);
  });
  if (any_lane(broken) | nine_broken) return -1;
  return found != 0;
}

// Cells with one candidate left, placed a band at a time.
[[gnu::always_inline]] inline int place_naked_singles(Masks& m, std::uint64_t& naked_singles) {
  int placed = 0;
  bool broken = false;
  for_each_band([&](auto b) {
    if (broken) return;
    Lanes one_lanes, two_lanes;
    count_across(m.c[b], one_lanes, two_lanes);
    const Mask two = two_lanes[0] | (one_lanes[0] & m.nine[b]);
    const Mask one = one_lanes[0] | m.nine[b];
    // A cell with no candidate left, or a placed cell that kept two: two hidden singles
    // of one sweep that took the same cell.
    if ((one & ~(two & ~m.unplaced[b])) != kBandCells) {
      broken = true;
      return;
    }
    const Mask singles = one & ~two & m.unplaced[b];
    if (!singles) return;
    m.unplaced[b] &= ~singles;
    const Lanes cells = m.c[b] & singles;
    const Mask nine_cells = m.nine[b] & singles;
    // Two of one digit in a house are left to the next sweep's band test (see sweep in
    // propagation_wide.hpp).
    m.c[b] = (m.c[b] & ~placed_peers(cells)) | cells;
    m.nine[b] = (m.nine[b] & ~placed_peers(nine_cells)) | nine_cells;
    const Lanes columns = spread_columns(fold_columns(cells));
    const Mask nine_columns = spread_columns(fold_columns(nine_cells));
    constexpr int b1 = (b + 1) % 3, b2 = (b + 2) % 3;
    m.c[b1] &= ~columns;
    m.c[b2] &= ~columns;
    m.nine[b1] &= ~nine_columns;
    m.nine[b2] &= ~nine_columns;
    const int count = std::popcount(singles);
    naked_singles += count;
    placed += count;
  });
  return broken ? -1 : placed;
}

// The band test turned sideways: within a stack, digit d fills each column once and each of
// the stack's three boxes once, so the (band, column) pairs it may use must hold a
// permutation. Pairs off every permutation lose their cells: pointing and claiming along
// columns, and column hidden singles (left to the band test to place).
[[gnu::always_inline]] inline int examine_stacks(Masks& m) {
  const Lanes folds[3] = {fold_columns(m.c[0]), fold_columns(m.c[1]), fold_columns(m.c[2])};
  const Mask nine_folds[3] = {fold_columns(m.nine[0]), fold_columns(m.nine[1]),
                              fold_columns(m.nine[2])};
  Lanes keep[3], fits;
  Mask nine_keep[3], nine_fits;
  stack_keep(folds, keep, fits);
  stack_keep(nine_folds, nine_keep, nine_fits);
  if (any_lane(fits ^ kBoxFirst) | (nine_fits != kBoxFirst)) return -1;
  Lanes dropped = {};
  Mask nine_dropped = 0;
  for_each_band([&](auto b) {
    const Lanes kept = m.c[b] & spread_columns(keep[b]);
    const Mask nine_kept = m.nine[b] & spread_columns(nine_keep[b]);
    dropped |= m.c[b] ^ kept;
    nine_dropped |= m.nine[b] ^ nine_kept;
    m.c[b] = kept;
    m.nine[b] = nine_kept;
  });
  return any_lane(dropped) | (nine_dropped != 0);
}

// The triad rule (band_masks.hpp).
// The triads (bits of must) that three digits or more must take.
inline Mask taken_by_three(Lanes must, Mask nine_must) {
  Lanes one, two, three;
  count_three_across(must, one, two, three);
  return three[0] | (two[0] & nine_must);
}

// One count across the digits serves all three bands, their triads laid side by side: the
// band triads of band b moved b bits up (each band's use every third bit), the stack triads
// of band b (nine columns) 9 * b bits up.
[[gnu::always_inline]] inline bool fill_triads(Masks& m) {
  Lanes band_must[3], stack_must[3];
  Mask nine_band_must[3], nine_stack_must[3];
  const Lanes folds[3] = {fold_columns(m.c[0]), fold_columns(m.c[1]), fold_columns(m.c[2])};
  const Mask nine_folds[3] = {fold_columns(m.nine[0]), fold_columns(m.nine[1]),
                              fold_columns(m.nine[2])};
  for_each_band([&](auto b) {
    constexpr int b1 = (b + 1) % 3, b2 = (b + 2) % 3;
    band_must[b] = lone_in_row(triads_present(m.c[b]));
    nine_band_must[b] = lone_in_row(triads_present(m.nine[b]));
    // Stack triads as bit c of a band's folded columns: the digit's cells of column c all
    // in that band.
    stack_must[b] = folds[b] & ~(folds[b1] | folds[b2]);
    nine_stack_must[b] = nine_folds[b] & ~(nine_folds[b1] | nine_folds[b2]);
  });
  const Mask band_full =
      taken_by_three(band_must[0] | band_must[1] << 1 | band_must[2] << 2,
                     nine_band_must[0] | nine_band_must[1] << 1 | nine_band_must[2] << 2);
  const Mask stack_full =
      taken_by_three(stack_must[0] | stack_must[1] << 9 | stack_must[2] << 18,
                     nine_stack_must[0] | nine_stack_must[1] << 9 | nine_stack_must[2] << 18);
  bool changed = false;
  for_each_band([&](auto b) {
    const Mask full = triad_cells((band_full >> b) & kTriadFirsts);
    const Mask full_columns = (stack_full >> (9 * b)) & kRowBits;
    const Lanes dropped =
        (full & ~triad_cells(band_must[b])) | spread_columns(full_columns & ~stack_must[b]);
    const Mask nine_dropped = (full & ~triad_cells(nine_band_must[b])) |
                              spread_columns(full_columns & ~nine_stack_must[b]);
    changed |= any_lane(m.c[b] & dropped) | ((m.nine[b] & nine_dropped) != 0);
    m.c[b] &= ~dropped;
    m.nine[b] &= ~nine_dropped;
  });
  return changed;
}

// The writers of a state's masks (see State): a cell placed, a candidate removed, a digit
// kept on some cells. Branch-free on whether the digit is 9, the one outside the vectors.

// Digit d in cell i of band b: d leaves the cell's peers, other digits leave the cell.
inline void place_digit(Mask* state, int d, int b, int i) {
  const Mask bit = Mask{1} << i, peers = kTables.band_peers[i];
  const Mask column = kTables.band_column[i % 9];
  const Lanes lane = as_lanes(kLaneIndex == static_cast<Mask>(d));
  const Mask nine = -Mask{d == kNine};
  Lanes c;
  std::memcpy(&c, state + 8 * b, sizeof c);
  c = (c & ~(bit | (lane & peers))) | (lane & bit);
  std::memcpy(state + 8 * b, &c, sizeof c);
  state[24 + b] = (state[24 + b] & ~(bit | (nine & peers))) | (nine & bit);
  for (int other : {(b + 1) % 3, (b + 2) % 3}) {
    std::memcpy(&c, state + 8 * other, sizeof c);
    c &= ~(lane & column);
    std::memcpy(state + 8 * other, &c, sizeof c);
    state[24 + other] &= ~(nine & column);
  }
  state[27 + b] &= ~bit;
}
inline void remove_digit(Mask* state, int d, int b, int i) {
  const Mask bit = Mask{1} << i;
  Lanes c;
  std::memcpy(&c, state + 8 * b, sizeof c);
  c &= ~(as_lanes(kLaneIndex == static_cast<Mask>(d)) & bit);
  std::memcpy(state + 8 * b, &c, sizeof c);
  state[24 + b] &= ~(-Mask{d == kNine} & bit);
}
// Digit d kept only on `keep` in every band.
inline void restrict_digit(Mask* state, int d, const Mask (&keep)[3]) {
  const Lanes lane = as_lanes(kLaneIndex == static_cast<Mask>(d));
  const Mask nine = -Mask{d == kNine};
  for (int b = 0; b < 3; ++b) {
    Lanes c;
    std::memcpy(&c, state + 8 * b, sizeof c);
    c &= ~(lane & ~keep[b]);
    std::memcpy(state + 8 * b, &c, sizeof c);
    state[24 + b] &= ~(nine & ~keep[b]);
  }
}

// Propagates a state's 32 masks (see State) to the fixpoint of the rules. False on a
// contradiction. With the triad rule and a target to fill, a fixpoint short of complete also
// gets its permutation target (permutation_target.hpp).
[[gnu::always_inline]] inline bool propagate_masks(Mask* state, Rules rules,
                                                   std::uint64_t& hidden_singles,
                                                   std::uint64_t& naked_singles, int* target) {
  Masks m;
  for_each_band([&](auto b) {
    std::memcpy(&m.c[b], state + 8 * b, sizeof(Lanes));
    m.nine[b] = state[24 + b], m.unplaced[b] = state[27 + b];
  });
  for (;;) {
    // Naked singles after every sweep, not once the hidden singles run out: they end the
    // cascade sooner (37% fewer sweeps on forum hardest 11+) and find most contradictions
    // (an emptied cell) a sweep earlier. Before the test for a complete grid: this pass
    // also finds two singles in one cell.
    const int swept = sweep_bands(m, hidden_singles);
    if (swept < 0) return false;
    const int placed = place_naked_singles(m, naked_singles);
    if (placed < 0) return false;
    if (placed > 0 || swept > 0) continue;
    if ((m.unplaced[0] | m.unplaced[1] | m.unplaced[2]) == 0 || rules == Rules::bands) break;
    const int changed = examine_stacks(m);
    if (changed < 0) return false;
    if (changed > 0) continue;
    if (rules != Rules::triads) break;
    // Beside the rule (see permutation_target.hpp), where it is wanted.
    const int next_target = target ? permutation_target(m.c, m.nine) : kNoTarget;
    if (!fill_triads(m)) {
      if (target) *target = next_target;
      break;
    }
  }
  for_each_band([&](auto b) {
    std::memcpy(state + 8 * b, &m.c[b], sizeof(Lanes));
    state[24 + b] = m.nine[b], state[27 + b] = m.unplaced[b];
  });
  return true;
}

// The permutation target of a state at the fixpoint of the triad rule.
inline int permutation_target_of(const Mask* state) {
  Lanes c[3];
  Mask nine[3];
  for_each_band([&](auto b) {
    std::memcpy(&c[b], state + 8 * b, sizeof(Lanes));
    nine[b] = state[24 + b];
  });
  return permutation_target(c, nine);
}

}  // namespace nonet::detail
