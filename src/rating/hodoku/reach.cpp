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
  int* const component_of = component_of_.data();
  std::uint64_t* const rows = rows_.data();
  const std::size_t words = kWords != 0 ? kWords : words_;
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
  components_.walk(
      first.data(), links.data(), n, start_row, [&](int v, int w) { merge(v, component_of[w]); },
      [&](int root, const int* nodes, int count) {
        // A component's row is its root's: the rows of its other nodes join it.
        roots_.push_back(root);
        for (int i = 0; i < count; ++i) {
          component_of[nodes[i]] = root;
          if (nodes[i] != root) merge(root, nodes[i]);
        }
      });
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
