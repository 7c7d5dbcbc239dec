// The static links between a grid's candidates (those of a propagation with
// ImplicationRules::dynamic off, which read the grid as it is) as one graph: each candidate's
// "off" and "on" node numbered densely, successors back to back.
//   on -> off: the digit's other places in the cell's houses, and with cell links the cell's
//              other digits;
//   off -> on: a house's other place when it has two, and with cell links the cell's other
//              digit when it has two.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "rating/board/candidate_grid.hpp"
#include "rating/chains/implication.hpp"

namespace nonet {

struct LinkGraph {
  std::array<std::int16_t, kImplicationNodes> live{};  // dense number of a node, or -1
  std::vector<int> nodes;              // the node of each dense number: off, then on, per candidate
  std::vector<int> first_edge, edges;  // successors of i: edges[first_edge[i], first_edge[i + 1])

  void build(const CandidateGrid& grid, bool cell_links);
  int size() const { return static_cast<int>(nodes.size()); }
};

}  // namespace nonet
