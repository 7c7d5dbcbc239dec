#include "rating/implication.hpp"

#include <bit>

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
      : out_(out), grid_(grid), rules_(rules) {
    for (int cell = 0; cell < kCells; ++cell) work_[cell] = grid.candidates(cell);
  }

  void run(int start) {
    keep(start, Parents{});
    while (true) {
      if (on_head_ < on_tail_) {
        if (!follow_on(on_queue_[on_head_++])) return;
        continue;
      }
      if (off_head_ < off_tail_) {
        if (!follow_off(off_queue_[off_head_++])) return;
        continue;
      }
      if (!rules_.plus || !find_chain_rule_eliminations(grid_, work_, *this)) return;
    }
  }

 private:
  Outcome& out_;
  const CandidateGrid& grid_;
  ImplicationRules rules_;
  std::array<std::uint16_t, kCells> work_{};
  std::array<std::uint16_t, kImplicationNodes> on_queue_{};
  std::array<std::uint16_t, kImplicationNodes> off_queue_{};
  int on_head_ = 0, on_tail_ = 0, off_head_ = 0, off_tail_ = 0;

  void write_parents(const Parents& parents, int& begin, int& count) {
    begin = out_.pool_size_;
    count = parents.count;
    for (int i = 0; i < parents.count; ++i) out_.pool_[out_.pool_size_++] = parents.node[i];
  }

  void keep(int n, const Parents& parents) {
    int begin = 0, count = 0;
    write_parents(parents, begin, count);
    out_.parent_begin_[n] = static_cast<std::uint16_t>(begin);
    out_.parent_count_[n] = static_cast<std::uint8_t>(count);
    out_.cause_[n] = ChainRule::link;
    enqueue(n);
  }

  void enqueue(int n) {
    out_.add(n);
    if (n & 1)
      on_queue_[on_tail_++] = static_cast<std::uint16_t>(n);
    else
      off_queue_[off_tail_++] = static_cast<std::uint16_t>(n);
  }

  // An elimination of a basic technique on the working grid: each removal not yet known is
  // kept, with the removals the technique relied on as its parents. As in Sudoku Explainer,
  // it is not checked against the "on" nodes here; a later link finds the clash.
  void eliminate(ChainRule rule, std::span<const std::uint16_t> removed,
                 std::span<const std::uint16_t> parents) override {
    for (const std::uint16_t n : removed) {
      if (out_.has(n)) continue;
      out_.parent_begin_[n] = static_cast<std::uint16_t>(out_.pool_size_);
      out_.parent_count_[n] = static_cast<std::uint8_t>(parents.size());
      out_.cause_[n] = rule;
      for (const std::uint16_t parent : parents) out_.pool_[out_.pool_size_++] = parent;
      enqueue(n);
    }
  }

  // Records that `implied` (with `parents`) contradicts the kept node `implied ^ 1`.
  void conflict(int implied, const Parents& parents) {
    out_.conflict_kept_ = implied ^ 1;
    write_parents(parents, out_.conflict_parent_begin_, out_.conflict_parent_count_);
  }

  // Returns false on a contradiction.
  bool imply(int n, const Parents& parents) {
    if (out_.has(n ^ 1)) {
      conflict(n, parents);
      return false;
    }
    if (!out_.has(n)) keep(n, parents);
    return true;
  }

  bool follow_on(int p) {
    const int cell = implication_cell(p), digit = implication_digit(p);
    Parents parents;
    parents.push(p);
    if (rules_.cell_links) {
      for (std::uint16_t bits = work_[cell] & ~digit_bit(digit); bits; bits &= bits - 1) {
        if (!imply(implication_node(cell, std::countr_zero(bits) + 1, false), parents)) return false;
      }
    }
    const int box = box_house(cell);
    const std::uint16_t bit = static_cast<std::uint16_t>(digit_bit(digit));
    for (int other : kTables.house_cells[box]) {
      if (other == cell || !(work_[other] & bit)) continue;
      if (!imply(implication_node(other, digit, false), parents)) return false;
    }
    for (int house : {row_house(cell), column_house(cell)}) {
      for (int other : kTables.house_cells[house]) {
        if (box_house(other) == box || !(work_[other] & bit)) continue;
        if (!imply(implication_node(other, digit, false), parents)) return false;
      }
    }
    return true;
  }

  bool follow_off(int p) {
    const int cell = implication_cell(p), digit = implication_digit(p);
    const std::uint16_t bit = static_cast<std::uint16_t>(digit_bit(digit));
    // The "on" nodes this "off" implies, found on the grid before it is removed.
    std::array<int, 4> implied{};
    std::array<Parents, 4> implied_parents{};
    int count = 0;
    auto add_implied = [&](int n) -> Parents* {
      for (int i = 0; i < count; ++i) {
        if (implied[i] == n) return nullptr;
      }
      implied[count] = n;
      implied_parents[count] = Parents{};
      implied_parents[count].push(p);
      return &implied_parents[count++];
    };
    if (rules_.cell_links && std::popcount(work_[cell]) == 2) {
      const int other = std::countr_zero(static_cast<unsigned>(work_[cell] & ~bit)) + 1;
      if (Parents* parents = add_implied(implication_node(cell, other, true))) {
        const std::uint16_t removed = grid_.candidates(cell) & ~work_[cell];
        for (std::uint16_t bits = removed; bits; bits &= bits - 1) {
          parents->push(implication_node(cell, std::countr_zero(bits) + 1, false));
        }
      }
    }
    for (int house : {box_house(cell), row_house(cell), column_house(cell)}) {
      int place = -1;
      bool single = false;
      for (int other : kTables.house_cells[house]) {
        if (other == cell || !(work_[other] & bit)) continue;
        single = place < 0;
        place = other;
        if (!single) break;
      }
      if (!single) continue;
      if (Parents* parents = add_implied(implication_node(place, digit, true))) {
        for (int other : kTables.house_cells[house]) {
          if ((grid_.candidates(other) & bit) && !(work_[other] & bit)) {
            parents->push(implication_node(other, digit, false));
          }
        }
      }
    }
    if (rules_.dynamic) work_[cell] &= static_cast<std::uint16_t>(~bit);
    for (int i = 0; i < count; ++i) {
      if (!imply(implied[i], implied_parents[i])) return false;
    }
    return true;
  }
};

