#include "nonet/rating.hpp"
#include "nonet/solver.hpp"
#include "rating/board/budget.hpp"
#include "rating/board/candidate_grid.hpp"
#include "rating/board/memory.hpp"
#include "rating/hodoku/ladder.hpp"
#include "rating/scales/qqwing_class.hpp"
#include "rating/scales/search_effort.hpp"
#include "rating/sudoku_explainer/path.hpp"

namespace nonet {

namespace {

// A puzzle, or (with `pencilmarks`) a position given as pencilmarks on an empty grid.
Rating rate_position(const Grid& puzzle, const Pencilmarks* pencilmarks,
                     const RateOptions& options) {
  Rating rating;
  rating.se_version = options.se_version;
  if (find_clash(puzzle)) return rating;  // status invalid
  const SolveResult counted =
      solve(puzzle, SolveOptions{.mode = SolveMode::count, .limit = 2, .pencilmarks = pencilmarks});
  switch (counted.status) {
    case SolveStatus::unique:
      break;
    case SolveStatus::multiple:
      rating.status = RatingStatus::multiple;
      return rating;
    case SolveStatus::invalid:
      return rating;
    default:
      rating.status = RatingStatus::unsolvable;
      return rating;
  }

  const CandidateGrid start = pencilmarks ? CandidateGrid::from_pencilmarks(*pencilmarks)
                                          : CandidateGrid::from_puzzle(puzzle);
  const TimeBudget budget(options.max_seconds, options.stop);
  Memory& memory = Memory::of_this_thread();
  rating.status = RatingStatus::rated;
  if (options.se) {
    CandidateGrid grid = start;
    const PathSummary path =
        solve_path(grid, options.se_version, nullptr,
                   PathLimits{.budget = &budget, .max_rating = options.max_rating}, &memory);
    rating.status = path.stalled ? RatingStatus::beyond : RatingStatus::rated;
    rating.out_of_time = path.out_of_time;
    rating.above_limit = path.above_limit;
    rating.se_rating = path.se_rating;
    rating.se_first_placement = path.se_first_placement;
    rating.se_first_step = path.se_first_step;
    rating.hardest = path.hardest;
    rating.se_hardest_complexity = path.hardest_complexity;
    rating.steps = path.steps;
    rating.cells_left = grid.empty_count();
    rating.histogram = path.histogram;
  } else {
    rating.se_skipped = true;
  }
  rating.qqwing_class = qqwing_class(start);
  if (options.hodoku) {
    if (pencilmarks != nullptr) {
      rating.hodoku_gap = HodokuGap::pencilmarks;
    } else if (rating.out_of_time) {
      rating.hodoku_gap = HodokuGap::not_run;
    } else {
      const hodoku::HodokuRating scale = hodoku::rate_hodoku(puzzle, false, &budget, &memory);
      if (scale.complete) {
        rating.hodoku_level = hodoku::level_name(scale.level);
        rating.hodoku_score = scale.score;
      } else {
        // Not rated on every scale asked for: beyond, even with Sudoku Explainer's complete.
        rating.hodoku_at_least = scale.score;
        rating.hodoku_gap = HodokuGap::out_of_time;
        rating.status = RatingStatus::beyond;
        rating.out_of_time = true;
      }
    }
  }
  // Propagation's rules are monotone and blind to labels, so it reaches the same fixpoint in
  // every relabelling: when it alone solved the puzzle, no relabelling takes a guess either.
  if (options.search_effort && counted.stats.guesses > 0) {
    // Each relabelling starts where propagation left the puzzle, with the cells it placed as
    // givens: it gets there again anyway (the same fixpoint), with less work. (Pencilmarks
    // are relabelled whole.)
    const Grid propagated =
        pencilmarks ? puzzle
                    : solve(puzzle, SolveOptions{.mode = SolveMode::singles_only}).solution;
    const SearchEffort effort =
        search_effort(propagated, options.relabellings, options.seed, pencilmarks);
    rating.search = effort.guesses;
    rating.search_backtracks = effort.backtracks;
  }
  return rating;
}

}  // namespace

Rating rate(const Grid& puzzle, const RateOptions& options) {
  return rate_position(puzzle, nullptr, options);
}

Rating rate(const Pencilmarks& pencilmarks, const RateOptions& options) {
  return rate_position(Grid{}, &pencilmarks, options);
}

std::string_view to_string(RatingStatus status) {
  switch (status) {
    case RatingStatus::rated:
      return "rated";
    case RatingStatus::beyond:
      return "beyond";
    case RatingStatus::invalid:
      return "invalid";
    case RatingStatus::unsolvable:
      return "unsolvable";
    case RatingStatus::multiple:
      return "multiple";
  }
  return "unknown";
}

std::string format_se(int tenths) {
  if (tenths == kNoRating) return {};
  return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10);
}

std::string cell_name(int cell) {
  return "r" + std::to_string(row_of(cell) + 1) + "c" + std::to_string(column_of(cell) + 1);
}

}  // namespace nonet
