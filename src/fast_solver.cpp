// The fast engine: band-wise candidate bitboards, propagation to a fixpoint, and branching on
// the exact-cover constraint with the fewest options.
//
// Representation. The grid is cut into three bands of three rows. For every digit d and band
// b, one 27-bit mask says where d can still go in that band: bit 9 * r + c is row r of the
// band (0-2), column c (0-8). Placed cells stay in their digit's mask (as the only bit left
// in their row, box and column), so a mask always holds the digit's whole story in the
// band; a separate mask per band says which cells are still unplaced.
//
//   candidates[3 * d + b]   where digit d may be in band b (placed cells included)
//   examined[3 * d + b]     candidates[...] when the band was last examined for d
//   unplaced[b]             cells of band b with no digit yet
//   stack_examined[d]       where d could go, per band and column, when stacks were last examined
//
// Propagation works a digit-band at a time (the idea of JCZSolve's band bitboards). Within
// a band, digit d must fill each of the three rows exactly once and each of the three boxes
// exactly once, so the nine row-box segments ("triads") it may use must contain a
// permutation. One 512-entry table keeps the triads that lie on some permutation: that
// eliminates in one step pointing, claiming and every box/row interaction of the band. A
// row left with one cell is a hidden single in its row (or, through the table, its box).
// The same test runs down each stack (bands against columns), and cells with one
// candidate left are naked singles. The masks and tables live in band_masks.hpp.
//
// When propagation stalls the search branches like Knuth's Algorithm X: it takes the
// exact-cover constraint (cell, row-digit, column-digit, box-digit) with the fewest
// options, tries its first option, and keeps the state with that option removed as the
// alternative. States live on a fixed stack of 82 entries: each level places one more
// cell, so the depth never exceeds 81, and no heap is touched.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <utility>

#include "band_masks.hpp"
#include "engines.hpp"

namespace nonet::detail {
namespace {

// One search state, copied whole on a branch.
struct alignas(64) State {
  Mask candidates[27];
  Mask unplaced[3];
  Mask examined[27];
  Mask stack_examined[9];  // per digit, its columns per band (bit 9 * b + c) when last examined
};
static_assert(sizeof(State) == 320);

constexpr int kMaxDepth = 82;

class Search {
 public:
  Search(SolveMode mode, std::uint64_t max_solutions, const SolutionVisitor* visit)
      : mode_(mode), max_solutions_(max_solutions), visit_(visit) {}

  SolveResult run(const Grid& puzzle);

 private:
  // Puts digit d in cell i of band b: d leaves the cell's peers, other digits leave the cell.
  void place(State& s, int d, int b, int i) const {
    const Mask bit = Mask{1} << i;
    for (int digit = 0; digit < 9; ++digit) s.candidates[3 * digit + b] &= ~bit;
    Mask& own = s.candidates[3 * d + b];
    own = (own & ~kTables.band_peers[i]) | bit;
    const Mask column = kTables.band_column[i % 9];
    s.candidates[3 * d + (b + 1) % 3] &= ~column;
    s.candidates[3 * d + (b + 2) % 3] &= ~column;
    s.unplaced[b] &= ~bit;
  }

  bool propagate(State& s);
  template <int K>
  bool examine_band(State& s, bool& placed);
  bool examine_bands(State& s);
  int place_naked_singles(State& s);  // -1 on contradiction, else the number placed
  int examine_stacks(State& s);       // -1 on contradiction, else the digits changed
  void choose_branch(const State& s, int& digit, int& band, int& cell) const;
  static bool complete(const State& s) {
    return (s.unplaced[0] | s.unplaced[1] | s.unplaced[2]) == 0;
  }
  static Grid to_grid(const State& s, bool placed_only);
  bool set_givens(State& s, const Grid& puzzle);

