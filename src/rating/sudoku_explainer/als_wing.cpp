// WXYZ-wing (SE 5.5-5.6), VWXYZ-wing (SE 6.2-6.4), UVWXYZ-wing (SE 6.6) and TUVWXYZ-wing
// (SE 7.5), as Sukaku Explainer's serate rates them: an almost locked set of 3 to 6 mutually
// visible cells
// holding one digit more than it has cells, and a
// bivalue cell {x, z} with both digits in the set. When every set cell holding x sees the
// bivalue cell, x is a restricted common: the bivalue cell or the set holds z, so cells
// seeing every z of the pattern lose it. When z is restricted too (doubly linked), the set's
// other digits are locked in it and x goes the way of z. WXYZ- and VWXYZ-wings are rated by
// the biggest cell of the set (middle sizes rate 0.1 higher), the bigger ones flat;
// candidates are ranked by rating, then more eliminations.
#include <algorithm>
#include <bit>
#include <string>

#include "rating/sudoku_explainer/technique.hpp"

namespace nonet {

namespace {

struct Candidate {
  Step step;
  int eliminations = 0;
  std::string suffix;  // Sukaku Explainer's name suffix: link count, biggest cell, wing size
};

class AlsWing {
 public:
  AlsWing(const CandidateGrid& grid, Step& step, int size, Technique technique, int base,
          bool flat_rating = false)
      : grid_(grid),
        step_(step),
        size_(size),
        digits_(size + 1),
        technique_(technique),
        base_(base),
        flat_rating_(flat_rating) {}

  bool run() {
    // Only cells with 2 .. digits_ candidates can be in a set; wings are bivalue cells.
    const auto counts = cells_with_at_least<8>(grid_);
    usable_ = counts[2].without(counts[digits_ + 1]);
    bivalue_ = counts[2].without(counts[3]);
    if (size_ == 3) {
      sets<3>();
    } else if (size_ == 4) {
      sets<4>();
    } else if (size_ == 5) {
      sets<5>();
    } else {
      sets<6>();
    }
    return found_;
  }

 private:
  // Peers after `cell` in reading order: each set is met once, from its first cell.
  static CellSet forward(int cell) {
    const CellSet peers = kTables.peers[cell];
    if (cell < 64) return {peers.low & ~((std::uint64_t{2} << cell) - 1), peers.high};
    return {0, peers.high & ~((std::uint64_t{2} << (cell - 64)) - 1)};
  }

  // Visits the almost locked sets of `Size` cells, each from its first cell in reading order.
  template <int Size>
  void sets() {
    usable_.for_each([&](int first) {
      const int count = grid_.candidate_count(first);
      cells_[0] = first;
      extend<Size, 1>(forward(first) & usable_, grid_.candidates(first), count, count);
    });
  }

  // Extends the set's first `Depth` cells with each cell of `next` (all usable peers of them).
  template <int Size, int Depth>
  void extend(CellSet next, std::uint16_t digits, int biggest, int wing_size) {
    next.for_each([&](int cell) {
      const std::uint16_t candidates = grid_.candidates(cell);
      const int count = std::popcount(candidates);
      const int all_count = std::popcount(static_cast<std::uint16_t>(digits | candidates));
      cells_[Depth] = cell;
      const int big = std::max(biggest, count);
      if constexpr (Depth + 1 < Size) {
        if (all_count <= Size + 1) {
          extend<Size, Depth + 1>(next & forward(cell), digits | candidates, big,
                                  wing_size + count);
        }
      } else if (all_count == Size + 1) {
        wings(digits | candidates, big, wing_size + count);
      }
    });
  }

  // Bivalue cells seeing at least one cell of the set, with both digits in the set.
  void wings(std::uint16_t set_digits, int biggest, int wing_size) {
    // Most sets have none: drop the bivalue cells holding a digit outside the set first.
    CellSet inside = bivalue_;
    for (std::uint16_t others = 0x1ff & ~set_digits; others; others &= others - 1) {
      inside = inside.without(grid_.cells_with(std::countr_zero(others) + 1));
    }
    if (inside.empty()) return;
    set_cells_ = {};
    for (int i = 0; i < size_; ++i) set_cells_.add(cells_[i]);
    CellSet range;
    for (int i = 0; i < size_; ++i) range |= kTables.peers[cells_[i]];
    (range.without(set_cells_) & inside).for_each([&](int wing) {
      const std::uint16_t pair = grid_.candidates(wing);
      const int x = std::countr_zero(pair) + 1;
      const int z = 16 - std::countl_zero(pair);
      const bool z_restricted = restricted(z, wing);
      if (restricted(x, wing)) {
        make(wing, x, z, z_restricted, set_digits, biggest, wing_size);
      } else if (z_restricted) {
        make(wing, z, x, false, set_digits, biggest, wing_size);
      }
    });
  }

