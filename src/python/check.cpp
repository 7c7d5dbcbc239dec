// nonet.check: completed grids on their own, or answers against their puzzles, per row.
#include "nonet/check.hpp"

#include <oneapi/tbb/enumerable_thread_specific.h>

#include <memory>

#include "python/arguments.hpp"
#include "python/bindings.hpp"
#include "python/input.hpp"
#include "python/parallel_rows.hpp"
#include "python/results.hpp"

namespace nonet::python {

py::dict check(const py::handle& grids_in, const py::object& puzzles_in, bool unique,
               const py::handle& threads_value) {
  const int threads = thread_count(threads_value);
  const PuzzleInput answers(grids_in);
  std::unique_ptr<PuzzleInput> puzzles;
  if (!puzzles_in.is_none()) {
    puzzles = std::make_unique<PuzzleInput>(puzzles_in);
    if (puzzles->size() != answers.size()) {
      throw py::value_error(
          "puzzles and grids differ in length: " + std::to_string(puzzles->size()) + " and " +
          std::to_string(answers.size()));
    }
  }
  const std::size_t rows = answers.size();
  auto valid = new_column<bool>(rows);
  auto reason_count = new_column<std::int32_t>(rows);
  py::array reason = new_reason_column(rows);
  bool* valid_out = valid.mutable_data();
  std::int32_t* count_out = reason_count.mutable_data();
  CheckOptions options;
  options.uniqueness = unique;
  // A CheckReport is a few kB: one per thread, not one per row.
  tbb::enumerable_thread_specific<CheckReport> reports;
  std::stop_source stop;

  std::vector<Grid> answer_grids, puzzle_grids;
  std::vector<std::string> answer_errors, puzzle_errors;
  for (std::size_t first = 0; first < rows; first += chunk_rows()) {
    const std::size_t count = std::min(chunk_rows(), rows - first);
    answers.load(first, count, answer_grids, answer_errors);
    if (puzzles) puzzles->load(first, count, puzzle_grids, puzzle_errors);
    parallel_rows(count, threads, stop, [&](std::size_t i) {
      const std::size_t row = first + i;
      std::string& text = answer_errors[i];
      if (!text.empty()) {
        text = (puzzles ? "answer: " : "grid: ") + text;
        count_out[row] = 1;
        return;
      }
      if (puzzles && !puzzle_errors[i].empty()) {
        text = "puzzle: " + puzzle_errors[i];
        count_out[row] = 1;
        return;
      }
      CheckReport& report = reports.local();
      report.clear();
      if (puzzles) {
        check_answer(puzzle_grids[i], answer_grids[i], report, options);
      } else {
        check_grid(answer_grids[i], report);
      }
      valid_out[row] = report.valid();
      count_out[row] = report.count;
      for (const CheckReason& one : report.reasons()) {
        if (!text.empty()) text += "; ";
        append_reason(text, report, one);
      }
    });
    store_reasons(reason, first, answer_errors);
  }
  py::dict result;
  result["valid"] = valid;
  result["reasons"] = reason_count;
  result["reason"] = reason;
  return result;
}

}  // namespace nonet::python
