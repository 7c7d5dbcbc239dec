#include "rating/hodoku/reach.hpp"

#include <algorithm>

namespace nonet::hodoku {

void ReachSets::build(const std::vector<int>& first, const std::vector<int>& links, int kept) {
  const int n = static_cast<int>(first.size()) - 1;
  words_ = (static_cast<std::size_t>(kept) + 63) / 64;
  // Sized, not cleared, where a node's or a component's entry is written before it is read.
  component_of_.resize(n);
  rows_.resize(static_cast<std::size_t>(n) * words_);  // at most n components
  order_.assign(n, -1);
  low_.resize(n);
  next_link_.resize(n);
  on_stack_.assign(n, 0);
  merged_into_.assign(n, -1);
  stack_.resize(n);
  path_.resize(n);
  // Raw arrays from here: this loop runs over every link of every table search.
  const int* const link = links.data();
  const int* const begin = first.data();
  int* const order = order_.data();
  int* const low = low_.data();
  int* const next_link = next_link_.data();
  int* const component_of = component_of_.data();
  int* const merged_into = merged_into_.data();
  int* const stack = stack_.data();
  int* const path = path_.data();
  char* const on_stack = on_stack_.data();
  int stack_size = 0, path_size = 0;
  int counter = 0, components = 0;
  auto visit = [&](int v) {
    order[v] = low[v] = counter++;
    next_link[v] = begin[v];
    stack[stack_size++] = v;
    on_stack[v] = true;
    path[path_size++] = v;
  };
  // A node without links (most "off" nodes of a chains fill: no strong link) is a component of
  // its own that reaches only itself: its row is made at once and the walk never enters it.
  auto is_sink = [&](int v) { return begin[v] == begin[v + 1]; };
  for (int root = 0; root < n; ++root) {
    if (order[root] >= 0) continue;
    if (is_sink(root)) {
      order[root] = counter++;
      const int c = components++;
      component_of[root] = c;
      std::uint64_t* row = &rows_[c * words_];
      std::fill(row, row + words_, 0);
      if (root < kept) row[root / 64] |= std::uint64_t{1} << (root % 64);
      continue;
    }
    visit(root);
    while (path_size != 0) {
      const int v = path[path_size - 1];
      if (next_link[v] < begin[v + 1]) {
        const int w = link[next_link[v]++];
        if (is_sink(w)) continue;  // added to the row directly when v's component completes
        if (order[w] < 0) {
          visit(w);
        } else if (on_stack[w]) {
          low[v] = std::min(low[v], order[w]);
        }
        continue;
      }
      --path_size;
      if (path_size != 0) low[path[path_size - 1]] = std::min(low[path[path_size - 1]], low[v]);
      if (low[v] != order[v]) continue;
      // v roots a component: its nodes are on the stack down to v.
      const int c = components++;
      int bottom = stack_size;
      do {
        component_of[stack[--bottom]] = c;
      } while (stack[bottom] != v);
      std::uint64_t* __restrict row = &rows_[c * words_];
      std::fill(row, row + words_, 0);
      for (int i = bottom; i < stack_size; ++i) {
        const int u = stack[i];
        on_stack[u] = false;
        if (u < kept) row[u / 64] |= std::uint64_t{1} << (u % 64);
        for (int k = begin[u]; k < begin[u + 1]; ++k) {
          const int x = link[k];
          if (is_sink(x)) {
            if (x < kept) row[x / 64] |= std::uint64_t{1} << (x % 64);
            continue;
          }
          const int d = component_of[x];
          if (d == c || merged_into[d] == c) continue;  // each other component once
          merged_into[d] = c;
          const std::uint64_t* __restrict reached = &rows_[d * words_];
          for (std::size_t w = 0; w < words_; ++w) row[w] |= reached[w];
        }
      }
      stack_size = bottom;
    }
  }
}

}  // namespace nonet::hodoku
