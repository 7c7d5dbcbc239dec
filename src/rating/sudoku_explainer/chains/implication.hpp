// The implication engine behind Sudoku Explainer's forcing chains (Nishio, multiple and
// dynamic): from an assumption ("this candidate is on" or "off"), every candidate that must be
// on or off follows, each with the links that made it so (its parents), until nothing more
// follows or one candidate would have to be both.
//
//   on -> off: the digit leaves the cell's peers (box, then row, then column) and, with cell
//              links, the other digits leave the cell;
//   off -> on: a cell left with two digits puts the other one on (cell links), a house left
//              with one other place for the digit puts it on.
// From level 1 on, when nothing more follows, techniques are looked for on the working grid and
// their eliminations are followed in turn: basic ones (level 1, dynamic forcing chains (+),
// rules.hpp), then chains (levels 2-4, nested forcing chains, nested.hpp).
// "Static" chains read the links off the grid as it is; "dynamic" chains remove every "off"
// candidate from a working copy, so later links see the reduced grid, and a link that relied
// on removed candidates names them as extra parents. An "on" is followed through before the
// next "off" (the order decides which derivation of a candidate is kept, hence the lengths).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "rating/board/candidate_grid.hpp"
#include "rating/board/length_penalty.hpp"
#include "rating/board/memory.hpp"
#include "rating/sudoku_explainer/chains/rules.hpp"

namespace nonet {

// A node: 2 * (9 * cell + digit - 1) + (1 when on).
inline constexpr int kImplicationNodes = 2 * 9 * kCells;
constexpr int implication_node(int cell, int digit, bool on) {
  return 2 * (9 * cell + digit - 1) + (on ? 1 : 0);
}
constexpr int implication_cell(int n) {
  return n / 18;
}
constexpr int implication_digit(int n) {
  return (n / 2) % 9 + 1;
}

// Sudoku Explainer's chaining levels: what is looked for inside a chain when its links stop.
//   0: nothing; 1: pointing, claiming, hidden and naked pairs, X-wings (dynamic forcing chains
//   (+), 9.0); 2: and cycles and forcing chains (9.5); 3: and multiple forcing chains (10.0);
//   4: the basic ones and dynamic forcing chains of level `nesting` (10.5).
struct ImplicationRules {
  bool dynamic = false;    // links read off the reduced working grid
  bool cell_links = true;  // Y-links (Nishio chains use houses only)
  std::uint8_t level = 0;
  std::uint8_t nesting = 0;  // level of the chains inside, at level 4
  // Where the searches keep their caches and working objects (the path's; rating/board/
  // memory.hpp): needed by the forcing-chain searches and by the chains nested in a chain.
  Memory* memory = nullptr;
};

// Everything one assumption implies, in the order found, with each node's parents.
class Outcome {
 public:
  static constexpr int kWords = (kImplicationNodes + 63) / 64;
  bool has(int n) const { return (member_[n >> 6] >> (n & 63)) & 1; }
  // Its nodes as a set: bit n % 64 of word n / 64.
  const std::array<std::uint64_t, kWords>& members() const { return member_; }
  int size() const { return size_; }
  int at(int i) const { return order_[i]; }
  int parent_count(int n) const { return node_[n].parent_count; }
  int parent(int n, int i) const { return pool_[node_[n].parent_begin + i]; }
  // What made the node: a link, or a technique inside the chain (its parents are then the
  // removals it relied on).
  ChainRule cause(int n) const { return node_[n].cause; }
  // An "on" node made by a link: the house it was the last place of, or -1 when it was its
  // cell's last digit (and for the assumption).
  int link_house(int n) const { return node_[n].link_house; }
  // The chain behind a node made by a chain inside the chain, or nullptr.
  const NestedChain* nested(int n) const {
    return node_[n].nested_of == kNoNested ? nullptr : &nested_[node_[n].nested_of];
  }
  // A contradiction: `conflict_kept` is in the outcome, its opposite `conflict_node()` was
  // implied as well (its parents are those of the slot kConflictSlot).
  bool contradiction() const { return conflict_kept_ >= 0; }
  int conflict_kept() const { return conflict_kept_; }
  int conflict_parents() const { return conflict_parent_count_; }
  int conflict_parent(int i) const { return pool_[conflict_parent_begin_ + i]; }
  // link_house() of the conflicting node.
  int conflict_house() const { return conflict_house_; }

