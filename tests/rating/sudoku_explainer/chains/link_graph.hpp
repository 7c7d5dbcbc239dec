// The tests' reference for the chain searches (rating/sudoku_explainer/chains): the static links
// between a grid's candidates (those of a propagation with ImplicationRules::dynamic off, which
// read the grid as it is) as one graph: each candidate's "off" and "on" node numbered densely,
// successors back to back, each with its cause (the cell, or the house it links in), in the order
// Sudoku Explainer's chain searches follow them:
//   on -> off: with cell links the cell's other digits, then the digit's other places in the
//              box, then in the row and in the column outside the box;
//   off -> on: with cell links the cell's other digit when it has two, then a house's other
//              place when it has two (box, row, column; a place found twice is given once).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "rating/board/candidate_grid.hpp"
#include "rating/sudoku_explainer/chains/implication.hpp"

namespace nonet {

struct LinkGraph {
  static constexpr std::int8_t kCellLink = -1;  // the cause of a link within a cell

  std::array<std::int16_t, kImplicationNodes> live{};  // dense number of a node, or -1
  std::vector<int> nodes;              // the node of each dense number: off, then on, per candidate
  std::vector<int> first_edge, edges;  // successors of i: edges[first_edge[i], first_edge[i + 1])
  std::vector<std::int8_t> causes;     // per edge: kCellLink or the house

  void build(const CandidateGrid& grid, bool cell_links);
  int size() const { return static_cast<int>(nodes.size()); }
};

}  // namespace nonet
