// Chains and cycles (Sudoku Explainer's "Forcing Chains & Cycles", SE 6.5-7.0 plus length
// penalties): implications between candidates, "on" (the cell holds the digit) and "off".
//   on -> off: the digit leaves the other cells of the cell's houses (and, with Y-links, the
//              other digits leave the cell);
//   off -> on: a house with two places left (X-link) or a cell with two digits left (Y-link)
//              puts the other one on.
// A bidirectional cycle returns to its start; cells seeing an "on" candidate of each direction
// lose that digit (X-cycle 6.5, Y-cycle 6.5, mixed 7.0). A forcing chain from a candidate
// reaches its opposite: "on" leading to "off" removes it, "off" leading to "on" places it
// (X-chain 6.6, mixed 7.0). Longer chains rate higher: +0.1 once the chain holds more than 6
// candidates, then past 8, 10, 14, 18, 26, 34, ... (Sudoku Explainer's length steps).
//
// Each start is searched breadth first, as Sudoku Explainer does, in its order (cells row by
// row, digits ascending; X, then Y, then mixed links); the easiest result wins (rating, then
// length, then kind, then search order). Searches run under a rising rating cap, so the first
// cap that finds anything has found the easiest result with every search kept as short as
// that rating allows.
#include <bit>

#include "techniques/technique.hpp"

namespace nonet {

namespace {

// A node: 2 * (9 * cell + digit - 1) + (1 when on).
constexpr int kNodes = 2 * 9 * kCells;
constexpr int node(int cell, int digit, bool on) {
  return 2 * (9 * cell + digit - 1) + (on ? 1 : 0);
}
// Cell and digit of each node, looked up: the searches decode nodes in their inner loops.
struct NodeParts {
  std::array<std::uint8_t, kNodes> cell{};
  std::array<std::uint8_t, kNodes> digit{};
};
constexpr NodeParts make_node_parts() {
  NodeParts parts;
  for (int n = 0; n < kNodes; ++n) {
    parts.cell[n] = static_cast<std::uint8_t>(n / 18);
    parts.digit[n] = static_cast<std::uint8_t>((n / 2) % 9 + 1);
  }
  return parts;
}
constexpr NodeParts kNodeParts = make_node_parts();
constexpr int node_cell(int n) {
  return kNodeParts.cell[n];
}
constexpr int node_digit(int n) {
  return kNodeParts.digit[n];
}
constexpr bool node_on(int n) {
  return n & 1;
}
constexpr int conjugate(int n) {
  return n ^ 1;
}

constexpr int kMaxComplexity = 400;  // more candidates than a grid holds

// Sudoku Explainer's length penalty for a chain of `complexity` candidates, in tenths:
// +1 each time the chain length passes 4, 6, 8, 12, 16, 24, 32, ... (x3/2 and x4/3 in turn).
constexpr std::array<std::uint8_t, kMaxComplexity + 1> make_penalties() {
  std::array<std::uint8_t, kMaxComplexity + 1> result{};
  for (int complexity = 0; complexity <= kMaxComplexity; ++complexity) {
    int added = 0;
    int ceil = 4;
    bool odd = false;
    for (int length = complexity - 2; length > ceil;) {
      ++added;
      ceil = odd ? (ceil * 4) / 3 : (ceil * 3) / 2;
      odd = !odd;
    }
    result[complexity] = static_cast<std::uint8_t>(added);
  }
  return result;
}
constexpr std::array<std::uint8_t, kMaxComplexity + 1> kPenalties = make_penalties();
constexpr int length_penalty(int complexity) {
  return kPenalties[complexity];
}

enum class Links { x, y, xy };

int sort_key(Links links) {
  return links == Links::x ? 2 : (links == Links::y ? 3 : 4);
}
int cycle_base(Links links) {
  return links == Links::xy ? 70 : 65;
}
int chain_base(Links links) {
  return links == Links::xy ? 70 : 66;
}

Technique technique_of(Links links) {
  return links == Links::x ? Technique::x_chain
                           : (links == Links::y ? Technique::y_cycle : Technique::forcing_chain);
}

constexpr int kMaxRating = 70 + 13;  // 7.0 plus the penalty of the longest chain

// A node reached by a search and the index of the entry it came from (-1 for the start).
struct Entry {
  std::int16_t node;
  std::int16_t parent;
};

class ChainSearch {
 public:
  ChainSearch(const CandidateGrid& grid, Step& step) : grid_(grid), step_(step) {
    // The X- and Y-links of the grid, looked up by every search.
    for (int cell = 0; cell < kCells; ++cell) {
      const std::uint16_t candidates = grid.candidates(cell);
      for (std::uint16_t bits = candidates; bits; bits &= bits - 1) {
        const int digit = std::countr_zero(bits) + 1;
        auto& partners = partners_[9 * cell + digit - 1];
        int k = 0;
        for (int house : {box_house(cell), row_house(cell), column_house(cell)}) {
          const CellSet places = grid.positions(house, digit);
          partners[k++] = static_cast<std::int8_t>(
              places.count() == 2 ? places.without(CellSet::of(cell)).first() : -1);
        }
        if (std::popcount(candidates) == 2) {
          other_[9 * cell + digit - 1] = static_cast<std::int8_t>(
              std::countr_zero(static_cast<std::uint16_t>(candidates & ~digit_bit(digit))) + 1);
        }
      }
    }
  }

