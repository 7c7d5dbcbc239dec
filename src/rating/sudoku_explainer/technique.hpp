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
#include "rating/techniques/closed_sets.hpp"
#include "rating/techniques/intersection.hpp"

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
// The order each version meets locked candidates in (rating/techniques/intersection.hpp).
inline LockedOrder locked_order(SeVersion version) {
  return version == SeVersion::explainer_1_2_1 ? LockedOrder::crossing_first
                                               : LockedOrder::digit_first;
}
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
// Sudoku Explainer 1.2.1's search lacks lksudoku's BUG fix.
bool find_bug(const CandidateGrid& grid, Step& step, SeVersion version, Memory& memory);
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

}  // namespace nonet
