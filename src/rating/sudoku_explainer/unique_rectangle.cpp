// Unique rectangles and loops, types 1-4 (SE 4.5 for a rectangle, 4.6 / 4.7 / 5.0 for loops of
// 6 / 8 / 10+ cells, type 3 adding 0.1 per extra cell of its set). A closed path of cells
// holding digits a and b, two per house it visits, would let a and b swap: a puzzle with one
// solution must break the pattern with the extra candidates of some loop cell.
// The loop search follows Sudoku Explainer's (depth first from each bivalue cell, houses in
// box / row / column order); candidates are ranked by rating, then type, then search order.
// Two versions: Sukaku Explainer's, with lksudoku's UR/UL fix, and Sudoku Explainer 1.2.1's
// original, whose paths also carry the extra digits of the cells tried before them from the
// same cell, and whose type 3 looks for hidden sets only from the size of the extra digits up.
#include <bit>

#include "rating/board/combinations.hpp"
#include "rating/sudoku_explainer/technique.hpp"

namespace nonet {

namespace {

constexpr int kMaxLoop = 20;  // a loop meets each house twice, so real loops stay far below

struct Loop {
  std::array<std::uint8_t, kMaxLoop> cells{};
  int size = 0;
  // Houses of the cells at even and at odd positions: a valid loop meets a house at most once
  // with each parity, so a path breaking that can be dropped before it closes.
  std::array<std::uint32_t, 2> houses{};
  CellSet members;
};

int loop_rating(int size) {
  int rating = 45;
  if (size >= 10) rating += 3;
  if (size >= 8)
    rating += 2;
  else if (size >= 6)
    rating += 1;
  return rating;
}

class Search {
 public:
  Search(const CandidateGrid& grid, Step& step, bool lksudoku_fix)
      : grid_(grid), step_(step), lksudoku_fix_(lksudoku_fix) {}

  bool run() {
    const auto counts = cells_with_at_least<3>(grid_);
    counts[2].without(counts[3]).for_each([&](int cell) {
      const std::uint16_t pair = grid_.candidates(cell);
      // Loop cells hold both digits; a loop needs four of them at least.
      pair_cells_ = grid_.cells_with(std::countr_zero(pair) + 1) &
                    grid_.cells_with(16 - std::countl_zero(pair));
      if (pair_cells_.count() < 4) return;
      bivalue_cells_ = within(pair);
      Loop loop;
      follow(loop, cell, pair, 2, 0, -1);
    });
    return best_rating_ != 0;
  }

 private:
  // Extends `loop` with `cell`. `extra` holds the candidates beyond the pair on the path so far
  // (with the fix; the original search also keeps those of the cells tried before from the
  // same cell, which only makes a path stop sooner: can_close stays a sound cut).
  void follow(Loop& loop, int cell, std::uint16_t pair, int allowed_extra, std::uint16_t extra,
              int last_slot) {
    if (loop.size == kMaxLoop) return;
    loop.houses[loop.size % 2] |= house_bits(cell);
    loop.members.add(cell);
    loop.cells[loop.size++] = static_cast<std::uint8_t>(cell);
    const CellSet blocked = blocked_;
    // Houses now met at both parities take no further cell.
    for (std::uint32_t closed = house_bits(cell) & loop.houses[loop.size % 2]; closed;
         closed &= closed - 1) {
      blocked_ |= kTables.house_set[std::countr_zero(closed)];
    }
    if (can_close(loop, pair, allowed_extra, extra)) {
      std::uint16_t tried_extra = extra;  // the original search's
      for (int slot : kBoxFirst) {
        if (slot != last_slot)
          follow_house(loop, house_of(cell, slot), pair, allowed_extra, extra, tried_extra, slot);
      }
    }
    blocked_ = blocked;
    --loop.size;
    loop.houses[loop.size % 2] &= ~house_bits(cell);
    loop.members.remove(cell);
  }

