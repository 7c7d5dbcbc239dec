// The basic techniques that Sudoku Explainer's dynamic forcing chains (+) apply inside a
// chain: when the links stop, pointing and claiming, hidden pairs, naked pairs and X-wings
// are looked for on the chain's working grid (the grid with the chain's "off" candidates
// removed). An elimination that holds only because of the chain becomes one more "off" node,
// whose parents are the removals it relied on.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "rating/candidate_grid.hpp"

namespace nonet {

// Which technique made an elimination inside a chain (Outcome::cause).
enum class ChainRule : std::uint8_t { link, locking, hidden_pair, naked_pair, x_wing };

// Receives the eliminations of one instance of a technique: the "off" nodes it removes, in
// Sudoku Explainer's order, and the "off" nodes (removals of the chain) it relies on.
class ChainRuleSink {
 public:
  virtual void eliminate(ChainRule rule, std::span<const std::uint16_t> removed,
                         std::span<const std::uint16_t> parents) = 0;

 protected:
  ~ChainRuleSink() = default;
};

// Tries the techniques in Sudoku Explainer's order on `work` (candidates per cell, the chain's
// working copy of `source`); the first one with an instance that relies on the chain gives
// all such instances to `sink`. Returns whether one did.
bool find_chain_rule_eliminations(const CandidateGrid& source,
                                  const std::array<std::uint16_t, kCells>& work,
                                  ChainRuleSink& sink);

}  // namespace nonet
