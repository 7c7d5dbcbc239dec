#include "rating/sudoku_explainer/chains/strong_core.hpp"

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
}

void StrongCore::build(const CandidateGrid& grid) {
  build_core(grid, true);
  find_removing_components(grid);
  find_on_reaching_off(grid);
  list_starts(grid);
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
        add(house_cells(house)[std::countr_zero(bits)], digit);
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
      const int place = grid.conjugate(cell, k, digit);
      if (place >= 0) edges_.push_back(2 * index_[candidate_of(place, digit)] + 1);
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
  component_.assign(size, -1);
  component_size_.clear();
  component_start_.assign(1, 0);
  by_component_.resize(size);
  words_ = (static_cast<int>(member_.size()) + 63) / 64;
  reach_.assign(static_cast<std::size_t>(size) * words_, 0);
  components_.walk(
      first_edge_.data(), edges_.data(), size, [](int) {}, [](int, int) {},
      [this](int, const int* nodes, int count) { add_component(nodes, count); });
}

void StrongCore::add_component(const int* nodes, int count) {
  // Every component it reaches is complete already, with what it reaches.
  const int number = static_cast<int>(component_size_.size());
  const int first = component_start_.back();
  // Listed as Tarjan's stack pops them: the last met first.
  for (int k = 0; k < count; ++k) {
    component_[nodes[k]] = number;
    by_component_[first + k] = nodes[count - 1 - k];
  }
  component_size_.push_back(count);
  component_start_.push_back(first + count);
  std::uint64_t* set = &reach_[static_cast<std::size_t>(number) * words_];
  for (int k = 0; k < count; ++k) {
    const int u = nodes[k];
    if (u & 1) set[(u >> 1) / 64] |= std::uint64_t{1} << ((u >> 1) % 64);
    for (int e = first_edge_[u]; e < first_edge_[u + 1]; ++e) {
      const int below = component_[edges_[e]];
      if (below == number) continue;
      const std::uint64_t* from = &reach_[static_cast<std::size_t>(below) * words_];
      for (int i = 0; i < words_; ++i) set[i] |= from[i];
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

void StrongCore::list_starts(const CandidateGrid& grid) {
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
  // Starts are candidates of the grid (members, or cells of on_reaches_off_, which holds only
  // those); a search starts from cells of two digits or more.
  any_start_ = false;
  grid.empty_cells().for_each([&](int cell) {
    any_start_ |=
        (cycle_starts_[cell] | chain_starts_[cell]) != 0 && grid.candidate_count(cell) >= 2;
  });
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

void StrongCore::find_on_reaching_off(const CandidateGrid& grid) {
  // Sets of members take `words_` words; instantiated for the sizes that occur.
  if (words_ <= 1)
    find_on_reaching_off<1>(grid);
  else if (words_ <= 2)
    find_on_reaching_off<2>(grid);
  else if (words_ <= 4)
    find_on_reaching_off<4>(grid);
  else
    find_on_reaching_off<kMaxWords>(grid);
}

template <int kWords>
void StrongCore::find_on_reaching_off(const CandidateGrid& grid) {
  // on(x) -> off(a) ... on(b) -> off(x) for core members a and b that x sees: among the members
  // x sees, one whose "off" node reaches the "on" node of another (or of itself). Per house and
  // digit, and per cell, the members there and the members their "off" nodes reach, so that
  // each candidate x gathers what the members it sees reach from its three houses and its cell.
  using Set = std::array<std::uint64_t, kWords>;
  // A group's members are the words at 2 * kWords * group, what they reach the kWords after.
  constexpr int kGroups = kHouses * 9 + kCells;
  if (groups_.size() < std::size_t{2} * kWords * kGroups) groups_.resize(2 * kWords * kGroups);
  std::uint64_t* const groups = groups_.data();
  auto house_group = [&](int house, int digit) {
    return groups + 2 * kWords * (house * 9 + digit);
  };
  auto cell_group = [&](int cell) { return groups + 2 * kWords * (kHouses * 9 + cell); };
  auto add = [&](std::uint64_t* group, int i, const std::uint64_t* reach) {
    group[i / 64] |= std::uint64_t{1} << (i % 64);
    for (int w = 0; w < words_; ++w) group[kWords + w] |= reach[w];
  };
  const int members = static_cast<int>(member_.size());
  for (int i = 0; i < members; ++i) {
    const int cell = member_[i] / 9, digit = member_[i] % 9;
    const std::uint64_t* reach = reach_of(2 * i);
    for (const int house : cell_houses(cell)) add(house_group(house, digit), i, reach);
    if (cell_links_) add(cell_group(cell), i, reach);
  }
  on_reaches_off_.fill(CellSet{});
  for (int digit = 0; digit < 9; ++digit) {
    grid.cells_with(digit + 1).for_each([&](int cell) {
      const auto& houses = cell_houses(cell);
      const std::uint64_t* row = house_group(houses[kRowSlot], digit);
      const std::uint64_t* column = house_group(houses[kColumnSlot], digit);
      const std::uint64_t* box = house_group(houses[kBoxSlot], digit);
      const std::uint64_t* own = cell_group(cell);
      Set seen, reach;
      for (int w = 0; w < 2 * kWords; ++w) {
        const std::uint64_t word = row[w] | column[w] | box[w] | own[w];
        (w < kWords ? seen[w] : reach[w - kWords]) = word;
      }
      const int self = index_[candidate_of(cell, digit + 1)];
      if (self >= 0) {
        // A member does not see itself: what it reaches counts only through the others.
        seen[self / 64] &= ~(std::uint64_t{1} << (self % 64));
        reach = Set{};
        for (int w = 0; w < kWords; ++w) {
          for (std::uint64_t bits = seen[w]; bits; bits &= bits - 1) {
            const std::uint64_t* from = reach_of(2 * (64 * w + std::countr_zero(bits)));
            for (int v = 0; v < words_; ++v) reach[v] |= from[v];
          }
        }
      }
      bool meets = false;
      for (int w = 0; w < kWords; ++w) meets |= (seen[w] & reach[w]) != 0;
      if (meets) on_reaches_off_[digit].add(cell);
    });
  }
  for (int i = 0; i < members; ++i) {
    const int cell = member_[i] / 9, digit = member_[i] % 9;
    for (const int house : cell_houses(cell)) std::fill_n(house_group(house, digit), 2 * kWords, 0);
    std::fill_n(cell_group(cell), 2 * kWords, 0);
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
