// nonet.rate and nonet.explain: the grader (Sudoku Explainer's scale), qqwing's class, the
// search effort and HoDoKu's scale, per row in input order; the path of one puzzle in words.
#include <pybind11/stl.h>

#include <cmath>
#include <limits>

#include "nonet/rating.hpp"
#include "python/arguments.hpp"
#include "python/bindings.hpp"
#include "python/input.hpp"
#include "python/parallel_rows.hpp"
#include "python/results.hpp"
#include "rating/format.hpp"
#include "rating/hodoku/step.hpp"

namespace nonet::python {

namespace {

float se_value(int tenths) {
  return tenths == kNoRating ? std::numeric_limits<float>::quiet_NaN()
                             : static_cast<float>(tenths) / 10.0f;
}

// HoDoKu's level as an index into HODOKU_LEVEL_NAMES; -1 when not rated.
std::int8_t hodoku_level_index(std::string_view name) {
  for (int level = 0; level <= static_cast<int>(hodoku::Level::extreme); ++level) {
    if (name == hodoku::level_name(static_cast<hodoku::Level>(level)))
      return static_cast<std::int8_t>(level);
  }
  return -1;
}

}  // namespace

py::dict rate(const py::handle& puzzles, bool search, bool se, bool hodoku,
              const py::handle& max_seconds, const py::handle& threads_value,
              const py::handle& se_version) {
  RateOptions options;
  options.se_version = se_version_argument(se_version);
  options.search_effort = search;
  options.se = se;
  options.hodoku = hodoku;
  options.max_seconds = seconds_budget(max_seconds, "max_seconds");
  std::stop_source stop;
  options.stop = stop.get_token();
  const int threads = thread_count(threads_value);
  const PuzzleInput input(puzzles);
  const std::size_t rows = input.size();
  auto status = new_column<std::uint8_t>(rows);
  auto se_rating = new_column<float>(rows);
  auto se_placement = new_column<float>(rows);
  auto se_step = new_column<float>(rows);
  auto hardest = new_column<std::uint8_t>(rows);
  auto qqwing = new_column<std::uint8_t>(rows);
  auto search_mean = new_column<double>(rows);
  auto backtracks = new_column<double>(rows);
  auto steps = new_column<std::int32_t>(rows);
  auto cells_left = new_column<std::int32_t>(rows);
  auto histogram = new_column<std::uint16_t>(rows, kTechniqueCount);
  auto hodoku_level = new_column<std::int8_t>(rows);
  auto hodoku_score = new_column<std::int32_t>(rows);
  auto hodoku_at_least = new_column<std::int32_t>(rows);
  py::array reason = new_reason_column(rows);
  struct Out {
    std::uint8_t *status, *hardest, *qqwing;
    float *se, *se_placement, *se_step;
    double *search, *backtracks;
    std::int32_t *steps, *cells_left;
    std::uint16_t* histogram;
    std::int8_t* hodoku_level;
    std::int32_t *hodoku_score, *hodoku_at_least;
  } out{status.mutable_data(),       hardest.mutable_data(),        qqwing.mutable_data(),
        se_rating.mutable_data(),    se_placement.mutable_data(),   se_step.mutable_data(),
        search_mean.mutable_data(),  backtracks.mutable_data(),     steps.mutable_data(),
        cells_left.mutable_data(),   histogram.mutable_data(),      hodoku_level.mutable_data(),
        hodoku_score.mutable_data(), hodoku_at_least.mutable_data()};

  std::vector<Grid> grids;
  std::vector<std::string> reasons;
  ChunkPencilmarks pencilmarks;  // 729-character lines, rated as `nonet rate` rates them
  for (std::size_t first = 0; first < rows; first += chunk_rows()) {
    const std::size_t count = std::min(chunk_rows(), rows - first);
    input.load(first, count, grids, reasons, &pencilmarks);
    parallel_rows(count, threads, stop, [&](std::size_t i) {
      const std::size_t row = first + i;
      Rating rating;  // status invalid
      if (const Pencilmarks* marks = pencilmarks.of(i)) {
        rating = nonet::rate(*marks, options);  // HoDoKu's scale does not rate these
      } else if (reasons[i].empty()) {
        rating = nonet::rate(grids[i], options);
        if (rating.status == RatingStatus::invalid) {
          if (const ParseError clash = find_clash(grids[i])) reasons[i] = clash.message();
        }
      }
      out.status[row] = static_cast<std::uint8_t>(rating.status);
      // A completed grid, rated in no step, is 0.0 on all three (as `nonet rate` writes it).
      const bool no_step = rating.status == RatingStatus::rated && rating.steps == 0;
      out.se[row] = no_step ? 0.0f : se_value(rating.se_rating);
      out.se_placement[row] = no_step ? 0.0f : se_value(rating.se_first_placement);
      out.se_step[row] = no_step ? 0.0f : se_value(rating.se_first_step);
      const bool graded =
          rating.status == RatingStatus::rated || rating.status == RatingStatus::beyond;
      out.hardest[row] = graded ? static_cast<std::uint8_t>(rating.hardest) : 0;
      out.qqwing[row] = static_cast<std::uint8_t>(rating.qqwing_class);
      out.search[row] = search && graded ? rating.search : std::nan("");
      out.backtracks[row] = search && graded ? rating.search_backtracks : std::nan("");
      out.steps[row] = rating.steps;
      out.cells_left[row] = rating.cells_left;
      std::copy(rating.histogram.begin(), rating.histogram.end(),
                out.histogram + row * kTechniqueCount);
      out.hodoku_level[row] = hodoku_level_index(rating.hodoku_level);
      out.hodoku_score[row] = rating.hodoku_score;
      out.hodoku_at_least[row] = rating.hodoku_at_least;
      // What a rated or beyond row misses, as `nonet rate`'s error column says it.
      if (reasons[i].empty()) reasons[i] = rating_note(rating, options.max_seconds);
    });
    store_reasons(reason, first, reasons);
  }
  py::dict result;
  result["status"] = status;
  if (se) {  // without Sudoku Explainer's path, its columns are left out
    result["se_rating"] = se_rating;
    result["se_first_placement"] = se_placement;
    result["se_first_step"] = se_step;
    result["hardest"] = hardest;
  }
  result["qqwing_class"] = qqwing;
  result["search"] = search_mean;
  result["backtracks"] = backtracks;
  if (se) {
    result["steps"] = steps;
    result["cells_left"] = cells_left;
    result["histogram"] = histogram;
  }
  if (hodoku) {
    result["hodoku_level"] = hodoku_level;
    result["hodoku_score"] = hodoku_score;
    result["hodoku_at_least"] = hodoku_at_least;
  }
  result["reason"] = reason;
  return result;
}

py::dict explain(const py::handle& puzzle, const py::handle& max_seconds_value,
                 const py::handle& se_version) {
  const double max_seconds = seconds_budget(max_seconds_value, "max_seconds");
  const SeVersion version = se_version_argument(se_version);
  py::list one;
  one.append(puzzle);
  const bool is_row =
      py::isinstance<py::array>(puzzle) && py::reinterpret_borrow<py::array>(puzzle).ndim() == 1;
  const PuzzleInput input(
      is_row ? py::handle(
                   py::module_::import("numpy").attr("asarray")(puzzle).attr("reshape")(1, kCells))
             : py::handle(one));
  std::vector<Grid> grids;
  std::vector<std::string> reasons;
  ChunkPencilmarks pencilmarks;  // as `nonet explain` reads a 729-character line
  input.load(0, 1, grids, reasons, &pencilmarks);
  const Pencilmarks* marks = pencilmarks.of(0);
  Explanation explanation;
  if (reasons[0].empty()) {
    std::stop_source stop;
    run_interruptibly(stop, [&] {
      explanation = marks ? nonet::explain(*marks, max_seconds, stop.get_token(), version)
                          : nonet::explain(grids[0], max_seconds, stop.get_token(), version);
    });
  }
  const Rating& rating = explanation.rating;
  if (reasons[0].empty() && rating.status == RatingStatus::invalid) {
    if (const ParseError clash = find_clash(grids[0])) reasons[0] = clash.message();
  }
  py::list steps;
  for (const ExplainedStep& step : explanation.steps) {
    py::dict entry;
    entry["technique"] = std::string(technique_key(step.technique));
    entry["se_rating"] = se_value(step.se_rating);
    entry["cell"] = step.placed_cell;
    entry["digit"] = step.placed_digit;
    entry["eliminations"] = step.eliminations;
    entry["text"] = step.text;
    // The step as data (what the page draws): its pattern, its removals as (cell, digit)
    // pairs, its chains (one per forcing-chain branch) as (cell, digit, on) nodes.
    entry["cells"] = std::vector<int>(step.cells.begin(), step.cells.end());
    entry["houses"] = std::vector<int>(step.houses.begin(), step.houses.end());
    py::list removed;
    for (int cell = 0; cell < kCells; ++cell) {
      for (int digit = 1; digit <= 9; ++digit) {
        if ((step.eliminated[cell] >> (digit - 1)) & 1) removed.append(py::make_tuple(cell, digit));
      }
    }
    entry["removed"] = removed;
    py::list chains;
    for (const ExplainedChain& chain : step.chains) {
      py::list nodes;
      for (const ChainNode& node : chain.nodes) {
        nodes.append(py::make_tuple(int{node.cell}, int{node.digit}, node.on));
      }
      chains.append(nodes);
    }
    entry["chains"] = chains;
    steps.append(entry);
  }
  auto reached = new_column<std::uint8_t>(kCells);
  std::copy(explanation.reached.cells.begin(), explanation.reached.cells.end(),
            reached.mutable_data());
  py::dict result;
  result["status"] = std::string(to_string(rating.status));
  result["se_rating"] = se_value(rating.se_rating);
  result["se_first_placement"] = se_value(rating.se_first_placement);
  result["se_first_step"] = se_value(rating.se_first_step);
  result["steps"] = steps;
  result["reached"] = reached;
  result["guesses"] = explanation.guesses;
  result["reason"] = reasons[0];
  return result;
}

}  // namespace nonet::python
