#include "rating/chains/static_reach.hpp"

#include <algorithm>
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

void set_bit(std::uint64_t* set, int bit) {
  set[bit / 64] |= std::uint64_t{1} << (bit % 64);
}

// Adds the `count` low bits of `bits` (count <= 64) at bit `at` of `set`.
void add_run(std::uint64_t* set, int at, std::uint64_t bits, int count) {
  if (bits == 0) return;
  const int word = at / 64, shift = at % 64;
  set[word] |= bits << shift;
  if (shift != 0 && shift + count > 64) set[word + 1] |= bits >> (64 - shift);
}

void add_set(std::uint64_t* set, const std::uint64_t* other, int words) {
  for (int w = 0; w < words; ++w) set[w] |= other[w];
}

}  // namespace

int StaticReach::number(int cell, int digit) const {
  const CellSet& with = grid_->cells_with(digit);
  const int below =
      cell < 64 ? std::popcount(with.low & ((std::uint64_t{1} << cell) - 1))
                : std::popcount(with.low) +
                      std::popcount(with.high & ((std::uint64_t{1} << (cell - 64)) - 1));
  return digit_first_[digit - 1] + below;
}

void StaticReach::add_on(int cell, int digit, std::uint64_t* set) const {
  set_bit(set, number(cell, digit));
  // The digit's places among the cell's peers: a run of bits in the digit's numbering.
  const CellSet& with = grid_->cells_with(digit);
  const CellSet& peers = kTables.peers[cell];
  const int off = candidates_ + digit_first_[digit - 1];
  const int low_count = std::popcount(with.low);
  add_run(set, off, extract(peers.low, with.low), low_count);
  add_run(set, off + low_count, extract(peers.high, with.high), std::popcount(with.high));
  if (!core_.cell_links()) return;
  const auto bit = static_cast<std::uint16_t>(digit_bit(digit));
  for (std::uint16_t bits = grid_->candidates(cell) & ~bit; bits; bits &= bits - 1)
    set_bit(set, candidates_ + number(cell, std::countr_zero(bits) + 1));
}

void StaticReach::build(const CandidateGrid& grid, bool cell_links) {
  grid_ = &grid;
  if (++stamp_ == 0) {
    on_reach_stamp_.fill(0);
    stamp_ = 1;
  }
  candidates_ = 0;
  for (int digit = 1; digit <= 9; ++digit) {
    digit_first_[digit - 1] = candidates_;
    candidates_ += grid.cells_with(digit).count();
  }
  words_ = 2 * candidates_ <= 64 * kSmall ? kSmall : kLarge;
  core_.build_core(grid, cell_links);
  reach_.assign(static_cast<std::size_t>(core_.components()) * (words_ / 8), Line{});
  core_.close_down(
      [&](int core_node, int component) {
        const int node = core_.node(core_node);
        if (node & 1) add_on(implication_cell(node), implication_digit(node), set(reach_, component));
      },
      [&](int component, int below) {
        add_set(set(reach_, component), set(reach_, below), words_);
      });
}

const std::uint64_t* StaticReach::reach_of_on(int cell, int digit) const {
  const int candidate = 9 * cell + digit - 1;
  std::uint64_t* reach = set(on_reach_, candidate);
  if (on_reach_stamp_[candidate] == stamp_) return reach;
  on_reach_stamp_[candidate] = stamp_;
  std::fill_n(reach, words_, 0);
  add_on(cell, digit, reach);
  // The core carries on from the "off" nodes seen that have a strong link (in the core).
  auto carry = [&](int other, int other_digit) {
    const int component =
        core_.component(core_.core_node(implication_node(other, other_digit, false)));
    add_set(reach, &reach_[static_cast<std::size_t>(component) * (words_ / 8)].words[0], words_);
  };
  (kTables.peers[cell] & core_.core_cells(digit)).for_each([&](int other) { carry(other, digit); });
  if (core_.cell_links()) {
    const auto bit = static_cast<std::uint16_t>(digit_bit(digit));
    for (std::uint16_t bits = core_.core_digits(cell) & ~bit; bits; bits &= bits - 1)
      carry(cell, std::countr_zero(bits) + 1);
  }
  return reach;
}

template <int Words>
bool StaticReach::share(const std::uint64_t* const* sets, int count) const {
  std::uint64_t common[Words];
  for (int w = 0; w < Words; ++w) common[w] = sets[0][w];
  for (int i = 1; i < count; ++i) {
    std::uint64_t any = 0;
    for (int w = 0; w < Words; ++w) any |= common[w] &= sets[i][w];
    if (any == 0) return false;
  }
  return true;
}

bool StaticReach::may_share(const int* cells, int count, int digit) const {
  std::array<const std::uint64_t*, 9> reaches;
  int n = 0;
  auto gather = [&](int cell, int d) {
    if (grid_->has(cell, d)) reaches[n++] = reach_of_on(cell, d);
  };
  if (digit != 0) {
    for (int i = 0; i < count; ++i) gather(cells[i], digit);
  } else {
    for (int d = 1; d <= 9; ++d) gather(cells[0], d);
  }
  // An assumption reaches itself.
  if (n < 2) return true;
  return words_ == kSmall ? share<kSmall>(reaches.data(), n) : share<kLarge>(reaches.data(), n);
}

}  // namespace nonet
