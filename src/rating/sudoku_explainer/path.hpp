// The step solver behind rate() and explain(): at each step the first technique of the
// ladder (Sudoku Explainer's order) that makes progress is applied. Each version of the scale
// is a table of rungs over the same finders: which run, in which order, with which of a
// finder's variants (path.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "nonet/function_ref.hpp"
#include "nonet/rating.hpp"
#include "rating/board/budget.hpp"
#include "rating/board/candidate_grid.hpp"
#include "rating/sudoku_explainer/technique.hpp"

namespace nonet {

struct Rung {
  Technique technique;  // the first technique the finder reports (for listings)
  FindTechnique find;
  // No step of this rung rates lower (tenths). Set only for the rungs from the 7.5 ones on,
  // where the rating cut-off (PathLimits::max_rating) uses it; 0 elsewhere.
  int lowest_rating = 0;
};

// The ladder of a version of the scale, easiest first in its producer order.
std::span<const Rung> ladder(SeVersion version);

struct PathSummary {
  int se_rating = kNoRating;           // ER: the hardest step
  int se_first_placement = kNoRating;  // EP
  int se_first_step = kNoRating;       // ED
  Technique hardest = Technique::full_house;
  int hardest_complexity = 0;  // see Rating::se_hardest_complexity
  int steps = 0;
  bool stalled = false;      // no technique applied before the grid was solved
  bool out_of_time = false;  // stopped by the time budget (stalled is set too)
  // Stopped because the rating is known to exceed PathLimits::max_rating (stalled is set
  // too); se_rating is then a lower bound above that limit.
  bool above_limit = false;
  std::array<std::uint16_t, kTechniqueCount> histogram{};
};

// Sees each step with the grid it was found on, before it is applied.
using StepVisitor = FunctionRef<void(const Step&, const CandidateGrid&)>;

// Where a path may stop early: when `budget` is spent (checked before each step, and by long
// techniques through Memory::budget_expired()), or after `max_steps` steps (-1: no limit), or
// once the rating is known to exceed `max_rating` (tenths; 0: no limit): a step rated above
// it, or a step that needs rungs whose lowest rating is above it. The cut is exact: a path
// that stops there would have rated above the limit.
struct PathLimits {
  const TimeBudget* budget = nullptr;
  int max_steps = -1;
  int max_rating = 0;
};

// Solves `grid` step by step in place. A step that would leave a cell without candidates
// cannot come from a sound technique on a valid puzzle; the caller checks puzzles first.
// `memory` holds what the finders keep from step to step; a caller solving many puzzles may pass
// the same one to keep its buffers' room (no result depends on it). By default a fresh one.
PathSummary solve_path(CandidateGrid& grid, SeVersion version, const StepVisitor* visit = nullptr,
                       const PathLimits& limits = {}, Memory* memory = nullptr);

}  // namespace nonet
