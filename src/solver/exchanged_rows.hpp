// A second solution read off the first: two rows of a band (or two columns of a stack)
// exchanged along a cycle.
//
// In a solution, take two rows of a band and follow a digit from its column x in the first row
// to its column y in the second, then the first row's digit at y to its column in the second,
// and so on: the columns fall into cycles. Exchanging the two rows' cells on the columns of one
// cycle keeps every row, column and box whole (each row and each box keeps its digits, each
// column its two), so that is a second solution whenever none of those cells was settled
// before the search guessed: a cell the root's propagation placed is the same in every
// solution. The same holds for two columns of a stack, which are two rows of the transposed
// grid. A count to 2 then stops at the first solution: on the multi-solution serg benchmark,
// 47% of the puzzles by rows and 21% more by columns.
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

#include "solver/propagation_wide.hpp"
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

// Two columns of a stack exchanged: two rows of the transposed grid.
inline bool columns_exchange_portable(const Grid& solution, const Mask (&open)[3]) {
  Grid transposed;
  Mask transposed_open[3] = {}, masks[27] = {};
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) {
      const int from = 9 * r + c, to = 9 * c + r, b = to / 27, d = solution.cells[from] - 1;
      transposed.cells[to] = solution.cells[from];
      transposed_open[b] |= ((open[from / 27] >> (from % 27)) & 1) << (to % 27);
      masks[d == 8 ? 24 + b : 8 * b + d] |= Mask{1} << (to % 27);
    }
  return rows_exchange_portable(transposed, masks, transposed_open);
}

#if defined(NONET_EXCHANGE_VECTORS)
// The same on vectors, all row pairs at once: a byte per cell, cells 0-53 (bands 0 and 1) in
// one vector and 54-80 (band 2) from byte 0 of another, the map a byte permutation within each.
// The digits' places come from the state's masks, a lane per digit-band as propagation_wide.hpp
// lays them (digits 1-8 of bands 0 and 1 in one vector, of band 2 and the nines in another).
// The bytes of each vector that stand for cells.
constexpr __mmask64 kFirstCells = (std::uint64_t{1} << 54) - 1, kLastCells = (1u << 27) - 1;

struct ExchangeTables {
  // lane_of[16 * b + d]: the first byte of digit d's lane in band b; per cell of each vector:
  // 16 * its band, its next row (mod 3), the first cell of its row and the same column in the
  // next row (a byte past the cells keeps its own index), and every byte's own index; where
  // the transposed grid takes each cell from; per lane, 3 * its band and the shift that takes
  // stack (band + t) mod 3 to the first three columns.
  alignas(64) std::uint8_t lane_of[64], band_key[64], next_row[2][64], row_start[2][64],
      below[2][64], index[64], transposed_from[2][64];
  alignas(64) Mask band_rows[2][16], stack_shift[3][2][16];
};
constexpr ExchangeTables kExchangeTables = [] {
  ExchangeTables t{};
  for (int b = 0; b < 3; ++b)
    for (int d = 1; d <= 9; ++d)
      t.lane_of[16 * b + d] = static_cast<std::uint8_t>(d == 9 ? 96 + 4 * b : 32 * b + 4 * (d - 1));
  for (int i = 0; i < 64; ++i) {
    for (int half = 0; half < 2; ++half) {
      const int cell = 54 * half + i, in_band = cell % 27;
      const bool in_grid = half == 0 ? i < 54 : i < 27;
      t.next_row[half][i] = static_cast<std::uint8_t>(in_grid ? (in_band / 9 + 1) % 3 : 0);
      t.row_start[half][i] = static_cast<std::uint8_t>(in_grid ? i - i % 9 : i);
      t.below[half][i] = static_cast<std::uint8_t>(in_grid ? i - in_band + (in_band + 9) % 27 : i);
      // Cell `cell` of the transposed grid is cell 9 * (cell % 9) + cell / 9 of the grid; past
      // the cells, the last byte of the second vector, which is 0.
      const int from = 9 * (cell % 9) + cell / 9;
      t.transposed_from[half][i] = static_cast<std::uint8_t>(!in_grid    ? 127
                                                             : from < 54 ? from
                                                                         : 64 + from - 54);
    }
    t.band_key[i] = static_cast<std::uint8_t>(i < 54 ? 16 * (i / 27) : 0);
    t.index[i] = static_cast<std::uint8_t>(i);
  }
  for (int half = 0; half < 2; ++half)
    for (int lane = 0; lane < 16; ++lane) {
      const int band = half == 0 ? lane / 8 : lane < 8 ? 2 : lane < 11 ? lane - 8 : 0;
      t.band_rows[half][lane] = static_cast<Mask>(3 * band);
      for (int step = 0; step < 3; ++step)
        t.stack_shift[step][half][lane] = static_cast<Mask>(3 * ((band + step) % 3));
    }
  return t;
}();

