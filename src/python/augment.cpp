// nonet.augment: random symmetric copies of every row, the puzzle and its solution moved by the
// same group element, drawn from the key `nonet augment` uses (canon's augment_key of seed,
// line and copy), so a batch read from a file gives that file's copies.
#include <cstring>
#include <memory>

#include "nonet/canon.hpp"
#include "nonet/canon_job.hpp"
#include "python/arguments.hpp"
#include "python/bindings.hpp"
#include "python/input.hpp"
#include "python/parallel_rows.hpp"
#include "python/results.hpp"

namespace nonet::python {

py::dict augment(const py::handle& puzzles_in, const py::object& solutions_in,
                 const py::handle& copies_value, const py::handle& seed_value, bool with_original,
                 bool with_transform, const py::handle& first_line_value,
                 const py::handle& threads_value) {
  const int threads = thread_count(threads_value);
  const auto copies = static_cast<std::uint32_t>(whole_number(copies_value, "copies", 1, 1000000));
  const std::uint64_t seed = whole_number(seed_value, "seed", 0, UINT64_MAX);
  const std::uint64_t first_line = whole_number(first_line_value, "first_line", 0, 1ull << 62);
  const PuzzleInput puzzles(puzzles_in);
  std::unique_ptr<PuzzleInput> solutions;
  if (!solutions_in.is_none()) {
    solutions = std::make_unique<PuzzleInput>(solutions_in);
    if (solutions->size() != puzzles.size()) {
      throw py::value_error(
          "puzzles and solutions differ in length: " + std::to_string(puzzles.size()) + " and " +
          std::to_string(solutions->size()));
    }
  }
  const std::size_t rows = puzzles.size();
  const std::uint32_t per_row = copies + (with_original ? 1 : 0);
  // Room for every row's copies; rows that are not puzzles leave it unused (cut off below).
  const std::size_t room = rows * per_row;
  auto puzzle_column = new_column<std::uint8_t>(room, kCells);
  py::array_t<std::uint8_t> solution_column;
  if (solutions) solution_column = new_column<std::uint8_t>(room, kCells);
  auto source_column = new_column<std::int64_t>(room);
  auto copy_column = new_column<std::int32_t>(room);
  std::vector<Transform> transforms(with_transform ? room : 0);
  py::array reason = new_reason_column(rows);

  std::vector<Grid> grids, solved;
  std::vector<std::string> reasons, solution_reasons;
  std::vector<std::size_t> out_row;  // per row of a chunk, its first output row
  std::size_t written = 0;
  std::stop_source stop;
  for (std::size_t first = 0; first < rows; first += chunk_rows()) {
    const std::size_t count = std::min(chunk_rows(), rows - first);
    puzzles.load(first, count, grids, reasons);
    if (solutions) solutions->load(first, count, solved, solution_reasons);
    out_row.resize(count);
    for (std::size_t i = 0; i < count; ++i) {
      if (reasons[i].empty() && solutions && !solution_reasons[i].empty()) {
        reasons[i] = "solution: " + solution_reasons[i];
      }
      out_row[i] = written;
      if (reasons[i].empty()) written += per_row;
    }
    std::uint8_t* puzzle_out = puzzle_column.mutable_data();
    std::uint8_t* solution_out = solutions ? solution_column.mutable_data() : nullptr;
    std::int64_t* source_out = source_column.mutable_data();
    std::int32_t* copy_out = copy_column.mutable_data();
    parallel_rows(count, threads, stop, [&](std::size_t i) {
      if (!reasons[i].empty()) return;
      const std::uint64_t line = first_line + first + i;
      for (std::uint32_t k = 0; k < per_row; ++k) {
        // The original first when asked; the random copies are numbered from 0 either way.
        const bool original = with_original && k == 0;
        const std::int32_t number = static_cast<std::int32_t>(with_original ? k - 1 : k);
        const Transform transform =
            original ? Transform{} : random_transform(augment_key(seed, 0, line, number));
        const std::size_t at = out_row[i] + k;
        const Grid moved = apply(transform, grids[i]);
        std::memcpy(puzzle_out + at * kCells, moved.cells.data(), kCells);
        if (solution_out) {
          const Grid moved_solution = apply(transform, solved[i]);
          std::memcpy(solution_out + at * kCells, moved_solution.cells.data(), kCells);
        }
        source_out[at] = static_cast<std::int64_t>(first + i);
        copy_out[at] = original ? -1 : number;
        if (with_transform) transforms[at] = transform;
      }
    });
    store_reasons(reason, first, reasons);
  }
  // Cut the columns to the rows written (a copy only when some row was not a puzzle).
  const auto cut = [&](const py::array& column) -> py::object {
    if (written == room) return column;
    return py::module_::import("numpy").attr("ascontiguousarray")(
        column[py::slice(0, static_cast<py::ssize_t>(written), 1)]);
  };
  py::dict result;
  result["puzzle"] = cut(puzzle_column);
  if (solutions) result["solution"] = cut(solution_column);
  result["source"] = cut(source_column);
  result["copy"] = cut(copy_column);
  if (with_transform) {
    py::array text = new_reason_column(written);
    for (std::size_t i = 0; i < written; ++i) text[py::int_(i)] = py::str(to_string(transforms[i]));
    result["transform"] = text;
  }
  result["reason"] = reason;
  return result;
}

}  // namespace nonet::python
