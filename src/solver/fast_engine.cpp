// The fast engine: band-wise candidate bitboards, propagation to a fixpoint, and branching on
// a digit's permutations in a band or stack (else the exact-cover constraint with the
// fewest options).
//
// Representation. The grid is cut into three bands of three rows. For every digit d and band
// b, one 27-bit mask says where d can still go in that band: bit 9 * r + c is row r of the
// band (0-2), column c (0-8). Placed cells stay in their digit's mask (as the only bit left
// in their row, box and column), so a mask always holds the digit's whole story in the
// band; a separate mask per band says which cells are still unplaced.
//
//   candidates[b]   where digits 1-8 may be in band b (placed cells included): one vector,
//                   lane d for digit d + 1
//   nines[b]        the same for digit 9, a plain mask: eight lanes fill a 256-bit vector,
//                   and a ninth would double every vector operation for one digit
//   unplaced[b]     cells of band b with no digit yet
//
// Propagation works on all digit-bands at once (the digit-band masks are the idea of
// JCZSolve's band bitboards). Within a band, digit d must fill each of the three rows
// exactly once and each of the three boxes exactly once, so the nine row-box segments
// ("triads") it may use must contain a permutation. Keeping only the triads that lie on
// some permutation eliminates in one step pointing, claiming and every box/row interaction
// of the band. A row left with one cell is a hidden single in its row (or, through the
// permutation test, its box). The same test runs down each stack (bands against columns;
// below the root only on puzzles that propagation leaves far from done), and cells with
// one candidate left are naked singles. Every digit-band is tested on each
// sweep, without a branch per digit-band: in vectors the test costs less than the
// mispredicted branches that would skip unchanged ones. When all that stalls, the triads
// are counted across digits (at the root, and at every node of a hard puzzle): three
// digits that each must take a triad fill it.
//
// When propagation stalls the search branches like Knuth's Algorithm X: it takes the
// exact-cover constraint (cell, row-digit, column-digit, box-digit) with the fewest options,
// tries one option (of a bivalue cell's two digits the one that settles more), and keeps the
// state with that option removed as the alternative. A puzzle that the first propagation
// leaves far from done (kStrongFrom) is searched with the triad rule at every node and
// branches much as tdoku's solver does: on a digit left with few permutations in the band or
// stack whose digits' counts of permutations have the smallest product, the permutation
// keeping fewer of its places tried first, the state on the others kept as the alternative. States
// live on a fixed stack (kMaxDepth), and no heap is touched. The rules of propagation are in
// propagation.hpp (one layout of the masks in registers for AVX-512, one for other targets).
// Vectors pass by value only between inlined functions of this file and the solver's headers:
// the ABI note GCC gives for them on targets without AVX is moot.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>

#include "solver/band_masks.hpp"
#include "solver/engines.hpp"
#include "solver/exchanged_rows.hpp"
#include "solver/lanes.hpp"
#include "solver/propagation.hpp"

namespace nonet::detail {
namespace {

// One search state, copied whole on a branch: 32 masks in this order (masks()), which
// propagation.hpp and its writers (place_digit, remove_digit, restrict_digit) rely on; on
// AVX-512 they load and store it as two vectors of sixteen.
struct alignas(64) State {
  Lanes candidates[3];
  Mask nines[3];
  Mask unplaced[3];
  Mask spare[2];