  // Goes on from the last cell of `loop` through `house`: closes the loop or follows each
  // cell of the house holding both digits, in the house's order (ascending cells).
  // `tried_extra` gathers the extra digits of every cell tried from the last one.
  void follow_house(Loop& loop, int house, std::uint16_t pair, int allowed_extra,
                    std::uint16_t extra, std::uint16_t& tried_extra, int slot) {
    CellSet nexts = (pair_cells_ & kTables.house_set[house]).without(loop.members);
    const int first = loop.cells[0];
    if (loop.size >= 4 && kTables.house_set[house].has(first)) nexts.add(first);
    nexts.for_each([&](int next) {
      if (next == first) {
        // With no house met twice at one parity, the loop is valid when both parities
        // meet the same houses.
        if (loop.houses[0] == loop.houses[1]) found(loop, pair);
        return;
      }
      const std::uint16_t candidates = grid_.candidates(next);
      tried_extra |= candidates & ~pair;
      const auto next_extra =
          lksudoku_fix_ ? static_cast<std::uint16_t>(extra | (candidates & ~pair)) : tried_extra;
      const int count = std::popcount(candidates);
      if ((loop.houses[loop.size % 2] & house_bits(next)) != 0) return;  // never valid
      if (count == 2 || std::popcount(next_extra) == 1 || allowed_extra > 0) {
        follow(loop, next, pair, allowed_extra - (count > 2 ? 1 : 0), next_extra, slot);
      }
    });
  }

  // Whether the path can still close into a valid loop: each house it meets at one parity only
  // needs a later cell, outside the loop and the blocked houses. Once the path has extra
  // digits, a later cell adding one more uses up one of the allowance (cells adding none are
  // free): past it, every later cell adds none; with one left, one cell may add some, and it
  // must meet every house the others miss.
  bool can_close(const Loop& loop, std::uint16_t pair, int allowed_extra,
                 std::uint16_t extra) const {
    const CellSet usable = pair_cells_.without(blocked_ | loop.members);
    const int extra_digits = std::popcount(extra);
    const bool limited = allowed_extra <= 1 && extra_digits >= 1;
    const CellSet plain =
        limited ? usable & (extra_digits == 1 ? within(pair | extra) : bivalue_cells_) : usable;
    CellSet lone = usable;
    bool lone_needed = false;
    for (std::uint32_t open = loop.houses[0] ^ loop.houses[1]; open; open &= open - 1) {
      const CellSet& house = kTables.house_set[std::countr_zero(open)];
      if (!(plain & house).empty()) continue;
      if (!limited || allowed_extra <= 0) return false;
      lone &= house;
      lone_needed = true;
    }
    return !lone_needed || !lone.empty();
  }

  // The cells holding both digits of the pair and no digit outside `digits`.
  CellSet within(std::uint16_t digits) const {
    CellSet result = pair_cells_;
    for (std::uint16_t others = 0x1ff & ~digits; others; others &= others - 1) {
      result = result.without(grid_.cells_with(std::countr_zero(others) + 1));
    }
    return result;
  }

  // Rates a valid loop, once per search.
  void found(const Loop& loop, std::uint16_t pair) {
    // Its extra cells are those holding more than the pair.
    const CellSet extra_set = loop.members.without(bivalue_cells_);
    const int extras = extra_set.count();
    std::array<int, kMaxLoop> extra_cells{};
    for (int i = 0, k = 0; k < extras; ++i) {
      if (extra_set.has(loop.cells[i])) extra_cells[k++] = loop.cells[i];
    }
    // The same loop comes back from each of its bivalue cells, both ways round. Its candidates
    // depend on its cells and, for type 3, on which extra cell comes first; best results only
    // improve, so candidates already offered would lose now: each loop is rated once.
    const LoopKey key{loop.members, pair,
                      static_cast<std::int8_t>(extras == 2 ? extra_cells[0] : -1)};
    for (int i = 0; i < seen_count_; ++i) {
      if (seen_[i] == key) return;
    }
    if (seen_count_ < kMaxSeen) seen_[seen_count_++] = key;
    std::uint16_t extra_digits = 0;
    for (int i = 0; i < extras; ++i) extra_digits |= grid_.candidates(extra_cells[i]) & ~pair;
    const int base = loop_rating(loop.size);
    if (extras == 1) {
      Step candidate = start(loop, pair, base, 1);
      candidate.eliminations[extra_cells[0]] = pair;
      offer(candidate, 1);
    } else if (extras > 2) {
      if (std::popcount(extra_digits) == 1)
        type2(loop, pair, base, extra_cells, extras, extra_digits);
    } else if (extras == 2) {
      if (std::popcount(extra_digits) == 1) {
        type2(loop, pair, base, extra_cells, extras, extra_digits);
      } else if (std::popcount(extra_digits) >= 2) {
        type3(loop, pair, base, extra_cells[0], extra_cells[1], extra_digits);
      }
      type4(loop, pair, base, extra_cells[0], extra_cells[1]);
    }
  }

