// What the cycle and forcing-chain searches need to know before they start (which starts can
// find anything), worked out on the small part of the static links where cycles run.
//
// Weak links go from "on" to "off", strong ones from "off" to "on" (unary.cpp lists them). An "off"
// node without a strong link leads nowhere and an "on" node without one is reached from
// nowhere, so every cycle, and every chain but its first and last link, runs among the nodes
// of the candidates in strong links (a cell of two digits, a house with two places for a
// digit): the core, a few dozen candidates where the whole grid has hundreds. Its components
// and what each reaches are cheap to find, and they answer for the whole graph:
//   - an "on" node lies on a cycle the searches count (four links or more) only when its
//     component in the core holds four nodes or more;
//   - on(x) reaches off(x) when off(a) reaches on(b) in the core for some core candidates a
//     and b that x sees (the chain on(x) -> off(a) ... on(b) -> off(x));
//   - off(x) reaches on(x) only when x is in the core and reaches it there.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "rating/board/candidate_grid.hpp"
#include "rating/board/strong_components.hpp"
#include "rating/sudoku_explainer/chains/implication.hpp"

namespace nonet {

class StrongCore {
 public:
  // The core of `grid`'s links, with or without cell links (ImplicationRules::cell_links), its
  // components and what they reach.
  void build_core(const CandidateGrid& grid, bool cell_links);
  // The core with cell links and what the cycle and forcing-chain searches ask of it
  // (on_cycle, cycle_may_remove, reaches_opposite).
  void build(const CandidateGrid& grid);
  bool cell_links() const { return cell_links_; }

  // The cells whose candidate of `digit` is in the core; the digits of `cell` in the core.
  const CellSet& core_cells(int digit) const { return core_cells_[digit - 1]; }
  std::uint16_t core_digits(int cell) const { return core_digits_[cell]; }
  // The core's number of a candidate's node, or -1 when the candidate has no strong link.
  int core_node(int node) const {
    const int i = index_[node / 2];
    return i < 0 ? -1 : 2 * i + (node & 1);
  }
  // The node of a core node.
  int node(int core_node) const { return 2 * member_[core_node / 2] + (core_node & 1); }
  int component(int core_node) const { return component_[core_node]; }
  // Per core component a set (any type with |=): what `own(core_node, set)` adds for each of
  // its nodes, and the sets of the components it reaches.
  template <typename Set, typename Own>
  void close_down(std::vector<Set>& sets, Own own) const {
    sets.assign(components(), Set{});
    close_down([&](int core_node, int c) { own(core_node, sets[c]); },
               [&](int c, int below) { sets[c] |= sets[below]; });
  }
  // The same over sets the caller keeps by component number (all empty at first):
  // `own(core_node, c)` adds a node's own part to the set of its component c, `merge(c, below)`
  // adds to it the set of a component it reaches.
  template <typename Own, typename Merge>
  void close_down(Own own, Merge merge) const {
    for (int c = 0; c < components(); ++c) {
      for (int k = component_start_[c]; k < component_start_[c + 1]; ++k) {
        const int v = by_component_[k];
        own(v, c);
        for (int e = first_edge_[v]; e < first_edge_[v + 1]; ++e) {
          // Components are numbered successors first: any other is complete already.
          if (component_[edges_[e]] != c) merge(c, component_[edges_[e]]);
        }
      }
    }
  }
  int components() const { return static_cast<int>(component_size_.size()); }

  // Whether `node` (an "on" node of a candidate) may lie on a cycle of four links or more.
  bool on_cycle(int node) const;
  // Whether a cycle through `node` may remove a candidate: one that sees an "on" and an "off"
  // node of its digit in the cycle's component (Sudoku Explainer keeps no cycle that removes
  // nothing).
  bool cycle_may_remove(int node) const {
    const int i = index_[node / 2];
    return i >= 0 && component_removes_[component_[2 * i + 1]];
  }
  // The component of `node`, or -1 when its candidate has no strong link.
  int component_of(int node) const {
    const int i = index_[node / 2];
    return i < 0 ? -1 : component_[2 * i + (node & 1)];
  }
  // Per component whether its nodes may reach `target` (what a search for it need follow).
  void mark_components_reaching(int target, std::vector<std::uint8_t>& marks) const;
  // The digits of `cell` (a mask, possibly with digits the cell lacks) whose "on" node passes
  // on_cycle and cycle_may_remove, and those whose "on" or "off" node reaches its opposite.
  std::uint16_t cycle_starts(int cell) const { return cycle_starts_[cell]; }
  std::uint16_t chain_starts(int cell) const { return chain_starts_[cell]; }
  // Whether a cell of two digits or more has a cycle or chain start.
  bool any_start() const { return any_start_; }
  // Whether `node` reaches its opposite by links.
  bool reaches_opposite(int node) const;

 private:
  // Core candidates: member_[i] is a candidate (9 * cell + digit - 1), index_[candidate] its
  // member number or -1. Core node 2i is off(member i), 2i + 1 on(member i).
  std::array<std::int16_t, kCells * 9> index_{};
  std::vector<int> member_;
  // Per digit the cells whose candidate is in the core; per cell its core digits.
  std::array<CellSet, 9> core_cells_{};
  std::array<std::uint16_t, kCells> core_digits_{};
  // The links among core nodes: successors of i are edges_[first_edge_[i], first_edge_[i+1]).
  std::vector<int> first_edge_, edges_;
  bool cell_links_ = true;
  // Components (numbered successors first), their sizes, and their nodes: those of component c
  // are by_component_[component_start_[c], component_start_[c + 1]).
  std::vector<int> component_, component_size_, by_component_, component_start_;
  // Per component whether a cycle in it may remove a candidate (cycle_may_remove).
  std::vector<std::uint8_t> component_removes_;
  // Per component the core members whose "on" node it reaches, `words_` words of 64.
  static constexpr int kMaxWords = (kCells * 9 + 63) / 64;
  int words_ = 0;
  std::vector<std::uint64_t> reach_;
  // Per digit the cells whose candidate's "on" node reaches its "off" node.
  std::array<CellSet, 9> on_reaches_off_{};
  // Per house and digit, and per cell, the members there and what their "off" nodes reach
  // (find_on_reaching_off; empty between calls).
  std::vector<std::uint64_t> groups_;
  std::array<std::uint16_t, kCells> cycle_starts_{}, chain_starts_{};
  bool any_start_ = false;
  StrongComponents components_;

  void add_members(const CandidateGrid& grid);
  void link_members(const CandidateGrid& grid);
  // The components (board/strong_components.hpp), with their nodes and what they reach.
  void find_components();
  // A component Tarjan's search completed: numbered, listed, and what it reaches.
  [[gnu::noinline]] void add_component(const int* nodes, int count);
  void find_removing_components(const CandidateGrid& grid);
  void find_on_reaching_off(const CandidateGrid& grid);
  template <int kWords>
  void find_on_reaching_off(const CandidateGrid& grid);
  void list_starts(const CandidateGrid& grid);
  // The core members a candidate's "on" node sees (links to their "off" nodes), as a set.
  void seen_members(int node, std::uint64_t* seen) const;
  const std::uint64_t* reach_of(int core_node) const {
    return &reach_[static_cast<std::size_t>(component_[core_node]) * words_];
  }
};

}  // namespace nonet