// For each digit-band lane, the column of its digit in each row r of the band, at byte r.
inline __m512i columns_in_rows(__m512i masks) {
  __m512i out = _mm512_setzero_si512();
  for (int r = 0; r < 3; ++r) {
    const __m512i row =
        _mm512_and_si512(_mm512_srli_epi32(masks, 9 * r), _mm512_set1_epi32(kRowBits));
    const __m512i column = _mm512_popcnt_epi32(_mm512_sub_epi32(row, _mm512_set1_epi32(1)));
    out = _mm512_or_si512(out, _mm512_slli_epi32(column, 8 * r));
  }
  return out;
}

// The same for the transposed grid, from the grid's masks: for digit d and stack k (in place of
// band k), the row of d in column 3k + j at byte j. Each lane finds its digit's cell in every
// stack of its band; stack (band + t) mod 3 goes to the lane of the band t after.
inline void rows_in_columns(__m512i first, __m512i last, __m512i& first_out, __m512i& last_out) {
  __m512i words[3][2];
  for (int step = 0; step < 3; ++step)
    for (int half = 0; half < 2; ++half) {
      const auto& t = kExchangeTables;
      const __m512i shift = _mm512_load_si512(t.stack_shift[step][half]);
      const __m512i box = _mm512_and_si512(_mm512_srlv_epi32(half == 0 ? first : last, shift),
                                           _mm512_set1_epi32(0x1C0E07));
      // The digit's place in the box as a bit index 9r + j (r its row, j its column).
      const __m512i at = _mm512_popcnt_epi32(_mm512_sub_epi32(box, _mm512_set1_epi32(1)));
      const __m512i row = _mm512_srli_epi32(at, 3);
      const __m512i column = _mm512_sub_epi32(_mm512_and_si512(at, _mm512_set1_epi32(7)), row);
      words[step][half] =
          _mm512_sllv_epi32(_mm512_add_epi32(_mm512_load_si512(t.band_rows[half]), row),
                            _mm512_slli_epi32(column, 3));
    }
  // Stack k's words of the bands after k: the same digit's lanes in the next band and the one
  // after, as propagation gets them.
  const OtherBands next = other_bands((Wide)words[2][0], (Wide)words[2][1]);
  const OtherBands after = other_bands((Wide)words[1][0], (Wide)words[1][1]);
  const __m512i out[2] = {
      _mm512_add_epi32(words[0][0], (__m512i)(next.next_pair + after.after_pair)),
      _mm512_add_epi32(words[0][1], (__m512i)(next.next_rest + after.after_rest))};
  first_out = out[0];
  last_out = out[1];
}

