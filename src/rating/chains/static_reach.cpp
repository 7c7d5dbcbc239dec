#include "rating/chains/static_reach.hpp"

#include <array>

namespace nonet {

void StaticReach::build(const CandidateGrid& grid, bool cell_links) {
  components_.build(grid, cell_links, false);
  words_ = (components_.graph().size() + 63) / 64;
  components_.close_down(reach_, words_, [](int i, std::uint64_t* nodes) {
    nodes[i / 64] |= std::uint64_t{1} << (i % 64);
  });
}

bool StaticReach::may_share(const int* cells, int count, int digit) const {
  const LinkGraph& graph = components_.graph();
  std::array<const std::uint64_t*, 9> reached{};
  int n = 0;
  auto add = [&](int cell, int d) {
    const int dense = graph.live[implication_node(cell, d, true)];
    if (dense >= 0)
      reached[n++] = &reach_[static_cast<std::size_t>(components_.component(dense)) * words_];
  };
  if (digit != 0) {
    for (int i = 0; i < count; ++i) add(cells[i], digit);
  } else {
    for (int d = 1; d <= 9; ++d) add(cells[0], d);
  }
  for (int w = 0; w < words_; ++w) {
    std::uint64_t common = ~std::uint64_t{0};
    for (int i = 0; i < n && common; ++i) common &= reached[i][w];
    if (common) return true;
  }
  return false;
}

}  // namespace nonet
