#include "rating/sudoku_explainer/chains/implication.hpp"

#include <algorithm>
#include <bit>

#include "rating/sudoku_explainer/chains/nested.hpp"

namespace nonet {

namespace {

// Up to 9 parents per node: the one that fired the link and up to 8 removed candidates.
struct Parents {
  std::array<std::uint16_t, 9> node{};
  int count = 0;
  void push(int n) { node[count++] = static_cast<std::uint16_t>(n); }
};

}  // namespace

void Outcome::add(int n) {
  member_[n >> 6] |= std::uint64_t{1} << (n & 63);
  order_[size_++] = static_cast<std::uint16_t>(n);
}

// The working state of one propagation (queues and the working grid), on the stack.
class Propagation final : public ChainRuleSink {
 public:
  Propagation(Outcome& out, const CandidateGrid& grid, ImplicationRules rules)
      : out_(out), grid_(grid), rules_(rules), places_(grid) {
    for (int cell = 0; cell < kCells; ++cell) work_[cell] = grid.candidates(cell);
  }

  void run(int start) {
    keep(start, Parents{}, -1);
    advance(0);
  }

  // Goes on from where the outcome stopped at the level below: the working grid lacks every
  // "off" node (all were followed), and the techniques of that level found nothing there.
  void resume() {
    if (rules_.dynamic) {
      for (int i = 0; i < out_.size(); ++i) {
        if (!(out_.at(i) & 1)) remove_from_work(out_.at(i));
      }
    }
    advance(rules_.level - 1);
  }

  // Follows the links until they stop, then looks for techniques on the working grid (from
  // level 1 on) and follows what they eliminate, until nothing more follows. The techniques of
  // levels up to `known_empty` are known to find nothing where the links stop first.
  void advance(int known_empty) {
    while (true) {
      if (on_head_ < on_tail_) {
        if (!follow_on(on_queue_[on_head_++])) return;
        continue;
      }
      if (off_head_ < off_tail_) {
        if (!follow_off(off_queue_[off_head_++])) return;
        continue;
      }
      if (rules_.level == 0) return;
      if (known_empty < 1 && find_chain_rule_eliminations(grid_, work_, places_, *this)) {
        continue;
      }
      if (rules_.level < 2 ||
          !find_nested_chain_eliminations(grid_, work_, rules_, *this, known_empty >= 2)) {
        return;
      }
      known_empty = 0;
    }
  }

  // An elimination of a technique on the working grid: each removal not yet known is kept,
  // with the removals the technique relied on as its parents. As in Sudoku Explainer, it is
  // not checked against the "on" nodes here; a later link finds the clash.
  void eliminate(ChainRule rule, std::span<const std::uint16_t> removed,
                 std::span<const std::uint16_t> parents, const NestedChain* nested) override {
    const auto begin = static_cast<std::uint32_t>(out_.pool_.size());
    bool shared = false;  // the parents are written once, for the first new node
    std::uint16_t nested_index = Outcome::kNoNested;
    for (const std::uint16_t n : removed) {
      if (out_.has(n)) continue;
      if (!shared) {
        out_.pool_.insert(out_.pool_.end(), parents.begin(), parents.end());
        if (nested != nullptr) {
          nested_index = static_cast<std::uint16_t>(out_.nested_.size());
          out_.nested_.push_back(*nested);
        }
        shared = true;
      }
      out_.node_[n] = {.parent_begin = begin,
                       .parent_count = static_cast<std::uint16_t>(parents.size()),
                       .nested_of = nested_index,
                       .cause = rule,
                       .link_house = -1};
      enqueue(n);
    }
  }

 private:
  Outcome& out_;
  const CandidateGrid& grid_;
  ImplicationRules rules_;
  std::array<std::uint16_t, kCells> work_{};
  // The working grid's places of each digit in each house (masks over the house's places).
  WorkingPlaces places_;
  // Filled before read: left uninitialised (a propagation is on the hot path).
  std::array<std::uint16_t, kImplicationNodes> on_queue_;
  std::array<std::uint16_t, kImplicationNodes> off_queue_;
  int on_head_ = 0, on_tail_ = 0, off_head_ = 0, off_tail_ = 0;

