// Band masks: the bit layout of the fast engine, its tables and the bit tricks on it.
//
// A band is three rows of the grid. A band mask has 27 bits: bit 9 * r + c is row r of the
// band (0-2), column c (0-8). A triad is the three cells of a row inside one box.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#if defined(__BMI2__) || defined(__AVX__)
#include <immintrin.h>
#endif

#include "nonet/grid.hpp"

namespace nonet::detail {

using Mask = std::uint32_t;

constexpr Mask kBandCells = (Mask{1} << 27) - 1;
constexpr Mask kRowBits = 0x1FF;
constexpr Mask kRowFirst = 0x40201;  // the first cell of each row
constexpr Mask kBoxFirst = 0111;     // the first column of each box, in a 9-bit row

// The rules propagation runs: the band test and the singles always; with `stacks` also the
// stack test, with `triads` the stack test and the triad rule.
enum class Rules : std::uint8_t { bands, stacks, triads };

struct Tables {
  // For a 9-bit row of a band: which of its three triads hold a candidate (3 bits).
  std::uint8_t row_triads[512];
  // For the triads of a band (bit 3 * r + k: row r has candidates in box k): the triads
  // that lie on some permutation of rows onto boxes, spread to their cells; 0 when no
  // permutation fits. A digit must use exactly one triad of each row and of each box, so
  // triads off every permutation can be dropped.
  Mask band_keep[512];
  // For a band cell: its peers inside the band (row, box, column), the cell excluded.
  Mask band_peers[27];
  // For a column 0-8: its three cells in a band.
  Mask band_column[9];
  // For a box 0-2 of a band: its nine cells.
  Mask band_box[3];
};

// The six ways to map three rows onto three boxes (or three bands onto the three columns
// of a stack): kPermutations[p][x] is the image of x.
constexpr int kPermutations[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                     {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

constexpr Tables make_tables() {
  Tables t{};
  for (int row = 0; row < 512; ++row) {
    int triads = 0;
    for (int k = 0; k < 3; ++k)
      if (row & (7 << (3 * k))) triads |= 1 << k;
    t.row_triads[row] = static_cast<std::uint8_t>(triads);
  }
  for (int bits = 0; bits < 512; ++bits) {
    int kept = 0;
    for (const auto& y_of_x : kPermutations) {
      int used = 0;
      for (int x = 0; x < 3; ++x) used |= 1 << (3 * x + y_of_x[x]);
      if ((bits & used) == used) kept |= used;
    }
    for (int j = 0; j < 9; ++j)
      if (kept & (1 << j)) t.band_keep[bits] |= Mask{7} << (9 * (j / 3) + 3 * (j % 3));
  }
  for (int c = 0; c < 9; ++c) t.band_column[c] = Mask{0x40201} << c;
  for (int k = 0; k < 3; ++k) t.band_box[k] = Mask{07007007} << (3 * k);
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

// For a permutation of rows onto boxes: the first cells of its three triads, and all
// their cells. A digit-band fits the permutation when it holds a cell in each of them.
struct BandPermutation {
  Mask firsts, cells;
};
constexpr std::array<BandPermutation, 6> kBandPermutations = [] {
  std::array<BandPermutation, 6> out{};
  for (int p = 0; p < 6; ++p)
    for (int row = 0; row < 3; ++row) {
      const int first = 9 * row + 3 * kPermutations[p][row];
      out[p].firsts |= Mask{1} << first;
      out[p].cells |= Mask{7} << first;
    }
  return out;
}();

// The bit tricks below work alike on one band mask and on a vector of them (M is Mask or
// a GCC/Clang vector of Masks), so one digit kept apart from a vector shares the code.

// The rows that hold a bit, as bit 8 of each row: adding 0xFF to the low 8 bits of a row
// carries into its 9th bit exactly when one of them is set.
template <typename M>
inline M row_ends(M m) {
  constexpr Mask kLow8 = 0xFF * kRowFirst, kNinth = 0x100 * kRowFirst;
  return (((m & kLow8) + kLow8) | m) & kNinth;
}
// Row ends spread over their rows: (ends >> 8) * kRowBits without a multiply.
template <typename M>
inline M fill_rows(M ends) {
  return (ends << 1) - (ends >> 8);
}
// Three 9-bit rows folded onto each other: the columns where m has a cell.
template <typename M>
inline M fold_columns(M m) {
  return (m | m >> 9 | m >> 18) & kRowBits;
}
// Nine column bits to their cells in the band.
template <typename M>
inline M spread_columns(M columns) {
  return columns | columns << 9 | columns << 18;
}
// The columns (9 bits) set in two rows of m or more.
template <typename M>
inline M majority_of_rows(M m) {
  const M r0 = m & kRowBits, r1 = (m >> 9) & kRowBits, r2 = m >> 18;
  return (r0 & r1) | (r0 & r2) | (r1 & r2);
}
// The cells of rows left with one cell, among the unplaced ones. Every row of m holds a
// cell, so subtracting 1 from each 9-bit row borrows within the row: crowded holds
// x & (x - 1) per row, zero for a row with one cell.
template <typename M, typename U>
inline M row_singles(M m, U unplaced) {
  const M crowded = m & (m - kRowFirst);
  return m & ~fill_rows(row_ends(crowded)) & unplaced;
}
// The band peers of a digit's newly placed cells (their rows, boxes and columns, the cells
// included).
template <typename M>
inline M placed_peers(M cells) {
  const M columns = fold_columns(cells);
  const M boxes = (columns | columns >> 1 | columns >> 2) & kBoxFirst;
  return fill_rows(row_ends(cells)) | spread_columns(boxes | boxes << 1 | boxes << 2) |
         spread_columns(columns);
}
// Non-zero when two of a digit's cells share a row, a column or a box of the band.
template <typename M>
inline M placed_twice(M cells) {
  const M triads = (cells | cells >> 1 | cells >> 2) & (kBoxFirst * kRowFirst);
  return (cells & (cells - (row_ends(cells) >> 8))) | majority_of_rows(cells) |
         majority_of_rows(triads);
}
// Triads: the three cells of a row inside a box (band triads) or of a column inside a box
// (stack triads). A triad holds three different digits, and a digit whose only place in its
// row (column) is the triad must be one of them; when three digits must, the triad has no
// room for any other. (Four would be a contradiction; it is left for the singles to find.)
// The cheap loop never sees this: it needs the digits of a triad counted together. With
// bivalue-cell branches it saves few branches (1% on forum hardest 11+); it is what makes
// the permutation branches pay (choose_permutation_branch in
// fast_engine.cpp).
constexpr Mask kTriadFirsts = kBoxFirst * kRowFirst;  // the first cell of each band triad

template <typename M>
inline M triads_present(M m) {  // bit 9r + 3k: triad (r, k) holds a cell of m
  return (m | m >> 1 | m >> 2) & kTriadFirsts;
}
template <typename M>
inline M triad_cells(M firsts) {
  return firsts | firsts << 1 | firsts << 2;
}
// Triads alone in their row. Every row of t holds a triad (else the band test fails), so
// the borrow of each row's subtraction stays in its row, as in row_singles.
template <typename M>
inline M lone_in_row(M t) {
  return t & ~fill_rows(row_ends(t & (t - kRowFirst)));
}
// The stack test on the folded columns of a digit's three bands (bit c: column c holds a
// cell): keep[b] gets the columns of band b that lie on some permutation of bands onto
// columns within their stack, fits bit 3 * stack is set when that stack has one at all.
// All three stacks at once: bit 3 * stack of a shifted fold stands for one column of it.
template <typename M>
inline void stack_keep(const M (&folds)[3], M (&keep)[3], M& fits) {
  keep[0] = keep[1] = keep[2] = fits = M{};
  for (const auto& column_of : kPermutations) {
    const M fit = (folds[0] >> column_of[0]) & (folds[1] >> column_of[1]) &
                  (folds[2] >> column_of[2]) & kBoxFirst;
    fits |= fit;
    keep[0] |= fit << column_of[0];
    keep[1] |= fit << column_of[1];
    keep[2] |= fit << column_of[2];
  }
}

}  // namespace nonet::detail
