// Sets of candidates as rows of bits: the candidates of a grid numbered digit by digit (a
// digit's cells in ascending order), so that the places of a digit among some cells, such as a
// cell's peers, are one run of bits. A grid of the hardest puzzles has at most 256 candidates:
// a set of them is four words, where a set of cells per digit takes eighteen.
#pragma once

#include <array>
#include <cstdint>

#include "rating/board/candidate_grid.hpp"

namespace nonet {

class CandidateBits {
 public:
  // Numbers the candidates of `grid`.
  void number(const CandidateGrid& grid);
  int count() const { return count_; }
  // The number of `cell`'s candidate of `digit` (which the grid holds).
  int of(int cell, int digit) const { return number_[9 * cell + digit - 1]; }
  // The candidate numbered `n`: 9 * cell + digit - 1.
  int candidate(int n) const { return candidate_[n]; }
  // Adds to `set`, `at` bits on, the candidates that `cell`'s candidate of `digit` sees: the
  // digit's places among the cell's peers and, with `cell_links`, the cell's other digits.
  void add_seen(int cell, int digit, bool cell_links, std::uint64_t* set, int at = 0) const;

 private:
  const CandidateGrid* grid_ = nullptr;
  int count_ = 0;
  std::array<int, 9> digit_first_{};
  std::array<std::int16_t, kCells * 9> number_{};
  std::array<std::int16_t, kCells * 9> candidate_{};
};

inline void add_bit(std::uint64_t* set, int bit) {
  set[bit / 64] |= std::uint64_t{1} << (bit % 64);
}

}  // namespace nonet