  std::uint32_t write_parents(const Parents& parents) {
    const auto begin = static_cast<std::uint32_t>(out_.pool_.size());
    out_.pool_.insert(out_.pool_.end(), parents.node.begin(), parents.node.begin() + parents.count);
    return begin;
  }

  // Keeps a node made by a link (`house`: the house an "on" was the last place of, -1 else).
  void keep(int n, const Parents& parents, int house) {
    out_.node_[n] = {.parent_begin = write_parents(parents),
                     .parent_count = static_cast<std::uint16_t>(parents.count),
                     .nested_of = Outcome::kNoNested,
                     .cause = ChainRule::link,
                     .link_house = static_cast<std::int8_t>(house)};
    enqueue(n);
  }

  void enqueue(int n) {
    out_.add(n);
    if (n & 1)
      on_queue_[on_tail_++] = static_cast<std::uint16_t>(n);
    else
      off_queue_[off_tail_++] = static_cast<std::uint16_t>(n);
  }

  // Records that `implied` (with `parents`) contradicts the kept node `implied ^ 1`.
  void conflict(int implied, const Parents& parents, int house) {
    out_.conflict_kept_ = implied ^ 1;
    out_.conflict_house_ = house;
    out_.conflict_parent_begin_ = write_parents(parents);
    out_.conflict_parent_count_ = parents.count;
  }

  // Returns false on a contradiction.
  bool imply(int n, const Parents& parents, int house) {
    if (out_.has(n ^ 1)) {
      conflict(n, parents, house);
      return false;
    }
    if (!out_.has(n)) keep(n, parents, house);
    return true;
  }

  bool follow_on(int p) {
    const int cell = implication_cell(p), digit = implication_digit(p);
    Parents parents;
    parents.push(p);
    if (rules_.cell_links) {
      for (std::uint16_t bits = work_[cell] & ~digit_bit(digit); bits; bits &= bits - 1) {
        if (!imply(implication_node(cell, std::countr_zero(bits) + 1, false), parents, -1)) {
          return false;
        }
      }
    }
    const auto& houses = cell_houses(cell);
    const auto& place = kTables.place_in_house[cell];
    const int box = houses[kBoxSlot];
    for (std::uint16_t bits = places_(box, digit) & ~(1u << place[kBoxSlot]); bits;
         bits &= bits - 1) {
      const int other = house_cells(box)[std::countr_zero(bits)];
      if (!imply(implication_node(other, digit, false), parents, -1)) return false;
    }
    for (int k : {kRowSlot, kColumnSlot}) {
      // The line's places outside the box: the box holds the three around the cell's place.
      const auto outside_box = static_cast<std::uint16_t>(~(07u << (3 * (place[k] / 3))));
      for (std::uint16_t bits = places_(houses[k], digit) & outside_box; bits; bits &= bits - 1) {
        const int other = house_cells(houses[k])[std::countr_zero(bits)];
        if (!imply(implication_node(other, digit, false), parents, -1)) return false;
      }
    }
    return true;
  }

  // Dynamic chains: an "off" node leaves the working grid once followed.
  void remove_from_work(int off) {
    const int cell = implication_cell(off), digit = implication_digit(off);
    const auto bit = static_cast<std::uint16_t>(digit_bit(digit));
    if (!(work_[cell] & bit)) return;
    work_[cell] &= static_cast<std::uint16_t>(~bit);
    places_.remove(cell, digit);
  }

