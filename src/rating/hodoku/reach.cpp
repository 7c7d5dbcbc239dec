#include "rating/hodoku/reach.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <utility>

namespace nonet::hodoku {

void ReachSets::build(const std::vector<int>& first, const std::vector<int>& links, int kept) {
  words_ = (static_cast<std::size_t>(kept) + 63) / 64;
  // The rows' word count is a constant where it is small (a chains fill's usual few words), so
  // that clearing and joining rows take a few stores and ORs rather than loops; 0: any.
  static constexpr auto kBuilds = []<std::size_t... kWords>(std::index_sequence<kWords...>) {
    return std::array{&ReachSets::build_rows<kWords>...};
  }
  (std::make_index_sequence<9>{});
  (this->*kBuilds[words_ < kBuilds.size() ? words_ : 0])(first, links, kept);
}

template <std::size_t kWords>
void ReachSets::build_rows(const std::vector<int>& first, const std::vector<int>& links, int kept) {
  const int n = static_cast<int>(first.size()) - 1;
  // Sized, not cleared, where a node's entry is written before it is read.
  component_of_.resize(n);
  roots_.clear();
  rows_.resize(static_cast<std::size_t>(n) * words_);
  order_.assign(n, -1);
  low_.resize(n);
  next_link_.resize(n);
  on_stack_.assign(n, 0);
  stack_.resize(n);
  path_.resize(n);
  // Raw arrays from here: this loop runs over every link of every table search.
  const int* const link = links.data();
  const int* const begin = first.data();
  int* const order = order_.data();
  int* const low = low_.data();
  int* const next_link = next_link_.data();
  int* const component_of = component_of_.data();
  int* const stack = stack_.data();
  int* const path = path_.data();
  char* const on_stack = on_stack_.data();
  std::uint64_t* const rows = rows_.data();
  const std::size_t words = kWords != 0 ? kWords : words_;
  int stack_size = 0, path_size = 0;
  int counter = 0;
  // A node's row starts with itself; what it reaches joins as each link is followed.
  auto start_row = [&](int v) {
    std::uint64_t* row = rows + v * words;
    std::fill(row, row + words, 0);
    if (v < kept) row[v / 64] |= std::uint64_t{1} << (v % 64);
  };
  // The row of a completed component (named by its root) joins v's (again for each link to
  // it: an OR of a few words costs less than the branch that would skip it).
  auto merge = [&](int v, int root) {
    std::uint64_t* __restrict row = rows + v * words;
    const std::uint64_t* __restrict reached = rows + root * words;
    for (std::size_t w = 0; w < words; ++w) row[w] |= reached[w];
  };
  auto visit = [&](int v) {
    order[v] = low[v] = counter++;
    next_link[v] = begin[v];
    stack[stack_size++] = v;
    on_stack[v] = true;
    path[path_size++] = v;
    start_row(v);
  };
  // A node without links (most "off" nodes of a chains fill: no strong link) is a component of
  // its own that reaches only itself: the walk never enters it.
  auto is_sink = [&](int v) { return begin[v] == begin[v + 1]; };
  for (int root = 0; root < n; ++root) {
    if (order[root] >= 0) continue;
    if (is_sink(root)) {
      order[root] = counter++;
      component_of[root] = root;
      roots_.push_back(root);
      start_row(root);
      continue;
    }
    visit(root);
    while (path_size != 0) {
      const int v = path[path_size - 1];
      // v's links from where its walk left off, until one leads to a node not yet visited.
      std::uint64_t* const row = rows + v * words;
      int k = next_link[v];
      const int end = begin[v + 1];
      for (; k < end; ++k) {
        const int w = link[k];
        if (is_sink(w)) {
          if (w < kept) row[w / 64] |= std::uint64_t{1} << (w % 64);
        } else if (order[w] < 0) {
          break;
        } else if (on_stack[w]) {
          low[v] = std::min(low[v], order[w]);  // w's component is v's
        } else {
          merge(v, component_of[w]);
        }
      }
      if (k < end) {
        next_link[v] = k + 1;
        visit(link[k]);
        continue;
      }
      --path_size;
      const int parent = path_size != 0 ? path[path_size - 1] : -1;
      if (low[v] != order[v]) {
        low[parent] = std::min(low[parent], low[v]);
        continue;
      }
      // v roots a component: its nodes are on the stack down to v, their rows join v's.
      roots_.push_back(v);
      int u;
      do {
        u = stack[--stack_size];
        on_stack[u] = false;
        component_of[u] = v;
        if (u != v) merge(v, u);
      } while (u != v);
      if (parent >= 0) merge(parent, v);
    }
  }
}

void ReachSets::add_link(int from, int to) {
  widen_reaching(from, of(to));
}

void ReachSets::add_links(int from, const std::uint64_t* targets) {
  gained_.assign(words_, 0);
  for (std::size_t w = 0; w < words_; ++w) {
    for (std::uint64_t bits = targets[w]; bits != 0; bits &= bits - 1) {
      const std::uint64_t* const reached = of(static_cast<int>(64 * w) + std::countr_zero(bits));
      for (std::size_t v = 0; v < words_; ++v) gained_[v] |= reached[v];
    }
  }
  widen_reaching(from, gained_.data());
}

void ReachSets::widen_reaching(int from, const std::uint64_t* reached) {
  const std::uint64_t bit = std::uint64_t{1} << (from % 64);
  const std::size_t word = static_cast<std::size_t>(from) / 64;
  // The rows reaching `from` listed first, without a branch a row (few do, at random).
  reaching_.resize(roots_.size());
  std::size_t count = 0;
  for (const int root : roots_) {
    reaching_[count] = root;
    count += (rows_[root * words_ + word] & bit) != 0;
  }
  for (std::size_t i = 0; i < count; ++i) {
    std::uint64_t* const row = &rows_[reaching_[i] * words_];
    for (std::size_t w = 0; w < words_; ++w) row[w] |= reached[w];
  }
}

}  // namespace nonet::hodoku
