// explain(): the solving path in words, one line per step, and when logic stalls the
// guesses a plain search makes from there.
#include <bit>
#include <string>

#include "nonet/rating.hpp"
#include "rating/board/memory.hpp"
#include "rating/explain/pattern.hpp"
#include "rating/explain/text.hpp"
#include "rating/sudoku_explainer/path.hpp"
#include "rating/sudoku_explainer/technique.hpp"

namespace nonet {

namespace {

// The guess trace stops recording after this many lines (a hard puzzle makes thousands).
constexpr std::size_t kGuessLines = 60;

// A small search from the stalled grid that records its guesses: the cell with the fewest
// candidates first, digits in order, singles in between.
class GuessTrace {
 public:
  explicit GuessTrace(std::vector<std::string>& lines) : lines_(lines) {}

  bool run(CandidateGrid grid) {
    if (!propagate(grid)) return false;
    if (grid.solved()) return true;
    int best = -1;
    grid.empty_cells().for_each([&](int cell) {
      if (best < 0 || grid.candidate_count(cell) < grid.candidate_count(best)) best = cell;
    });
    for (std::uint16_t bits = grid.candidates(best); bits; bits &= bits - 1) {
      const int digit = std::countr_zero(bits) + 1;
      ++guesses_;
      note("guess " + cell_name(best) + " = " + std::to_string(digit) + " (candidates " +
           digit_list(grid.candidates(best)) + ")");
      CandidateGrid next = grid;
      next.place(best, digit);
      if (run(next)) return true;
      ++dead_ends_;
      note(cell_name(best) + " = " + std::to_string(digit) + " leads to a contradiction");
    }
    return false;
  }

  int guesses() const { return guesses_; }
  int dead_ends() const { return dead_ends_; }

 private:
  // Naked and hidden singles until none is left; false on a contradiction.
  static bool propagate(CandidateGrid& grid) {
    for (bool progress = true; progress && !grid.solved();) {
      progress = false;
      bool broken = false;
      grid.empty_cells().for_each([&](int cell) { broken |= grid.candidates(cell) == 0; });
      if (broken) return false;
      Step step;
      Memory none;  // singles keep nothing
      if (find_naked_single(grid, step, none) || find_hidden_single(grid, step, none)) {
        grid.place(step.cell, step.digit);
        progress = true;
        continue;
      }
      for (int house = 0; house < kHouses; ++house) {
        for (int digit = 1; digit <= 9; ++digit) {
          const bool placed = [&] {
            for (int cell : house_cells(house)) {
              if (grid.value(cell) == digit) return true;
            }
            return false;
          }();
          if (!placed && grid.place_mask(house, digit) == 0) return false;
        }
      }
    }
    return true;
  }

  void note(std::string line) {
    if (lines_.size() < kGuessLines) lines_.push_back(std::move(line));
  }

  std::vector<std::string>& lines_;
  int guesses_ = 0;
  int dead_ends_ = 0;
};

// A puzzle, or (with `pencilmarks`) a position given as pencilmarks on an empty grid.
Explanation explain_position(const Grid& puzzle, const Pencilmarks* pencilmarks, double max_seconds,
                             const std::stop_token& stop, SeVersion version) {
  Explanation result;
  const RateOptions options{
      .search_effort = false, .max_seconds = max_seconds, .stop = stop, .se_version = version};
  result.rating = pencilmarks ? rate(*pencilmarks, options) : rate(puzzle, options);
  result.reached = puzzle;
  const RatingStatus status = result.rating.status;
  if (status != RatingStatus::rated && status != RatingStatus::beyond) return result;

  CandidateGrid grid = pencilmarks ? CandidateGrid::from_pencilmarks(*pencilmarks)
                                   : CandidateGrid::from_puzzle(puzzle);
  auto visit = [&](const Step& step, const CandidateGrid& before) {
    ExplainedStep line;
    line.technique = step.technique;
    line.se_rating = step.rating;
    line.placed_cell = step.cell;
    line.placed_digit = step.digit;
    line.eliminations = step.elimination_count();
    line.text = describe_step(step, before);
    describe_pattern(step, before, line);
    result.steps.push_back(std::move(line));
  };
  const StepVisitor visitor(visit);
  // The steps shown are the rating's: when its budget ran out, the same number of steps.
  // Walking them again takes no time limit, but a stop request still ends it.
  const TimeBudget only_stop(0, stop);
  const PathLimits limits{.budget = &only_stop,
                          .max_steps = result.rating.out_of_time ? result.rating.steps : -1};
  // With the rating's Memory: the chains nested in its steps are found in its hint cache.
  const PathSummary path = solve_path(grid, version, &visitor, limits, &Memory::of_this_thread());
  result.reached = grid.to_grid();
  if (path.stalled) {
    GuessTrace trace(result.guesses);
    trace.run(grid);
    const bool cut = result.guesses.size() == kGuessLines;
    std::string last = "solved by search after " + std::to_string(trace.guesses()) +
                       (trace.guesses() == 1 ? " guess" : " guesses") + " and " +
                       std::to_string(trace.dead_ends()) +
                       (trace.dead_ends() == 1 ? " dead end" : " dead ends");
    if (cut) last += " (the first " + std::to_string(kGuessLines) + " lines shown)";
    result.guesses.push_back(std::move(last));
  }
  return result;
}

}  // namespace

Explanation explain(const Grid& puzzle, double max_seconds, std::stop_token stop,
                    SeVersion version) {
  return explain_position(puzzle, nullptr, max_seconds, stop, version);
}

Explanation explain(const Pencilmarks& pencilmarks, double max_seconds, std::stop_token stop,
                    SeVersion version) {
  return explain_position(Grid{}, &pencilmarks, max_seconds, stop, version);
}

}  // namespace nonet