  SolveMode mode_;
  std::uint64_t max_solutions_;
  const SolutionVisitor* visit_;
  SolveStats stats_;
  State stack_[kMaxDepth];
};

// Examines digit-band K = 3 * d + b if its candidates changed since last time. Rows left
// with one unplaced cell are hidden singles, placed together: within the band the
// permutation test already cleared their box and column, so what is left is to take
// their cells from the other digits and their columns from the other bands (done even
// when there are none: cheaper than a branch that often guesses wrong).
template <int K>
inline bool Search::examine_band(State& s, bool& placed) {
  constexpr int d = K / 3, b = K % 3;
  Mask m = s.candidates[K];
  if (m == s.examined[K]) return true;
  m &= kTables.band_keep[triads_of(m)];
  if (m == 0) return false;
  s.candidates[K] = s.examined[K] = m;
  // Every row is non-empty here, so subtracting 1 from each 9-bit row borrows within the
  // row: crowded holds x & (x - 1) per row, zero for a row with one cell.
  // All branch-free: mispredicted branches cost more here than the operations they skip.
  const Mask crowded = m & (m - 0x40201);
  const Mask singles = m & ~(occupied_rows(crowded) * kRowBits) & s.unplaced[b];
  placed |= singles != 0;
  stats_.hidden_singles += std::popcount(singles);
  s.unplaced[b] &= ~singles;
  const Mask columns = fold_columns(singles) * 0x40201;
  s.candidates[3 * d + (b + 1) % 3] &= ~columns;
  s.candidates[3 * d + (b + 2) % 3] &= ~columns;
  [&]<int... D>(std::integer_sequence<int, D...>) {
    ((D != d ? void(s.candidates[3 * D + b] &= ~singles) : void()), ...);
  }
  (std::make_integer_sequence<int, 9>{});
  return true;
}

// Sweeps the 27 digit-bands until a sweep places nothing.
bool Search::examine_bands(State& s) {
  bool placed = true;
  while (placed) {
    placed = false;
    const bool consistent = [&]<int... K>(std::integer_sequence<int, K...>) {
      return (examine_band<K>(s, placed) && ...);
    }
    (std::make_integer_sequence<int, 27>{});
    if (!consistent) return false;
  }
  return true;
}

// Cells with one candidate left, placed a band and a digit at a time.
int Search::place_naked_singles(State& s) {
  int placed = 0;
  for (int b = 0; b < 3; ++b) {
    Mask one = 0, two = 0;
    for (int d = 0; d < 9; ++d) {
      const Mask m = s.candidates[3 * d + b];
      two |= one & m;
      one |= m;
    }
    if (one != kBandCells) return -1;  // a cell with no candidate left
    const Mask singles = one & ~two & s.unplaced[b];
    if (!singles) continue;
    s.unplaced[b] &= ~singles;
    for (int d = 0; d < 9; ++d) {
      const Mask cells = s.candidates[3 * d + b] & singles;
      if (!cells) continue;
      if (cells & (cells - 1)) {
        for (Mask rest = cells; rest; rest &= rest - 1)
          if (kTables.band_peers[std::countr_zero(rest)] & cells) return -1;  // d twice in a house
      }
      s.candidates[3 * d + b] = (s.candidates[3 * d + b] & ~band_peers_of(cells)) | cells;
      const Mask columns = fold_columns(cells) * 0x40201;
      s.candidates[3 * d + (b + 1) % 3] &= ~columns;
      s.candidates[3 * d + (b + 2) % 3] &= ~columns;
    }
    const int count = std::popcount(singles);
    stats_.naked_singles += count;
    placed += count;
  }
  return placed;
}

// The band test turned sideways: within a stack, digit d fills each column once and each of
// the stack's three boxes once, so the (band, column) pairs it may use must hold a
// permutation. Pairs off every permutation lose their cells: pointing and claiming along
// columns, and column hidden singles (left to the band test to place).
int Search::examine_stacks(State& s) {
  int changed = 0;
  bool broken = false;
  for (int d = 0; d < 9; ++d) {
    Mask* bands = &s.candidates[3 * d];
    // Where d may be, per band and column: bit 9 * b + c.
    const Mask columns =
        fold_columns(bands[0]) | fold_columns(bands[1]) << 9 | fold_columns(bands[2]) << 18;
    if (columns == s.stack_examined[d]) continue;
    Mask dropped = 0;
    for (int st = 0; st < 9; st += 3) {
      const unsigned pairs =
          ((columns >> st) & 7) | ((columns >> (6 + st)) & 070) | ((columns >> (12 + st)) & 0700);
      const unsigned keep = kTables.on_permutation[pairs];
      broken |= keep == 0;
      const unsigned drop = pairs & ~keep;
      dropped |= (drop & 7) << st | (drop & 070) << (6 + st) | (drop & 0700) << (12 + st);
    }
    s.stack_examined[d] = columns & ~dropped;
    changed += dropped != 0;
    // Each band's dropped columns, copied onto its three rows (branch-free, like the
    // contradiction test above, reported once the loop is done).
    bands[0] &= ~((dropped & kRowBits) * 0x40201);
    bands[1] &= ~(((dropped >> 9) & kRowBits) * 0x40201);
    bands[2] &= ~((dropped >> 18) * 0x40201);
  }
  return broken ? -1 : changed;
}

bool Search::propagate(State& s) {
  for (;;) {
    if (!examine_bands(s)) return false;
    if (complete(s)) return true;
    int placed = place_naked_singles(s);
    if (placed < 0) return false;
    if (placed > 0) continue;
    const int changed = examine_stacks(s);
    if (changed < 0) return false;
    if (changed == 0) return true;
  }
}

// The constraint with the fewest options, and its first option as (digit, band, cell).
// After propagation every open constraint has at least two options, and a cell with two
// candidates is the common case. Among those cells the one that sees the most unplaced
// cells is taken: either choice there reaches furthest, which cuts the guesses on hard
// puzzles by about a third against taking the first such cell.
void Search::choose_branch(const State& s, int& digit, int& band, int& cell) const {
  // The best cell so far as reach << 8 | (255 - 32 * band - cell): a branch-free max keeps
  // the furthest-reaching cell, the first one on ties.
  unsigned best_pair = 0;
  for (int b = 0; b < 3; ++b) {
    Mask one = 0, two = 0, three = 0;
    for (int d = 0; d < 9; ++d) {
      const Mask m = s.candidates[3 * d + b];
      three |= two & m;
      two |= one & m;
      one |= m;
    }
    for (Mask pairs = two & ~three & s.unplaced[b]; pairs; pairs &= pairs - 1) {
      const int i = std::countr_zero(pairs);
      const Mask column = kTables.band_column[i % 9];
      const unsigned reach = std::popcount(kTables.band_peers[i] & s.unplaced[b]) +
                             std::popcount(column & s.unplaced[(b + 1) % 3]) +
                             std::popcount(column & s.unplaced[(b + 2) % 3]);
      best_pair = std::max(best_pair, reach << 8 | (255 - 32 * b - i));
    }
  }
  if (best_pair != 0) {
    const int place = 255 - static_cast<int>(best_pair & 0xFF);
    band = place / 32;
    cell = place % 32;
    unsigned digits = 0;
    for (int d = 0; d < 9; ++d) digits |= ((s.candidates[3 * d + band] >> cell) & 1) << d;
    digit = std::countr_zero(digits);
    return;
  }
  // No bivalue cell: scan every constraint and keep the smallest.
  int best = 10;
  auto consider = [&](int options, int d, int b, Mask cells) {
    if (options < best) {
      best = options;
      digit = d;
      band = b;
      cell = std::countr_zero(cells);
    }
  };
  for (int b = 0; b < 3 && best > 2; ++b) {
    for (int i = 0; i < 27; ++i) {
      const Mask bit = Mask{1} << i;
      if (!(s.unplaced[b] & bit)) continue;
      int options = 0, first = -1;
      for (int d = 0; d < 9; ++d)
        if (s.candidates[3 * d + b] & bit) {
          if (first < 0) first = d;
          ++options;
        }
      consider(options, first, b, bit);
    }
  }
  for (int d = 0; d < 9 && best > 2; ++d) {
    for (int b = 0; b < 3; ++b) {
      const Mask open = s.candidates[3 * d + b] & s.unplaced[b];
      for (int r = 0; r < 3; ++r) {
        const Mask row = s.candidates[3 * d + b] & (kRowBits << (9 * r));
        if (row & open) consider(std::popcount(row), d, b, row);
      }
      for (int k = 0; k < 3; ++k) {
        const Mask box = s.candidates[3 * d + b] & kTables.band_box[k];
        if (box & open) consider(std::popcount(box), d, b, box);
      }
    }
    for (int c = 0; c < 9; ++c) {
      int options = 0, first_band = -1;
      Mask first_cells = 0;
      bool open = false;
      for (int b = 0; b < 3; ++b) {
        const Mask cells = s.candidates[3 * d + b] & kTables.band_column[c];
        if (!cells) continue;
        options += std::popcount(cells);
        open = open || (cells & s.unplaced[b]);
        if (first_band < 0) first_band = b, first_cells = cells;
      }
      if (open) consider(options, d, first_band, first_cells);
    }
  }
}

// Lays all givens on a fresh state at once, without a branch per cell. False when a cell
// holds no digit 0-9 or two equal givens share a house: a digit given n times must then
// occupy n rows, n columns and n boxes.
bool Search::set_givens(State& s, const Grid& puzzle) {
  Mask given[10][3];  // [value][band]; value 0 is empty
  if (!locate_values(puzzle, given)) return false;
  std::memset(&s, 0, sizeof(State));
  int clash = 0;
  for (int b = 0; b < 3; ++b) s.unplaced[b] = given[0][b];
  for (int d = 0; d < 9; ++d) {
    const Mask* g = given[d + 1];
    const Mask columns = fold_columns(g[0]) | fold_columns(g[1]) | fold_columns(g[2]);
    int count = 0, rows = 0, boxes = 0;
    for (int b = 0; b < 3; ++b) {
      count += std::popcount(g[b]);
      rows += std::popcount(occupied_rows(g[b]));
      boxes += std::popcount(occupied_boxes(g[b]));
    }
    clash |= (rows != count) | (boxes != count) | (std::popcount(columns) != count);
    stats_.clues += count;
    for (int b = 0; b < 3; ++b) {
      const Mask peers = occupied_rows(g[b]) * kRowBits | kTables.boxes_cells[occupied_boxes(g[b])];
      s.candidates[3 * d + b] = (s.unplaced[b] & ~peers & ~(columns * 0x40201)) | g[b];
    }
  }
  return !clash;
}

Grid Search::to_grid(const State& s, bool placed_only) {
  Grid grid;
  for (int d = 0; d < 9; ++d)
    for (int b = 0; b < 3; ++b) {
      Mask m = s.candidates[3 * d + b];
      const auto digit = static_cast<std::uint8_t>(d + 1);
      if (!placed_only) {  // complete: exactly one cell per row of the band, so 3 bits
        for (int row = 0; row < 3; ++row, m &= m - 1)
          grid.cells[27 * b + std::min(std::countr_zero(m), 26)] = digit;
        continue;
      }
      for (m &= ~s.unplaced[b]; m; m &= m - 1) grid.cells[27 * b + std::countr_zero(m)] = digit;
    }
  return grid;
}

SolveResult Search::run(const Grid& puzzle) {
  SolveResult result;
  result.solution = puzzle;
  stats_ = SolveStats{};

  State* s = &stack_[0];
  if (!set_givens(*s, puzzle)) {
    result.status = SolveStatus::invalid;
    result.stats = stats_;
    return result;
  }

  if (mode_ == SolveMode::singles_only) {
    if (!propagate(*s)) {
      result.status = SolveStatus::unsolvable;
    } else if (complete(*s)) {
      result.status = SolveStatus::solved;
      result.solution = to_grid(*s, false);
      stats_.solutions = 1;
    } else {
      result.status = SolveStatus::stuck;
      result.solution = to_grid(*s, true);
    }
    result.stats = stats_;
    return result;
  }

  int depth = 0;
  for (;;) {
    bool dead_end = true;
    if (propagate(*s)) {
      if (!complete(*s)) {
        int d = 0, b = 0, i = 0;
        choose_branch(*s, d, b, i);
        ++stats_.guesses;
        stack_[depth + 1] = *s;
        s->candidates[3 * d + b] &= ~(Mask{1} << i);  // the alternative, tried on return
        s = &stack_[++depth];
        place(*s, d, b, i);
        continue;
      }
      dead_end = false;
      const Grid solution = to_grid(*s, false);
      if (stats_.solutions++ == 0) result.solution = solution;
      if (visit_ && !(*visit_)(solution)) break;
      if (stats_.solutions >= max_solutions_) break;
    }
    if (dead_end) ++stats_.backtracks;
    if (depth == 0) break;
    s = &stack_[--depth];
  }
  result.status = stats_.solutions > 0 ? SolveStatus::solved : SolveStatus::unsolvable;
  result.stats = stats_;
  return result;
}

}  // namespace

SolveResult fast_search(const Grid& puzzle, SolveMode mode, std::uint64_t max_solutions,
                        const SolutionVisitor* visit) {
  Search search(mode, max_solutions, visit);
  return search.run(puzzle);
}

}  // namespace nonet::detail
