#include "rating/sudoku_explainer/chains/candidate_bits.hpp"

#include <bit>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace nonet {

namespace {

// The bits of `value` where `mask` has ones, packed to the low end (BMI2's pext).
std::uint64_t extract(std::uint64_t value, std::uint64_t mask) {
#if defined(__BMI2__)
  return _pext_u64(value, mask);
#else
  std::uint64_t packed = 0;
  for (int at = 0; mask; mask &= mask - 1, ++at) {
    if (value & mask & (~mask + 1)) packed |= std::uint64_t{1} << at;
  }
  return packed;
#endif
}

// Adds the `count` low bits of `bits` (count <= 64) at bit `at` of `set`.
void add_run(std::uint64_t* set, int at, std::uint64_t bits, int count) {
  if (bits == 0) return;
  const int word = at / 64, shift = at % 64;
  set[word] |= bits << shift;
  if (shift != 0 && shift + count > 64) set[word + 1] |= bits >> (64 - shift);
}

}  // namespace

void CandidateBits::number(const CandidateGrid& grid) {
  grid_ = &grid;
  count_ = 0;
  for (int digit = 1; digit <= 9; ++digit) {
    digit_first_[digit - 1] = count_;
    grid.cells_with(digit).for_each([&](int cell) {
      number_[9 * cell + digit - 1] = static_cast<std::int16_t>(count_);
      candidate_[count_++] = static_cast<std::int16_t>(9 * cell + digit - 1);
    });
  }
}

void CandidateBits::add_seen(int cell, int digit, bool cell_links, std::uint64_t* set,
                             int at) const {
  const CellSet& with = grid_->cells_with(digit);
  const CellSet& peers = kTables.peers[cell];
  const int first = at + digit_first_[digit - 1];
  const int low_count = std::popcount(with.low);
  add_run(set, first, extract(peers.low, with.low), low_count);
  add_run(set, first + low_count, extract(peers.high, with.high), std::popcount(with.high));
  if (!cell_links) return;
  const auto bit = static_cast<std::uint16_t>(digit_bit(digit));
  for (std::uint16_t bits = grid_->candidates(cell) & ~bit; bits; bits &= bits - 1)
    add_bit(set, at + of(cell, std::countr_zero(bits) + 1));
}

}  // namespace nonet
