#include "rating/sudoku_explainer/chains/hints.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace nonet {

namespace {

std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
  h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  return h * 0xBF58476D1CE4E5B9ull;
}

// Order-free: two derivations of the same nodes sign alike.
std::uint64_t node_hash(int n) {
  std::uint64_t x = static_cast<std::uint64_t>(n + 1) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

}  // namespace

double chain_difficulty(int base_tenths, int complexity) {
  double added = 0.0;
  for (int step = chain_length_penalty(complexity); step > 0; --step) added += 0.1;
  return base_tenths / 10.0 + added;
}

void HintSet::clear() {
  hints_.clear();
  removed_cells_.clear();
  removed_digits_.clear();
  parents_.clear();
  order_.clear();
}

void ChainHintList::clear() {
  set_.clear();
}

void ChainHintList::begin(ChainRule rule, int sort_key) {
  HintSet::Hint hint{};
  hint.rule = rule;
  hint.sort_key = sort_key;
  hint.removed_begin = static_cast<int>(set_.removed_cells_.size());
  hint.parents_begin = static_cast<int>(set_.parents_.size());
  set_.hints_.push_back(hint);
  if (++mark_ == 0) {
    std::fill(parent_mark_.begin(), parent_mark_.end(), 0);
    mark_ = 1;
  }
}

void ChainHintList::remove(int cell, std::uint16_t digits) {
  if (digits == 0) return;
  set_.removed_cells_.push_back(static_cast<std::uint8_t>(cell));
  set_.removed_digits_.push_back(digits);
  HintSet::Hint& hint = set_.hints_.back();
  ++hint.removed_count;
  hint.removal_hash += node_hash(cell * 512 + digits);
}

void ChainHintList::rely_on(int cell, int digit) {
  const int n = implication_node(cell, digit, false);
  if (parent_mark_[n] == mark_) return;
  parent_mark_[n] = mark_;
  set_.parents_.push_back(static_cast<std::uint16_t>(n));
  ++set_.hints_.back().parents_count;
}

void ChainHintList::rely_on_cell(const CandidateGrid& work, int cell) {
  if (work.value(cell) != 0) return;
  for (std::uint16_t bits = 0x1ff & ~work.candidates(cell); bits; bits &= bits - 1) {
    rely_on(cell, std::countr_zero(bits) + 1);
  }
}

void ChainHintList::rely_on_house(const CandidateGrid& work, int house, int digit) {
  for (int cell : house_cells(house)) {
    if (work.value(cell) == 0 && !work.has(cell, digit)) rely_on(cell, digit);
  }
}

void ChainHintList::rely_on_node(const CandidateGrid& work, const Outcome& outcome, int n,
                                 int root_house) {
  if (!(n & 1)) return;  // only "on" nodes rely on the grid
  const int cell = implication_cell(n);
  const int house = n == outcome.at(0) ? root_house : outcome.link_house(n);
  if (house == -2) return;
  if (house == -1)
    rely_on_cell(work, cell);
  else
    rely_on_house(work, house, implication_digit(n));
}

void ChainHintList::rely_on_derivation(const CandidateGrid& work, const Outcome& outcome,
                                       int target, int root_house) {
  derivation_walk().visit(outcome, &target, 1,
                          [&](int n) { rely_on_node(work, outcome, n, root_house); });
}

void ChainHintList::rely_on_conflict(const CandidateGrid& work, const Outcome& outcome) {
  const int conflicting = outcome.conflict_kept() ^ 1;
  if (conflicting & 1) {
    if (outcome.conflict_house() == -1)
      rely_on_cell(work, implication_cell(conflicting));
    else
      rely_on_house(work, outcome.conflict_house(), implication_digit(conflicting));
  }
  std::array<int, 16> roots{};
  const int count = conflict_roots(outcome, roots);
  derivation_walk().visit(outcome, roots.data(), count,
                          [&](int n) { rely_on_node(work, outcome, n, -2); });
}

