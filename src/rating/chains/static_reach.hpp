// Which "on" assumptions can reach which nodes by static links (the links of a propagation
// with ImplicationRules::dynamic off: they read the grid as it is, so they form one fixed
// graph), all assumptions at once. A static propagation stops at its first contradiction, so
// what it keeps is a part of what its assumption reaches here: when the reach of a cell's or
// a region's assumptions has no node in common, neither have their propagations, and a
// forcing-chain search need not propagate them to know they conclude nothing.
#pragma once

#include <cstdint>
#include <vector>

#include "rating/board/candidate_grid.hpp"
#include "rating/chains/link_components.hpp"

namespace nonet {

class StaticReach {
 public:
  // The closure on `grid` (cell links as ImplicationRules::cell_links).
  void build(const CandidateGrid& grid, bool cell_links);

  // Whether the assumptions "`cells[i]` holds `digit`" (i < count), or with `digit` 0 every
  // candidate of cells[0], reach some node together.
  bool may_share(const int* cells, int count, int digit) const;

 private:
  // The nodes each component reaches (a node reaches what its component does): 64 a word.
  LinkComponents components_;
  int words_ = 0;
  std::vector<std::uint64_t> reach_;
};

}  // namespace nonet
