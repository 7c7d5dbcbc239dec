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
#include "rating/sudoku_explainer/chains/candidate_bits.hpp"
#include "rating/sudoku_explainer/chains/strong_core.hpp"

namespace nonet {

class StaticReach {
 public:
  // The reach on `grid` (cell links as ImplicationRules::cell_links).
  void build(const CandidateGrid& grid, bool cell_links);

  // Whether the assumptions "`cells[i]` holds `digit`" (i < count), or with `digit` 0 every
  // candidate of cells[0], reach some node together.
  bool may_share(const int* cells, int count, int digit) const;

 private:
  // A set of nodes is a row of bits over the grid's candidates (candidate_bits.hpp): "on"
  // nodes first, then "off" nodes. A grid of the hardest puzzles has at most 256 candidates,
  // and then a set is one cache line (kSmall words), where a set of cells per digit and kind
  // took five; others take kLarge words.
  static constexpr int kSmall = 8;
  static constexpr int kLarge = (2 * kCells * 9 + 63) / 64 + 1;  // a whole number of lines
  struct alignas(64) Line {
    std::uint64_t words[8];
  };

  const CandidateGrid* grid_ = nullptr;
  StrongCore core_;
  CandidateBits numbers_;
  int words_ = kSmall;       // kSmall or kLarge
  std::vector<Line> reach_;  // per core component: the nodes it reaches
  // Per candidate what its "on" node reaches, once asked (a candidate is a branch of its cell
  // and of up to three regions): valid when its stamp is the build's.
  mutable std::vector<Line> on_reach_ = std::vector<Line>(kCells * 9 * (kLarge / 8));
  mutable std::array<std::uint32_t, kCells * 9> on_reach_stamp_{};
  std::uint32_t stamp_ = 0;

  std::uint64_t* set(std::vector<Line>& sets, int index) const {
    return sets[static_cast<std::size_t>(index) * (words_ / 8)].words;
  }
  const std::uint64_t* set(const std::vector<Line>& sets, int index) const {
    return sets[static_cast<std::size_t>(index) * (words_ / 8)].words;
  }
  // Adds on(cell, digit) and the "off" nodes it sees to `set`.
  void add_on(int cell, int digit, std::uint64_t* set) const;
  const std::uint64_t* reach_of_on(int cell, int digit) const;
  template <int Words>
  bool share(const std::uint64_t* const* sets, int count) const;
};

}  // namespace nonet
