// The technique interface of the grader: each technique looks at a candidate grid and, when
// it applies, fills one Step (the deduction and the pattern behind it). The caller applies
// the step; the explainer describes it. One file per technique in this directory.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "nonet/rating.hpp"
#include "rating/board/candidate_grid.hpp"

namespace nonet {

// How a multiple or dynamic forcing chain concludes (Step::forcing).
enum class ForcingKind : std::uint8_t {
  none,
  contradiction,   // the assumption chain[0] leads to a contradiction: its opposite holds
  double_forcing,  // chain[0] on and chain[0] off both imply chain[1]
  cell,            // every digit of the cell of chain[0] implies chain[1]
  region,          // every place of the digit in houses[0] implies chain[1]
};

// One deduction: a placement and/or eliminations, with the cells, digits and houses of the
// pattern. Sudoku Explainer's "direct" techniques place their hidden single and eliminate
// nothing; the others eliminate only. A chain keeps its nodes for the explanation.
struct Step {
  Technique technique = Technique::full_house;
  std::uint8_t rating = 0;  // Sudoku Explainer rating in tenths
  std::int8_t cell = -1;    // the placement, if any
  std::uint8_t digit = 0;
  std::uint16_t digits = 0;  // digits of the pattern (bit d-1)
  CellSet cells;             // cells of the pattern
  // Houses of the pattern in the technique's order (base houses, then cover houses), -1 ends.
  std::array<std::int8_t, 12> houses{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
  std::array<std::uint16_t, kCells> eliminations{};  // candidates removed, per cell
  // Chains: nodes as 2 * (9 * cell + digit - 1) + (1 when the candidate is true).
  static constexpr int kMaxChain = 40;
  std::uint8_t chain_length = 0;
  std::array<std::uint16_t, kMaxChain> chain{};
  ForcingKind forcing = ForcingKind::none;
  // Forcing chains: what was looked for inside the chains (ImplicationRules::level, nesting).
  std::uint8_t chain_level = 0;
  std::uint8_t chain_nesting = 0;

  bool places() const { return cell >= 0; }
  int elimination_count() const;
  void add_house(int house);
};

// Finds the first instance of a technique in Sudoku Explainer's search order; false when the
// technique makes no progress on this grid.
using FindTechnique = bool (*)(const CandidateGrid& grid, Step& step);

// Applies a step: the placement, then the eliminations.
void apply(const Step& step, CandidateGrid& grid);

bool find_full_house(const CandidateGrid& grid, Step& step);
bool find_hidden_single(const CandidateGrid& grid, Step& step);
bool find_direct_pointing(const CandidateGrid& grid, Step& step);
bool find_direct_claiming(const CandidateGrid& grid, Step& step);
bool find_direct_hidden_pair(const CandidateGrid& grid, Step& step);
bool find_naked_single(const CandidateGrid& grid, Step& step);
bool find_direct_hidden_triplet(const CandidateGrid& grid, Step& step);
bool find_pointing(const CandidateGrid& grid, Step& step);
bool find_claiming(const CandidateGrid& grid, Step& step);
bool find_naked_pair(const CandidateGrid& grid, Step& step);
bool find_x_wing(const CandidateGrid& grid, Step& step);
bool find_hidden_pair(const CandidateGrid& grid, Step& step);
bool find_naked_triplet(const CandidateGrid& grid, Step& step);
bool find_swordfish(const CandidateGrid& grid, Step& step);
bool find_hidden_triplet(const CandidateGrid& grid, Step& step);
bool find_two_strong_links(const CandidateGrid& grid, Step& step);
bool find_xy_wing(const CandidateGrid& grid, Step& step);
bool find_xyz_wing(const CandidateGrid& grid, Step& step);
bool find_unique_rectangle(const CandidateGrid& grid, Step& step);
bool find_naked_quad(const CandidateGrid& grid, Step& step);
bool find_jellyfish(const CandidateGrid& grid, Step& step);
bool find_hidden_quad(const CandidateGrid& grid, Step& step);
bool find_three_strong_links(const CandidateGrid& grid, Step& step);
bool find_wxyz_wing(const CandidateGrid& grid, Step& step);
bool find_bug(const CandidateGrid& grid, Step& step);
bool find_four_strong_links(const CandidateGrid& grid, Step& step);
bool find_vwxyz_wing(const CandidateGrid& grid, Step& step);
bool find_uvwxyz_wing(const CandidateGrid& grid, Step& step);
bool find_tuvwxyz_wing(const CandidateGrid& grid, Step& step);
bool find_aligned_pair_exclusion(const CandidateGrid& grid, Step& step);
bool find_chain(const CandidateGrid& grid, Step& step);
bool find_aligned_triplet_exclusion(const CandidateGrid& grid, Step& step);
bool find_nishio_forcing_chain(const CandidateGrid& grid, Step& step);
bool find_multiple_forcing_chain(const CandidateGrid& grid, Step& step);
bool find_dynamic_forcing_chain(const CandidateGrid& grid, Step& step);
bool find_dynamic_forcing_chain_plus(const CandidateGrid& grid, Step& step);
bool find_nested_forcing_chain(const CandidateGrid& grid, Step& step);

namespace detail {

// Extends `members` (whose masks cover `cover`) with `left` more of `choices`, the highest
// first, in increasing order; drops a set whose cover already outgrows `size`.
template <typename Visit>
bool extend_closed_set(const std::array<std::uint16_t, 9>& masks, std::uint16_t choices, int left,
                       int size, std::uint16_t members, std::uint16_t cover, Visit& visit) {
  if (left == 0) return std::popcount(cover) == size && visit(members, cover);
  for (std::uint16_t bits = choices; bits; bits &= bits - 1) {
    const int i = std::countr_zero(bits);
    const auto below = static_cast<std::uint16_t>(choices & ((1u << i) - 1));
    if (std::popcount(below) < left - 1) continue;
    const auto wider = static_cast<std::uint16_t>(cover | masks[i]);
    if (std::popcount(wider) > size) continue;
    const auto with = static_cast<std::uint16_t>(members | (1u << i));
    if (extend_closed_set(masks, below, left - 1, size, with, wider, visit)) return true;
  }
  return false;
}

}  // namespace detail

// Visits the sets of `size` members of `choices` (bit i: masks[i]) whose masks cover exactly
// `size` bits between them (naked and hidden sets, fish), in increasing order of the sets as
// masks (Sudoku Explainer's order). `visit(members, cover)` returns true to stop.
template <typename Visit>
bool for_each_closed_set(const std::array<std::uint16_t, 9>& masks, std::uint16_t choices, int size,
                         Visit visit) {
  return detail::extend_closed_set(masks, choices, size, size, 0, 0, visit);
}

// The cells by candidate count: element k holds the cells with k candidates or more (k up to
// kMost), counted digit by digit on cell sets rather than cell by cell.
template <int kMost>
std::array<CellSet, kMost + 1> cells_with_at_least(const CandidateGrid& grid) {
  std::array<CellSet, kMost + 1> result{};
  for (int digit = 1; digit <= 9; ++digit) {
    const CellSet cells = grid.cells_with(digit);
    for (int k = kMost; k >= 2; --k) result[k] |= result[k - 1] & cells;
    result[1] |= cells;
  }
  return result;
}

// The subsets of 9 places with `size` members in increasing numeric order (Sudoku
// Explainer's enumeration order), as bit masks.
struct Combinations {
  std::array<std::uint16_t, 126> masks{};
  int count = 0;
};
const Combinations& combinations(int size);

}  // namespace nonet
