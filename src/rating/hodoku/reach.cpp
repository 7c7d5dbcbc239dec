#include "rating/hodoku/reach.hpp"

#include <algorithm>

namespace nonet::hodoku {

void ReachSets::build(const std::vector<int>& first, const std::vector<int>& links) {
  const int n = static_cast<int>(first.size()) - 1;
  words_ = (static_cast<std::size_t>(n) + 63) / 64;
  component_of_.assign(n, -1);
  rows_.clear();
  std::vector<int> order(n, -1), low(n, 0), next_link(n, 0), stack, path;
  std::vector<bool> on_stack(n, false);
  int counter = 0, components = 0;
  auto visit = [&](int v) {
    order[v] = low[v] = counter++;
    next_link[v] = first[v];
    stack.push_back(v);
    on_stack[v] = true;
    path.push_back(v);
  };
  for (int root = 0; root < n; ++root) {
    if (order[root] >= 0) continue;
    visit(root);
    while (!path.empty()) {
      const int v = path.back();
      if (next_link[v] < first[v + 1]) {
        const int w = links[next_link[v]++];
        if (order[w] < 0) {
          visit(w);
        } else if (on_stack[w]) {
          low[v] = std::min(low[v], order[w]);
        }
        continue;
      }
      path.pop_back();
      if (!path.empty()) low[path.back()] = std::min(low[path.back()], low[v]);
      if (low[v] != order[v]) continue;
      // v roots a component: its nodes are on the stack down to v.
      const int c = components++;
      std::size_t bottom = stack.size();
      do {
        component_of_[stack[--bottom]] = c;
      } while (stack[bottom] != v);
      rows_.resize(rows_.size() + words_, 0);
      std::uint64_t* row = &rows_[c * words_];
      for (std::size_t i = bottom; i < stack.size(); ++i) {
        const int u = stack[i];
        on_stack[u] = false;
        row[u / 64] |= std::uint64_t{1} << (u % 64);
        for (int k = first[u]; k < first[u + 1]; ++k) {
          const int d = component_of_[links[k]];
          if (d == c) continue;
          const std::uint64_t* reached = &rows_[d * words_];
          for (std::size_t w = 0; w < words_; ++w) row[w] |= reached[w];
        }
      }
      stack.resize(bottom);
    }
  }
}

}  // namespace nonet::hodoku
