// Aligned pair exclusion (SE 6.2) and aligned triplet exclusion (SE 7.5), as Sudoku Explainer
// rates them. Base cells: two (three) cells with two candidates or more. Excluders: cells with
// two (two or three) candidates that see every base cell. A combination of digits for the base
// cells is impossible when two base cells that see each other take the same digit, or when it
// covers every candidate of one excluder (that cell would be left empty). A candidate of a
// base cell that no possible combination uses is eliminated.
//
// The search visits base cells in Sudoku Explainer's order, because the first instance found
// is the step taken: base cells are the empty cells (in cell order) that see an excluder and
// no cell with a single candidate; pairs are visited as (0,1), (0,2), (1,2), (0,3), ... of
// that list; a triplet's third cell is any other base cell among the excluders of the first
// two, those of the first cell first, each group in cell order. The base cells need not see
// each other.
#include <array>
#include <bit>
#include <cstdint>
#include <utility>

#include "rating/sudoku_explainer/technique.hpp"

namespace nonet {

namespace {

constexpr int kPairRating = 62;
constexpr int kTripletRating = 75;

// The grid of the path's last search that found nothing, per degree. The ladder tries these
// rungs on grid after grid of one puzzle, each a few eliminations on from the last: a set of
// base cells none of which, and none of whose common peers, changed since then (and all of
// which were base cells then) was tried then and found nothing, so it is passed over. The
// first set that eliminates is the same as in a full search.
struct LastSearch {
  bool valid = false;
  std::array<std::uint16_t, kCells> candidates{};
  CellSet bases;
};
struct LastSearches {
  std::array<LastSearch, 2> by_degree;  // pairs, triplets
};

class AlignedExclusion {
 public:
  AlignedExclusion(const CandidateGrid& grid, Step& step, int degree, Memory& memory)
      : grid_(grid),
        step_(step),
        degree_(degree),
        last_(memory.kept<LastSearches>().by_degree[degree - 2]) {}

  bool run() {
    find_changes();
    const bool found = search();
    last_.valid = !found;
    if (!found) {
      for (int cell = 0; cell < kCells; ++cell) last_.candidates[cell] = grid_.candidates(cell);
      last_.bases = base_set_;
    }
    return found;
  }

 private:
  // The cells whose candidates changed since the last search that found nothing (every cell
  // when there is none, or when a cell gained a candidate: another puzzle).
  void find_changes() {
    changed_ = CellSet{};
    old_bases_ = CellSet{};
    if (!last_.valid) {
      changed_ = CellSet::all();
      return;
    }
    for (int cell = 0; cell < kCells; ++cell) {
      const std::uint16_t now = grid_.candidates(cell), then = last_.candidates[cell];
      if (now == then) continue;
      if ((now & ~then) != 0) {
        changed_ = CellSet::all();
        return;
      }
      changed_.add(cell);
    }
    old_bases_ = last_.bases;
  }

  // Whether base cells `cells` may eliminate where they did not last time.
  bool worth_trying(const std::array<int, 3>& cells) const {
    CellSet around = kTables.peers[cells[0]] & kTables.peers[cells[1]];
    if (degree_ == 3) around &= kTables.peers[cells[2]];
    for (int i = 0; i < degree_; ++i) {
      if (!old_bases_.has(cells[i])) return true;
      around.add(cells[i]);
    }
    return !(around & changed_).empty();
  }

  bool search() {
    const auto counts = cells_with_at_least<4>(grid_);
    const CellSet singles = counts[1].without(counts[2]);
    const CellSet small = counts[2].without(counts[degree_ + 1]);
    counts[2].for_each([&](int cell) {
      const CellSet seen = kTables.peers[cell];
      if (!(seen & singles).empty() || (seen & small).empty()) return;
      excluders_[cell] = seen & small;
      bases_[base_count_++] = static_cast<std::uint8_t>(cell);
      base_set_.add(cell);
    });
    for (int second = 1; second < base_count_; ++second) {
      for (int first = 0; first < second; ++first) {
        if (degree_ == 2 ? try_pair(bases_[first], bases_[second])
                         : try_triplets(bases_[first], bases_[second])) {
          return true;
        }
      }
    }
    return false;
  }

  const CandidateGrid& grid_;
  Step& step_;
  const int degree_;
  LastSearch& last_;
  CellSet changed_, old_bases_;
  std::array<CellSet, kCells> excluders_{};
  std::array<std::uint8_t, kCells> bases_{};
  int base_count_ = 0;
  CellSet base_set_;

  bool try_pair(int a, int b) {
    const std::array<int, 3> cells{a, b, -1};
    return try_set(cells, excluders_[a] & excluders_[b]);
  }

  bool try_triplets(int a, int b) {
    // A triplet's excluders are among the pair's: fewer than two there, no triplet can have
    // the two try_set asks for.
    if ((excluders_[a] & excluders_[b]).count() < 2) return false;
    CellSet tails = (excluders_[a] | excluders_[b]) & base_set_;
    // With a and b old base cells and nothing changed at them or their common peers, only a
    // third cell that is new or changed makes the triplet worth trying (worth_trying()).
    if (old_bases_.has(a) && old_bases_.has(b) && !changed_.has(a) && !changed_.has(b) &&
        (kTables.peers[a] & kTables.peers[b] & changed_).empty()) {
      tails &= changed_ | base_set_.without(old_bases_);
    }
    const CellSet first_group = excluders_[a] & tails;
    const CellSet second_group = tails.without(excluders_[a]);
    bool found = false;
    auto visit = [&](int c) {
      if (found || c == a || c == b) return;
      const std::array<int, 3> cells{a, b, c};
      found = try_set(cells, excluders_[a] & excluders_[b] & excluders_[c]);
    };
    first_group.for_each(visit);
    second_group.for_each(visit);
    return found;
  }

