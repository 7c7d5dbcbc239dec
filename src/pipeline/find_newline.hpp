// find_newline: the first '\n' in a buffer, for cutting lines. Puzzle lines are short (82
// bytes), so a call to memchr costs as much as its scan; this scan is inline, a vector of
// bytes at a time, and leaves the short tail of a buffer to memchr.
#pragma once

#include <cstddef>
#include <cstring>

#if defined(__AVX2__)
#include <immintrin.h>
#elif defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace nonet {

// The first '\n' in [text, text + size), or nullptr.
inline const char* find_newline(const char* text, std::size_t size) {
  std::size_t at = 0;
#if defined(__AVX2__)
  const __m256i newline = _mm256_set1_epi8('\n');
  for (; at + 32 <= size; at += 32) {
    const __m256i chunk = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(text + at));
    const auto mask =
        static_cast<unsigned>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(chunk, newline)));
    if (mask != 0) return text + at + __builtin_ctz(mask);
  }
#elif defined(__SSE2__)
  const __m128i newline = _mm_set1_epi8('\n');
  for (; at + 16 <= size; at += 16) {
    const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text + at));
    const auto mask = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(chunk, newline)));
    if (mask != 0) return text + at + __builtin_ctz(mask);
  }
#endif
  return static_cast<const char*>(std::memchr(text + at, '\n', size - at));
}

}  // namespace nonet
