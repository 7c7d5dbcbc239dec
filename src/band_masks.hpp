// Band masks: the bit layout of the fast engine, its tables and the bit tricks on it.
//
// A band is three rows of the grid. A band mask has 27 bits: bit 9 * r + c is row r of the
// band (0-2), column c (0-8). A triad is the three cells of a row inside one box.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>

#if defined(__BMI2__) || defined(__AVX2__)
#include <immintrin.h>
#endif

#include "nonet/grid.hpp"

namespace nonet::detail {

using Mask = std::uint32_t;

constexpr Mask kBandCells = (Mask{1} << 27) - 1;
constexpr Mask kRowBits = 0x1FF;

struct Tables {
  // For a 9-bit row of a band: which of its three triads hold a candidate (3 bits).
  std::uint8_t row_triads[512];
  // For a 3x3 bit matrix (bit 3 * x + y): the bits that lie on some permutation x -> y.
  // Rows of a band against its boxes, or bands against the columns of a stack: a digit
  // must use exactly one cell of each, so bits off every permutation can be dropped.
  std::uint16_t on_permutation[512];
  // The same for the triads of a band (bit 3 * r + k: row r has candidates in box k),
  // spread to the triads' cells; 0 when no permutation fits.
  Mask band_keep[512];
  // For a band cell: its peers inside the band (row, box, column), the cell excluded.
  Mask band_peers[27];
  // For a column 0-8: its three cells in a band.
  Mask band_column[9];
  // For a box 0-2 of a band: its nine cells.
  Mask band_box[3];
  // For a set of boxes of a band (bits 0-2): their cells.
  Mask boxes_cells[8];
};

constexpr Tables make_tables() {
  Tables t{};
  for (int row = 0; row < 512; ++row) {
    int triads = 0;
    for (int k = 0; k < 3; ++k)
      if (row & (7 << (3 * k))) triads |= 1 << k;
    t.row_triads[row] = static_cast<std::uint8_t>(triads);
  }
  constexpr int kPermutations[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                       {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  for (int bits = 0; bits < 512; ++bits) {
    int kept = 0;
    for (const auto& y_of_x : kPermutations) {
      int used = 0;
      for (int x = 0; x < 3; ++x) used |= 1 << (3 * x + y_of_x[x]);
      if ((bits & used) == used) kept |= used;
    }
    t.on_permutation[bits] = static_cast<std::uint16_t>(kept);
    for (int j = 0; j < 9; ++j)
      if (kept & (1 << j)) t.band_keep[bits] |= Mask{7} << (9 * (j / 3) + 3 * (j % 3));
  }
  for (int c = 0; c < 9; ++c) t.band_column[c] = Mask{0x40201} << c;
  for (int k = 0; k < 3; ++k) t.band_box[k] = Mask{07007007} << (3 * k);
  for (int boxes = 0; boxes < 8; ++boxes)
    for (int k = 0; k < 3; ++k)
      if (boxes & (1 << k)) t.boxes_cells[boxes] |= t.band_box[k];
  for (int i = 0; i < 27; ++i) {
    const int r = i / 9, c = i % 9;
    t.band_peers[i] =
        ((kRowBits << (9 * r)) | t.band_column[c] | t.band_box[c / 3]) & ~(Mask{1} << i);
  }
  return t;
}

constexpr Tables kTables = make_tables();

// The nine triads of a band mask that hold a candidate: bit 3 * r + k for row r, box k.
inline unsigned triads_of(Mask m) {
#if defined(__BMI2__)
  return _pext_u32((m | (m >> 1) | (m >> 2)) & 01111111111, 01111111111);
#else
  return kTables.row_triads[m & kRowBits] | kTables.row_triads[(m >> 9) & kRowBits] << 3 |
         kTables.row_triads[m >> 18] << 6;
#endif
}

// Three 9-bit rows of a band folded onto each other: the columns where the mask has a bit.
inline Mask fold_columns(Mask m) {
  return (m | (m >> 9) | (m >> 18)) & kRowBits;
}

// The rows of a band mask that hold a bit, as bits 0, 9 and 18: adding 0xFF to the low 8
// bits of a row carries into its 9th bit exactly when one of them is set.
inline Mask occupied_rows(Mask m) {
  constexpr Mask kLow8 = 0xFF * 0x40201, kNinth = 0x100 * 0x40201;
  return ((((m & kLow8) + kLow8) | m) & kNinth) >> 8;
}

// The boxes of a band mask that hold a bit, as bits 0-2.
inline unsigned occupied_boxes(Mask m) {
  const unsigned triads = triads_of(m);
  return (triads | triads >> 3 | triads >> 6) & 7;
}

// The peers inside a band of a set of band cells: their rows, boxes and columns.
inline Mask band_peers_of(Mask cells) {
  return occupied_rows(cells) * kRowBits | kTables.boxes_cells[occupied_boxes(cells)] |
         fold_columns(cells) * 0x40201;
}

// Where each value 0-9 sits, per band: given[value][band]. False when a cell holds more
// than 9. Compares whole bands at once: setting bits one cell at a time chains every
// cell through the same memory word.
inline bool locate_values(const Grid& puzzle, Mask (&given)[10][3]) {
#if defined(__AVX2__)
  alignas(32) std::uint8_t cells[96] = {};  // room for a 32-byte load at each band
  std::memcpy(cells, puzzle.cells.data(), kCells);
  const __m256i nine = _mm256_set1_epi8(9);
  for (int b = 0; b < 3; ++b) {
    const __m256i band = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(cells + 27 * b));
    const auto digits = static_cast<Mask>(
        _mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_max_epu8(band, nine), nine)));
    if ((digits & kBandCells) != kBandCells) return false;
    for (int value = 0; value < 10; ++value)
      given[value][b] = static_cast<Mask>(_mm256_movemask_epi8(
                            _mm256_cmpeq_epi8(band, _mm256_set1_epi8(static_cast<char>(value))))) &
                        kBandCells;
  }
  return true;
#else
  for (int b = 0; b < 3; ++b)
    for (int value = 0; value < 10; ++value) {
      Mask cells = 0;
      for (int i = 0; i < 27; ++i) cells |= Mask{puzzle.cells[27 * b + i] == value} << i;
      given[value][b] = cells;
    }
  for (int b = 0; b < 3; ++b) {
    Mask any = 0;
    for (int value = 0; value < 10; ++value) any |= given[value][b];
    if (any != kBandCells) return false;
  }
  return true;
#endif
}

}  // namespace nonet::detail
