// Remote pairs: a chain of four or more cells holding the same two digits, each seeing the
// next; cells seeing two chain cells of opposite parity lose both digits. HoDoKu finds every
// such chain (a depth-first walk over links built cell by cell, up to 20 links), keeps the
// shortest chain per set of deletions, sorts them (most deletions first, then the smaller
// index sum, then the shorter chain, ties in the order found) and takes the first.
#include <algorithm>
#include <bit>
#include <bitset>
#include <map>

#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

namespace {

using Cells = std::bitset<kCells>;
constexpr int kMaxChain = 20;

struct Link {
  int cell;
  int digit;
  bool strong;
};

struct Found {
  Step step;
  int chain_length;
};

Cells buddies_of(int cell) {
  Cells buddies;
  for (int kind = 0; kind < 3; ++kind) {
    for (const int other : house_cells(house_of(cell, kind))) buddies[other] = true;
  }
  buddies[cell] = false;
  return buddies;
}

// HoDoKu's index sum of a sorted deletion list (its tie-break between different deletions).
int index_sum(const std::vector<std::pair<int, int>>& deletions) {
  int sum = 0, offset = 1;
  for (const auto& [cell, digit] : deletions) {
    sum += cell * offset + digit;
    offset += 80;
  }
  return sum;
}

class RemotePairSearch {
 public:
  explicit RemotePairSearch(const HodokuGrid& grid) : grid_(grid) {
    for (int cell = 0; cell < kCells; ++cell) {
      buddies_[cell] = buddies_of(cell);
      for (int digit = 1; digit <= 9; ++digit) with_[digit][cell] = grid.has(cell, digit);
    }
    build_links();
  }

  std::optional<Step> best() {
    for (start_ = 0; start_ < kCells; ++start_) {
      if (grid_.value(start_) != 0) continue;
      for (int first = 1; first <= 9; ++first) {
        if (!grid_.has(start_, first)) continue;
        for (int i = begin_[start_ * 10 + first]; i < end_[start_ * 10 + first]; ++i) {
          const Link link = links_[i];
          if (!link.strong || link.cell != start_) continue;
          if (std::popcount(grid_.candidates(start_)) != 2) continue;
          pair_ = grid_.candidates(start_);
          digit_ = first;
          other_ = std::countr_zero(std::uint16_t(pair_ & ~(1u << (first - 1)))) + 1;
          chain_[0] = {start_, first, false};
          chain_[1] = link;
          level_ = 1;
          stack_[1] = entry_for(link.cell, link.digit, !link.strong);
          on_chain_.reset();
          on_chain_[start_] = true;
          start_sees_ = buddies_[start_] & with_[digit_];
          start_sees_other_ = buddies_[start_] & with_[other_];
          walk();
        }
      }
    }
    if (found_.empty()) return std::nullopt;
    std::stable_sort(found_.begin(), found_.end(),
                     [](const Found& a, const Found& b) { return compare(a, b) < 0; });
    return found_.front().step;
  }

 private:
  struct Entry {
    int cell = 0, digit = 0;
    bool strong_only = false;
    int next = 0, end = 0;
  };

  Entry entry_for(int cell, int digit, bool strong_only) const {
    return {cell, digit, strong_only, begin_[cell * 10 + digit], end_[cell * 10 + digit]};
  }

  // Links from each bivalue cell's digits: to its other digit (strong), then to the cells of
  // its row, column and box (box cells off its row and column) holding the same pair (weak).
  void build_links() {
    for (int cell = 0; cell < kCells; ++cell) {
      const std::uint16_t mask = grid_.candidates(cell);
      for (int digit = 1; digit <= 9; ++digit) {
        begin_[cell * 10 + digit] = end_[cell * 10 + digit] = static_cast<int>(links_.size());
        if (std::popcount(mask) != 2 || !grid_.has(cell, digit)) continue;
        const int other = std::countr_zero(std::uint16_t(mask & ~(1u << (digit - 1)))) + 1;
        links_.push_back({cell, other, true});
        for (int kind = 0; kind < 3; ++kind) {
          for (const int peer : house_cells(house_of(cell, kind))) {
            if (peer == cell || !grid_.has(peer, digit) || grid_.candidates(peer) != mask) continue;
            if (kind == 2 && (peer / 9 == cell / 9 || peer % 9 == cell % 9)) continue;
            links_.push_back({peer, digit, false});
          }
        }
        end_[cell * 10 + digit] = static_cast<int>(links_.size());
      }
    }
  }

