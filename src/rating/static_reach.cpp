#include "rating/static_reach.hpp"

#include <bit>

namespace nonet {

void StaticReach::build(const CandidateGrid& grid, bool cell_links) {
  live_.fill(-1);
  start_.fill(-1);
  nodes_.clear();
  int starts = 0;
  grid.empty_cells().for_each([&](int cell) {
    for (std::uint16_t bits = grid.candidates(cell); bits; bits &= bits - 1) {
      const int digit = std::countr_zero(bits) + 1;
      const int off = implication_node(cell, digit, false);
      live_[off] = static_cast<std::int16_t>(nodes_.size());
      nodes_.push_back(off);
      live_[off + 1] = static_cast<std::int16_t>(nodes_.size());
      nodes_.push_back(off + 1);
      start_[9 * cell + digit - 1] = static_cast<std::int16_t>(starts++);
    }
  });
  const int live = static_cast<int>(nodes_.size());
  words_ = (live + 63) / 64;
  start_words_ = (starts + 63) / 64;

  // The links of Propagation with dynamic off: on -> off for the cell's other digits (cell
  // links) and the digit's other places in its houses; off -> on for a cell's other digit
  // when it has two (cell links) and a house's other place when it has two.
  first_edge_.assign(live + 1, 0);
  edges_.clear();
  for (int i = 0; i < live; ++i) {
    const int n = nodes_[i];
    const int cell = implication_cell(n), digit = implication_digit(n);
    const std::uint16_t bit = static_cast<std::uint16_t>(digit_bit(digit));
    if (n & 1) {
      if (cell_links) {
        for (std::uint16_t bits = grid.candidates(cell) & ~bit; bits; bits &= bits - 1) {
          edges_.push_back(live_[implication_node(cell, std::countr_zero(bits) + 1, false)]);
        }
      }
      (kTables.peers[cell] & grid.cells_with(digit)).for_each([&](int other) {
        edges_.push_back(live_[implication_node(other, digit, false)]);
      });
    } else {
      if (cell_links && grid.candidate_count(cell) == 2) {
        const int other = std::countr_zero(static_cast<unsigned>(grid.candidates(cell) & ~bit)) + 1;
        edges_.push_back(live_[implication_node(cell, other, true)]);
      }
      for (int house : {box_house(cell), row_house(cell), column_house(cell)}) {
        const auto others = static_cast<std::uint16_t>(grid.place_mask(house, digit) &
                                                       ~(1u << place_in(cell, house)));
        if (std::popcount(others) != 1) continue;
        const int place = kTables.house_cells[house][std::countr_zero(others)];
        edges_.push_back(live_[implication_node(place, digit, true)]);
      }
    }
    first_edge_[i + 1] = static_cast<int>(edges_.size());
  }

  // Every assumption at once, to a fixed point: a node passes on what reaches it.
  reached_by_.assign(static_cast<std::size_t>(live) * start_words_, 0);
  queued_.assign(live, 0);
  queue_.clear();
  for (int i = 0; i < live; ++i) {
    const int n = nodes_[i];
    if (!(n & 1)) continue;
    const int s = start_[n >> 1];
    reached_by_[static_cast<std::size_t>(i) * start_words_ + s / 64] |= std::uint64_t{1}
                                                                        << (s % 64);
    queue_.push_back(i);
    queued_[i] = 1;
  }
  for (std::size_t head = 0; head < queue_.size(); ++head) {
    const int i = queue_[head];
    queued_[i] = 0;
    const std::uint64_t* from = &reached_by_[static_cast<std::size_t>(i) * start_words_];
    for (int e = first_edge_[i]; e < first_edge_[i + 1]; ++e) {
      const int m = edges_[e];
      std::uint64_t* to = &reached_by_[static_cast<std::size_t>(m) * start_words_];
      bool grew = false;
      for (int w = 0; w < start_words_; ++w) {
        const std::uint64_t after = to[w] | from[w];
        grew |= after != to[w];
        to[w] = after;
      }
      if (grew && !queued_[m]) {
        queued_[m] = 1;
        queue_.push_back(m);
      }
    }
  }

  // The same, per assumption.
  reach_.assign(static_cast<std::size_t>(starts) * words_, 0);
  for (int i = 0; i < live; ++i) {
    for (int w = 0; w < start_words_; ++w) {
      for (std::uint64_t bits = reached_by_[static_cast<std::size_t>(i) * start_words_ + w]; bits;
           bits &= bits - 1) {
        const int s = 64 * w + std::countr_zero(bits);
        reach_[static_cast<std::size_t>(s) * words_ + i / 64] |= std::uint64_t{1} << (i % 64);
      }
    }
  }
}

bool StaticReach::may_share(const int* cells, int count, int digit) const {
  std::array<int, 9> starts{};
  int n = 0;
  for (int i = 0; i < count; ++i) {
    if (digit != 0) {
      starts[n++] = start_[9 * cells[i] + digit - 1];
      continue;
    }
    for (int d = 0; d < 9; ++d) {
      if (start_[9 * cells[i] + d] >= 0) starts[n++] = start_[9 * cells[i] + d];
    }
  }
  for (int w = 0; w < words_; ++w) {
    std::uint64_t common = ~std::uint64_t{0};
    for (int i = 0; i < n && common; ++i)
      common &= reach_[static_cast<std::size_t>(starts[i]) * words_ + w];
    if (common) return true;
  }
  return false;
}

}  // namespace nonet
