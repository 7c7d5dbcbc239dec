// The strongly connected components of a grid's static links (link_graph.hpp), and what they
// tell the cycle and forcing-chain searches before they start: a node comes back to itself
// only when its component holds another node (a cycle of links), and it reaches its opposite
// only when its component or one below it holds that opposite. Worked out for every node at
// once in time linear in the links (times a word per 64 candidates).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "rating/chains/link_graph.hpp"

namespace nonet {

class LinkComponents {
 public:
  void build(const CandidateGrid& grid, bool cell_links);

  // Whether `node` (a candidate of the grid, on or off) lies on a cycle of links.
  bool on_cycle(int node) const { return component_size_[component_[graph_.live[node]]] > 1; }
  // Whether `node` reaches its opposite by links.
  bool reaches_opposite(int node) const {
    const int i = graph_.live[node];
    const int candidate = i >> 1;  // the graph numbers nodes off, on per candidate
    return opposites_below(component_[i], node & 1)[candidate / 64] >> (candidate % 64) & 1;
  }

 private:
  LinkGraph graph_;
  // Per dense node its component, numbered in the order found: a component's successors
  // come before it.
  std::array<std::int16_t, kImplicationNodes> component_{};
  std::vector<int> component_size_;
  int words_ = 0;  // per set of candidates, 64 a word
  // Per component two sets of candidates: those whose "off" it reaches (read for "on" nodes)
  // and those whose "on" it reaches (read for "off" nodes).
  std::vector<std::uint64_t> reach_;
  // Tarjan's search, without recursion.
  std::array<std::int16_t, kImplicationNodes> index_{}, low_{}, stack_{}, calls_{};
  std::array<int, kImplicationNodes> next_edge_{};

  const std::uint64_t* opposites_below(int component, int on) const {
    return &reach_[(2 * static_cast<std::size_t>(component) + on) * words_];
  }
  void find_components();
  void close();
};

}  // namespace nonet
