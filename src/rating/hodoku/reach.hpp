// What every node of a directed graph reaches, as rows of bits, from its strongly connected
// components (board/strong_components.hpp): a component completes after every component it
// reaches, so its row is its own nodes and the rows of the components its links lead to, joined
// as the walk follows each link once. About a word per 64 nodes per node, built in time linear
// in links times words.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "rating/board/strong_components.hpp"

namespace nonet::hodoku {

class ReachSets {
 public:
  // The graph's links in one array: node v's are links[first[v]] to links[first[v + 1]]. Only
  // nodes below `kept` are kept in the sets (a path may pass the others).
  void build(const std::vector<int>& first, const std::vector<int>& links, int kept);
  std::size_t words() const { return words_; }
  // The nodes below `kept` that `node` reaches (itself included), bit v of word v / 64.
  const std::uint64_t* of(int node) const { return &rows_[component_of_[node] * words_]; }
  // The graph gains a link: every row that reaches `from` takes what `to` reaches. (A row stays
  // whole that way, one link after another.)
  void add_link(int from, int to);
  // The same for a link to every node of `targets` (a set of nodes below `kept`, as the rows):
  // the rows reaching `from` are the same after each, so all take all at once.
  void add_links(int from, const std::uint64_t* targets);

 private:
  // Every row reaching `from` takes `reached` (not one of the rows).
  void widen_reaching(int from, const std::uint64_t* reached);
  template <std::size_t kWords>
  void build_rows(const std::vector<int>& first, const std::vector<int>& links, int kept);

  std::size_t words_ = 0;
  std::vector<int> component_of_;      // by node: its component's root
  std::vector<int> roots_;             // the components' roots (the rows in use)
  std::vector<int> reaching_;          // add_link's rows to widen
  std::vector<std::uint64_t> gained_;  // add_links' union of what the targets reach
  std::vector<std::uint64_t> rows_;    // by node; a component's is its root's
  StrongComponents components_;
};

}  // namespace nonet::hodoku