  Mask digit_band(int d, int b) const { return d == kNine ? nines[b] : candidates[b][d]; }
  const Mask* masks() const { return reinterpret_cast<const Mask*>(candidates); }
  Mask* masks() { return reinterpret_cast<Mask*>(candidates); }
};
static_assert(sizeof(State) == 32 * sizeof(Mask) && offsetof(State, nines) == 24 * sizeof(Mask));

// A cell branch places a cell (at most 81 on a path) and each side of a permutation branch
// leaves a digit fewer permutations in a band or stack (from at most six: at most 9 * 6 * 5
// on a path), so a path is at most 351 branches long.
constexpr int kMaxDepth = 81 + 270 + 1;

// Below the root the search uses the triad rule and permutation branches only when the
// root's propagation (with the triad rule, as --singles-only) leaves this many cells open or
// more: the hardest lists leave 54-69 (forum hardest 11+: all but one of 48,766), magictour
// mostly 50-63 (a quarter 50-53), the multi-solution serg benchmark 30-49 and the 17-clue
// puzzles that need a guess 10-69. Below 54 the cheaper step with bivalue-cell branches is faster
// (magictour: 0.96 of the time to a count of 2 against a bound of 50; from 55 on, the forum
// lists slow down). The root's own propagation is the same either way, so the figures of the
// search (the rating's search effort) are the same from a puzzle and from the grid its
// propagation reaches.
constexpr int kStrongFrom = 54;
// Below the root the stack test runs only when the root's propagation leaves this many cells
// open or more. Closer to the end the band test and the singles find nearly all it would:
// without it the serg benchmark takes 8% more branches in 0.95 of the time to a first solution,
// 0.965 to a count of 2; the 17-clue puzzles and magictour 1.00-1.01. Magictour's cheaper
// quarter (50-53 open) needs it (without it there, 1.05 of magictour's time).
constexpr int kStacksFrom = 50;

// A branch on a digit left with two permutations in a band (rows onto boxes) or a stack
// (bands onto columns): each side keeps, in every band, only the digit's cells in `keep`.
struct PermutationBranch {
  int digit;
  Mask first[3], second[3];
};

class Search {
 public:
  Search(SolveMode mode, std::uint64_t max_solutions, const SolutionVisitor* visit)
      : mode_(mode), max_solutions_(max_solutions), visit_(visit) {}

  SolveResult run(const Grid& puzzle, const Pencilmarks* pencilmarks);

 private:
  // Puts digit d in cell i of band b: d leaves the cell's peers, other digits leave the cell.
  static void place(State& s, int d, int b, int i) { place_digit(s.masks(), d, b, i); }
  // Takes digit d out of cell i of band b.
  static void remove(State& s, int d, int b, int i) { remove_digit(s.masks(), d, b, i); }

  // With the triad rule, also the permutation target of the fixpoint (target_) where asked.
  bool propagate(State& s, bool with_target = true);
  bool choose_permutation_branch(const State& s, PermutationBranch& branch) const;
  void choose_branch(const State& s, int& digit, int& other, int& band, int& cell) const;
  static bool complete(const State& s) {
    return (s.unplaced[0] | s.unplaced[1] | s.unplaced[2]) == 0;
  }
  static Grid to_grid(const State& s);
  bool set_givens(State& s, const Grid& puzzle);
  static void keep_pencilmarks(State& s, const Grid& puzzle, const Pencilmarks& pencilmarks);

