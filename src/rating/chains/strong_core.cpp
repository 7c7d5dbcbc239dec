#include "rating/chains/strong_core.hpp"

#include <algorithm>
#include <bit>

namespace nonet {

namespace {

constexpr int candidate_of(int cell, int digit) {
  return 9 * cell + digit - 1;
}

}  // namespace

void StrongCore::build_core(const CandidateGrid& grid, bool cell_links) {
  cell_links_ = cell_links;
  add_members(grid);
  link_members(grid);
  find_components();
  list_components();
  close_reach();
}

void StrongCore::build(const CandidateGrid& grid) {
  build_core(grid, true);
  find_removing_components(grid);
  find_on_reaching_off();
  list_starts();
}

void StrongCore::add_members(const CandidateGrid& grid) {
  index_.fill(-1);
  member_.clear();
  core_cells_.fill(CellSet{});
  core_digits_.fill(0);
  auto add = [&](int cell, int digit) {
    const int candidate = candidate_of(cell, digit);
    if (index_[candidate] >= 0) return;
    index_[candidate] = static_cast<std::int16_t>(member_.size());
    member_.push_back(candidate);
    core_cells_[digit - 1].add(cell);
    core_digits_[cell] |= static_cast<std::uint16_t>(digit_bit(digit));
  };
  grid.empty_cells().for_each([&](int cell) {
    if (!cell_links_ || grid.candidate_count(cell) != 2) return;
    for (std::uint16_t bits = grid.candidates(cell); bits; bits &= bits - 1)
      add(cell, std::countr_zero(bits) + 1);
  });
  for (int house = 0; house < kHouses; ++house) {
    for (int digit = 1; digit <= 9; ++digit) {
      const std::uint16_t places = grid.place_mask(house, digit);
      if (std::popcount(places) != 2) continue;
      for (std::uint16_t bits = places; bits; bits &= bits - 1)
        add(kTables.house_cells[house][std::countr_zero(bits)], digit);
    }
  }
}

void StrongCore::link_members(const CandidateGrid& grid) {
  const int members = static_cast<int>(member_.size());
  first_edge_.assign(2 * members + 1, 0);
  edges_.clear();
  for (int i = 0; i < members; ++i) {
    const int cell = member_[i] / 9, digit = member_[i] % 9 + 1;
    const auto bit = static_cast<std::uint16_t>(digit_bit(digit));
    // off -> on: the cell's other digit, a house's other place (strong links).
    if (cell_links_ && grid.candidate_count(cell) == 2) {
      const int other = std::countr_zero(static_cast<unsigned>(grid.candidates(cell) & ~bit)) + 1;
      edges_.push_back(2 * index_[candidate_of(cell, other)] + 1);
    }
    for (int k : kBoxFirst) {
      const int house = kTables.cell_houses[cell][k];
      const auto others = static_cast<std::uint16_t>(grid.place_mask(house, digit) &
                                                     ~(1u << kTables.place_in_house[cell][k]));
      if (std::popcount(others) != 1) continue;
      const int place = kTables.house_cells[house][std::countr_zero(others)];
      edges_.push_back(2 * index_[candidate_of(place, digit)] + 1);
    }
    first_edge_[2 * i + 1] = static_cast<int>(edges_.size());
    // on -> off: the core candidates it sees (weak links; the others lead nowhere).
    for (std::uint16_t bits = cell_links_ ? core_digits_[cell] & ~bit : 0; bits; bits &= bits - 1)
      edges_.push_back(2 * index_[candidate_of(cell, std::countr_zero(bits) + 1)]);
    (kTables.peers[cell] & core_cells_[digit - 1]).for_each([&](int other) {
      edges_.push_back(2 * index_[candidate_of(other, digit)]);
    });
    first_edge_[2 * i + 2] = static_cast<int>(edges_.size());
  }
}

void StrongCore::find_components() {
  const int size = 2 * static_cast<int>(member_.size());
  order_.assign(size, -1);
  low_.resize(size);
  stack_.resize(size);
  calls_.resize(size);
  next_edge_.resize(size);
  component_.assign(size, -1);
  component_size_.clear();
  int counter = 0, stacked = 0;
  for (int root = 0; root < size; ++root) {
    if (order_[root] >= 0) continue;
    int depth = 0;
    auto enter = [&](int v) {
      order_[v] = low_[v] = counter++;
      next_edge_[v] = first_edge_[v];
      stack_[stacked++] = v;
      calls_[depth++] = v;
    };
    enter(root);
    while (depth > 0) {
      const int v = calls_[depth - 1];
      if (next_edge_[v] < first_edge_[v + 1]) {
        const int w = edges_[next_edge_[v]++];
        if (order_[w] < 0)
          enter(w);
        else if (component_[w] < 0)  // still on the stack
          low_[v] = std::min(low_[v], order_[w]);
        continue;
      }
      --depth;
      if (depth > 0) low_[calls_[depth - 1]] = std::min(low_[calls_[depth - 1]], low_[v]);
      if (low_[v] != order_[v]) continue;
      // v heads a component: the nodes above it on the stack.
      const int number = static_cast<int>(component_size_.size());
      int count = 0, w = -1;
      do {
        w = stack_[--stacked];
        component_[w] = number;
        ++count;
      } while (w != v);
      component_size_.push_back(count);
    }
  }
}

void StrongCore::list_components() {
  const int size = 2 * static_cast<int>(member_.size());
  const int components = static_cast<int>(component_size_.size());
  component_start_.assign(components + 1, 0);
  for (int c = 0; c < components; ++c)
    component_start_[c + 1] = component_start_[c] + component_size_[c];
  std::vector<int>& fill = next_edge_;  // reused: Tarjan is done with it
  std::copy(component_start_.begin(), component_start_.begin() + components, fill.begin());
  by_component_.resize(size);
  for (int v = 0; v < size; ++v) by_component_[fill[component_[v]]++] = v;
}

void StrongCore::close_reach() {
  const int components = static_cast<int>(component_size_.size());
  words_ = (static_cast<int>(member_.size()) + 63) / 64;
  reach_.assign(static_cast<std::size_t>(components) * words_, 0);
  for (int c = 0; c < components; ++c) {
    std::uint64_t* set = &reach_[static_cast<std::size_t>(c) * words_];
    for (int k = component_start_[c]; k < component_start_[c + 1]; ++k) {
      const int v = by_component_[k];
      if (v & 1) set[(v >> 1) / 64] |= std::uint64_t{1} << ((v >> 1) % 64);
      for (int e = first_edge_[v]; e < first_edge_[v + 1]; ++e) {
        const int below = component_[edges_[e]];
        if (below == c) continue;
        const std::uint64_t* from = &reach_[static_cast<std::size_t>(below) * words_];
        for (int w = 0; w < words_; ++w) set[w] |= from[w];
      }
    }
  }
}

void StrongCore::find_removing_components(const CandidateGrid& grid) {
  const int components = static_cast<int>(component_size_.size());
  component_removes_.assign(components, 0);
  for (int c = 0; c < components; ++c) {
    if (component_size_[c] < 4) continue;
    // Per digit the cells that see an "on", and those that see an "off" node of the component.
    std::array<CellSet, 9> see_on{}, see_off{};
    for (int k = component_start_[c]; k < component_start_[c + 1]; ++k) {
      const int v = by_component_[k];
      const int candidate = member_[v / 2];
      auto& seeing = (v & 1) ? see_on : see_off;
      seeing[candidate % 9] |= kTables.peers[candidate / 9];
    }
    for (int digit = 1; digit <= 9 && !component_removes_[c]; ++digit) {
      component_removes_[c] =
          !(see_on[digit - 1] & see_off[digit - 1] & grid.cells_with(digit)).empty();
    }
  }
}

void StrongCore::list_starts() {
  cycle_starts_.fill(0);
  chain_starts_.fill(0);
  for (int digit = 1; digit <= 9; ++digit) {
    const auto bit = static_cast<std::uint16_t>(digit_bit(digit));
    on_reaches_off_[digit - 1].for_each([&](int cell) { chain_starts_[cell] |= bit; });
  }
  for (std::size_t i = 0; i < member_.size(); ++i) {
    const int cell = member_[i] / 9, digit = member_[i] % 9 + 1;
    const int on = implication_node(cell, digit, true);
    const auto bit = static_cast<std::uint16_t>(digit_bit(digit));
    if (on_cycle(on) && cycle_may_remove(on)) cycle_starts_[cell] |= bit;
    if (reaches_opposite(on ^ 1)) chain_starts_[cell] |= bit;
  }
}

bool StrongCore::on_cycle(int node) const {
  const int i = index_[node / 2];
  return i >= 0 && component_size_[component_[2 * i + 1]] >= 4;
}

bool StrongCore::reaches_opposite(int node) const {
  const int i = index_[node / 2];
  if (!(node & 1)) {
    if (i < 0) return false;  // no strong link: off(x) leads nowhere
    return (reach_of(2 * i)[i / 64] >> (i % 64)) & 1;
  }
  return on_reaches_off_[implication_digit(node) - 1].has(implication_cell(node));
}

void StrongCore::seen_members(int node, std::uint64_t* seen) const {
  const int cell = implication_cell(node), digit = implication_digit(node);
  std::fill_n(seen, words_, 0);
  auto see = [&](int other, int other_digit) {
    const int a = index_[candidate_of(other, other_digit)];
    seen[a / 64] |= std::uint64_t{1} << (a % 64);
  };
  const auto bit = static_cast<std::uint16_t>(digit_bit(digit));
  for (std::uint16_t bits = cell_links_ ? core_digits_[cell] & ~bit : 0; bits; bits &= bits - 1)
    see(cell, std::countr_zero(bits) + 1);
  (kTables.peers[cell] & core_cells_[digit - 1]).for_each([&](int other) { see(other, digit); });
}

void StrongCore::find_on_reaching_off() {
  // on(x) -> off(a) ... on(b) -> off(x) for core members a and b that x sees: x sees a, and
  // sees a member whose "on" node the component of off(a) reaches.
  close_down(seen_reach_, [&](int core_node, SeenReach& set) {
    if (!(core_node & 1)) return;
    const int b = member_[core_node / 2];
    const int cell = b / 9, digit = b % 9;
    set.cells[digit] |= kTables.peers[cell];
    if (!cell_links_) return;
    const CellSet own_cell = CellSet::of(cell);
    for (int d = 0; d < 9; ++d) {
      if (d != digit) set.cells[d] |= own_cell;
    }
  });
  on_reaches_off_.fill(CellSet{});
  for (std::size_t i = 0; i < member_.size(); ++i) {
    const int a = member_[i], cell = a / 9, digit = a % 9;
    const SeenReach& reach = seen_reach_[component_[2 * i]];
    on_reaches_off_[digit] |= kTables.peers[cell] & reach.cells[digit];
    if (!cell_links_) continue;
    const CellSet own_cell = CellSet::of(cell);
    for (int d = 0; d < 9; ++d) {
      if (d != digit) on_reaches_off_[d] |= reach.cells[d] & own_cell;
    }
  }
}

void StrongCore::mark_components_reaching(int target, std::vector<std::uint8_t>& marks) const {
  // An "off" target is reached from the "on" nodes of the core members it sees, an "on" one
  // (in the core) from its own.
  std::array<std::uint64_t, kMaxWords> targets{};
  if (target & 1) {
    const int i = index_[target / 2];
    if (i >= 0) targets[i / 64] |= std::uint64_t{1} << (i % 64);
  } else {
    seen_members(target, targets.data());
  }
  const int components = static_cast<int>(component_size_.size());
  marks.assign(components, 0);
  for (int c = 0; c < components; ++c) {
    const std::uint64_t* reach = &reach_[static_cast<std::size_t>(c) * words_];
    for (int w = 0; w < words_ && !marks[c]; ++w) marks[c] = (reach[w] & targets[w]) != 0;
  }
}

}  // namespace nonet
