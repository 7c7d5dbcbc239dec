// Which "on" assumptions can reach which nodes by static links (the links of a propagation
// with ImplicationRules::dynamic off: they read the grid as it is, so they form one fixed
// graph), all assumptions at once. A static propagation stops at its first contradiction, so
// what it keeps is a part of what its assumption reaches here: when the reach of a cell's or
// a region's assumptions has no node in common, neither have their propagations, and a
// forcing-chain search need not propagate them to know they conclude nothing.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "rating/board/candidate_grid.hpp"
#include "rating/chains/implication.hpp"
#include "rating/chains/link_graph.hpp"

namespace nonet {

class StaticReach {
 public:
  // The closure on `grid` (cell links as ImplicationRules::cell_links).
  void build(const CandidateGrid& grid, bool cell_links);

  // Whether the assumptions "`cells[i]` holds `digit`" (i < count), or with `digit` 0 every
  // candidate of cells[0], reach some node together.
  bool may_share(const int* cells, int count, int digit) const;

 private:
  LinkGraph graph_;
  int words_ = 0;                                 // per assumption: live nodes, 64 a word
  int start_words_ = 0;                           // per node: assumptions, 64 a word
  std::array<std::int16_t, kCells * 9> start_{};  // assumption of a candidate, or -1
  std::vector<int> queue_;
  std::vector<std::uint8_t> queued_;
  std::vector<std::uint64_t> reached_by_;  // per live node: the assumptions reaching it
  std::vector<std::uint64_t> reach_;       // per assumption: the live nodes it reaches
};

}  // namespace nonet