  SolveMode mode_;
  std::uint64_t max_solutions_;
  const SolutionVisitor* visit_;
  SolveStats stats_;
  // The rules below the root (kStrongFrom, kStacksFrom). With the triad rule the search also
  // branches on permutations: fewer branches, but each costs more, which pays only on puzzles
  // that propagation leaves far from done.
  Rules rules_ = Rules::triads;
  int target_ = kNoTarget;  // where the last propagation with the triad rule would branch
  // A count to 2 may take its second solution from the first (exchanged_rows.hpp), among the
  // cells the root's propagation left open.
  bool second_from_first_ = false;
  Mask root_open_[3] = {};
  State stack_[kMaxDepth];
};

bool Search::propagate(State& s, bool with_target) {
  return propagate_masks(s.masks(), rules_, stats_.hidden_singles, stats_.naked_singles,
                         with_target ? &target_ : nullptr);
}

// The branch of tdoku's solver on the permutations a digit may take, at the band or stack and
// digit propagation chose (permutation_target.hpp). One side keeps the digit's cells on one of
// its permutations (the one keeping fewer of its places), the other on the rest; a digit with
// four or more splits on the first row's triad (the first band's column, in a stack) of its
// first permutation instead, which the cells of the others would not rule out. With the triad
// rule it takes 13% fewer branches than the furthest-reaching bivalue cell on the forum's
// hardest 11+ and 29% fewer on its hardest 1106 (without the triad rule, more than the
// cell): a permutation settles the digit in three boxes at once, and the band with the fewest
// combinations of permutations left is the closest to closing. False when every digit is
// settled.
bool Search::choose_permutation_branch(const State& s, PermutationBranch& branch) const {
  if (target_ == kNoTarget) return false;
  const auto place = static_cast<unsigned>(target_ >> 4);
  const int digit = target_ & 0xF;
  branch.digit = digit;
  // Each fitting permutation as the digit's cells it keeps, band by band, and the cells left
  // alone (those outside the band or stack).
  Mask keeps[6][3], outside[3];
  int kept[6] = {};  // the digit's places each keeps
  int found = 0;
  if (place < 3) {
    for (int b = 0; b < 3; ++b) outside[b] = b == static_cast<int>(place) ? 0 : kBandCells;
    const Mask m = s.digit_band(digit, static_cast<int>(place));
    const Mask missing = ~(m | m >> 1 | m >> 2);
    for (const BandPermutation& p : kBandPermutations) {
      if ((missing & p.firsts) != 0) continue;
      kept[found] = std::popcount(m & p.cells);
      for (int b = 0; b < 3; ++b) keeps[found][b] = b == static_cast<int>(place) ? p.cells : 0;
      ++found;
    }
  } else {
    const unsigned stack = place - 3;
    for (Mask& cells : outside) cells = ~spread_columns(Mask{7} << (3 * stack));
    Mask columns[3];
    for (int b = 0; b < 3; ++b) columns[b] = fold_columns(s.digit_band(digit, b)) >> (3 * stack);
    for (const auto& column_of : kPermutations) {
      if (!((columns[0] >> column_of[0]) & (columns[1] >> column_of[1]) &
            (columns[2] >> column_of[2]) & 1))
        continue;
      for (int b = 0; b < 3; ++b) {
        keeps[found][b] = spread_columns(Mask{1} << (3 * stack + column_of[b]));
        kept[found] += std::popcount(s.digit_band(digit, b) & keeps[found][b]);
      }
      ++found;
    }
  }
  if (found > 3) {
    // The first permutation's triad in the band's first row (its column in the first band, in a
    // stack), or not.
    const int b = place < 3 ? static_cast<int>(place) : 0;
    const Mask line = place < 3 ? kRowBits : ~outside[0];
    const Mask part = keeps[0][b] & line;
    for (int other = 0; other < 3; ++other) branch.first[other] = branch.second[other] = kBandCells;
    branch.first[b] = ~line | part;
    branch.second[b] = ~part;
    return true;
  }
  // The side keeping fewer of the digit's places is tried first: it settles more (4% fewer
  // branches on the forum's hardest puzzles than the first permutation found).
  int first = 0;
  for (int i = 1; i < found; ++i) {
    if (kept[i] < kept[first]) first = i;
  }
  for (int b = 0; b < 3; ++b) {
    branch.first[b] = outside[b] | keeps[first][b];
    branch.second[b] = outside[b];
    for (int i = 0; i < found; ++i) {
      if (i != first) branch.second[b] |= keeps[i][b];
    }
  }
  return true;
}

// The constraint with the fewest options, and its first option as (digit, band, cell); for a
// cell with two candidates, `other` is its second digit (else -1). After propagation every open
// constraint has at least two options, and a cell with two candidates is the common case. Among
// those cells the one that sees the most unplaced cells is taken: either choice there reaches
// furthest, which cuts the guesses on hard puzzles by about a third against taking the first
// such cell.
//
// For a band cell: its column's cells in a band, twice, for the two other bands side by side
// in a 64-bit word (the low half the next band, the high half the one after).
constexpr std::array<std::uint64_t, 27> kColumnInBothOthers = [] {
  std::array<std::uint64_t, 27> out{};
  for (int i = 0; i < 27; ++i) {
    const std::uint64_t column = kTables.band_column[i % 9];
    out[i] = column | column << 32;
  }
  return out;
}();

#if defined(__AVX512F__) && defined(__AVX512VPOPCNTDQ__)
// choose_branch's tables as vectors, by band cell (cells 27-31 empty): its peers in the band, its
// column's cells in a band, and 255 - cell (the order of the key).
struct ReachTables {
  alignas(64) Mask peers[32], columns[32], order[32];
};
constexpr ReachTables kReachTables = [] {
  ReachTables t{};
  for (int i = 0; i < 27; ++i) {
    t.peers[i] = kTables.band_peers[i];
    t.columns[i] = kTables.band_column[i % 9];
    t.order[i] = static_cast<Mask>(255 - i);
  }
  return t;
}();
#endif

void Search::choose_branch(const State& s, int& digit, int& other, int& band, int& cell) const {
  other = -1;
  // The best cell so far as reach << 8 | (255 - 32 * band - cell): a branch-free max keeps
  // the furthest-reaching cell, the first one on ties.
  unsigned best_pair = 0;
#if defined(__AVX512F__) && defined(__AVX512VPOPCNTDQ__)
  __m512i best_keys = _mm512_setzero_si512();
#endif
  for_each_band([&](auto b) {
    Lanes one_lanes, two_lanes, three_lanes;
    count_three_across(s.candidates[b], one_lanes, two_lanes, three_lanes);
    const Mask nine = s.nines[b], one = one_lanes[0];
    const Mask two = two_lanes[0] | (one & nine);
    const Mask three = three_lanes[0] | (two_lanes[0] & nine);
    constexpr int b1 = (b + 1) % 3, b2 = (b + 2) % 3;
    const Mask pairs = two & ~three & s.unplaced[b];
#if defined(__AVX512F__) && defined(__AVX512VPOPCNTDQ__)
    // Every cell's reach at once, sixteen cells a vector, the bivalue ones kept by a lane mask: no
    // loop whose length and exits depend on the pairs.
    for (int half = 0; half < 2; ++half) {
      const __m512i peers = _mm512_loadu_si512(&kReachTables.peers[16 * half]);
      const __m512i column = _mm512_loadu_si512(&kReachTables.columns[16 * half]);
      const __m512i order = _mm512_loadu_si512(&kReachTables.order[16 * half]);
      const __m512i reach = _mm512_add_epi32(
          _mm512_popcnt_epi32(
              _mm512_and_si512(peers, _mm512_set1_epi32(static_cast<int>(s.unplaced[b])))),
          _mm512_add_epi32(_mm512_popcnt_epi32(_mm512_and_si512(
                               column, _mm512_set1_epi32(static_cast<int>(s.unplaced[b1])))),
                           _mm512_popcnt_epi32(_mm512_and_si512(
                               column, _mm512_set1_epi32(static_cast<int>(s.unplaced[b2]))))));
      const __m512i key = _mm512_or_si512(_mm512_slli_epi32(reach, 8),
                                          _mm512_sub_epi32(order, _mm512_set1_epi32(32 * b)));
      best_keys = _mm512_mask_max_epu32(best_keys, static_cast<__mmask16>(pairs >> (16 * half)),
                                        best_keys, key);
    }
#else
    const std::uint64_t other_bands = s.unplaced[b1] | std::uint64_t{s.unplaced[b2]} << 32;
    for (Mask rest = pairs; rest; rest &= rest - 1) {
      const int i = std::countr_zero(rest);
      const unsigned reach = std::popcount(kTables.band_peers[i] & s.unplaced[b]) +
                             std::popcount(kColumnInBothOthers[i] & other_bands);
      best_pair = std::max(best_pair, reach << 8 | (255 - 32 * b - i));
    }
#endif
  });
#if defined(__AVX512F__) && defined(__AVX512VPOPCNTDQ__)
  best_pair = _mm512_reduce_max_epu32(best_keys);
#endif
  if (best_pair != 0) {
    const int place = 255 - static_cast<int>(best_pair & 0xFF);
    band = place / 32;
    cell = place % 32;
    const Mask bit = Mask{1} << cell;
    const unsigned held = lane_bits(as_lanes((s.candidates[band] & bit) != 0)) |
                          unsigned{(s.nines[band] & bit) != 0} << kNine;
    // Of its two digits, the one whose places the cell sees more of is placed first: it settles
    // more (on the serg benchmark, whose puzzles have many solutions, a fifth fewer branches
    // to the first).
    const int low = std::countr_zero(held), high = 31 - std::countl_zero(held);
    auto places_seen = [&](int d) {
      const Mask column = kTables.band_column[cell % 9];
      return std::popcount(s.digit_band(d, band) & kTables.band_peers[cell]) +
             std::popcount(s.digit_band(d, (band + 1) % 3) & column) +
             std::popcount(s.digit_band(d, (band + 2) % 3) & column);
    };
    const bool high_first = places_seen(high) > places_seen(low);
    digit = high_first ? high : low;
    other = high_first ? low : high;
    return;
  }
  // No bivalue cell: the smallest constraint, the first one on ties, cells before digits.
  // Cells have three options or more here, so a digit with two places left in a house, the
  // common case, is found by the digits' scan alone.
  int best = 10;
  auto consider = [&](int options, int d, int b, Mask cells) {
    if (options < best) {
      best = options;
      digit = d;
      band = b;
      cell = std::countr_zero(cells);
    }
  };
  auto scan_cells = [&] {
    for (int b = 0; b < 3; ++b) {
      for (int i = 0; i < 27; ++i) {
        const Mask bit = Mask{1} << i;
        if (!(s.unplaced[b] & bit)) continue;
        int options = 0, first = -1;
        for (int d = 0; d < 9; ++d)
          if (s.digit_band(d, b) & bit) {
            if (first < 0) first = d;
            ++options;
          }
        consider(options, first, b, bit);
      }
    }
  };
  auto scan_digits = [&] {
    for (int d = 0; d < 9 && best > 2; ++d) {
      for (int b = 0; b < 3; ++b) {
        const Mask m = s.digit_band(d, b);
        const Mask open = m & s.unplaced[b];
        for (int r = 0; r < 3; ++r) {
          const Mask row = m & (kRowBits << (9 * r));
          if (row & open) consider(std::popcount(row), d, b, row);
        }
        for (int k = 0; k < 3; ++k) {
          const Mask box = m & kTables.band_box[k];
          if (box & open) consider(std::popcount(box), d, b, box);
        }
      }
      for (int c = 0; c < 9; ++c) {
        int options = 0, first_band = -1;
        Mask first_cells = 0;
        bool open = false;
        for (int b = 0; b < 3; ++b) {
          const Mask cells = s.digit_band(d, b) & kTables.band_column[c];
          if (!cells) continue;
          options += std::popcount(cells);
          open = open || (cells & s.unplaced[b]);
          if (first_band < 0) first_band = b, first_cells = cells;
        }
        if (open) consider(options, d, first_band, first_cells);
      }
    }
  };
  scan_digits();
  if (best == 2) return;
  best = 10;
  scan_cells();
  scan_digits();
}

// Lays all givens on a fresh state at once, all digits of a band together. False when a
// cell holds no digit 0-9 or two equal givens share a house.
bool Search::set_givens(State& s, const Grid& puzzle) {
  Lanes cells[3], folds[3], twice = {};
  Mask nine_cells[3], nine_folds[3], nine_twice = 0;
  if (!locate_values(puzzle, cells, nine_cells, s.unplaced)) return false;
  for_each_band([&](auto b) {
    folds[b] = fold_columns(cells[b]);
    nine_folds[b] = fold_columns(nine_cells[b]);
  });
  // Equal givens in a column across bands (placed_twice finds those inside a band).
  twice |= majority_of_rows(folds[0] | folds[1] << 9 | folds[2] << 18);
  nine_twice |= majority_of_rows(nine_folds[0] | nine_folds[1] << 9 | nine_folds[2] << 18);
  const Lanes columns = spread_columns(folds[0] | folds[1] | folds[2]);
  const Mask nine_columns = spread_columns(nine_folds[0] | nine_folds[1] | nine_folds[2]);
  for_each_band([&](auto b) {
    twice |= placed_twice(cells[b]);
    nine_twice |= placed_twice(nine_cells[b]);
    s.candidates[b] = (s.unplaced[b] & ~placed_peers(cells[b]) & ~columns) | cells[b];
    s.nines[b] = (s.unplaced[b] & ~placed_peers(nine_cells[b]) & ~nine_columns) | nine_cells[b];
  });
  stats_.clues = kCells - std::popcount(s.unplaced[0]) - std::popcount(s.unplaced[1]) -
                 std::popcount(s.unplaced[2]);
  return !(any_lane(twice) | (nine_twice != 0));
}

// The placed cells as a grid (all cells once the state is complete).
Grid Search::to_grid(const State& s) {
  Grid grid;
#if defined(__AVX512BW__) && defined(__AVX512VL__)
  // Each digit's placed cells are a byte mask of the grid: one masked move per digit into cells
  // 0-63 and one into cells 49-80, two overlapping vectors stored whole (a copy of the grid
  // then reads what one store wrote, instead of waiting for three bands' stores to land).
  __m512i low = _mm512_setzero_si512();
  __m256i high = _mm256_setzero_si256();
  for (int d = 0; d < 9; ++d) {
    const std::uint64_t cells[3] = {s.digit_band(d, 0) & ~s.unplaced[0],
                                    s.digit_band(d, 1) & ~s.unplaced[1],
                                    s.digit_band(d, 2) & ~s.unplaced[2]};
    const auto value = static_cast<char>(d + 1);
    low = _mm512_mask_set1_epi8(low, cells[0] | cells[1] << 27 | cells[2] << 54, value);
    high =
        _mm256_mask_set1_epi8(high, static_cast<__mmask32>(cells[1] >> 22 | cells[2] << 5), value);
  }
  std::memcpy(grid.cells.data(), &low, sizeof low);
  std::memcpy(grid.cells.data() + kCells - sizeof high, &high, sizeof high);
#elif defined(__AVX2__)
  // Each digit's placed cells of a band spread to a byte mask (byte i takes bit i), which
  // selects the digit's value: nine ORs of whole bands instead of a store per cell.
  alignas(32) std::uint8_t cells[96];
  const __m256i bit_of_byte = _mm256_set1_epi64x(0x8040201008040201);
  const __m256i byte_of_bit = _mm256_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1,  //
                                               2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3);
  auto spread = [&](Mask m, int value) {
    const __m256i bytes = _mm256_shuffle_epi8(_mm256_set1_epi32(static_cast<int>(m)), byte_of_bit);
    const __m256i set = _mm256_cmpeq_epi8(_mm256_and_si256(bytes, bit_of_byte), bit_of_byte);
    return _mm256_and_si256(set, _mm256_set1_epi8(static_cast<char>(value)));
  };
  for_each_band([&](auto b) {
    const Mask placed = ~s.unplaced[b];
    __m256i band = spread(s.nines[b] & placed, kNine + 1);
    for (int d = 0; d < kLanes; ++d)
      band = _mm256_or_si256(band, spread(s.candidates[b][d] & placed, d + 1));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(cells + 27 * b), band);
  });
  std::memcpy(grid.cells.data(), cells, kCells);
#else
  for (int d = 0; d < 9; ++d)
    for (int b = 0; b < 3; ++b)
      for (Mask m = s.digit_band(d, b) & ~s.unplaced[b]; m; m &= m - 1)
        grid.cells[27 * b + std::countr_zero(m)] = static_cast<std::uint8_t>(d + 1);
#endif
  return grid;
}

