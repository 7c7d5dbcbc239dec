#include "rating/sudoku_explainer/chains/static_reach.hpp"

#include <algorithm>
#include <bit>

namespace nonet {

namespace {

void add_set(std::uint64_t* set, const std::uint64_t* other, int words) {
  for (int w = 0; w < words; ++w) set[w] |= other[w];
}

}  // namespace

void StaticReach::add_on(int cell, int digit, std::uint64_t* set) const {
  add_bit(set, numbers_.of(cell, digit));
  numbers_.add_seen(cell, digit, core_.cell_links(), set, numbers_.count());
}

void StaticReach::build(const CandidateGrid& grid, bool cell_links) {
  grid_ = &grid;
  if (++stamp_ == 0) {
    on_reach_stamp_.fill(0);
    stamp_ = 1;
  }
  numbers_.number(grid);
  words_ = 2 * numbers_.count() <= 64 * kSmall ? kSmall : kLarge;
  core_.build_core(grid, cell_links);
  reach_.assign(static_cast<std::size_t>(core_.components()) * (words_ / 8), Line{});
  core_.close_down(
      [&](int core_node, int component) {
        const int node = core_.node(core_node);
        if (node & 1)
          add_on(implication_cell(node), implication_digit(node), set(reach_, component));
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
    add_set(reach, set(reach_, component), words_);
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
