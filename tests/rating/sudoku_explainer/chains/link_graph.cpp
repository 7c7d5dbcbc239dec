#include "link_graph.hpp"

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
  causes.clear();
  auto link = [&](int node, int cause) {
    edges.push_back(live[node]);
    causes.push_back(static_cast<std::int8_t>(cause));
  };
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const int n = nodes[i];
    const int cell = implication_cell(n), digit = implication_digit(n);
    const auto bit = static_cast<std::uint16_t>(digit_bit(digit));
    if (n & 1) {
      if (cell_links) {
        for (std::uint16_t bits = grid.candidates(cell) & ~bit; bits; bits &= bits - 1) {
          link(implication_node(cell, std::countr_zero(bits) + 1, false), kCellLink);
        }
      }
      // House cells are in ascending order, so a set's ascending walk is the house's order.
      const CellSet& with = grid.cells_with(digit);
      const int box = box_house(cell);
      (with & kTables.house_set[box]).without(CellSet::of(cell)).for_each([&](int other) {
        link(implication_node(other, digit, false), box);
      });
      for (int house : {row_house(cell), column_house(cell)}) {
        (with & kTables.house_set[house]).without(kTables.house_set[box]).for_each([&](int other) {
          link(implication_node(other, digit, false), house);
        });
      }
    } else {
      if (cell_links && grid.candidate_count(cell) == 2) {
        const int other = std::countr_zero(static_cast<unsigned>(grid.candidates(cell) & ~bit)) + 1;
        link(implication_node(cell, other, true), kCellLink);
      }
      std::array<int, 3> places{};
      int count = 0;
      for (int house : {box_house(cell), row_house(cell), column_house(cell)}) {
        const auto others = static_cast<std::uint16_t>(grid.place_mask(house, digit) &
                                                       ~(1u << place_in(cell, house)));
        if (std::popcount(others) != 1) continue;
        const int place = house_cells(house)[std::countr_zero(others)];
        bool repeated = false;
        for (int k = 0; k < count; ++k) repeated |= places[k] == place;
        if (repeated) continue;
        places[count++] = place;
        link(implication_node(place, digit, true), house);
      }
    }
    first_edge[i + 1] = static_cast<int>(edges.size());
  }
}

}  // namespace nonet
