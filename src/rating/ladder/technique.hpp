// The technique interface of the grader: each technique looks at a candidate grid and, when
// it applies, fills one Step (rating/board/step.hpp: the deduction and the pattern behind it).
// The caller applies the step; the explainer describes it. One file per technique (or family)
// in this folder.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "rating/board/candidate_grid.hpp"
#include "rating/board/memory.hpp"
#include "rating/board/step.hpp"

namespace nonet {

// Finds the first instance of a technique in Sudoku Explainer's search order; false when the
// technique makes no progress on this grid. `memory` holds what the searches of a path keep
// from one grid to the next (rating/board/memory.hpp; most keep nothing).
using FindTechnique = bool (*)(const CandidateGrid& grid, Step& step, Memory& memory);

// The finders whose search differs between the versions of the scale take the version too;
// the ladder tables bind it with find_in.
using FindInVersion = bool (*)(const CandidateGrid& grid, Step& step, SeVersion version,
                               Memory& memory);
template <FindInVersion kFind, SeVersion kVersion>
bool find_in(const CandidateGrid& grid, Step& step, Memory& memory) {
  return kFind(grid, step, kVersion, memory);
}

bool find_full_house(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_hidden_single(const CandidateGrid& grid, Step& step, Memory& memory);
// Locked candidates: Sukaku Explainer meets them digit first, Sudoku Explainer 1.2.1 house first.
bool find_direct_pointing(const CandidateGrid& grid, Step& step, SeVersion version, Memory& memory);
bool find_direct_claiming(const CandidateGrid& grid, Step& step, SeVersion version, Memory& memory);
bool find_direct_hidden_pair(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_naked_single(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_direct_hidden_triplet(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_pointing(const CandidateGrid& grid, Step& step, SeVersion version, Memory& memory);
bool find_claiming(const CandidateGrid& grid, Step& step, SeVersion version, Memory& memory);
bool find_naked_pair(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_x_wing(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_hidden_pair(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_naked_triplet(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_swordfish(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_hidden_triplet(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_two_strong_links(const CandidateGrid& grid, Step& step, Memory& memory);
// Wings: Sukaku Explainer tries a pivot's peers in ascending order, Sudoku Explainer 1.2.1 box
// first (Tables::peers_box_first).
bool find_xy_wing(const CandidateGrid& grid, Step& step, SeVersion version, Memory& memory);
bool find_xyz_wing(const CandidateGrid& grid, Step& step, SeVersion version, Memory& memory);
// Sudoku Explainer 1.2.1's search lacks lksudoku's UR/UL fix.
bool find_unique_rectangle(const CandidateGrid& grid, Step& step, SeVersion version,
                           Memory& memory);
bool find_naked_quad(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_jellyfish(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_hidden_quad(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_three_strong_links(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_wxyz_wing(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_bug(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_four_strong_links(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_vwxyz_wing(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_uvwxyz_wing(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_tuvwxyz_wing(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_aligned_pair_exclusion(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_chain(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_aligned_triplet_exclusion(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_nishio_forcing_chain(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_multiple_forcing_chain(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_dynamic_forcing_chain(const CandidateGrid& grid, Step& step, Memory& memory);
bool find_dynamic_forcing_chain_plus(const CandidateGrid& grid, Step& step, Memory& memory);
// The versions nest different chains at the top level (forcing_chains.cpp).
bool find_nested_forcing_chain(const CandidateGrid& grid, Step& step, SeVersion version,
                               Memory& memory);

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

}  // namespace nonet