  // Fills the outcome of `start` on `grid` (one node, on or off).
  void propagate(const CandidateGrid& grid, int start, ImplicationRules rules);
  // Carries the outcome that propagate() (or resume()) left on `grid` at `rules.level - 1` on
  // to `rules.level` (1-3; the other rules the same). Each level looks for more where the one
  // before stopped, so this is propagate() at `rules.level` without doing the earlier levels'
  // work again.
  void resume(const CandidateGrid& grid, ImplicationRules rules);

 private:
  std::array<std::uint64_t, kWords> member_{};
  std::array<std::uint16_t, kImplicationNodes> order_{};
  static constexpr std::uint16_t kNoNested = 0xFFFF;
  // Parents of the nodes, back to back (the eliminations of one technique share one list);
  // one more list for a contradiction. Kept between propagations: it grows once.
  // What is known of each node kept, together: a propagation writes it in one place, a
  // derivation walk reads it from one.
  struct Node {
    std::uint32_t parent_begin = 0;
    std::uint16_t parent_count = 0;
    std::uint16_t nested_of = kNoNested;
    ChainRule cause = ChainRule::link;
    std::int8_t link_house = -1;
  };
  std::array<Node, kImplicationNodes> node_{};
  std::vector<NestedChain> nested_;
  std::vector<std::uint16_t> pool_;
  int size_ = 0;
  int pool_size_ = 0;
  int conflict_kept_ = -1;
  int conflict_parent_begin_ = 0;
  int conflict_parent_count_ = 0;
  int conflict_house_ = -1;

  void add(int n);
  friend class Propagation;
};

// Visits every node of the derivations of some roots once (the roots, their parents, theirs,
// ...), in no particular order. One per thread: derivation_walk() (a scratch of visit marks;
// walks never overlap, and nothing is kept from one to the next).
class DerivationWalk {
 public:
  // Returns how many nodes were visited.
  template <typename Visit>
  int visit(const Outcome& outcome, const int* roots, int root_count, Visit visit) {
    const std::uint32_t mark = next_mark();
    int top = 0, counted = 0;
    for (int i = 0; i < root_count; ++i) push(roots[i], mark, top);
    while (top > 0) {
      const int n = stack_[--top];
      ++counted;
      visit(n);
      for (int i = 0; i < outcome.parent_count(n); ++i) push(outcome.parent(n, i), mark, top);
    }
    return counted;
  }

 private:
  std::array<std::uint32_t, kImplicationNodes> seen_{};
  std::uint32_t mark_ = 0;
  std::array<std::uint16_t, kImplicationNodes> stack_{};

  std::uint32_t next_mark() {
    if (++mark_ == 0) {
      seen_.fill(0);
      mark_ = 1;
    }
    return mark_;
  }
  void push(int n, std::uint32_t mark, int& top) {
    if (seen_[n] == mark) return;
    seen_[n] = mark;
    stack_[top++] = static_cast<std::uint16_t>(n);
  }
};
DerivationWalk& derivation_walk();
// The parents of a contradiction's conflicting node (not kept in the outcome): the roots of its
// derivation. Returns how many (a link has at most 9).
int conflict_roots(const Outcome& outcome, std::array<int, 16>& roots);

// Sudoku Explainer's chain "complexity" of a node: how many distinct nodes its derivation
// holds, itself included.
int ancestor_count(const Outcome& outcome, int n);
// The same for the conflicting node of a contradiction (not kept in the outcome).
int conflict_ancestor_count(const Outcome& outcome);

// The complexity of a conclusion drawn from one or more derivations (its targets): their
// distinct nodes, each derivation counted on its own, plus the complexity of every distinct
// chain used inside them (nested forcing chains), as Sudoku Explainer counts it.
class ChainComplexity {
 public:
  void add(const Outcome& outcome, int target);
  void add_conflict(const Outcome& outcome);  // the conflicting node of a contradiction
  int total() const { return flat_ + nested_; }

 private:
  int flat_ = 0;
  int nested_ = 0;
  std::array<std::uint64_t, 256> seen_{};  // signatures of the nested chains counted
  int seen_count_ = 0;
  void count_nested(const Outcome& outcome, int n);
};

}  // namespace nonet