  bool follow_off(int p) {
    const int cell = implication_cell(p), digit = implication_digit(p);
    const std::uint16_t bit = static_cast<std::uint16_t>(digit_bit(digit));
    // The "on" nodes this "off" implies, found on the grid before it is removed.
    std::array<int, 4> implied{};
    std::array<int, 4> implied_house{};
    std::array<Parents, 4> implied_parents{};
    int count = 0;
    auto add_implied = [&](int n, int house) -> Parents* {
      for (int i = 0; i < count; ++i) {
        if (implied[i] == n) return nullptr;
      }
      implied[count] = n;
      implied_house[count] = house;
      implied_parents[count] = Parents{};
      implied_parents[count].push(p);
      return &implied_parents[count++];
    };
    if (rules_.cell_links && std::popcount(work_[cell]) == 2) {
      const int other = std::countr_zero(static_cast<unsigned>(work_[cell] & ~bit)) + 1;
      if (Parents* parents = add_implied(implication_node(cell, other, true), -1)) {
        const std::uint16_t removed = grid_.candidates(cell) & ~work_[cell];
        for (std::uint16_t bits = removed; bits; bits &= bits - 1) {
          parents->push(implication_node(cell, std::countr_zero(bits) + 1, false));
        }
      }
    }
    for (int k : kBoxFirst) {
      const int house = cell_houses(cell)[k];
      const int self = kTables.place_in_house[cell][k];
      const auto others = static_cast<std::uint16_t>(places_(house, digit) & ~(1u << self));
      if (std::popcount(others) != 1) continue;
      const int place = house_cells(house)[std::countr_zero(others)];
      if (Parents* parents = add_implied(implication_node(place, digit, true), house)) {
        // The places the working grid lost in this house (at most 7 besides the two).
        for (std::uint16_t lost = grid_.place_mask(house, digit) & ~places_(house, digit); lost;
             lost &= lost - 1) {
          parents->push(implication_node(house_cells(house)[std::countr_zero(lost)], digit, false));
        }
      }
    }
    if (rules_.dynamic) remove_from_work(p);
    for (int i = 0; i < count; ++i) {
      if (!imply(implied[i], implied_parents[i], implied_house[i])) return false;
    }
    return true;
  }
};

void Outcome::propagate(const CandidateGrid& grid, int start, ImplicationRules rules) {
  member_.fill(0);
  size_ = 0;
  pool_.clear();
  nested_.clear();
  conflict_kept_ = -1;
  conflict_parent_count_ = 0;
  Propagation propagation(*this, grid, rules);
  propagation.run(start);
}

void Outcome::resume(const CandidateGrid& grid, ImplicationRules rules) {
  // A contradiction ends every level alike.
  if (contradiction()) return;
  Propagation propagation(*this, grid, rules);
  propagation.resume();
}

DerivationWalk& derivation_walk() {
  thread_local DerivationWalk walk;
  return walk;
}

int conflict_roots(const Outcome& outcome, std::array<int, 16>& roots) {
  const int count = std::min(outcome.conflict_parents(), 16);
  for (int i = 0; i < count; ++i) roots[i] = outcome.conflict_parent(i);
  return count;
}

int ancestor_count(const Outcome& outcome, int n) {
  return derivation_walk().visit(outcome, &n, 1, [](int) {});
}

int conflict_ancestor_count(const Outcome& outcome) {
  // The conflicting node itself is not kept: it counts once on top of its parents' ancestors.
  std::array<int, 16> roots{};
  const int count = conflict_roots(outcome, roots);
  return 1 + derivation_walk().visit(outcome, roots.data(), count, [](int) {});
}

void ChainComplexity::count_nested(const Outcome& outcome, int n) {
  const NestedChain* nested = outcome.nested(n);
  if (nested == nullptr) return;
  for (int i = 0; i < seen_count_; ++i) {
    if (seen_[i] == nested->signature) return;
  }
  if (seen_count_ < static_cast<int>(seen_.size())) seen_[seen_count_++] = nested->signature;
  nested_ += nested->complexity;
}

void ChainComplexity::add(const Outcome& outcome, int target) {
  flat_ += derivation_walk().visit(outcome, &target, 1, [&](int n) { count_nested(outcome, n); });
}

void ChainComplexity::add_conflict(const Outcome& outcome) {
  std::array<int, 16> roots{};
  const int count = conflict_roots(outcome, roots);
  flat_ += 1 + derivation_walk().visit(outcome, roots.data(), count,
                                       [&](int n) { count_nested(outcome, n); });
}

}  // namespace nonet