  void walk() {
    Entry* entry = &stack_[level_];
    for (;;) {
      while (entry->next >= entry->end) {
        --level_;
        entry = &stack_[level_];
        on_chain_[entry->cell] = false;
        if (level_ <= 0) return;
      }
      Link link = links_[entry->next++];
      if (entry->strong_only && !link.strong) continue;
      if (entry->cell == link.cell && entry->digit == link.digit) continue;
      if (grid_.candidates(link.cell) != pair_) continue;
      if (entry->strong_only && link.cell != entry->cell) continue;
      bool loop = false;
      if (on_chain_[link.cell]) {
        if (link.cell != start_) continue;
        loop = true;
      }
      on_chain_[entry->cell] = true;
      if (!entry->strong_only && link.strong) link.strong = false;
      chain_[++level_] = link;
      if (level_ > 1 && link.strong && link.digit == digit_) {
        const Cells sees = start_sees_ & buddies_[link.cell];
        if (sees.any() && level_ >= 7) record(sees, link.cell);
      }
      const bool old_strong_only = entry->strong_only;
      entry = &stack_[level_];
      if (level_ < kMaxChain && !loop) {
        *entry = entry_for(link.cell, link.digit, !old_strong_only);
      } else {
        entry->next = entry->end;
      }
    }
  }

  void record(const Cells& sees, int end_cell) {
    Cells first, second;
    if (level_ > 7) {
      for (int i = 0; i <= level_; i += 2) {
        for (int j = i + 6; j <= level_; j += 4) {
          const Cells both = buddies_[chain_[i].cell] & buddies_[chain_[j].cell];
          first |= both & with_[digit_];
          second |= both & with_[other_];
        }
      }
    } else {
      first = sees;
      second = start_sees_other_ & buddies_[end_cell];
    }
    Step step;
    step.technique = Technique::remote_pair;
    // Sorted by digit, then cell: HoDoKu sorts them when it compares deletion sets.
    const int low = std::min(digit_, other_), high = std::max(digit_, other_);
    const Cells& low_cells = low == digit_ ? first : second;
    const Cells& high_cells = low == digit_ ? second : first;
    for (int cell = 0; cell < kCells; ++cell) {
      if (low_cells[cell]) step.deletions.emplace_back(cell, low);
    }
    for (int cell = 0; cell < kCells; ++cell) {
      if (high_cells[cell]) step.deletions.emplace_back(cell, high);
    }
    const auto shortest = shortest_.find(step.deletions);
    if (shortest != shortest_.end() && shortest->second <= level_) return;
    shortest_[step.deletions] = level_;
    found_.push_back({std::move(step), level_ + 1});
  }

  // HoDoKu's order of two steps of one kind: more deletions first; different deletions by
  // index sum; the same deletions by chain length; otherwise equal.
  static int compare(const Found& a, const Found& b) {
    const auto& x = a.step.deletions;
    const auto& y = b.step.deletions;
    if (x.size() != y.size()) return static_cast<int>(y.size()) - static_cast<int>(x.size());
    if (x != y) return index_sum(x) - index_sum(y);
    return a.chain_length - b.chain_length;
  }

  const HodokuGrid& grid_;
  std::array<Cells, kCells> buddies_{};
  std::array<Cells, 10> with_{};  // cells holding each digit
  std::vector<Link> links_;
  std::array<int, kCells * 10> begin_{}, end_{};
  int start_ = 0, digit_ = 0, other_ = 0;
  std::uint16_t pair_ = 0;
  std::array<Link, kMaxChain + 2> chain_{};
  std::array<Entry, kMaxChain + 2> stack_{};
  int level_ = 0;
  Cells on_chain_, start_sees_, start_sees_other_;
  std::map<std::vector<std::pair<int, int>>, int> shortest_;
  std::vector<Found> found_;
};

}  // namespace

std::optional<Step> find_remote_pair(const HodokuGrid& grid) {
  return RemotePairSearch(grid).best();
}

}  // namespace nonet::hodoku
