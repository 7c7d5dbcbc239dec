// Where the branch of tdoku's solver on a digit's permutations goes (fast_engine.cpp builds
// the branch): among the three bands and three stacks not yet settled, the one closest to
// closing, the smallest product of its digits' counts of fitting permutations (tdoku takes the
// smallest sum: the product takes 3-4% fewer branches to a count of 2 on the forum's hardest
// lists, up to 3% to a first solution), the first on ties; in it, the first digit with two
// permutations left, else three, else more (as tdoku takes it). Taking that band or stack even
// when its digits have three permutations or more, as tdoku does, rather than the fewest of
// those with a digit of two: 4% fewer branches on the hardest 1106, 1-2% on 11+.
//
// Propagation computes the target beside its last rule, the triad rule, from the same masks:
// four times out of five the rule finds nothing, those masks are the fixpoint, and the target
// is ready with it instead of after it (0.98-0.99 of the time on the forum's hardest 1106).
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>

#include "solver/band_masks.hpp"
#include "solver/lanes.hpp"
#if defined(__AVX512F__) && defined(__AVX512BW__)
#include "solver/wide.hpp"
#endif

namespace nonet::detail {

// A target as place << 4 | digit: place 0-2 a band, 3-5 a stack (3 + stack); digit 0-8.
constexpr int kNoTarget = -1;  // every digit settled everywhere

// Eight times log2 of a count of permutations (0-6; 7 never comes): a band or stack is as far
// from closing as the product of its digits' counts is large, the sum of these. A count of 1
// (settled) weighs 0.
constexpr std::uint8_t kLogWeight[8] = {0, 0, 8, 13, 16, 19, 21, 0};

#if defined(__AVX512F__) && defined(__AVX512BW__)

// On AVX-512, from propagation's two vectors (propagation_wide.hpp): pair holds bands 0 and 1
// of digits 1-8, rest band 2 of digits 1-8 and then digit 9 of bands 0-2 (lanes 11-15 unused).
[[gnu::always_inline]] inline int permutation_target(Wide pair, Wide rest) {
  // Each band's masks by digit, lane d for digit d + 1 (lanes 9-15 empty: they count nothing).
  auto band_of = [&](Wide index) {
    return (Wide)_mm512_maskz_permutex2var_epi32(0x1FF, (__m512i)pair, (__m512i)index,
                                                 (__m512i)rest);
  };
  const Wide bands[3] = {band_of(Wide{0, 1, 2, 3, 4, 5, 6, 7, 24}),
                         band_of(Wide{8, 9, 10, 11, 12, 13, 14, 15, 25}),
                         band_of(Wide{16, 17, 18, 19, 20, 21, 22, 23, 26})};
  // Per digit and band, the permutations of rows onto boxes that fit, as a lane mask each.
  auto band_count = [](Wide m) {
    const auto absent = (__m512i) ~(m | m >> 1 | m >> 2);
    __m512i count[2] = {_mm512_setzero_si512(), _mm512_setzero_si512()};
    for (int p = 0; p < 6; ++p) {
      const __mmask16 fits = _mm512_testn_epi32_mask(
          absent, _mm512_set1_epi32(static_cast<int>(kBandPermutations[p].firsts)));
      count[p & 1] = _mm512_mask_add_epi32(count[p & 1], fits, count[p & 1], _mm512_set1_epi32(1));
    }
    return (Wide)_mm512_add_epi32(count[0], count[1]);
  };
  // Per digit, a three-bit count of fitting permutations of bands onto columns per stack.
  const Wide folds[3] = {fold_columns(bands[0]), fold_columns(bands[1]), fold_columns(bands[2])};
  Wide stacks = {};
  for (const auto& column_of : kPermutations)
    stacks += (folds[0] >> column_of[0]) & (folds[1] >> column_of[1]) & (folds[2] >> column_of[2]) &
              kBoxFirst;
  // The counts by place, a byte each: places 0-3 in low, 4-5 in high. Their weights (one byte
  // lookup for all) summed across the digits stay below 9 * 21 = 189: no byte carries.
  const Wide low = band_count(bands[0]) | band_count(bands[1]) << 8 | band_count(bands[2]) << 16 |
                   (stacks & 7) << 24;
  const Wide high = (stacks >> 3 & 7) | (stacks >> 6 & 7) << 8;
  constexpr auto four = [](int at) {  // kLogWeight[at..at + 3] as the bytes of a lane
    return Mask{kLogWeight[at]} | Mask{kLogWeight[at + 1]} << 8 | Mask{kLogWeight[at + 2]} << 16 |
           Mask{kLogWeight[at + 3]} << 24;
  };
  constexpr Mask w0 = four(0), w1 = four(4);
  constexpr Wide table = {w0, w1, 0, 0, w0, w1, 0, 0, w0, w1, 0, 0, w0, w1, 0, 0};
  auto weights_of = [&](Wide counts) {
    Wide sum = (Wide)_mm512_shuffle_epi8((__m512i)table, (__m512i)counts);
    sum += pick<8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7>(sum, sum);
    sum += swap_in_halves<4>(sum);
    sum += swap_in_halves<2>(sum);
    sum += swap_in_halves<1>(sum);
    return sum[0];
  };
  const std::uint64_t weights = weights_of(low) | std::uint64_t{weights_of(high)} << 32;
  unsigned best = ~0u;  // weight << 4 | place, of the places not settled
  for (unsigned place = 0; place < 6; ++place) {
    const unsigned weight = (weights >> (8 * place)) & 0xFF;
    if (weight > 0) best = std::min(best, weight << 4 | place);
  }
  if (best == ~0u) return kNoTarget;
  const unsigned place = best & 0xF;
  const auto counts = (__m512i)(((place < 4 ? low : high) >> (8 * (place & 3))) & 0xFF);
  const __mmask16 two = _mm512_cmpeq_epi32_mask(counts, _mm512_set1_epi32(2));
  const __mmask16 three = _mm512_cmpeq_epi32_mask(counts, _mm512_set1_epi32(3));
  const __mmask16 more = _mm512_cmpgt_epi32_mask(counts, _mm512_set1_epi32(3));
  const unsigned digits = two != 0 ? two : three != 0 ? three : more;
  return digits != 0 ? static_cast<int>(place << 4 | std::countr_zero(digits)) : kNoTarget;
}

#endif

// Elsewhere, from propagation_lanes.hpp's registers: digits 1-8 of band b in c[b], digit 9 in
// nine[b]. (Defined on AVX-512 too, where a test holds the two to the same choices.)
inline Lanes sum_across(Lanes v) {  // every lane set to the sum of all lanes
  v += swap_lanes<4>(v);
  v += swap_lanes<2>(v);
  v += swap_lanes<1>(v);
  return v;
}
inline Lanes log_weight(Lanes count) {  // one permute of the table by the counts
  constexpr Lanes table = {kLogWeight[0], kLogWeight[1], kLogWeight[2], kLogWeight[3],
                           kLogWeight[4], kLogWeight[5], kLogWeight[6], kLogWeight[7]};
#if defined(__clang__)
  return __builtin_shufflevector(table, count);
#else
  return __builtin_shuffle(table, count);
#endif
}

[[gnu::always_inline]] inline int permutation_target(const Lanes (&c)[3], const Mask (&nine)[3]) {
  // By place: each digit's count of fitting permutations, and the best place as
  // weight << 4 | place.
  Lanes counts_at[6];
  unsigned nine_counts_at[6];
  unsigned best = ~0u;
  for_each_band([&](auto b) {
    const Lanes missing = ~(c[b] | c[b] >> 1 | c[b] >> 2);
    const Mask nine_missing = ~(nine[b] | nine[b] >> 1 | nine[b] >> 2);
    Lanes count = {};
    unsigned nine_count = 0;
    for (const BandPermutation& p : kBandPermutations) {
      count -= as_lanes((missing & p.firsts) == 0);
      nine_count += (nine_missing & p.firsts) == 0;
    }
    const unsigned weight = sum_across(log_weight(count))[0] + kLogWeight[nine_count];
    counts_at[b] = count, nine_counts_at[b] = nine_count;
    if (weight > 0) best = std::min(best, weight << 4 | unsigned{b});
  });
  const Lanes folds[3] = {fold_columns(c[0]), fold_columns(c[1]), fold_columns(c[2])};
  const Mask nine_folds[3] = {fold_columns(nine[0]), fold_columns(nine[1]), fold_columns(nine[2])};
  // Per digit, a three-bit count of fitting permutations per stack (at most 6).
  Lanes counts = {};
  Mask nine_counts = 0;
  for (const auto& column_of : kPermutations) {
    counts += (folds[0] >> column_of[0]) & (folds[1] >> column_of[1]) & (folds[2] >> column_of[2]) &
              kBoxFirst;
    nine_counts += (nine_folds[0] >> column_of[0]) & (nine_folds[1] >> column_of[1]) &
                   (nine_folds[2] >> column_of[2]) & kBoxFirst;
  }
  for (unsigned stack = 0; stack < 3; ++stack) {
    const Lanes count = (counts >> (3 * stack)) & 7;
    const unsigned nine_count = (nine_counts >> (3 * stack)) & 7;
    const unsigned weight = sum_across(log_weight(count))[0] + kLogWeight[nine_count];
    counts_at[3 + stack] = count, nine_counts_at[3 + stack] = nine_count;
    if (weight > 0) best = std::min(best, weight << 4 | (3 + stack));
  }
  if (best == ~0u) return kNoTarget;
  const unsigned place = best & 0xF;
  for (unsigned n = 2; n <= 3; ++n) {
    const unsigned with =
        lane_bits(as_lanes(counts_at[place] == n)) | unsigned{nine_counts_at[place] == n} << kNine;
    if (with != 0) return static_cast<int>(place << 4 | std::countr_zero(with));
  }
  const unsigned more =
      lane_bits(as_lanes(counts_at[place] > 3)) | unsigned{nine_counts_at[place] > 3} << kNine;
  return more != 0 ? static_cast<int>(place << 4 | std::countr_zero(more)) : kNoTarget;
}

}  // namespace nonet::detail
