#include "link_components.hpp"

#include <algorithm>

namespace nonet {

void LinkComponents::build(const CandidateGrid& grid, bool cell_links, bool opposites) {
  graph_.build(grid, cell_links);
  find_components();
  if (!opposites) return;
  words_ = (graph_.size() / 2 + 63) / 64;
  close_down(reach_, words_, [&](int i, std::uint64_t* targets) {
    if (component_[i ^ 1] > component_[i]) {  // the node of its candidate found first
      const int candidate = i >> 1;
      targets[candidate / 64] |= std::uint64_t{1} << (candidate % 64);
    }
  });
}

void LinkComponents::find_components() {
  const int size = graph_.size();
  std::fill_n(index_.begin(), size, -1);
  first_member_.assign(1, 0);
  int counter = 0, stacked = 0, members = 0;
  for (int root = 0; root < size; ++root) {
    if (index_[root] >= 0) continue;
    int depth = 0;
    auto enter = [&](int v) {
      index_[v] = low_[v] = static_cast<std::int16_t>(counter++);
      next_edge_[v] = graph_.first_edge[v];
      stack_[stacked++] = static_cast<std::int16_t>(v);
      component_[v] = -1;  // on the stack
      calls_[depth++] = static_cast<std::int16_t>(v);
    };
    enter(root);
    while (depth > 0) {
      const int v = calls_[depth - 1];
      if (next_edge_[v] < graph_.first_edge[v + 1]) {
        const int w = graph_.edges[next_edge_[v]++];
        if (index_[w] < 0)
          enter(w);
        else if (component_[w] < 0)
          low_[v] = std::min(low_[v], index_[w]);
        continue;
      }
      --depth;
      if (depth > 0) low_[calls_[depth - 1]] = std::min(low_[calls_[depth - 1]], low_[v]);
      if (low_[v] != index_[v]) continue;
      // v heads a component: the nodes above it on the stack.
      const auto number = static_cast<std::int16_t>(first_member_.size() - 1);
      int w = -1;
      do {
        w = stack_[--stacked];
        component_[w] = number;
        members_[members++] = static_cast<std::int16_t>(w);
      } while (w != v);
      first_member_.push_back(members);
    }
  }
}

}  // namespace nonet