  // Tries base cells `cells` (degree_ of them) with their common excluders.
  bool try_set(const std::array<int, 3>& cells, CellSet common) {
    if (common.count() < 2 || !worth_trying(cells)) return false;
    // The base cells' candidates (none for a pair's missing third cell).
    const std::array<std::uint16_t, 3> all{
        grid_.candidates(cells[0]), grid_.candidates(cells[1]),
        degree_ == 3 ? grid_.candidates(cells[2]) : std::uint16_t{0}};
    // Only an excluder whose candidates all lie among the base cells' can be covered.
    const auto reach = static_cast<std::uint16_t>(all[0] | all[1] | all[2]);
    std::array<std::uint16_t, 20> excluder_masks{};
    int excluder_count = 0;
    common.for_each([&](int cell) {
      if ((grid_.candidates(cell) & ~reach) == 0)
        excluder_masks[excluder_count++] = grid_.candidates(cell);
    });
    std::array<std::array<bool, 3>, 3> see{};
    for (int i = 0; i < degree_; ++i) {
      for (int j = i + 1; j < degree_; ++j) see[i][j] = see[j][i] = sees(cells[i], cells[j]);
    }
    // With nothing to cover and base cells of two candidates or more, only three base cells
    // that all see each other can rule out a digit.
    if (excluder_count == 0 && !(degree_ == 3 && see[0][1] && see[0][2] && see[1][2])) return false;
    // The combinations are walked over all but one base cell, whose digits are found all at
    // once: the cell with the most candidates goes last. (Which digits are used does not
    // depend on the order.)
    std::array<int, 3> order{0, 1, 2};
    const int last = degree_ - 1;
    for (int i = 0; i < last; ++i) {
      if (std::popcount(all[order[i]]) > std::popcount(all[order[last]]))
        std::swap(order[i], order[last]);
    }
    const std::uint16_t first_digits = all[order[0]];
    const std::uint16_t last_all = all[order[last]];
    // The digits the last base cell may take beside `taken` (the others' digits): an excluder
    // left one digit short of being covered rules that digit out, one already covered rules
    // out the combination.
    auto last_digits = [&](std::uint16_t taken) -> std::uint16_t {
      std::uint16_t allowed = last_all;
      for (int i = 0; i < excluder_count; ++i) {
        const auto rest = static_cast<std::uint16_t>(excluder_masks[i] & ~taken);
        if (rest == 0) return 0;
        if ((rest & (rest - 1)) == 0) allowed &= static_cast<std::uint16_t>(~rest);
      }
      return allowed;
    };
    // Which digits of each base cell (in walk order) some possible combination uses.
    std::array<std::uint16_t, 3> used{};
    const bool sees_01 = see[order[0]][order[1]];
    const bool last_sees_0 = see[order[0]][order[last]];
    const bool last_sees_1 = degree_ == 3 && see[order[1]][order[last]];
    // A pair's loop over a middle cell runs once, with no digit.
    const std::uint16_t middle = degree_ == 3 ? all[order[1]] : std::uint16_t{1};
    for (std::uint16_t d0 = first_digits; d0; d0 &= d0 - 1) {
      const auto bit0 = static_cast<std::uint16_t>(d0 & -d0);
      for (std::uint16_t d1 = middle; d1; d1 &= d1 - 1) {
        const auto bit1 = degree_ == 3 ? static_cast<std::uint16_t>(d1 & -d1) : std::uint16_t{0};
        if (degree_ == 3 && sees_01 && bit0 == bit1) continue;
        std::uint16_t allowed = last_digits(static_cast<std::uint16_t>(bit0 | bit1));
        if (last_sees_0) allowed &= static_cast<std::uint16_t>(~bit0);
        if (last_sees_1) allowed &= static_cast<std::uint16_t>(~bit1);
        if (allowed == 0) continue;
        used[0] |= bit0;
        if (degree_ == 3) used[1] |= bit1;
        used[last] |= allowed;
        // Every candidate in use: nothing to eliminate, whatever the other combinations.
        if (used[0] == first_digits && used[last] == last_all &&
            (degree_ == 2 || used[1] == all[order[1]])) {
          return false;
        }
      }
    }
    std::array<std::uint16_t, 3> unused{};
    for (int i = 0; i < degree_; ++i)
      unused[order[i]] = static_cast<std::uint16_t>(all[order[i]] & ~used[i]);
    bool eliminates = false;
    for (int i = 0; i < degree_; ++i) eliminates |= unused[i] != 0;
    if (!eliminates) return false;
    step_.technique =
        degree_ == 2 ? Technique::aligned_pair_exclusion : Technique::aligned_triplet_exclusion;
    step_.rating = degree_ == 2 ? kPairRating : kTripletRating;
    step_.cells = common;  // the excluders, for the explanation
    step_.chain_length = static_cast<std::uint8_t>(degree_);
    for (int i = 0; i < degree_; ++i) {
      step_.chain[i] = static_cast<std::uint16_t>(cells[i]);
      step_.eliminations[cells[i]] = unused[i];
    }
    return true;
  }
};

}  // namespace

bool find_aligned_pair_exclusion(const CandidateGrid& grid, Step& step, Memory& memory) {
  return AlignedExclusion(grid, step, 2, memory).run();
}

bool find_aligned_triplet_exclusion(const CandidateGrid& grid, Step& step, Memory& memory) {
  return AlignedExclusion(grid, step, 3, memory).run();
}

}  // namespace nonet