  Step start(const Loop& loop, std::uint16_t pair, int rating, int type) const {
    Step candidate;
    candidate.technique = Technique::unique_rectangle;
    candidate.rating = static_cast<std::uint8_t>(rating);
    candidate.digits = pair;
    candidate.digit = static_cast<std::uint8_t>(type);  // the explainer names the type
    candidate.chain_length = static_cast<std::uint8_t>(loop.size);
    for (int i = 0; i < loop.size; ++i) {
      candidate.cells.add(loop.cells[i]);
      candidate.chain[i] = loop.cells[i];
    }
    return candidate;
  }

  // Type 2: the extra cells share one extra digit; one of them holds it, so cells seeing them
  // all lose it.
  void type2(const Loop& loop, std::uint16_t pair, int base, const std::array<int, kMaxLoop>& cells,
             int count, std::uint16_t digit_mask) {
    CellSet victims = grid_.cells_with(std::countr_zero(digit_mask) + 1);
    for (int i = 0; i < count; ++i) victims &= kTables.peers[cells[i]];
    if (victims.empty()) return;
    Step candidate = start(loop, pair, base, 2);
    victims.for_each([&](int cell) { candidate.eliminations[cell] = digit_mask; });
    offer(candidate, 2);
  }

  // Type 3: the two extra cells act as one cell holding their extra digits, which forms a
  // naked or hidden set with other cells of a house they share. With the fix, hidden sets are
  // tried from pairs up, naked sets from the size of the extra digits up; without it, both
  // from the size of the extra digits up.
  void type3(const Loop& loop, std::uint16_t pair, int base, int c1, int c2, std::uint16_t extra) {
    const std::uint16_t both = grid_.candidates(c1) & grid_.candidates(c2);
    for (int degree = lksudoku_fix_ ? 2 : std::popcount(extra); degree <= 7; ++degree) {
      for (int slot : kBoxFirst) {
        const int house = house_of(c1, slot);
        if (house != house_of(c2, slot)) continue;
        const int empty = grid_.empty_in(house);
        const auto& cells = house_cells(house);
        int index1 = 0, index2 = 0;
        for (int i = 0; i < 9; ++i) {
          if (cells[i] == c1) index1 = i;
          if (cells[i] == c2) index2 = i;
        }
        if (degree >= std::popcount(extra) && 2 * degree <= empty)
          naked(loop, pair, base, house, index1, index2, degree, extra, both);
        if (2 * degree < empty) hidden(loop, pair, base, house, index1, index2, degree, extra);
      }
    }
  }

  void naked(const Loop& loop, std::uint16_t pair, int base, int house, int index1, int index2,
             int degree, std::uint16_t extra, std::uint16_t both) {
    const auto& cells = house_cells(house);
    const Combinations& sets = combinations(degree);
    for (int s = 0; s < sets.count; ++s) {
      const std::uint16_t mask = sets.masks[s];
      if (!((mask >> index1) & 1) || ((mask >> index2) & 1)) continue;
      std::uint16_t naked_set = extra & both;
      std::uint16_t union_set = 0;
      bool ok = true;
      for (std::uint16_t bits = mask; bits; bits &= bits - 1) {
        const int i = std::countr_zero(bits);
        const std::uint16_t candidates = i == index1 ? extra : grid_.candidates(cells[i]);
        if (i != index1) naked_set |= candidates;
        ok &= std::popcount(candidates) >= 2;
        union_set |= candidates;
      }
      if (!ok || std::popcount(naked_set) != degree || std::popcount(union_set) != degree) continue;
      Step candidate = start(loop, pair, base + (std::popcount(union_set) - 1), 3);
      bool any = false;
      for (int i = 0; i < 9; ++i) {
        if (((mask >> i) & 1) || i == index2) continue;
        const std::uint16_t removed = grid_.candidates(cells[i]) & union_set;
        candidate.eliminations[cells[i]] = removed;
        any |= removed != 0;
      }
      if (any) offer(candidate, 3);
    }
  }