// The core: cells and open cells (0xFF) as above, and columns_in_rows of the digits' masks.
inline bool open_cycle(__m512i first, __m512i last, __m512i first_open, __m512i last_open,
                       __m512i first_columns, __m512i last_columns) {
  const auto& t = kExchangeTables;
  auto load = [](const std::uint8_t* bytes) { return _mm512_load_si512(bytes); };
  const __m512i lane_of = load(t.lane_of);
  // Each cell's byte: the column, in the next row, of its digit, as a byte index of the vector.
  auto next_of = [&](__m512i cells, __m512i band_key, int half, __mmask64 in_grid) {
    const __m512i at = _mm512_add_epi8(
        _mm512_permutexvar_epi8(_mm512_add_epi8(cells, band_key), lane_of), load(t.next_row[half]));
    const __m512i column = _mm512_permutex2var_epi8(first_columns, at, last_columns);
    return _mm512_mask_add_epi8(load(t.index), in_grid, load(t.row_start[half]), column);
  };
  __m512i next[2] = {next_of(first, load(t.band_key), 0, kFirstCells),
                     next_of(last, _mm512_set1_epi8(32), 1, kLastCells)};
  // The columns open in a row and in the next.
  __m512i set[2] = {
      _mm512_and_si512(first_open, _mm512_permutexvar_epi8(load(t.below[0]), first_open)),
      _mm512_and_si512(last_open, _mm512_permutexvar_epi8(load(t.below[1]), last_open))};
  for (int round = 0; round < 4; ++round) {
    for (int half = 0; half < 2; ++half) {
      set[half] = _mm512_and_si512(set[half], _mm512_permutexvar_epi8(next[half], set[half]));
      next[half] = _mm512_permutexvar_epi8(next[half], next[half]);
    }
  }
  const __m512i left = _mm512_or_si512(set[0], set[1]);
  return _mm512_test_epi8_mask(left, left) != 0;
}

inline bool rows_exchange_vectors(const Grid& solution, const Mask* digits, const Mask (&open)[3]) {
  return open_cycle(_mm512_maskz_loadu_epi8(kFirstCells, solution.cells.data()),
                    _mm512_maskz_loadu_epi8(kLastCells, solution.cells.data() + 54),
                    _mm512_movm_epi8(open[0] | std::uint64_t{open[1]} << 27),
                    _mm512_movm_epi8(open[2]), columns_in_rows(_mm512_loadu_si512(digits)),
                    columns_in_rows(_mm512_maskz_loadu_epi32(0x7FF, digits + 16)));
}

// Two columns of a stack: two rows of the transposed grid.
inline bool columns_exchange_vectors(const Grid& solution, const Mask* digits,
                                     const Mask (&open)[3]) {
  const auto& t = kExchangeTables;
  auto transpose = [&](__m512i first, __m512i last, int half) {
    return _mm512_permutex2var_epi8(first, _mm512_load_si512(t.transposed_from[half]), last);
  };
  const __m512i first = _mm512_maskz_loadu_epi8(kFirstCells, solution.cells.data());
  const __m512i last = _mm512_maskz_loadu_epi8(kLastCells, solution.cells.data() + 54);
  const __m512i first_open = _mm512_movm_epi8(open[0] | std::uint64_t{open[1]} << 27);
  const __m512i last_open = _mm512_movm_epi8(open[2]);
  __m512i first_rows, last_rows;
  rows_in_columns(_mm512_loadu_si512(digits), _mm512_maskz_loadu_epi32(0x7FF, digits + 16),
                  first_rows, last_rows);
  return open_cycle(transpose(first, last, 0), transpose(first, last, 1),
                    transpose(first_open, last_open, 0), transpose(first_open, last_open, 1),
                    first_rows, last_rows);
}
#endif

// Out of line: inlined into the search, it slowed the search's loop (1% on magictour, counted
// to 2), which runs it once.
[[gnu::noinline, gnu::cold]] inline bool lines_exchange(const Grid& solution, const Mask* digits,
                                                        const Mask (&open)[3]) {
#if defined(NONET_EXCHANGE_VECTORS)
  return rows_exchange_vectors(solution, digits, open) ||
         columns_exchange_vectors(solution, digits, open);
#else
  return rows_exchange_portable(solution, digits, open) ||
         columns_exchange_portable(solution, open);
#endif
}

}  // namespace nonet::detail
