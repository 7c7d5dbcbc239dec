// The basic techniques that Sudoku Explainer's dynamic forcing chains (+) apply inside a
// chain: when the links stop, pointing and claiming, hidden pairs, naked pairs and X-wings
// are looked for on the chain's working grid (the grid with the chain's "off" candidates
// removed). An elimination that holds only because of the chain becomes one more "off" node,
// whose parents are the removals it relied on.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "rating/board/candidate_grid.hpp"

namespace nonet {

// Which technique made an elimination inside a chain (Outcome::cause): the basic ones of
// dynamic forcing chains (+), and the chains of nested forcing chains.
enum class ChainRule : std::uint8_t {
  link,
  locking,
  hidden_pair,
  naked_pair,
  x_wing,
  forcing_chain,           // a cycle or forcing chain (6.5-7.x) on the working grid
  multiple_forcing_chain,  // cell or region forcing chains on the working grid
  dynamic_forcing_chain,   // dynamic forcing chains (maybe nested themselves)
};

// A chain used inside another: its complexity (it adds to the outer chain's) and a
// signature of its nodes (a chain used twice counts once).
struct NestedChain {
  int complexity = 0;
  std::uint64_t signature = 0;
};

// Receives the eliminations of one instance of a technique: the "off" nodes it removes, in
// Sudoku Explainer's order, the "off" nodes (removals of the chain) it relies on and, for a
// chain, the chain.
class ChainRuleSink {
 public:
  virtual void eliminate(ChainRule rule, std::span<const std::uint16_t> removed,
                         std::span<const std::uint16_t> parents, const NestedChain* nested) = 0;

 protected:
  ~ChainRuleSink() = default;
};

// Writes the nodes "off" for `digits[i]` in `cells[i]` (i < count) in the order a
// java.util.HashMap keyed by cell index gives them (by index modulo its capacity, ties in the
// order given), digits ascending; returns how many. Sudoku Explainer keeps eliminations in
// such maps, and that order decides which derivation of a later node is kept.
int hash_map_order(const std::uint8_t* cells, const std::uint16_t* digits, int count,
                   std::uint16_t* nodes);

// The places of each digit in each house (masks over the house's 9 places), by digit - 1.
using HousePlaces = std::array<std::array<std::uint16_t, 9>, kHouses>;

// A chain's working grid's places, and which of them the chain took away from its source
// grid: kept up to date candidate by candidate as the chain removes them, so the techniques
// need not compare the two grids each time they look.
struct WorkingPlaces {
  HousePlaces places{};
  // Per house the digits that lost places there (bit digit - 1), per digit - 1 those houses.
  std::array<std::uint16_t, kHouses> lost{};
  std::array<std::uint32_t, 9> lost_houses{};

  explicit WorkingPlaces(const CandidateGrid& source);
  // The places of `work`, a working copy of `source`.
  WorkingPlaces(const CandidateGrid& source, const std::array<std::uint16_t, kCells>& work);
  std::uint16_t operator()(int house, int digit) const { return places[house][digit - 1]; }
  // Takes `digit` out of `cell`, which holds it.
  void remove(int cell, int digit);
};

// Tries the techniques in Sudoku Explainer's order on `work` (candidates per cell, the chain's
// working copy of `source`; `places` its places); the first one with an instance that relies
// on the chain gives all such instances to `sink`. Returns whether one did.
bool find_chain_rule_eliminations(const CandidateGrid& source,
                                  const std::array<std::uint16_t, kCells>& work,
                                  const WorkingPlaces& places, ChainRuleSink& sink);
// The same, with the places worked out from `work`.
bool find_chain_rule_eliminations(const CandidateGrid& source,
                                  const std::array<std::uint16_t, kCells>& work,
                                  ChainRuleSink& sink);

}  // namespace nonet
