#include "rating/chains/static_reach.hpp"

#include <bit>

namespace nonet {

void StaticReach::build(const CandidateGrid& grid, bool cell_links) {
  graph_.build(grid, cell_links);
  start_.fill(-1);
  int starts = 0;
  grid.empty_cells().for_each([&](int cell) {
    for (std::uint16_t bits = grid.candidates(cell); bits; bits &= bits - 1) {
      start_[9 * cell + std::countr_zero(bits)] = static_cast<std::int16_t>(starts++);
    }
  });
  const int live = graph_.size();
  words_ = (live + 63) / 64;
  start_words_ = (starts + 63) / 64;

  // Every assumption at once, to a fixed point: a node passes on what reaches it.
  reached_by_.assign(static_cast<std::size_t>(live) * start_words_, 0);
  queued_.assign(live, 0);
  queue_.clear();
  for (int i = 0; i < live; ++i) {
    const int n = graph_.nodes[i];
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
    for (int e = graph_.first_edge[i]; e < graph_.first_edge[i + 1]; ++e) {
      const int m = graph_.edges[e];
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