  bool run() {
    // X- and Y-links alone make small graphs: search them to any length first. Mixed chains
    // then only need to be searched as far as they could still beat that.
    cap_ = kMaxRating;
    sweep(Links::x);
    sweep(Links::y);
    int previous = -1;
    for (cap_ = 72; cap_ <= kMaxRating; ++cap_) {
      const int xy_limit = limit(70, Links::xy);
      if (xy_limit == 0) break;  // the cap is past anything a mixed chain could beat
      if (xy_limit == previous) continue;
      previous = xy_limit;
      truncated_ = false;
      const int before = best_rating_;
      sweep(Links::xy);
      if (best_rating_ != before || !truncated_) break;
    }
    return best_rating_ != 0;
  }

 private:
  void sweep(Links links) {
    grid_.empty_cells().for_each([&](int cell) {
      const int count = grid_.candidate_count(cell);
      if (count < 2 || (links == Links::y && count > 2)) return;
      for (std::uint16_t bits = grid_.candidates(cell); bits; bits &= bits - 1) {
        const int digit = std::countr_zero(bits) + 1;
        search(node(cell, digit, true), links);
        if (links != Links::y) search(node(cell, digit, false), links);
      }
    });
  }

  // The most candidates a result of this base rating may hold and still be rated within the
  // cap and beat the best result so far.
  int limit(int base, Links links) {
    const int slot = (base == 66 ? 3 : static_cast<int>(links));
    if (limit_cap_[slot] == cap_ &&
        limit_best_[slot] == best_rating_ * 1000 + best_complexity_ * 10 + best_sort_key_) {
      return limit_value_[slot];
    }
    int result = 0;
    for (int c = 2; c <= kMaxComplexity; ++c) {
      const int rating = base + length_penalty(c);
      if (rating > cap_ || !better(rating, c, links)) break;
      result = c;
    }
    limit_cap_[slot] = cap_;
    limit_best_[slot] = best_rating_ * 1000 + best_complexity_ * 10 + best_sort_key_;
    limit_value_[slot] = result;
    return result;
  }
  // limit() per kind (X cycles, Y cycles, mixed, X chains), for the cap and best it was
  // computed with.
  std::array<int, 4> limit_cap_{-1, -1, -1, -1};
  std::array<int, 4> limit_best_{};
  std::array<int, 4> limit_value_{};

  // Visits the "off" consequences of an "on" node in Sudoku Explainer's order.
  template <typename Visit>
  void on_to_off(int n, bool y, Visit visit) const {
    const int cell = node_cell(n), digit = node_digit(n);
    if (y) {
      for (auto bits = static_cast<std::uint16_t>(grid_.candidates(cell) & ~digit_bit(digit)); bits;
           bits &= bits - 1) {
        visit(node(cell, std::countr_zero(bits) + 1, false));
      }
    }
    const CellSet box = kTables.house_set[box_house(cell)];
    const CellSet others = grid_.cells_with(digit).without(CellSet::of(cell));
    (others & box).for_each([&](int other) { visit(node(other, digit, false)); });
    (others & kTables.house_set[row_house(cell)]).without(box).for_each([&](int other) {
      visit(node(other, digit, false));
    });
    (others & kTables.house_set[column_house(cell)]).without(box).for_each([&](int other) {
      visit(node(other, digit, false));
    });
  }

  // Visits the "on" consequences of an "off" node in Sudoku Explainer's order.
  template <typename Visit>
  void off_to_on(int n, bool y, bool x, Visit visit) const {
    const int cell = node_cell(n), digit = node_digit(n);
    if (y && other_[9 * cell + digit - 1] != 0)
      visit(node(cell, other_[9 * cell + digit - 1], true));
    if (x) {
      for (int partner : partners_[9 * cell + digit - 1]) {
        if (partner >= 0) visit(node(partner, digit, true));
      }
    }
  }

