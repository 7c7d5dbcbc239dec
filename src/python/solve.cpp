// nonet.solve: the first solution, a count up to a limit, every solution up to a limit, or
// propagation only, for each row, in input order.
#include <pybind11/stl.h>

#include <atomic>
#include <cstring>
#include <stop_token>
#include <string_view>

#include "nonet/solver.hpp"
#include "python/arguments.hpp"
#include "python/bindings.hpp"
#include "python/input.hpp"
#include "python/parallel_rows.hpp"
#include "python/results.hpp"
#include "python/solution_buffer.hpp"

namespace nonet::python {

namespace {

enum class PyMode { first, count, all, singles };

constexpr std::uint64_t kShortCount = 1 << 16;  // about 20 ms of counting on the empty grid

PyMode parse_mode(std::string_view mode) {
  if (mode == "first") return PyMode::first;
  if (mode == "count") return PyMode::count;
  if (mode == "all") return PyMode::all;
  if (mode == "singles") return PyMode::singles;
  throw py::value_error("mode must be 'first', 'count', 'all' or 'singles', not '" +
                        std::string(mode) + "'");
}

// Counts (and with `every`, keeps) the solutions up to `limit`, as solve() counts them, through
// enumerate_solutions: its visitor sees each solution, so a long count ends on a stop request,
// or when `every` finds no more memory (then `out_of_memory` is set). `pencilmarks`: a position
// given as pencilmarks (the puzzle is empty).
SolveResult count_solutions(const Grid& puzzle, const Pencilmarks* pencilmarks,
                            std::uint64_t limit, const std::stop_source& stop,
                            SolutionBuffer* every, std::atomic<bool>& out_of_memory) {
  SolveResult result;
  if (find_clash(puzzle)) {
    result.status = SolveStatus::invalid;
    return result;
  }
  result.stats = enumerate_solutions(puzzle, limit, [&](const Grid& grid) {
    if (every != nullptr && !every->push_back(grid)) {
      out_of_memory = true;
      return false;
    }
    if (result.status == SolveStatus::unsolvable) {  // the first solution
      result.solution = grid;
      result.status = SolveStatus::solved;
    }
    return !stop.stop_requested();
  }, Engine::fast, pencilmarks);
  const std::uint64_t n = result.stats.solutions;
  // With limit 1 one solution says nothing about uniqueness: it stays `solved`.
  if (n >= 2) result.status = SolveStatus::multiple;
  if (n == 1 && limit >= 2) result.status = SolveStatus::unique;
  return result;
}

}  // namespace

py::dict solve(const py::handle& puzzles, const std::string& mode_name,
               const py::handle& limit_value, const py::handle& threads_value) {
  const PyMode mode = parse_mode(mode_name);
  const std::uint64_t limit = whole_number(limit_value, "limit", 1, UINT64_MAX);
  const int threads = thread_count(threads_value);
  const PuzzleInput input(puzzles);
  const std::size_t rows = input.size();

  auto solution = new_column<std::uint8_t>(rows, kCells);
  auto status = new_column<std::uint8_t>(rows);
  auto solutions = new_column<std::uint64_t>(rows);
  auto guesses = new_column<std::uint64_t>(rows);
  py::array reason = new_reason_column(rows);
  py::list every;  // mode "all": one (k, 81) array per row

  std::uint8_t* solution_out = solution.mutable_data();
  std::uint8_t* status_out = status.mutable_data();
  std::uint64_t* solutions_out = solutions.mutable_data();
  std::uint64_t* guesses_out = guesses.mutable_data();

  SolveOptions options;
  options.mode = mode == PyMode::first     ? SolveMode::first
                 : mode == PyMode::singles ? SolveMode::singles_only
                                           : SolveMode::count;
  options.limit = limit;
  // A count to a small limit ends within milliseconds: solve() does it, without the clash scan
  // and the visitor (7% of a count to 2 on the 17-clue puzzles). Above it, every solution
  // passes the visitor, which sees a stop request.
  const bool enumerates = mode == PyMode::all || (mode == PyMode::count && limit > kShortCount);

  std::stop_source stop;
  std::vector<Grid> grids;
  std::vector<std::string> reasons;
  ChunkPencilmarks pencilmarks;  // 729-character lines, read as `nonet solve` reads them
  std::vector<SolutionBuffer> found;  // mode "all", per row of the chunk
  std::atomic<bool> out_of_memory = false;
  for (std::size_t first = 0; first < rows; first += chunk_rows()) {
    const std::size_t count = std::min(chunk_rows(), rows - first);
    input.load(first, count, grids, reasons, &pencilmarks);
    if (mode == PyMode::all) found.resize(count);
    parallel_rows(count, threads, stop, [&](std::size_t i) {
      const std::size_t row = first + i;
      if (!reasons[i].empty()) {
        status_out[row] = static_cast<std::uint8_t>(SolveStatus::invalid);
        return;
      }
      const Pencilmarks* marks = pencilmarks.of(i);
      SolveOptions row_options = options;
      row_options.pencilmarks = marks;
      const SolveResult result =
          enumerates ? count_solutions(grids[i], marks, limit, stop,
                                       mode == PyMode::all ? &found[i] : nullptr, out_of_memory)
                     : nonet::solve(grids[i], row_options);
      status_out[row] = static_cast<std::uint8_t>(result.status);
      solutions_out[row] = result.stats.solutions;
      guesses_out[row] = result.stats.guesses;
      const bool has_grid =
          result.status == SolveStatus::solved || result.status == SolveStatus::unique ||
          result.status == SolveStatus::multiple || result.status == SolveStatus::stuck;
      if (has_grid) {
        std::memcpy(solution_out + row * kCells, result.solution.cells.data(), kCells);
      }
      if (result.status == SolveStatus::invalid) {
        if (const ParseError clash = find_clash(grids[i])) reasons[i] = clash.message();
      }
    });
    if (out_of_memory) {
      PyErr_SetString(PyExc_MemoryError,
                      "the solutions do not fit in memory: a smaller limit keeps fewer");
      throw py::error_already_set();
    }
    store_reasons(reason, first, reasons);
    for (SolutionBuffer& mine : found) every.append(mine.release_as_array());
  }

  py::dict result;
  result["solution"] = solution;
  result["status"] = status;
  result["solutions"] = solutions;
  result["guesses"] = guesses;
  result["reason"] = reason;
  if (mode == PyMode::all) result["all_solutions"] = every;
  return result;
}

}  // namespace nonet::python
