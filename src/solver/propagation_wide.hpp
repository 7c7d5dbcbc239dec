// Propagation of the fast engine on AVX-512: the rules that run to a fixpoint between two
// branches, on a working copy of a search state packed into two vectors of sixteen band masks.
//
//   pair[8 * b + d]   digit d + 1 in band b, for bands 0 and 1 (d = 0-7)
//   rest[d]           digit d + 1 in band 2
//   rest[8 + b]       digit 9 in band b
//   rest[11-15]       padding: every cell of a band, where no rule finds anything
//   open_pair, open_rest   the unplaced cells of each lane's band (none for the padding)
//
// Every rule is the same few operations on each lane, so 27 digit-bands take two operations
// where three vectors of eight (one per band) and a scalar for digit 9 take six
// (propagation_lanes.hpp): a sweep runs in about 0.6 of the time there. What a lane needs from
// the other digits of its band (a cell's count of candidates) is a fold across its half and one
// lane of digit 9; what it needs from the same digit in the other bands (columns, the stack
// test) is one exchange of lanes (other_bands). With that few instructions a pass waits on the
// one before it rather than on the processor's ports, so one pass (sweep) applies the band
// test, hidden singles and naked singles all to the masks as it finds them, side by side:
// the same fixpoint, about 0.93 of the time of a band test then a naked single pass.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>

#include "solver/band_masks.hpp"
#include "solver/lanes.hpp"
#include "solver/permutation_target.hpp"
#include "solver/wide.hpp"