// Takes out of each empty cell the digits its pencilmarks leave out.
void Search::keep_pencilmarks(State& s, const Grid& puzzle, const Pencilmarks& pencilmarks) {
  for (int cell = 0; cell < kCells; ++cell) {
    if (puzzle.cells[cell] != 0) continue;
    for (unsigned gone = kAllCandidates & ~pencilmarks[cell]; gone; gone &= gone - 1) {
      remove(s, std::countr_zero(gone), cell / 27, cell % 27);
    }
  }
}

SolveResult Search::run(const Grid& puzzle, const Pencilmarks* pencilmarks) {
  SolveResult result;
  result.solution = puzzle;
  stats_ = SolveStats{};

  State* s = &stack_[0];
  if (!set_givens(*s, puzzle)) {
    result.status = SolveStatus::invalid;
    result.stats = stats_;
    return result;
  }
  if (pencilmarks) keep_pencilmarks(*s, puzzle, *pencilmarks);

  rules_ = Rules::triads;  // the root's propagation has every rule (kStrongFrom)
  if (mode_ == SolveMode::singles_only) {
    if (!propagate(*s, false)) {
      result.status = SolveStatus::unsolvable;
    } else if (complete(*s)) {
      result.status = SolveStatus::solved;
      result.solution = to_grid(*s);
      stats_.solutions = 1;
    } else {
      result.status = SolveStatus::stuck;
      result.solution = to_grid(*s);
    }
    result.stats = stats_;
    return result;
  }

  // The root's target only where the search will use it (most puzzles end with fewer open).
  const bool root_live = propagate(*s, false);
  if (root_live) {
    const int open = std::popcount(s->unplaced[0]) + std::popcount(s->unplaced[1]) +
                     std::popcount(s->unplaced[2]);
    rules_ = open >= kStrongFrom   ? Rules::triads
             : open >= kStacksFrom ? Rules::stacks
                                   : Rules::bands;
    if (rules_ == Rules::triads) target_ = permutation_target_of(s->masks());
    std::memcpy(root_open_, s->unplaced, sizeof root_open_);
  }
  // With pencilmarks an exchange might put a digit where they rule it out; a visitor wants
  // every solution found.
  second_from_first_ = max_solutions_ == 2 && !visit_ && !pencilmarks;
  // The root is at the fixpoint of the stronger step already: its second pass would find
  // nothing (one pass of each rule: 5-7% of the time on puzzles that need few guesses).
  bool at_root = true;
  int depth = 0;
  for (;;) {
    bool dead_end = true;
    if (std::exchange(at_root, false) ? root_live : propagate(*s)) {
      if (!complete(*s)) {
        ++stats_.guesses;
        PermutationBranch branch;
        if (rules_ == Rules::triads && choose_permutation_branch(*s, branch)) {
          stack_[depth + 1] = *s;
          restrict_digit(s->masks(), branch.digit, branch.second);  // the alternative
          s = &stack_[++depth];
          restrict_digit(s->masks(), branch.digit, branch.first);
          continue;
        }
        int d = 0, other = -1, b = 0, i = 0;
        choose_branch(*s, d, other, b, i);
        stack_[depth + 1] = *s;
        // The alternative, tried on return: a bivalue cell's other digit placed at once rather
        // than left for propagation to find (0.96-0.98 of the time to a count of 2 on serg, top1465
        // and the 17-clue puzzles).
        if (other >= 0) {
          place(*s, other, b, i);
        } else {
          remove(*s, d, b, i);
        }
        s = &stack_[++depth];
        place(*s, d, b, i);
        continue;
      }
      dead_end = false;
      // The grid is built only for the first solution and for a visitor: counting needs none.
      if (stats_.solutions++ == 0) {
        result.solution = to_grid(*s);
        // A solution reached without a guess is the only one.
        if (second_from_first_ && stats_.guesses > 0 &&
            lines_exchange(result.solution, s->masks(), root_open_)) {
          ++stats_.solutions;
          break;
        }
      }
      if (visit_ && !(*visit_)(to_grid(*s))) break;
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

// A build for any x86-64 (no -march=native) would run the vectors as pairs of SSE
// registers, at about half the speed of the old scalar engine: GCC compiles the whole search
// (flatten) a second time for AVX2 machines and picks the copy at load time.
#if defined(__x86_64__) && !defined(__AVX2__) && defined(__GNUC__) && !defined(__clang__) && \
    defined(__linux__)
#define NONET_SEARCH_CLONES __attribute__((target_clones("arch=x86-64-v3", "default"), flatten))
#else
#define NONET_SEARCH_CLONES
#endif

NONET_SEARCH_CLONES SolveResult fast_search(const Grid& puzzle, SolveMode mode,
                                            std::uint64_t max_solutions,
                                            const SolutionVisitor* visit,
                                            const Pencilmarks* pencilmarks) {
  Search search(mode, max_solutions, visit);
  return search.run(puzzle, pencilmarks);
}

}  // namespace nonet::detail