  // Marks the "off" nodes that lead straight back to the "on" node `start`.
  void mark_closers(int start, bool y, bool x) {
    ++closer_stamp_;
    // An "off" node leads to `start` exactly when `start` off leads to it on (links go both
    // ways), so the closers are the conjugates of start-off's consequences.
    closer_count_ = 0;
    off_to_on(conjugate(start), y, x, [&](int on) {
      closers_[conjugate(on)] = closer_stamp_;
      closer_list_[closer_count_++] = conjugate(on);
    });
  }
  bool closes(int off) const { return closers_[off] == closer_stamp_; }

  // Whether "off" node `off` is among the "off" consequences of "on" node `on`.
  static bool touches(int on, int off, bool y) {
    const int a = node_cell(on), b = node_cell(off);
    if (a == b) return y && node_digit(on) != node_digit(off);
    return node_digit(on) == node_digit(off) && sees(a, b);
  }
  // Whether an "on" node reaches one of the marked closers in one step.
  bool touches_closer(int on, bool y) const {
    for (int i = 0; i < closer_count_; ++i) {
      if (touches(on, closer_list_[i], y)) return true;
    }
    return false;
  }

  bool is_ancestor(int entry, int n) const {
    for (int e = entry; e >= 0; e = entries_[e].parent) {
      if (entries_[e].node == n) return true;
    }
    return false;
  }

  // One breadth-first search from `start`. From an "on" start it finds the cycles through it
  // and the chain to its "off"; from an "off" start the chain to its "on". Like Sudoku
  // Explainer's, the search reaches each node once, by its shortest path; a cycle closes from
  // any "off" consequence of a reached "on" node that is not one of its own ancestors.
  void search(int start, Links links) {
    const bool y = links != Links::x;
    const bool x = links != Links::y;
    const bool from_on = node_on(start);
    const int cycle_limit = from_on ? limit(cycle_base(links), links) : 0;
    const int chain_limit = links == Links::y ? 0 : limit(chain_base(links), links);
    const int depth_limit = std::max(cycle_limit, chain_limit);
    if (depth_limit < 3) {
      truncated_ = true;  // a higher cap may allow it
      return;
    }
    reset();
    if (from_on && cycle_limit >= 4) mark_closers(start, y, x);
    const int target = conjugate(start);
    int chain_entry = -1, chain_complexity = 0;
    mark(start);
    push(start, -1);
    int begin = 0, end = 1;
    // Nodes of the layer [begin, end) have `length` candidates on their path.
    for (int length = 1; begin < end; ++length) {
      if (length + 1 > depth_limit) {
        truncated_ = true;
        break;
      }
      // The nodes this layer reaches will not be expanded: only the chain's end and the
      // cycles closing here matter, which spares building the largest layer.
      const bool last = length + 2 > depth_limit;
      for (int entry = begin; entry < end; ++entry) {
        const int from = entries_[entry].node;
        if (node_on(from)) {
          const bool cycles_here = from_on && length >= 3 && length + 1 <= cycle_limit;
          if (last && truncated_ && !(cycles_here && touches_closer(from, y)) &&
              !(chain_entry < 0 && length + 1 <= chain_limit && touches(from, target, y))) {
            continue;
          }
          on_to_off(from, y, [&](int off) {
            if (cycles_here && closes(off) && !is_ancestor(entry, off)) {
              found_cycle(entry, off, length + 1, links);
            }
            if (seen(off)) return;
            if (last && off != target) {
              truncated_ = true;  // a longer search would go on from here
              return;
            }
            mark(off);
            const int pushed = push(off, entry);
            if (off == target && chain_entry < 0 && length + 1 <= chain_limit) {
              chain_entry = pushed;
              chain_complexity = length + 1;
            }
          });
        } else {
          off_to_on(from, y, x, [&](int on) {
            if (seen(on)) return;
            if (last && on != target) {
              truncated_ = true;
              return;
            }
            mark(on);
            const int pushed = push(on, entry);
            if (on == target && chain_entry < 0 && length + 1 <= chain_limit) {
              chain_entry = pushed;
              chain_complexity = length + 1;
            }
          });
        }
      }
      if (last) break;
      begin = end;
      end = count_;
      if (chain_entry >= 0 && length + 1 >= cycle_limit) break;  // nothing shorter remains
    }
    // Sudoku Explainer lists a start's cycles before its chain.
    if (chain_entry >= 0) found_chain(chain_entry, chain_complexity, links);
  }

