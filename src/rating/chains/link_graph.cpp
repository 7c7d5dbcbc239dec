#include "rating/chains/link_graph.hpp"

#include <bit>

namespace nonet {

void LinkGraph::build(const CandidateGrid& grid, bool cell_links) {
  live.fill(-1);
  nodes.clear();
  grid.empty_cells().for_each([&](int cell) {
    for (std::uint16_t bits = grid.candidates(cell); bits; bits &= bits - 1) {
      const int off = implication_node(cell, std::countr_zero(bits) + 1, false);
      live[off] = static_cast<std::int16_t>(nodes.size());
      nodes.push_back(off);
      live[off + 1] = static_cast<std::int16_t>(nodes.size());
      nodes.push_back(off + 1);
    }
  });
  first_edge.assign(nodes.size() + 1, 0);
  edges.clear();
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const int n = nodes[i];
    const int cell = implication_cell(n), digit = implication_digit(n);
    const auto bit = static_cast<std::uint16_t>(digit_bit(digit));
    if (n & 1) {
      if (cell_links) {
        for (std::uint16_t bits = grid.candidates(cell) & ~bit; bits; bits &= bits - 1) {
          edges.push_back(live[implication_node(cell, std::countr_zero(bits) + 1, false)]);
        }
      }
      (kTables.peers[cell] & grid.cells_with(digit)).for_each([&](int other) {
        edges.push_back(live[implication_node(other, digit, false)]);
      });
    } else {
      if (cell_links && grid.candidate_count(cell) == 2) {
        const int other = std::countr_zero(static_cast<unsigned>(grid.candidates(cell) & ~bit)) + 1;
        edges.push_back(live[implication_node(cell, other, true)]);
      }
      for (int house : {box_house(cell), row_house(cell), column_house(cell)}) {
        const auto others = static_cast<std::uint16_t>(grid.place_mask(house, digit) &
                                                       ~(1u << place_in(cell, house)));
        if (std::popcount(others) != 1) continue;
        const int place = kTables.house_cells[house][std::countr_zero(others)];
        edges.push_back(live[implication_node(place, digit, true)]);
      }
    }
    first_edge[i + 1] = static_cast<int>(edges.size());
  }
}

}  // namespace nonet