  // Every set cell holding `digit` sees the bivalue cell.
  bool restricted(int digit, int wing) const {
    return (set_cells_ & grid_.cells_with(digit)).without(kTables.peers[wing]).empty();
  }

  // Cells seeing every set cell holding `digit` (and the bivalue cell when `with_wing`).
  CellSet victims(int digit, int wing, bool with_wing) const {
    const CellSet holders = set_cells_ & grid_.cells_with(digit);
    if (!with_wing && holders.empty()) return {};
    CellSet result = seen_by_all(with_wing ? holders | CellSet::of(wing) : holders);
    result = result.without(set_cells_);
    result.remove(wing);
    return result & grid_.cells_with(digit);
  }

  void make(int wing, int x, int z, bool double_link, std::uint16_t set_digits, int biggest,
            int wing_size) {
    Candidate candidate;
    Step& step = candidate.step;
    bool weak = false, strong_x = false, strong_z = false;
    auto remove = [&](CellSet cells, int digit, bool& flag) {
      cells.for_each([&](int cell) {
        step.eliminations[cell] |= static_cast<std::uint16_t>(digit_bit(digit));
        ++candidate.eliminations;
        flag = true;
      });
    };
    if (double_link) {
      for (std::uint16_t rest = set_digits & ~grid_.candidates(wing); rest; rest &= rest - 1) {
        remove(victims(std::countr_zero(rest) + 1, wing, false), std::countr_zero(rest) + 1, weak);
      }
      remove(victims(x, wing, true), x, strong_x);
    }
    remove(victims(z, wing, true), z, strong_z);
    if (candidate.eliminations == 0) return;
    // Sudoku Explainer keeps the doubly linked name only when the locked digits eliminate
    // or both x and z do.
    if (double_link && !weak && (!strong_z || !strong_x)) double_link = false;
    const int middle = (digits_ + 2) / 2;
    const int rating =
        flat_rating_ ? base_ : base_ + (digits_ - middle) - std::abs(middle - biggest);
    step.technique = technique_;
    step.rating = static_cast<std::uint8_t>(rating);
    step.digits = set_digits;
    step.digit = static_cast<std::uint8_t>(z);
    step.chain_length = static_cast<std::uint8_t>(size_ + 1);
    for (int i = 0; i < size_; ++i) {
      step.cells.add(cells_[i]);
      step.chain[i] = static_cast<std::uint16_t>(cells_[i]);
    }
    step.cells.add(wing);
    step.chain[size_] = static_cast<std::uint16_t>(wing);
    candidate.suffix =
        std::to_string(double_link ? 2 : 1) + std::to_string(biggest) + std::to_string(wing_size);
    offer(candidate);
  }

  void offer(const Candidate& candidate) {
    if (found_) {
      const Step& best = step_;
      if (candidate.step.rating != best.rating) {
        if (candidate.step.rating > best.rating) return;
      } else if (candidate.eliminations != best_eliminations_) {
        if (candidate.eliminations < best_eliminations_) return;
      } else if (candidate.suffix <= best_suffix_) {
        return;  // equal suffixes keep the first found
      }
    }
    found_ = true;
    step_ = candidate.step;
    best_eliminations_ = candidate.eliminations;
    best_suffix_ = candidate.suffix;
  }

  const CandidateGrid& grid_;
  Step& step_;
  int size_;    // cells of the almost locked set
  int digits_;  // its digits: one more than its cells
  Technique technique_;
  int base_;
  bool flat_rating_;
  std::array<int, 6> cells_{};
  CellSet usable_;
  CellSet set_cells_;  // cells_ as a set, once a set is complete
  CellSet bivalue_;
  bool found_ = false;
  int best_eliminations_ = 0;
  std::string best_suffix_;
};

}  // namespace

bool find_wxyz_wing(const CandidateGrid& grid, Step& step, Memory&) {
  return AlsWing(grid, step, 3, Technique::wxyz_wing, 55).run();
}

bool find_vwxyz_wing(const CandidateGrid& grid, Step& step, Memory&) {
  return AlsWing(grid, step, 4, Technique::vwxyz_wing, 62).run();
}

bool find_uvwxyz_wing(const CandidateGrid& grid, Step& step, Memory&) {
  return AlsWing(grid, step, 5, Technique::uvwxyz_wing, 66, true).run();
}

bool find_tuvwxyz_wing(const CandidateGrid& grid, Step& step, Memory&) {
  return AlsWing(grid, step, 6, Technique::tuvwxyz_wing, 75, true).run();
}

}  // namespace nonet
