// What the cycle and forcing-chain searches need to know before they start (which starts can
// find anything), worked out on the small part of the static links where cycles run.
//
// Weak links go from "on" to "off", strong ones from "off" to "on" (link_graph.hpp). An "off"
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
#include "rating/chains/implication.hpp"

namespace nonet {

class StrongCore {
 public:
  // The core of `grid`'s links with cell links (the searches' widest set of links).
  void build(const CandidateGrid& grid);

  // Whether `node` (an "on" node of a candidate) may lie on a cycle of four links or more.
  bool on_cycle(int node) const;
  // Whether `node` reaches its opposite by links.
  bool reaches_opposite(int node) const;

 private:
  const CandidateGrid* grid_ = nullptr;
  // Core candidates: member_[i] is a candidate (9 * cell + digit - 1), index_[candidate] its
  // member number or -1. Core node 2i is off(member i), 2i + 1 on(member i).
  std::array<std::int16_t, kCells * 9> index_{};
  std::vector<int> member_;
  // Per digit the cells whose candidate is in the core; per cell its core digits.
  std::array<CellSet, 9> core_cells_{};
  std::array<std::uint16_t, kCells> core_digits_{};
  // The links among core nodes: successors of i are edges_[first_edge_[i], first_edge_[i+1]).
  std::vector<int> first_edge_, edges_;
  // Components (numbered successors first) and their sizes.
  std::vector<int> component_, component_size_;
  // Per component the core members whose "on" node it reaches, `words_` words of 64.
  static constexpr int kMaxWords = (kCells * 9 + 63) / 64;
  int words_ = 0;
  std::vector<std::uint64_t> reach_;
  // Per candidate whether on(x) reaches off(x), once asked.
  static constexpr std::uint8_t kUnknown = 0, kNo = 1, kYes = 2;
  mutable std::array<std::uint8_t, kCells * 9> on_reaches_off_{};
  // Tarjan's search, without recursion.
  std::vector<int> order_, low_, stack_, calls_, next_edge_;

  void add_members(const CandidateGrid& grid);
  void link_members(const CandidateGrid& grid);
  void find_components();
  void close_reach();
  bool on_reaches_off(int node) const;
  const std::uint64_t* reach_of(int core_node) const {
    return &reach_[static_cast<std::size_t>(component_[core_node]) * words_];
  }
};

}  // namespace nonet
