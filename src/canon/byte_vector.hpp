// Sixteen bytes in one register, for the minlex search's rows of nine cells: a row read in a
// column order is one shuffle, its labels another, and a comparison of two rows gives a bit
// per cell. SSSE3 where the build has it (every x86-64 of the last fifteen years), plain loops
// otherwise; the results are the same.
#pragma once

#include <cstdint>
#include <cstring>

#if defined(__SSSE3__)
#include <tmmintrin.h>
#endif

namespace nonet {

#if defined(__SSSE3__)

struct ByteVector {
  __m128i bytes;
};

inline ByteVector load_bytes(const std::uint8_t* from) {
  return {_mm_loadu_si128(reinterpret_cast<const __m128i*>(from))};
}
inline void store_bytes(std::uint8_t* to, ByteVector v) {
  _mm_storeu_si128(reinterpret_cast<__m128i*>(to), v.bytes);
}
// result[i] = table[index[i]]; every index below 16.
inline ByteVector shuffle(ByteVector table, ByteVector index) {
  return {_mm_shuffle_epi8(table.bytes, index.bytes)};
}
// Bit i set when byte i is 0.
inline unsigned zero_mask(ByteVector v) {
  return static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v.bytes, _mm_setzero_si128())));
}
inline unsigned equal_mask(ByteVector a, ByteVector b) {
  return static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(a.bytes, b.bytes)));
}
// Bit i set when a[i] < b[i], as unsigned bytes.
inline unsigned less_mask(ByteVector a, ByteVector b) {
  const __m128i at_most = _mm_cmpeq_epi8(_mm_min_epu8(a.bytes, b.bytes), a.bytes);
  const __m128i equal = _mm_cmpeq_epi8(a.bytes, b.bytes);
  return static_cast<unsigned>(_mm_movemask_epi8(_mm_andnot_si128(equal, at_most)));
}
// Sixteen four-bit values (value i in bits 4i..4i+3) as sixteen bytes.
inline ByteVector unpack_nibbles(std::uint64_t packed) {
  constexpr std::uint64_t kLow = 0x0F0F0F0F0F0F0F0Fu;
  const __m128i even = _mm_cvtsi64_si128(static_cast<long long>(packed & kLow));
  const __m128i odd = _mm_cvtsi64_si128(static_cast<long long>(packed >> 4 & kLow));
  return {_mm_unpacklo_epi8(even, odd)};
}

#else

struct ByteVector {
  std::uint8_t bytes[16];
};

inline ByteVector load_bytes(const std::uint8_t* from) {
  ByteVector v;
  std::memcpy(v.bytes, from, 16);
  return v;
}
inline void store_bytes(std::uint8_t* to, ByteVector v) {
  std::memcpy(to, v.bytes, 16);
}
inline ByteVector shuffle(ByteVector table, ByteVector index) {
  ByteVector v;
  for (int i = 0; i < 16; ++i) v.bytes[i] = table.bytes[index.bytes[i] & 15];
  return v;
}
inline unsigned zero_mask(ByteVector v) {
  unsigned mask = 0;
  for (int i = 0; i < 16; ++i) mask |= unsigned{v.bytes[i] == 0} << i;
  return mask;
}
inline unsigned equal_mask(ByteVector a, ByteVector b) {
  unsigned mask = 0;
  for (int i = 0; i < 16; ++i) mask |= unsigned{a.bytes[i] == b.bytes[i]} << i;
  return mask;
}
inline unsigned less_mask(ByteVector a, ByteVector b) {
  unsigned mask = 0;
  for (int i = 0; i < 16; ++i) mask |= unsigned{a.bytes[i] < b.bytes[i]} << i;
  return mask;
}
inline ByteVector unpack_nibbles(std::uint64_t packed) {
  ByteVector v;
  for (int i = 0; i < 16; ++i) v.bytes[i] = static_cast<std::uint8_t>(packed >> (4 * i) & 15);
  return v;
}

#endif

}  // namespace nonet
