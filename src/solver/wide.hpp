// The fast engine's 16-lane vector of band masks on AVX-512 (propagation_wide.hpp lays a
// state's masks on two of them) and the few operations on it beyond GCC's and Clang's
// vector extension.
#pragma once
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

#include <immintrin.h>

#include <bit>

#include "solver/band_masks.hpp"

namespace nonet::detail {

using Wide = Mask __attribute__((vector_size(64)));

inline Wide lanes_equal(Wide v, Mask value) {
  return (Wide)(v == value);
}
inline bool any_set(Wide v) {
  return _mm512_test_epi32_mask((__m512i)v, (__m512i)v) != 0;
}
inline bool any_zero(Wide v) {
  return _mm512_testn_epi32_mask((__m512i)v, (__m512i)v) != 0;
}
// Lane i of the result takes lane I[i] of x (0-15) or of y (16-31).
template <int... I>
inline Wide pick(Wide x, Wide y) {
  return __builtin_shufflevector(x, y, I...);
}
// Lane i takes lane i ^ K, within each half.
template <int K>
inline Wide swap_in_halves(Wide v) {
  return __builtin_shufflevector(v, v, 0 ^ K, 1 ^ K, 2 ^ K, 3 ^ K, 4 ^ K, 5 ^ K, 6 ^ K, 7 ^ K,
                                 8 ^ K, 9 ^ K, 10 ^ K, 11 ^ K, 12 ^ K, 13 ^ K, 14 ^ K, 15 ^ K);
}

// Each lane's bits counted.
inline Wide count_bits(Wide v) {
#if defined(__AVX512VPOPCNTDQ__)
  return (Wide)_mm512_popcnt_epi32((__m512i)v);
#else
  Wide counts;
  for (int lane = 0; lane < 16; ++lane) counts[lane] = std::popcount(v[lane]);
  return counts;
#endif
}

inline Wide splat(Mask m) {
  return Wide{} + m;
}

}  // namespace nonet::detail
