// The fast engine's vector of band masks: Lanes, the masks of digits 1-8 in one band, lane d for
// digit d + 1 (the vector extension of GCC and Clang: one AVX2 register where the target has
// it, two SSE registers elsewhere), and the folds across its lanes.
#pragma once
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

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

// Calls f(b) for the three bands with b a compile-time constant, so that the per-band
// vectors stay in registers (a runtime band index sends them to memory).
template <typename F>
inline void for_each_band(F&& f) {
  f(std::integral_constant<int, 0>{});
  f(std::integral_constant<int, 1>{});
  f(std::integral_constant<int, 2>{});
}

}  // namespace nonet::detail
