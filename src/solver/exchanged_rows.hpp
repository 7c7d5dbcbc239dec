// A second solution read off the first: two rows of a band exchanged along a cycle of columns.
//
// In a solution, take two rows of a band and follow a digit from its column x in the first row
// to its column y in the second, then the first row's digit at y to its column in the second,
// and so on: the columns fall into cycles. Exchanging the two rows' cells on the columns of one
// cycle keeps every row, column and box whole (each row and each box keeps its digits, each
// column its two), so that is a second solution whenever none of those cells was settled
// before the search guessed: a cell the root's propagation placed is the same in every
// solution. A count to 2 then stops at the first solution. On the multi-solution serg
// benchmark, 47% of the puzzles end so.
//
// A column stays in the set of open ones while the column it leads to does; after k rounds of
// squaring the map, while the next 2^k do, and four rounds cover a cycle of nine. Any column
// left is on a cycle of open columns.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>

#include "nonet/grid.hpp"
#include "solver/band_masks.hpp"

#if defined(__AVX512VBMI__) && defined(__AVX512BW__) && defined(__AVX512VPOPCNTDQ__)
#include <immintrin.h>
#define NONET_EXCHANGE_VECTORS 1
#endif

namespace nonet::detail {

// The cells open in their row and in the next row of their band (row 2's next is row 0): the
// columns open in both rows of the pairs (0, 1), (1, 2), (2, 0), in the pair's first row.
inline Mask open_in_next_row(Mask open) {
  return open & (((open >> 9) | (open << 18)) & kBandCells);
}

// digits: the masks of a complete state (State in fast_engine.cpp: digits 1-8 of bands 0-2,
// then the nines); open: the cells of each band that the root's propagation left open.
inline bool rows_exchange_portable(const Grid& solution, const Mask* digits,
                                   const Mask (&open)[3]) {
  for (int b = 0; b < 3; ++b) {
    const Mask pairs = open_in_next_row(open[b]);
    for (int r = 0; r < 3; ++r) {
      unsigned set = (pairs >> (9 * r)) & kRowBits;
      if (std::popcount(set) < 2) continue;  // a cycle takes two columns or more
      const int next_row = (r + 1) % 3;
      std::uint8_t next[9];  // column x of row r to the column of its digit in the next row
      for (int x = 0; x < 9; ++x) {
        const int d = solution.cells[27 * b + 9 * r + x] - 1;
        const Mask cells = digits[d == 8 ? 24 + b : 8 * b + d];
        next[x] = static_cast<std::uint8_t>(std::countr_zero((cells >> (9 * next_row)) & kRowBits));
      }
      for (int round = 0; round < 4 && set; ++round) {
        unsigned kept = 0;
        std::uint8_t squared[9];
        for (int x = 0; x < 9; ++x) {
          kept |= ((set >> x) & (set >> next[x]) & 1u) << x;
          squared[x] = next[next[x]];
        }
        set = kept;
        std::memcpy(next, squared, sizeof next);
      }
      if (set) return true;
    }
  }
  return false;
}

#if defined(NONET_EXCHANGE_VECTORS)
// The same, all 27 columns of each pair of rows at once: a byte per cell, the cells of bands 0
// and 1 in one vector and of band 2 in another, the map as a byte permutation within each.
inline bool rows_exchange_vectors(const Grid& solution, const Mask* digits, const Mask (&open)[3]) {
  // For each digit-band lane of the state's layout (bands 0-1 in one vector, band 2 and the
  // nines in the next), the column of its digit in row r of the band, at byte 4 * lane + r.
  auto columns = [](__m512i masks) {
    __m512i out = _mm512_setzero_si512();
    for (int r = 0; r < 3; ++r) {
      const __m512i row =
          _mm512_and_si512(_mm512_srli_epi32(masks, 9 * r), _mm512_set1_epi32(kRowBits));
      const __m512i column = _mm512_popcnt_epi32(_mm512_sub_epi32(row, _mm512_set1_epi32(1)));
      out = _mm512_or_si512(out, _mm512_slli_epi32(column, 8 * r));
    }
    return out;
  };
  const __m512i first_columns = columns(_mm512_loadu_si512(digits));
  const __m512i last_columns = columns(_mm512_maskz_loadu_epi32(0x7FF, digits + 16));
  struct Tables {
    // lane_of[16 * b + d]: the first byte of digit d's lane in band b (of the two vectors
    // above); then per byte of a vector of cells: 16 * its band, its next row, the first byte
    // of its row (itself past the grid's cells), and the byte's own index.
    alignas(64) std::uint8_t lane_of[64], band_key[64], next_row[2][64], row_start[2][64],
        index[64];
  };
  static constexpr Tables kTables = [] {
    Tables t{};
    for (int b = 0; b < 3; ++b)
      for (int d = 1; d <= 9; ++d)
        t.lane_of[16 * b + d] =
            static_cast<std::uint8_t>(d == 9 ? 96 + 4 * b : 32 * b + 4 * (d - 1));
    for (int i = 0; i < 64; ++i) {
      t.band_key[i] = static_cast<std::uint8_t>(i < 54 ? 16 * (i / 27) : 0);
      t.next_row[0][i] = static_cast<std::uint8_t>(i < 54 ? ((i % 27) / 9 + 1) % 3 : 0);
      t.next_row[1][i] = static_cast<std::uint8_t>(i < 27 ? (i / 9 + 1) % 3 : 0);
      t.row_start[0][i] = static_cast<std::uint8_t>(i < 54 ? 9 * (i / 9) : i);
      t.row_start[1][i] = static_cast<std::uint8_t>(i < 27 ? 9 * (i / 9) : i);
      t.index[i] = static_cast<std::uint8_t>(i);
    }
    return t;
  }();
  auto load = [](const std::uint8_t* bytes) { return _mm512_load_si512(bytes); };
  const __m512i lane_of = load(kTables.lane_of);
  // Each cell's byte: the column, in the next row, of its digit, as a byte index of the vector.
  auto next_of = [&](__m512i cells, __m512i band_key, int half, __mmask64 in_grid) {
    const __m512i at =
        _mm512_add_epi8(_mm512_permutexvar_epi8(_mm512_add_epi8(cells, band_key), lane_of),
                        load(kTables.next_row[half]));
    const __m512i column = _mm512_permutex2var_epi8(first_columns, at, last_columns);
    return _mm512_mask_add_epi8(load(kTables.index), in_grid, load(kTables.row_start[half]),
                                column);
  };
  constexpr __mmask64 kFirstCells = (std::uint64_t{1} << 54) - 1, kLastCells = (1u << 27) - 1;
  __m512i next[2] = {next_of(_mm512_maskz_loadu_epi8(kFirstCells, solution.cells.data()),
                             load(kTables.band_key), 0, kFirstCells),
                     next_of(_mm512_maskz_loadu_epi8(kLastCells, solution.cells.data() + 54),
                             _mm512_set1_epi8(32), 1, kLastCells)};
  __m512i set[2] = {
      _mm512_movm_epi8(open_in_next_row(open[0]) | std::uint64_t{open_in_next_row(open[1])} << 27),
      _mm512_movm_epi8(open_in_next_row(open[2]))};
  for (int round = 0; round < 4; ++round) {
    for (int half = 0; half < 2; ++half) {
      set[half] = _mm512_and_si512(set[half], _mm512_permutexvar_epi8(next[half], set[half]));
      next[half] = _mm512_permutexvar_epi8(next[half], next[half]);
    }
  }
  const __m512i left = _mm512_or_si512(set[0], set[1]);
  return _mm512_test_epi8_mask(left, left) != 0;
}
#endif

// Out of line: inlined into the search, it slowed the search's loop (1% on magictour, counted
// to 2), which runs it once.
[[gnu::noinline, gnu::cold]] inline bool rows_exchange(const Grid& solution, const Mask* digits,
                                                       const Mask (&open)[3]) {
#if defined(NONET_EXCHANGE_VECTORS)
  return rows_exchange_vectors(solution, digits, open);
#else
  return rows_exchange_portable(solution, digits, open);
#endif
}

}  // namespace nonet::detail