namespace nonet::detail {

struct Working {
  Wide pair, rest, open_pair, open_rest;
};

constexpr Mask kPadding = kBandCells;
constexpr Mask kAll = ~Mask{0};
constexpr Wide kRestLanes = {kAll, kAll, kAll, kAll, kAll, kAll, kAll, kAll, kAll, kAll, kAll};
constexpr Wide kBand2Lanes = {kAll, kAll, kAll, kAll, kAll, kAll, kAll, kAll};

// Each lane of a half set to the OR of the half.
inline Wide or_in_halves(Wide v) {
  v |= swap_in_halves<4>(v);
  v |= swap_in_halves<2>(v);
  v |= swap_in_halves<1>(v);
  return v;
}

// Per half: the bits set in at least one, two and three lanes.
inline void count_three(Wide v, Wide& one, Wide& two, Wide& three) {
  count_three_in_eights(
      v, [](Wide x, auto k) { return swap_in_halves<decltype(k)::value>(x); }, one, two, three);
}

// For each lane, the same digit's lane in the next band and in the one after (bands b + 1 and
// b + 2, mod 3); the padding's lanes for the padding.
struct OtherBands {
  Wide next_pair, after_pair, next_rest, after_rest;
};

// Digit 9's lane of each lane's band: band 0's in the first half of pair, band 1's in the
// second, band 2's in the first half of rest (the second half of rest is left 0).
inline Wide nines_for_pair(Wide rest) {
  return pick<8, 8, 8, 8, 8, 8, 8, 8, 9, 9, 9, 9, 9, 9, 9, 9>(rest, rest);
}
inline Wide nines_for_rest(Wide rest) {
  return pick<10, 10, 10, 10, 10, 10, 10, 10, 16, 16, 16, 16, 16, 16, 16, 16>(rest, Wide{});
}
// A value per band held in every lane of its half (pair, and the first half of rest), laid
// on every lane of rest: band 2's digits, then bands 0-2 in the lanes of digit 9, 0 in the
// padding.
inline Wide band_values_for_rest(Wide pair, Wide rest) {
  return pick<0, 1, 2, 3, 4, 5, 6, 7, 16, 24, 0, 0, 0, 0, 0, 0>(rest, pair) & kRestLanes;
}
inline OtherBands other_bands(Wide pair, Wide rest) {
  return {pick<8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23>(pair, rest),
          pick<16, 17, 18, 19, 20, 21, 22, 23, 0, 1, 2, 3, 4, 5, 6, 7>(pair, rest),
          pick<0, 1, 2, 3, 4, 5, 6, 7, 25, 26, 24, 27, 27, 27, 27, 27>(pair, rest),
          pick<8, 9, 10, 11, 12, 13, 14, 15, 26, 24, 25, 27, 27, 27, 27, 27>(pair, rest)};
}
// A state's 32 masks (see State): candidates of bands 0-1, then of band 2, the nines, the
// unplaced cells and two spare.
[[gnu::always_inline]] inline Working load_working(const Mask* state) {
  Working w;
  Wide raw;
  std::memcpy(&w.pair, state, sizeof(Wide));
  std::memcpy(&raw, state + 16, sizeof(Wide));
  w.rest = pick<0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 16, 16, 16, 16, 16>(raw, splat(kPadding));
  w.open_pair = pick<11, 11, 11, 11, 11, 11, 11, 11, 12, 12, 12, 12, 12, 12, 12, 12>(raw, raw);
  w.open_rest = pick<13, 13, 13, 13, 13, 13, 13, 13, 11, 12, 13, 16, 16, 16, 16, 16>(raw, Wide{});
  return w;
}
[[gnu::always_inline]] inline void store_working(const Working& w, Mask* state) {
  std::memcpy(state, &w.pair, sizeof(Wide));
  const Wide raw = pick<0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 24, 25, 26, 26, 26>(w.rest, w.open_rest);
  std::memcpy(state + 16, &raw, sizeof(Wide));
}

inline bool all_placed(const Working& w) {
  return !any_set(w.open_pair | w.open_rest);
}

// Every lane loses the columns (the cells of c, a mask of whole columns) its digit takes in
// the other two bands.
[[gnu::always_inline]] inline void take_columns(Working& w, Wide c_pair, Wide c_rest) {
  const OtherBands c = other_bands(c_pair, c_rest);
  w.pair &= ~(c.next_pair | c.after_pair);
  w.rest &= ~(c.next_rest | c.after_rest);
}

// The band test on every lane: the cells of the triads that lie on some permutation.
inline Wide on_some_permutation(Wide m) {
  // A test into a lane mask and a masked OR: two instructions per permutation. Every vector
  // operation takes two cycles here and a sweep waits on its chain: the NOR in one operation,
  // three chains of two ORs joined by one.
  const __m512i absent =  // bit 9r + 3k clear: triad (r, k) used
      _mm512_ternarylogic_epi32((__m512i)m, (__m512i)(m >> 1), (__m512i)(m >> 2), 0x01);
  __m512i keep[3] = {_mm512_setzero_si512(), _mm512_setzero_si512(), _mm512_setzero_si512()};
  for (int p = 0; p < 6; ++p) {
    const __mmask16 fits = _mm512_testn_epi32_mask(
        absent, _mm512_set1_epi32(static_cast<int>(kBandPermutations[p].firsts)));
    keep[p % 3] =
        _mm512_mask_or_epi32(keep[p % 3], fits, keep[p % 3],
                             _mm512_set1_epi32(static_cast<int>(kBandPermutations[p].cells)));
  }
  return (Wide)_mm512_ternarylogic_epi32(keep[0], keep[1], keep[2], 0xFE);
}

// One pass of the singles rules over all 27 digit-bands, each on the masks as the pass finds
// them (so that none waits for another): the band test, the hidden singles it leaves (rows
// left with one unplaced cell: within the band the test already cleared their box and
// column) and the naked singles (cells left with one candidate). Placed cells leave the
// other digits, naked singles their peers in the band, and both their columns in the other
// bands. -1 on a contradiction (a digit-band left without a permutation, a cell without a
// candidate, a placed cell with two), else 1 if anything changed. A contradiction made by the
// pass itself (a digit twice in a house among them) is found by the next one. The singles placed
// are counted per lane, in vectors (digit 9's lanes of rest count each band's cells): taking three
// lanes' counts out on every pass cost 2-5% of the time.
[[gnu::always_inline]] inline int sweep(Working& w, Wide& hidden_singles, Wide& naked_singles) {
  const Wide kept_pair = w.pair & on_some_permutation(w.pair);
  const Wide kept_rest = w.rest & on_some_permutation(w.rest);
  const Wide hidden_pair = row_singles(kept_pair, w.open_pair);
  const Wide hidden_rest = row_singles(kept_rest, w.open_rest);
  // Each band's cells with one candidate or more, two or more.
  Wide one_pair, two_pair, three_pair, one_rest, two_rest, three_rest;
  count_three(w.pair, one_pair, two_pair, three_pair);
  count_three(w.rest, one_rest, two_rest, three_rest);
  const Wide nine_pair = nines_for_pair(w.rest), nine_rest = nines_for_rest(w.rest);
  two_pair |= one_pair & nine_pair, one_pair |= nine_pair;
  two_rest |= one_rest & nine_rest, one_rest |= nine_rest;
  const Wide bad_pair = (one_pair & ~(two_pair & ~w.open_pair)) ^ kBandCells;
  const Wide bad_rest = ((one_rest & ~(two_rest & ~w.open_rest)) ^ kBandCells) & kBand2Lanes;
  const Wide naked_pair = one_pair & ~two_pair & w.open_pair;
  const Wide naked_rest = band_values_for_rest(naked_pair, one_rest & ~two_rest & w.open_rest);
  // A pass that finds nothing (the last before each stall: 12-29% of the passes, by corpus)
  // ends here, half way down the pass's chain of latencies: the loop's exit, mispredicted as a
  // rule, is known that much sooner (0.93-0.97 of the time on every corpus).
  if (!any_set((kept_pair ^ w.pair) | (kept_rest ^ w.rest) | hidden_pair | hidden_rest |
               naked_pair | naked_rest | bad_pair | bad_rest) &&
      !any_zero(kept_pair) && !any_zero(kept_rest))
    return 0;
  // Past the test above, a pass changes something or finds a contradiction.
  if (any_zero(kept_pair) | any_zero(kept_rest) | any_set(bad_pair | bad_rest)) return -1;
  // The cells each lane's digit takes, and all cells placed in its band. Two naked singles of
  // one digit in a house are left to the next pass: their peers leave the digit's other rows
  // of the band only one box between them, or none, and the band test finds no permutation.
  // Testing for them here took about a sixth of a pass's instructions (0.94-0.95 of the time
  // without, on serg and the forum's hardest 1106).
  const Wide own_naked_pair = w.pair & naked_pair, own_naked_rest = w.rest & naked_rest;
  const Wide naked_peers_pair = placed_peers(own_naked_pair) & ~own_naked_pair;
  const Wide naked_peers_rest = placed_peers(own_naked_rest) & ~own_naked_rest;
  const Wide own_pair = hidden_pair | own_naked_pair, own_rest = hidden_rest | own_naked_rest;
  const Wide hidden_cells_pair = or_in_halves(hidden_pair) | nines_for_pair(hidden_rest);
  const Wide hidden_cells_rest = band_values_for_rest(
      hidden_cells_pair, or_in_halves(hidden_rest) | nines_for_rest(hidden_rest));
  const Wide placed_pair = hidden_cells_pair | naked_pair;
  const Wide placed_rest = hidden_cells_rest | naked_rest;
  hidden_singles += count_bits(hidden_cells_rest);
  naked_singles += count_bits(naked_rest & ~hidden_cells_rest);
  w.pair = kept_pair & (~placed_pair | own_pair) & ~naked_peers_pair;
  w.rest = kept_rest & (~placed_rest | own_rest) & ~naked_peers_rest;
  w.open_pair &= ~placed_pair;
  w.open_rest &= ~placed_rest;
  take_columns(w, spread_columns(fold_columns(own_pair)), spread_columns(fold_columns(own_rest)));
  return 1;
}

// The band test turned sideways: within a stack, digit d fills each column once and each of
// the stack's three boxes once, so the (band, column) pairs it may use must hold a
// permutation. Pairs off every permutation lose their cells: pointing and claiming along
// columns, and column hidden singles (left to the band test to place).
[[gnu::always_inline]] inline int examine_stacks(Working& w) {
  const Wide folds_pair = fold_columns(w.pair), folds_rest = fold_columns(w.rest);
  const OtherBands others = other_bands(folds_pair, folds_rest);
  // Each lane's band first: only its keep is used (the others' go unused).
  Wide keep_pair[3], keep_rest[3], fits_pair, fits_rest;
  stack_keep({folds_pair, others.next_pair, others.after_pair}, keep_pair, fits_pair);
  stack_keep({folds_rest, others.next_rest, others.after_rest}, keep_rest, fits_rest);
  if (any_set((fits_pair ^ kBoxFirst) | (fits_rest ^ kBoxFirst))) return -1;
  const Wide kept_pair = w.pair & spread_columns(keep_pair[0]);
  const Wide kept_rest = w.rest & spread_columns(keep_rest[0]);
  const bool dropped = any_set((w.pair ^ kept_pair) | (w.rest ^ kept_rest));
  w.pair = kept_pair, w.rest = kept_rest;
  return dropped;
}

// The triad rule (band_masks.hpp), the digits counted within each band: the bits of a band's
// masks that three of its digits or more hold, in each lane of the band.
[[gnu::always_inline]] inline void taken_by_three(Wide pair, Wide rest, Wide& full_pair,
                                                  Wide& full_rest) {
  Wide one_pair, two_pair, three_pair, one_rest, two_rest, three_rest;
  count_three(pair, one_pair, two_pair, three_pair);
  count_three(rest, one_rest, two_rest, three_rest);
  full_pair = three_pair | (two_pair & nines_for_pair(rest));
  full_rest = band_values_for_rest(full_pair, three_rest | (two_rest & nines_for_rest(rest)));
}

// The triads that three digits must take, counted across the digits of each band. True if
// anything was dropped.
[[gnu::always_inline]] inline bool fill_triads(Working& w) {
  const Wide band_must_pair = lone_in_row(triads_present(w.pair));
  const Wide band_must_rest = lone_in_row(triads_present(w.rest));
  // Stack triads as bit c of a band's folded columns: the digit's cells of column c all in
  // that band.
  const Wide folds_pair = fold_columns(w.pair), folds_rest = fold_columns(w.rest);
  const OtherBands others = other_bands(folds_pair, folds_rest);
  const Wide stack_must_pair = folds_pair & ~(others.next_pair | others.after_pair);
  const Wide stack_must_rest = folds_rest & ~(others.next_rest | others.after_rest);
  Wide band_full_pair, band_full_rest, stack_full_pair, stack_full_rest;
  taken_by_three(band_must_pair, band_must_rest, band_full_pair, band_full_rest);
  taken_by_three(stack_must_pair, stack_must_rest, stack_full_pair, stack_full_rest);
  const Wide dropped_pair = (triad_cells(band_full_pair) & ~triad_cells(band_must_pair)) |
                            spread_columns(stack_full_pair & ~stack_must_pair);
  const Wide dropped_rest = (triad_cells(band_full_rest) & ~triad_cells(band_must_rest)) |
                            spread_columns(stack_full_rest & ~stack_must_rest);
  const bool changed = any_set((w.pair & dropped_pair) | (w.rest & dropped_rest));
  w.pair &= ~dropped_pair;
  w.rest &= ~dropped_rest;
  return changed;
}

// The writers of a state's masks: a cell placed, a candidate removed, a digit kept on some
// cells. They change whole 16-lane halves (lanes numbered as in load_working): a load of a
// half just after narrower stores into it would wait for them to reach the cache instead of
// taking their data on the way. Per lane: its digit (0-8; 15 for the unplaced and spare
// lanes) and its band (15 for the spare lanes).
constexpr Wide kLaneDigit[2] = {{0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7},
                                {0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 15, 15, 15, 15, 15}};
constexpr Wide kLaneBand[2] = {{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1},
                               {2, 2, 2, 2, 2, 2, 2, 2, 0, 1, 2, 0, 1, 2, 15, 15}};

template <typename F>
inline void update_halves(Mask* state, F&& change) {
  for (int h = 0; h < 2; ++h) {
    Wide m;
    std::memcpy(&m, state + 16 * h, sizeof m);
    m = change(m, kLaneDigit[h], kLaneBand[h]);
    std::memcpy(state + 16 * h, &m, sizeof m);
  }
}
// Digit d in cell i of band b: d leaves the cell's peers, other digits and the unplaced
// cells leave the cell.
inline void place_digit(Mask* state, int d, int b, int i) {
  const Mask bit = Mask{1} << i, peers = kTables.band_peers[i];
  const Mask column = kTables.band_column[i % 9];
  update_halves(state, [&](Wide m, Wide digits, Wide bands) {
    const Wide digit = lanes_equal(digits, static_cast<Mask>(d));
    const Wide band = lanes_equal(bands, static_cast<Mask>(b));
    const Wide gone = (band & (bit | (digit & peers))) | (digit & ~band & column);
    return (m & ~gone) | (band & digit & bit);
  });
}
inline void remove_digit(Mask* state, int d, int b, int i) {
  update_halves(state, [&](Wide m, Wide digits, Wide bands) {
    return m & ~(lanes_equal(digits, static_cast<Mask>(d)) &
                 lanes_equal(bands, static_cast<Mask>(b)) & (Mask{1} << i));
  });
}
// Digit d kept only on `keep` in every band.
inline void restrict_digit(Mask* state, int d, const Mask (&keep)[3]) {
  update_halves(state, [&](Wide m, Wide digits, Wide bands) {
    const Wide kept = (lanes_equal(bands, 0) & keep[0]) | (lanes_equal(bands, 1) & keep[1]) |
                      (lanes_equal(bands, 2) & keep[2]);
    return m & ~(lanes_equal(digits, static_cast<Mask>(d)) & ~kept);
  });
}

// Propagates a state's 32 masks (see State) to the fixpoint of the rules. False on a
// contradiction. With the triad rule and a target to fill, a fixpoint short of complete also
// gets its permutation target (permutation_target.hpp).
[[gnu::always_inline]] inline bool propagate_masks(Mask* state, Rules rules,
                                                   std::uint64_t& hidden_singles,
                                                   std::uint64_t& naked_singles, int* target) {
  Working w = load_working(state);
  Wide hidden = {}, naked = {};
  auto count = [&] {
    hidden_singles += hidden[8] + hidden[9] + hidden[10];
    naked_singles += naked[8] + naked[9] + naked[10];
  };
  for (;;) {
    const int swept = sweep(w, hidden, naked);
    if (swept < 0) return count(), false;
    if (swept > 0) continue;
    if (all_placed(w) || rules == Rules::bands) break;
    const int changed = examine_stacks(w);
    if (changed < 0) return count(), false;
    if (changed > 0) continue;
    if (rules != Rules::triads) break;
    // Beside the rule (see permutation_target.hpp), where it is wanted.
    const int next_target = target ? permutation_target(w.pair, w.rest) : kNoTarget;
    if (!fill_triads(w)) {
      if (target) *target = next_target;
      break;
    }
  }
  count();
  store_working(w, state);
  return true;
}

// The permutation target of a state at the fixpoint of the triad rule.
inline int permutation_target_of(const Mask* state) {
  const Working w = load_working(state);
  return permutation_target(w.pair, w.rest);
}

}  // namespace nonet::detail
