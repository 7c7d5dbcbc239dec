// The tests' reference for strong_core.hpp and static_reach.hpp: the strongly connected
// components of a grid's whole graph of static links (link_graph.hpp), and what they
// tell the cycle and forcing-chain searches before they start: an "on" node lies on a cycle
// the searches count (four links or more: back and forth over one strong link is not one)
// only when its component holds four nodes or more, and a node reaches its opposite only when
// its component or one below it holds that opposite. Worked out for every node at
// once in time linear in the links (times a word per 64 candidates).
//
// Components are found successors first, so a node reaches only its own component and those
// found before it: of a candidate's "on" and "off" in different components, only the one
// found later may reach the other. One set per component is enough: the candidates whose
// node found first it reaches.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "link_graph.hpp"

namespace nonet {

class LinkComponents {
 public:
  // The graph and its components; with `opposites`, what reaches_opposite() reads too.
  void build(const CandidateGrid& grid, bool cell_links, bool opposites = true);
  const LinkGraph& graph() const { return graph_; }
  int component(int dense) const { return component_[dense]; }

  // Per component a set of `words` words (in `sets`, component after component): what
  // `own(dense, set)` adds for each of its nodes, and the sets of the components it reaches.
  template <typename Own>
  void close_down(std::vector<std::uint64_t>& sets, int words, Own own) const {
    const int components = static_cast<int>(first_member_.size()) - 1;
    sets.assign(static_cast<std::size_t>(components) * words, 0);
    for (int c = 0; c < components; ++c) {
      std::uint64_t* set = &sets[static_cast<std::size_t>(c) * words];
      for (int k = first_member_[c]; k < first_member_[c + 1]; ++k) {
        const int i = members_[k];
        own(i, set);
        for (int e = graph_.first_edge[i]; e < graph_.first_edge[i + 1]; ++e) {
          const int below = component_[graph_.edges[e]];
          // Any other component was found before c: its set is complete.
          if (below == c) continue;
          const std::uint64_t* from = &sets[static_cast<std::size_t>(below) * words];
          for (int w = 0; w < words; ++w) set[w] |= from[w];
        }
      }
    }
  }

  // Whether `node` (a candidate of the grid, on) may lie on a cycle of four links or more:
  // such a cycle passes two "on" and two "off" nodes at least (the searches merge equal "on"
  // nodes and never pass an "off" node twice), all in one component.
  bool on_cycle(int node) const {
    const int c = component_[graph_.live[node]];
    return first_member_[c + 1] - first_member_[c] >= 4;
  }
  // Whether `node` reaches its opposite by links.
  bool reaches_opposite(int node) const {
    const int i = graph_.live[node];
    const int opposite = component_[i ^ 1];  // the graph numbers nodes off, on per candidate
    if (component_[i] == opposite) return true;
    if (component_[i] < opposite) return false;  // found first: nothing below it is above it
    const int candidate = i >> 1;
    return targets_below(component_[i])[candidate / 64] >> (candidate % 64) & 1;
  }

 private:
  LinkGraph graph_;
  // Per dense node its component, numbered in the order found: a component's successors
  // come before it.
  std::array<std::int16_t, kImplicationNodes> component_{};
  // The nodes of component c: members_[first_member_[c], first_member_[c + 1]).
  std::array<std::int16_t, kImplicationNodes> members_{};
  std::vector<int> first_member_;
  int words_ = 0;  // per set of candidates, 64 a word
  // Per component the candidates whose earlier node (the one whose component was found first)
  // it reaches.
  std::vector<std::uint64_t> reach_;
  // Tarjan's search, without recursion.
  std::array<std::int16_t, kImplicationNodes> index_{}, low_{}, stack_{}, calls_{};
  std::array<int, kImplicationNodes> next_edge_{};

  const std::uint64_t* targets_below(int component) const {
    return &reach_[static_cast<std::size_t>(component) * words_];
  }
  void find_components();
};

}  // namespace nonet
