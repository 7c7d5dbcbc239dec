// The fast engine's vector of band masks: Lanes, the masks of digits 1-8 in one band, lane d for
// digit d + 1 (the vector extension of GCC and Clang: one AVX2 register where the target has
// it, two SSE registers elsewhere), the folds across its lanes, and a grid's values laid out as
// those vectors (locate_values).
#pragma once
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "solver/band_masks.hpp"

namespace nonet::detail {

using Lanes = Mask __attribute__((vector_size(32)));
constexpr int kLanes = 8;  // digits 1-8
constexpr int kNine = 8;   // the digit kept out of the vectors (digit 9, index 8)
constexpr Lanes kLaneIndex = {0, 1, 2, 3, 4, 5, 6, 7};

template <typename V>
inline Lanes as_lanes(V v) {
  return (Lanes)v;  // a comparison's lanes (0 or all ones) as masks
}

inline bool any_lane(Lanes v) {
#if defined(__AVX__)
  return !_mm256_testz_si256((__m256i)v, (__m256i)v);
#else
  Mask any = 0;
  for (int lane = 0; lane < 8; ++lane) any |= v[lane];
  return any != 0;
#endif
}

// Bit d set for each lane d of a comparison that holds.
inline unsigned lane_bits(Lanes comparison) {
#if defined(__AVX__)
  return static_cast<unsigned>(_mm256_movemask_ps((__m256)comparison));
#else
  unsigned bits = 0;
  for (int lane = 0; lane < kLanes; ++lane) bits |= (comparison[lane] & 1) << lane;
  return bits;
#endif
}

// Lane i takes lane i ^ K: the exchanges that fold eight lanes in three steps.
template <int K>
inline Lanes swap_lanes(Lanes v) {
  return __builtin_shufflevector(v, v, 0 ^ K, 1 ^ K, 2 ^ K, 3 ^ K, 4 ^ K, 5 ^ K, 6 ^ K, 7 ^ K);
}

// For each group of eight lanes, in every lane of the group: the bits set in at least one,
// two and three of its lanes. swap(v, k) gives lane i of a group the value of lane i ^ k
// (k a std::integral_constant of 4, 2 or 1), whatever the vector's width.
template <typename V, typename Swap>
inline void count_three_in_eights(V v, Swap swap, V& one, V& two, V& three) {
  V o = v, t = {}, h = {};
  auto step = [&](auto k) {
    const V po = swap(o, k), pt = swap(t, k), ph = swap(h, k);
    h |= ph | (t & po) | (o & pt);
    t |= pt | (o & po);
    o |= po;
  };
  step(std::integral_constant<int, 4>{});
  step(std::integral_constant<int, 2>{});
  step(std::integral_constant<int, 1>{});
  one = o, two = t, three = h;
}

// Across all lanes: the bits set in at least one, two and three lanes.
inline void count_three_across(Lanes v, Lanes& one, Lanes& two, Lanes& three) {
  count_three_in_eights(
      v, [](Lanes x, auto k) { return swap_lanes<decltype(k)::value>(x); }, one, two, three);
}

// Where the values sit in each band: digits[b] lane d the cells holding d + 1, nines[b] those
// holding 9, empty[b] the empty ones. False when a cell holds more than 9. Compares whole bands
// at once, from 32 bytes at each band's first cell but the last band's, which end at the grid's
// end (a load from a padded copy would span two stores and wait for both to land).
inline bool locate_values(const Grid& puzzle, Lanes (&digits)[3], Mask (&nines)[3],
                          Mask (&empty)[3]) {
#if defined(__AVX512BW__)
  // A band's 32 bytes twice in a vector, compared with one value in each half: one 64-bit lane
  // mask holds two values' cells, two of them four lanes.
  auto two_values = [](char first, char second) {
    return _mm512_inserti64x4(_mm512_set1_epi8(first), _mm256_set1_epi8(second), 1);
  };
  const __m512i values[5] = {two_values(1, 2), two_values(3, 4), two_values(5, 6), two_values(7, 8),
                             two_values(9, 0)};
  for (int b = 0; b < 3; ++b) {
    const int from = b < 2 ? 27 * b : kCells - 32, skip = 27 * b - from;
    const __m512i band = _mm512_broadcast_i64x4(
        _mm256_loadu_si256(reinterpret_cast<const __m256i*>(puzzle.cells.data() + from)));
    // Every byte loaded is a cell of the grid: one above 9 anywhere makes the grid invalid.
    if (_mm512_cmpgt_epu8_mask(band, _mm512_set1_epi8(9)) != 0) return false;
    std::uint64_t cells[5];
    for (int k = 0; k < 5; ++k) cells[k] = _mm512_cmpeq_epi8_mask(band, values[k]);
    const auto lanes = (Lanes)_mm256_set_epi64x(
        static_cast<long long>(cells[3]), static_cast<long long>(cells[2]),
        static_cast<long long>(cells[1]), static_cast<long long>(cells[0]));
    digits[b] = (lanes >> skip) & kBandCells;
    nines[b] = (static_cast<Mask>(cells[4]) >> skip) & kBandCells;
    empty[b] = (static_cast<Mask>(cells[4] >> 32) >> skip) & kBandCells;
  }
  return true;
#else
  Mask given[3][10];  // [band][value]
#if defined(__AVX2__)
  const __m256i nine = _mm256_set1_epi8(9);
  for (int b = 0; b < 3; ++b) {
    const int from = b < 2 ? 27 * b : kCells - 32, skip = 27 * b - from;
    const __m256i band =
        _mm256_loadu_si256(reinterpret_cast<const __m256i*>(puzzle.cells.data() + from));
    auto cells_where = [&](__m256i equal) {
      return (static_cast<Mask>(_mm256_movemask_epi8(equal)) >> skip) & kBandCells;
    };
    if (cells_where(_mm256_cmpeq_epi8(_mm256_max_epu8(band, nine), nine)) != kBandCells)
      return false;
    for (int value = 0; value < 10; ++value)
      given[b][value] =
          cells_where(_mm256_cmpeq_epi8(band, _mm256_set1_epi8(static_cast<char>(value))));
  }
#else
  for (int b = 0; b < 3; ++b) {
    Mask any = 0;
    for (int value = 0; value < 10; ++value) {
      Mask cells = 0;
      for (int i = 0; i < 27; ++i) cells |= Mask{puzzle.cells[27 * b + i] == value} << i;
      given[b][value] = cells;
      any |= cells;
    }
    if (any != kBandCells) return false;
  }
#endif
  for (int b = 0; b < 3; ++b) {
    std::memcpy(&digits[b], &given[b][1], sizeof(Lanes));
    nines[b] = given[b][9];
    empty[b] = given[b][0];
  }
  return true;
#endif
}

// Calls f(b) for the three bands with b a compile-time constant, so that the per-band
// vectors stay in registers (a runtime band index sends them to memory).
template <typename F>
inline void for_each_band(F&& f) {
  f(std::integral_constant<int, 0>{});
  f(std::integral_constant<int, 1>{});
  f(std::integral_constant<int, 2>{});
}

}  // namespace nonet::detail