  void found_cycle(int last_on, int off, int complexity, Links links) {
    const int rating = cycle_base(links) + length_penalty(complexity);
    if (rating > cap_ || !better(rating, complexity, links)) return;
    // The cycle: start ... last_on, off, and back to start.
    CellSet cells = CellSet::of(node_cell(off));
    for (int e = last_on; e >= 0; e = entries_[e].parent) cells.add(node_cell(entries_[e].node));
    std::array<std::uint16_t, kCells> forward{}, backward{};
    auto mark_seen = [&](int n) {
      const int digit = node_digit(n);
      const CellSet seen = (kTables.peers[node_cell(n)] & grid_.cells_with(digit)).without(cells);
      auto& side = node_on(n) ? forward : backward;
      seen.for_each([&](int cell) { side[cell] |= digit_bit(digit); });
    };
    mark_seen(off);
    for (int e = last_on; e >= 0; e = entries_[e].parent) mark_seen(entries_[e].node);
    Step candidate;
    bool any = false;
    for (int cell = 0; cell < kCells; ++cell) {
      candidate.eliminations[cell] = forward[cell] & backward[cell];
      any |= candidate.eliminations[cell] != 0;
    }
    if (!any) return;
    describe(candidate, last_on, off, rating, links);
    take(candidate, rating, complexity, links);
  }

  void found_chain(int last, int complexity, Links links) {
    const int rating = chain_base(links) + length_penalty(complexity);
    if (rating > cap_ || !better(rating, complexity, links)) return;
    const int n = entries_[last].node;
    const int cell = node_cell(n), digit = node_digit(n);
    Step candidate;
    candidate.eliminations[cell] =
        node_on(n) ? static_cast<std::uint16_t>(grid_.candidates(cell) & ~digit_bit(digit))
                   : static_cast<std::uint16_t>(digit_bit(digit));
    if (candidate.eliminations[cell] == 0) return;
    describe(candidate, entries_[last].parent, n, rating, links);
    take(candidate, rating, complexity, links);
  }

  // Records the chain: the nodes from the start to `last_entry`, then `final_node`.
  void describe(Step& candidate, int last_entry, int final_node, int rating, Links links) const {
    candidate.technique = technique_of(links);
    candidate.rating = static_cast<std::uint8_t>(rating);
    int length = 1;
    for (int e = last_entry; e >= 0; e = entries_[e].parent) ++length;
    const int kept = std::min(length, Step::kMaxChain);
    candidate.chain_length = static_cast<std::uint8_t>(kept);
    auto record = [&](int index, int n) {
      candidate.cells.add(node_cell(n));
      candidate.digits |= digit_bit(node_digit(n));
      if (index < kept) candidate.chain[index] = static_cast<std::uint16_t>(n);
    };
    int index = length - 1;
    record(index--, final_node);
    for (int e = last_entry; e >= 0; e = entries_[e].parent) record(index--, entries_[e].node);
  }

  bool better(int rating, int complexity, Links links) const {
    if (best_rating_ == 0) return true;
    if (rating != best_rating_) return rating < best_rating_;
    if (complexity != best_complexity_) return complexity < best_complexity_;
    return sort_key(links) < best_sort_key_;
  }

  void take(const Step& candidate, int rating, int complexity, Links links) {
    best_rating_ = rating;
    best_complexity_ = complexity;
    best_sort_key_ = sort_key(links);
    step_ = candidate;
  }

  int push(int n, int parent) {
    entries_[count_] = Entry{static_cast<std::int16_t>(n), static_cast<std::int16_t>(parent)};
    return count_++;
  }
  void reset() {
    count_ = 0;
    if (++stamp_ == 0) {  // wrapped: clear once
      seen_.fill(0);
      stamp_ = 1;
    }
  }
  bool seen(int n) const { return seen_[n] == stamp_; }
  void mark(int n) { seen_[n] = stamp_; }

  const CandidateGrid& grid_;
  Step& step_;
  int cap_ = 0;
  bool truncated_ = false;
  int best_rating_ = 0;
  int best_complexity_ = 0;
  int best_sort_key_ = 0;
  // Each node is reached at most once per search.
  std::array<Entry, kNodes> entries_{};
  int count_ = 0;
  std::uint32_t stamp_ = 0;
  std::array<std::uint32_t, kNodes> seen_{};
  std::uint32_t closer_stamp_ = 0;
  std::array<int, 4> closer_list_{};
  int closer_count_ = 0;
  std::array<std::uint32_t, kNodes> closers_{};
  // Per cell and digit: the other place of the digit in the cell's box, row and column when
  // there are two (-1 otherwise), and the cell's other digit when it holds two (0 otherwise).
  std::array<std::array<std::int8_t, 3>, 9 * kCells> partners_{};
  std::array<std::int8_t, 9 * kCells> other_{};
};

}  // namespace

bool find_chain(const CandidateGrid& grid, Step& step) {
  return ChainSearch(grid, step).run();
}

}  // namespace nonet
