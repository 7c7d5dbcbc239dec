#include "rating/hodoku/reach.hpp"

#include <algorithm>

namespace nonet::hodoku {

void ReachSets::build(const std::vector<int>& first, const std::vector<int>& links, int kept) {
  const int n = static_cast<int>(first.size()) - 1;
  words_ = (static_cast<std::size_t>(kept) + 63) / 64;
  component_of_.assign(n, -1);
  rows_.assign(static_cast<std::size_t>(n) * words_, 0);  // at most n components
  order_.assign(n, -1);
  low_.assign(n, 0);
  next_link_.assign(n, 0);
  on_stack_.assign(n, 0);
  merged_into_.assign(n, -1);
  stack_.clear();
  path_.clear();
  int counter = 0, components = 0;
  auto visit = [&](int v) {
    order_[v] = low_[v] = counter++;
    next_link_[v] = first[v];
    stack_.push_back(v);
    on_stack_[v] = true;
    path_.push_back(v);
  };
  for (int root = 0; root < n; ++root) {
    if (order_[root] >= 0) continue;
    visit(root);
    while (!path_.empty()) {
      const int v = path_.back();
      if (next_link_[v] < first[v + 1]) {
        const int w = links[next_link_[v]++];
        if (order_[w] < 0) {
          visit(w);
        } else if (on_stack_[w]) {
          low_[v] = std::min(low_[v], order_[w]);
        }
        continue;
      }
      path_.pop_back();
      if (!path_.empty()) low_[path_.back()] = std::min(low_[path_.back()], low_[v]);
      if (low_[v] != order_[v]) continue;
      // v roots a component: its nodes are on the stack down to v.
      const int c = components++;
      std::size_t bottom = stack_.size();
      do {
        component_of_[stack_[--bottom]] = c;
      } while (stack_[bottom] != v);
      std::uint64_t* __restrict row = &rows_[c * words_];
      for (std::size_t i = bottom; i < stack_.size(); ++i) {
        const int u = stack_[i];
        on_stack_[u] = false;
        if (u < kept) row[u / 64] |= std::uint64_t{1} << (u % 64);
        for (int k = first[u]; k < first[u + 1]; ++k) {
          const int d = component_of_[links[k]];
          if (d == c || merged_into_[d] == c) continue;  // each other component once
          merged_into_[d] = c;
          const std::uint64_t* __restrict reached = &rows_[d * words_];
          for (std::size_t w = 0; w < words_; ++w) row[w] |= reached[w];
        }
      }
      stack_.resize(bottom);
    }
  }
}

}  // namespace nonet::hodoku