void ChainHintList::finish(double difficulty, int complexity, std::uint64_t signature) {
  HintSet::Hint& hint = set_.hints_.back();
  hint.difficulty = difficulty;
  hint.complexity = complexity;
  hint.signature = signature;
  if (hint.removed_count == 0) drop();
}

void ChainHintList::drop() {
  const HintSet::Hint& hint = set_.hints_.back();
  set_.removed_cells_.resize(hint.removed_begin);
  set_.removed_digits_.resize(hint.removed_begin);
  set_.parents_.resize(hint.parents_begin);
  set_.hints_.pop_back();
}

HintSet& ChainHintList::done() {
  set_.sort();
  return set_;
}

bool HintSet::same_removals(const Hint& a, const Hint& b) const {
  if (a.removal_hash != b.removal_hash || a.removed_count != b.removed_count) return false;
  std::array<std::uint16_t, kCells> mask{};
  for (int i = 0; i < a.removed_count; ++i) {
    mask[removed_cells_[a.removed_begin + i]] |= removed_digits_[a.removed_begin + i];
  }
  for (int i = 0; i < b.removed_count; ++i) {
    if (mask[removed_cells_[b.removed_begin + i]] != removed_digits_[b.removed_begin + i]) {
      return false;
    }
  }
  return true;
}

void HintSet::sort() {
  order_.resize(hints_.size());
  for (std::size_t i = 0; i < hints_.size(); ++i) order_[i] = static_cast<int>(i);
  std::stable_sort(order_.begin(), order_.end(), [&](int a, int b) {
    const Hint& x = hints_[a];
    const Hint& y = hints_[b];
    if (x.difficulty != y.difficulty) return x.difficulty < y.difficulty;
    if (x.complexity != y.complexity) return x.complexity < y.complexity;
    return x.sort_key < y.sort_key;
  });
  // A hint that removes what an easier one removes is left out, whatever they rely on (the
  // same removals as a left-out hint are those of the one kept before it).
  std::size_t kept = 0;
  for (const int index : order_) {
    bool repeated = false;
    for (std::size_t j = 0; j < kept && !repeated; ++j) {
      repeated = same_removals(hints_[order_[j]], hints_[index]);
    }
    if (!repeated) order_[kept++] = index;
  }
  order_.resize(kept);
}

bool HintSet::emit(ChainRuleSink& sink, const CandidateGrid& source) const {
  bool emitted = false;
  std::array<std::uint16_t, 9 * kCells> nodes{};
  std::array<std::uint16_t, kImplicationNodes> parents;  // the first `count` are written
  for (const int index : order_) {
    const Hint& hint = hints_[index];
    int count = 0;
    for (int i = 0; i < hint.parents_count; ++i) {
      const int n = parents_[hint.parents_begin + i];
      if (source.has(implication_cell(n), implication_digit(n)))
        parents[count++] = static_cast<std::uint16_t>(n);
    }
    if (count == 0) continue;
    const int removed = hash_map_order(removed_cells_.data() + hint.removed_begin,
                                       removed_digits_.data() + hint.removed_begin,
                                       hint.removed_count, nodes.data());
    const NestedChain nested{hint.complexity, hint.signature};
    sink.eliminate(hint.rule, std::span(nodes.data(), removed), std::span(parents.data(), count),
                   &nested);
    emitted = true;
  }
  return emitted;
}

std::uint64_t derivation_signature(const Outcome& outcome, int target, std::uint64_t seed) {
  std::uint64_t sum = 0;
  derivation_walk().visit(outcome, &target, 1, [&](int n) { sum += node_hash(n); });
  return mix(mix(seed, static_cast<std::uint64_t>(target)), sum);
}

std::uint64_t conflict_signature(const Outcome& outcome, std::uint64_t seed) {
  std::array<int, 16> roots{};
  const int count = conflict_roots(outcome, roots);
  std::uint64_t sum = 0;
  derivation_walk().visit(outcome, roots.data(), count, [&](int n) { sum += node_hash(n); });
  return mix(mix(seed, static_cast<std::uint64_t>(outcome.conflict_kept() ^ 1)), sum);
}

}  // namespace nonet