  void hidden(const Loop& loop, std::uint16_t pair, int base, int house, int index1, int index2,
              int degree, std::uint16_t extra) {
    std::array<int, 9> rest{};
    int rest_count = 0;
    for (int digit = 1; digit <= 9; ++digit) {
      if (!((pair | extra) & digit_bit(digit))) rest[rest_count++] = digit;
    }
    if (degree - 2 > rest_count) return;
    const auto& cells = house_cells(house);
    // Subsets of `rest` with degree - 2 members, in increasing mask order.
    for (unsigned mask = 0; mask < (1u << rest_count); ++mask) {
      if (std::popcount(mask) != degree - 2) continue;
      std::uint16_t digits = pair;
      for (unsigned bits = mask; bits; bits &= bits - 1)
        digits |= digit_bit(rest[std::countr_zero(bits)]);
      std::uint16_t common = 0;
      bool ok = true;
      for (std::uint16_t bits = digits; bits; bits &= bits - 1) {
        const std::uint16_t places =
            grid_.place_mask(house, std::countr_zero(bits) + 1) & ~(1u << index2);
        ok &= places != 0;
        common |= places;
      }
      if (!ok || std::popcount(common) != degree) continue;
      common &= ~((1u << index1) | (1u << index2));
      Step candidate = start(loop, pair, base + (std::popcount(common) - 1), 3);
      bool any = false;
      for (int i = 0; i < 9; ++i) {
        if (!((common >> i) & 1)) continue;
        const std::uint16_t removed = grid_.candidates(cells[i]) & ~digits;
        candidate.eliminations[cells[i]] = removed;
        any |= removed != 0;
      }
      if (any) offer(candidate, 3);
    }
  }

  // Type 4: one loop digit is locked to the two extra cells in a house they share, so the
  // other loop digit leaves both.
  void type4(const Loop& loop, std::uint16_t pair, int base, int c1, int c2) {
    const int v1 = std::countr_zero(pair) + 1;
    const int v2 = 16 - std::countl_zero(static_cast<std::uint16_t>(pair));
    int lock1 = -1, lock2 = -1;
    for (int slot : kBoxFirst) {
      const int house = house_of(c1, slot);
      if (house != house_of(c2, slot)) continue;
      const CellSet others = kTables.house_set[house].without(CellSet::of(c1) | CellSet::of(c2));
      if ((others & grid_.cells_with(v1)).empty()) lock1 = house;
      if ((others & grid_.cells_with(v2)).empty()) lock2 = house;
    }
    int removed;
    if (lock1 >= 0)
      removed = v2;
    else if (lock2 >= 0)
      removed = v1;
    else
      return;
    Step candidate = start(loop, pair, base, 4);
    for (int cell : {c1, c2}) {
      if (grid_.has(cell, removed))
        candidate.eliminations[cell] = static_cast<std::uint16_t>(digit_bit(removed));
    }
    if (candidate.elimination_count() > 0) offer(candidate, 4);
  }

  void offer(const Step& candidate, int type) {
    if (best_rating_ != 0 && (candidate.rating > best_rating_ ||
                              (candidate.rating == best_rating_ && type >= best_type_))) {
      return;
    }
    best_rating_ = candidate.rating;
    best_type_ = type;
    step_ = candidate;
  }

  const CandidateGrid& grid_;
  Step& step_;
  const bool lksudoku_fix_;
  CellSet pair_cells_;     // cells holding both digits of the pair being followed
  CellSet bivalue_cells_;  // those holding no other digit
  CellSet blocked_;        // cells of the houses the loop meets at both parities
  struct LoopKey {
    CellSet cells;
    std::uint16_t pair;
    std::int8_t first_extra;
    friend bool operator==(const LoopKey&, const LoopKey&) = default;
  };
  static constexpr int kMaxSeen = 64;  // past that, loops are simply rated again
  std::array<LoopKey, kMaxSeen> seen_;
  int seen_count_ = 0;
  int best_rating_ = 0;
  int best_type_ = 0;
};

}  // namespace

bool find_unique_rectangle(const CandidateGrid& grid, Step& step, SeVersion version, Memory&) {
  return Search(grid, step, version == SeVersion::sukaku_1_18_1).run();
}

}  // namespace nonet
