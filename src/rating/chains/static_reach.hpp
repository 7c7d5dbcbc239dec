// Which "on" assumptions can reach which nodes by static links (the links of a propagation
// with ImplicationRules::dynamic off: they read the grid as it is, so they form one fixed
// graph), all assumptions at once. A static propagation stops at its first contradiction, so
// what it keeps is a part of what its assumption reaches here: when the reach of a cell's or
// a region's assumptions has no node in common, neither have their propagations, and a
// forcing-chain search need not propagate them to know they conclude nothing.
//
// Worked out on the core of strong links (strong_core.hpp): on(x) reaches itself, the "off"
// nodes it sees, and what the core reaches from those of them in the core (its "on" nodes and
// the "off" nodes each of those sees).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "rating/board/candidate_grid.hpp"
#include "rating/chains/strong_core.hpp"

namespace nonet {

class StaticReach {
 public:
  // The reach on `grid` (cell links as ImplicationRules::cell_links).
  void build(const CandidateGrid& grid, bool cell_links);

  // Whether the assumptions "`cells[i]` holds `digit`" (i < count), or with `digit` 0 every
  // candidate of cells[0], reach some node together.
  bool may_share(const int* cells, int count, int digit) const;

 private:
  // A set of nodes: per digit the cells of its "on" nodes and of its "off" nodes.
  struct NodeSet {
    std::array<CellSet, 9> on, off;
    NodeSet& operator|=(const NodeSet& other);
    NodeSet& operator&=(const NodeSet& other);
    bool empty() const;
    bool meets(const NodeSet& other) const;  // whether the two have a node in common
  };

  const CandidateGrid* grid_ = nullptr;
  StrongCore core_;
  std::vector<NodeSet> reach_;  // per core component: the nodes it reaches
  // Per candidate what its "on" node reaches, once asked (a candidate is a branch of its cell
  // and of up to three regions): valid when its stamp is the build's.
  mutable std::vector<NodeSet> on_reach_ = std::vector<NodeSet>(kCells * 9);
  mutable std::array<std::uint32_t, kCells * 9> on_reach_stamp_{};
  std::uint32_t stamp_ = 0;

  // Adds on(cell, digit) and the "off" nodes it sees.
  void add_on(int cell, int digit, NodeSet& set) const;
  const NodeSet& reach_of_on(int cell, int digit) const;
};

}  // namespace nonet
