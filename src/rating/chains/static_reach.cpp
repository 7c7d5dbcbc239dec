#include "rating/chains/static_reach.hpp"

#include <bit>

namespace nonet {

StaticReach::NodeSet& StaticReach::NodeSet::operator|=(const NodeSet& other) {
  for (int d = 0; d < 9; ++d) {
    on[d] |= other.on[d];
    off[d] |= other.off[d];
  }
  return *this;
}

StaticReach::NodeSet& StaticReach::NodeSet::operator&=(const NodeSet& other) {
  for (int d = 0; d < 9; ++d) {
    on[d] &= other.on[d];
    off[d] &= other.off[d];
  }
  return *this;
}

bool StaticReach::NodeSet::meets(const NodeSet& other) const {
  for (int d = 0; d < 9; ++d) {
    if (!(on[d] & other.on[d]).empty() || !(off[d] & other.off[d]).empty()) return true;
  }
  return false;
}

bool StaticReach::NodeSet::empty() const {
  for (int d = 0; d < 9; ++d) {
    if (!on[d].empty() || !off[d].empty()) return false;
  }
  return true;
}

void StaticReach::add_on(int cell, int digit, NodeSet& set) const {
  set.on[digit - 1].add(cell);
  set.off[digit - 1] |= kTables.peers[cell] & grid_->cells_with(digit);
  if (!core_.cell_links()) return;
  const auto bit = static_cast<std::uint16_t>(digit_bit(digit));
  for (std::uint16_t bits = grid_->candidates(cell) & ~bit; bits; bits &= bits - 1)
    set.off[std::countr_zero(bits)].add(cell);
}

void StaticReach::build(const CandidateGrid& grid, bool cell_links) {
  grid_ = &grid;
  if (++stamp_ == 0) {
    on_reach_stamp_.fill(0);
    stamp_ = 1;
  }
  core_.build_core(grid, cell_links);
  core_.close_down(reach_, [&](int core_node, NodeSet& set) {
    const int node = core_.node(core_node);
    if (node & 1) add_on(implication_cell(node), implication_digit(node), set);
  });
}

const StaticReach::NodeSet& StaticReach::reach_of_on(int cell, int digit) const {
  const int candidate = 9 * cell + digit - 1;
  NodeSet& set = on_reach_[candidate];
  if (on_reach_stamp_[candidate] == stamp_) return set;
  on_reach_stamp_[candidate] = stamp_;
  set = NodeSet{};
  add_on(cell, digit, set);
  // The core carries on from the "off" nodes seen that have a strong link (in the core).
  auto carry = [&](int other, int other_digit) {
    set |= reach_[core_.component(core_.core_node(implication_node(other, other_digit, false)))];
  };
  (kTables.peers[cell] & core_.core_cells(digit)).for_each([&](int other) { carry(other, digit); });
  if (core_.cell_links()) {
    const auto bit = static_cast<std::uint16_t>(digit_bit(digit));
    for (std::uint16_t bits = core_.core_digits(cell) & ~bit; bits; bits &= bits - 1)
      carry(cell, std::countr_zero(bits) + 1);
  }
  return set;
}

bool StaticReach::may_share(const int* cells, int count, int digit) const {
  std::array<const NodeSet*, 9> reaches;
  int n = 0;
  auto gather = [&](int cell, int d) {
    if (grid_->has(cell, d)) reaches[n++] = &reach_of_on(cell, d);
  };
  if (digit != 0) {
    for (int i = 0; i < count; ++i) gather(cells[i], digit);
  } else {
    for (int d = 1; d <= 9; ++d) gather(cells[0], d);
  }
  // An assumption reaches itself.
  if (n < 2) return true;
  if (n == 2) return reaches[0]->meets(*reaches[1]);
  NodeSet common = *reaches[0];
  for (int i = 1; i < n; ++i) {
    common &= *reaches[i];
    if (common.empty()) return false;
  }
  return true;
}

}  // namespace nonet