void Outcome::propagate(const CandidateGrid& grid, int start, ImplicationRules rules) {
  member_.fill(0);
  size_ = 0;
  pool_size_ = 0;
  conflict_kept_ = -1;
  conflict_parent_count_ = 0;
  Propagation propagation(*this, grid, rules);
  propagation.run(start);
}

namespace {

struct AncestorWalk {
  std::array<std::uint32_t, kImplicationNodes> seen{};
  std::uint32_t epoch = 0;
  std::array<std::uint16_t, kImplicationNodes> stack{};

  std::uint32_t next_epoch() {
    if (++epoch == 0) {
      seen.fill(0);
      epoch = 1;
    }
    return epoch;
  }
  // Counts the nodes reachable from the `count` roots (parents in `outcome`).
  template <typename Root>
  int count(const Outcome& outcome, int roots, Root root) {
    const std::uint32_t mark = next_epoch();
    int top = 0, counted = 0;
    for (int i = 0; i < roots; ++i) {
      const int n = root(i);
      if (seen[n] == mark) continue;
      seen[n] = mark;
      stack[top++] = static_cast<std::uint16_t>(n);
    }
    while (top > 0) {
      const int n = stack[--top];
      ++counted;
      for (int i = 0; i < outcome.parent_count(n); ++i) {
        const int parent = outcome.parent(n, i);
        if (seen[parent] == mark) continue;
        seen[parent] = mark;
        stack[top++] = static_cast<std::uint16_t>(parent);
      }
    }
    return counted;
  }
};

thread_local AncestorWalk walk;

}  // namespace

int ancestor_count(const Outcome& outcome, int n) {
  return walk.count(outcome, 1, [&](int) { return n; });
}

int conflict_ancestor_count(const Outcome& outcome) {
  // The conflicting node itself is not kept: it counts once on top of its parents' ancestors.
  return 1 + walk.count(outcome, outcome.conflict_parents(),
                        [&](int i) { return outcome.conflict_parent(i); });
}

int chain_length_penalty(int complexity) {
  int added = 0;
  int ceil = 4;
  bool odd = false;
  for (int length = complexity - 2; length > ceil;) {
    ++added;
    ceil = odd ? (ceil * 4) / 3 : (ceil * 3) / 2;
    odd = !odd;
  }
  return added;
}

}  // namespace nonet
