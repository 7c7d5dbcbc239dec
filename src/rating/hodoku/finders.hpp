// HoDoKu's finders: each returns the step HoDoKu 2.2.0 would take for its technique on the
// grid as it stands (the first it finds, searching in HoDoKu's order), or nothing. The singles
// finders consume their queue's stale entries as HoDoKu's do.
#pragma once

#include <optional>

#include "rating/hodoku/grid.hpp"
#include "rating/hodoku/step.hpp"

namespace nonet::hodoku {

// Each takes what its rung asks (Ask: the technique, for the finders of several; a size and a
// variant, for the families that vary by them) and the rating run's Memory.
std::optional<Step> find_full_house(const HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_naked_single(HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_hidden_single(HodokuGrid& grid, const Ask& ask, Memory& memory);
// Pointing (type 1: a box's digit confined to a line) or claiming (type 2: a line's digit
// confined to a box).
std::optional<Step> find_locked_candidates(const HodokuGrid& grid, const Ask& ask, Memory& memory);
// Naked (variant: locked) and hidden subsets of `size` 2-4.
std::optional<Step> find_naked_subset(const HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_hidden_subset(const HodokuGrid& grid, const Ask& ask, Memory& memory);
// X-Wing, Swordfish and Jellyfish (`size` 2-4), without fins.
std::optional<Step> find_basic_fish(const HodokuGrid& grid, const Ask& ask, Memory& memory);
// Finned (variant: sashimi) X-Wing, Swordfish and Jellyfish.
std::optional<Step> find_finned_fish(const HodokuGrid& grid, const Ask& ask, Memory& memory);
// The same search from scratch (what it found nothing in before not used): the tests'
// reference for find_finned_fish.
std::optional<Step> find_finned_fish_afresh(const HodokuGrid& grid, int size, bool sashimi);
std::optional<Step> find_remote_pair(const HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_bug_plus_one(const HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_skyscraper(const HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_two_string_kite(const HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_turbot_fish(const HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_empty_rectangle(const HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_w_wing(const HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_xy_wing(const HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_xyz_wing(const HodokuGrid& grid, const Ask& ask, Memory& memory);
// Uniqueness Tests 1-6 and Hidden Rectangle: the first rectangle giving a step of the technique.
std::optional<Step> find_uniqueness(const HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_avoidable_rectangle(const HodokuGrid& grid, const Ask& ask,
                                             Memory& memory);
std::optional<Step> find_sue_de_coq(const HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_simple_colors(const HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_multi_colors(const HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_x_chain(const HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_xy_chain(const HodokuGrid& grid, const Ask& ask, Memory& memory);
// Discontinuous and continuous nice loops and AICs, without group nodes.
std::optional<Step> find_nice_loop(const HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_grouped_nice_loop(const HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_als_xz(const HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_als_xy_wing(const HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_als_xy_chain(const HodokuGrid& grid, const Ask& ask, Memory& memory);
// Franken X-Wing and Swordfish (`size` 2 or 3), plain or finned (variant).
std::optional<Step> find_franken_fish(const HodokuGrid& grid, const Ask& ask, Memory& memory);
// The same search from scratch (what it found nothing in before not used), on two-word sets
// whatever the number of places and without screening the bases for a possible deletion: the
// tests' reference for find_franken_fish.
std::optional<Step> find_franken_fish_afresh(const HodokuGrid& grid, int size, bool finned);
std::optional<Step> find_forcing_chain(const HodokuGrid& grid, const Ask& ask, Memory& memory);
std::optional<Step> find_forcing_net(const HodokuGrid& grid, const Ask& ask, Memory& memory);
// HoDoKu's last resort: the middle one of the empty cells, set from the solution.
std::optional<Step> find_brute_force(const HodokuGrid& grid, const Ask& ask, Memory& memory);

// Runs `search(changed)` with the cells changed since this kind of search (one ChangedCells per
// kind, kept in the Memory) last found nothing, and remembers the grid when it finds nothing
// again.
template <class Search>
std::optional<Step> where_changed(ChangedCells& memo, const HodokuGrid& grid, Search&& search) {
  std::optional<Step> step = search(memo.since_nothing_found(grid));
  if (!step) memo.nothing_found(grid);
  return step;
}

}  // namespace nonet::hodoku
