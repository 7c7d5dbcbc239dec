#include "rating/chains/link_components.hpp"

#include <algorithm>

namespace nonet {

void LinkComponents::build(const CandidateGrid& grid, bool cell_links) {
  graph_.build(grid, cell_links);
  find_components();
  close();
}

void LinkComponents::find_components() {
  const int size = graph_.size();
  std::fill_n(index_.begin(), size, -1);
  component_size_.clear();
  int counter = 0, stacked = 0;
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
      const auto number = static_cast<std::int16_t>(component_size_.size());
      int count = 0;
      int w = -1;
      do {
        w = stack_[--stacked];
        component_[w] = number;
        ++count;
      } while (w != v);
      component_size_.push_back(count);
    }
  }
}

void LinkComponents::close() {
  const int size = graph_.size();
  const int components = static_cast<int>(component_size_.size());
  words_ = (size / 2 + 63) / 64;
  reach_.assign(static_cast<std::size_t>(components) * words_, 0);
  // Nodes by component (stack_ is free once the components are found).
  std::vector<int> first(components + 1, 0);
  for (int i = 0; i < size; ++i) ++first[component_[i] + 1];
  for (int c = 0; c < components; ++c) first[c + 1] += first[c];
  for (int i = 0; i < size; ++i) stack_[first[component_[i]]++] = static_cast<std::int16_t>(i);
  // first[c] is now where component c + 1 begins. Components are found successors first, so
  // the sets below a component are complete when it is reached.
  int begin = 0;
  for (int c = 0; c < components; ++c) {
    std::uint64_t* targets = &reach_[static_cast<std::size_t>(c) * words_];
    for (int k = begin; k < first[c]; ++k) {
      const int i = stack_[k];
      if (component_[i ^ 1] > c) {  // the earlier node of its candidate
        const int candidate = i >> 1;
        targets[candidate / 64] |= std::uint64_t{1} << (candidate % 64);
      }
      for (int e = graph_.first_edge[i]; e < graph_.first_edge[i + 1]; ++e) {
        const int below = component_[graph_.edges[e]];
        if (below == c) continue;
        const std::uint64_t* below_targets = &reach_[static_cast<std::size_t>(below) * words_];
        for (int w = 0; w < words_; ++w) targets[w] |= below_targets[w];
      }
    }
    begin = first[c];
  }
}

}  // namespace nonet
