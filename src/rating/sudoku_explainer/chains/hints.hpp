// Chains found on the working grid of another chain (Sudoku Explainer's nested forcing
// chains): every chain a technique finds there, as a "hint" with its rating, complexity,
// eliminations and the removals of the outer chain it relies on (its rule parents). The list
// is sorted and thinned as Sudoku Explainer does before the outer chain takes the
// eliminations in.
#pragma once

#include <cstdint>
#include <vector>

#include "rating/board/candidate_grid.hpp"
#include "rating/sudoku_explainer/chains/implication.hpp"
#include "rating/sudoku_explainer/chains/rules.hpp"

namespace nonet {

// Sudoku Explainer's difficulty of a chain as it computes it (a double: base plus 0.1 per
// length step, added one by one), which decides the order of hints of equal tenths.
double chain_difficulty(int base_tenths, int complexity);

// The hints found on one working grid, sorted and thinned as Sudoku Explainer does (by
// difficulty, complexity, sort key and order found; a hint that removes the same candidates as
// an earlier one is left out), ready to be given to an outer chain. It depends on the working
// grid alone: what a hint relies on is kept as every candidate the working grid lacks along its
// chain, and each outer chain keeps those its own starting grid has.
class HintSet {
 public:
  void clear();
  // Gives each hint that relies on `source` (has a parent there) to `sink`, its parents those
  // `source` has. Returns whether any did.
  bool emit(ChainRuleSink& sink, const CandidateGrid& source) const;

 private:
  friend class ChainHintList;
  struct Hint {
    ChainRule rule;
    int sort_key;
    double difficulty;
    int complexity;
    std::uint64_t signature;
    std::uint64_t removal_hash;
    int removed_begin, removed_count;
    int parents_begin, parents_count;
  };
  std::vector<Hint> hints_;
  std::vector<std::uint8_t> removed_cells_;
  std::vector<std::uint16_t> removed_digits_;
  std::vector<std::uint16_t> parents_;
  std::vector<int> order_;  // the hints to emit, sorted (set by sort())

  void sort();
  bool same_removals(const Hint& a, const Hint& b) const;
};

// Builds a HintSet: the searches on the working grid add their hints one by one.
class ChainHintList {
 public:
  void clear();
  // Starts a hint; then remove() and rely_on() fill it, finish() or drop() ends it.
  void begin(ChainRule rule, int sort_key);
  void remove(int cell, std::uint16_t digits);
  void rely_on(int cell, int digit);
  // The candidates missing from the working grid `work` in a cell (a cell's last digit), or in
  // a house for a digit (a house's last place): what an "on" node of the inner chain relied
  // on. All are kept, as HintSet expects; each outer chain keeps those its grid has.
  void rely_on_cell(const CandidateGrid& work, int cell);
  void rely_on_house(const CandidateGrid& work, int house, int digit);
  // Every removal an inner node's derivation relied on, "on" nodes made by links and the
  // assumption (with `root_house`: -2 none, -1 its cell, else a house).
  void rely_on_derivation(const CandidateGrid& work, const Outcome& outcome, int target,
                          int root_house);
  void rely_on_conflict(const CandidateGrid& work, const Outcome& outcome);
  void finish(double difficulty, int complexity, std::uint64_t signature);
  void drop();
  // Sorts and thins the hints found; the set is then ready to emit.
  HintSet& done();

 private:
  HintSet set_;
  std::vector<std::uint32_t> parent_mark_ = std::vector<std::uint32_t>(kImplicationNodes, 0);
  std::uint32_t mark_ = 0;

  void rely_on_node(const CandidateGrid& work, const Outcome& outcome, int n, int root_house);
};

// A signature of the derivations of a hint's targets (nested chains that are the same chain
// count once in an outer chain's complexity).
std::uint64_t derivation_signature(const Outcome& outcome, int target, std::uint64_t seed);
std::uint64_t conflict_signature(const Outcome& outcome, std::uint64_t seed);

}  // namespace nonet
