// nonet.generate: COUNT puzzles (or complete grids), output i a pure function of (seed,
// first + i): a call for indexes [a, b) gives the rows `nonet generate` writes there.
#include <pybind11/stl.h>

#include <cctype>
#include <cmath>
#include <limits>

#include "nonet/canon.hpp"
#include "nonet/generator.hpp"
#include "python/arguments.hpp"
#include "python/bindings.hpp"
#include "python/input.hpp"
#include "python/parallel_rows.hpp"
#include "python/results.hpp"

namespace nonet::python {

namespace {

// Grids of a puzzle batch, chunk by chunk; `keep(row, grid, error)` sees each row.
template <typename Keep>
void for_each_row(const py::handle& puzzles, const Keep& keep) {
  const PuzzleInput input(puzzles);
  std::vector<Grid> grids;
  std::vector<std::string> errors;
  for (std::size_t first = 0; first < input.size(); first += chunk_rows()) {
    const std::size_t rows = std::min(chunk_rows(), input.size() - first);
    input.load(first, rows, grids, errors);
    for (std::size_t i = 0; i < rows; ++i) keep(first + i, grids[i], errors[i]);
  }
}

// The usable seeds (their forms go to `known`); rows that are not are counted and the first
// few named. Raises ValueError when none is usable.
std::vector<Grid> read_seeds(const py::handle& seeds, Symmetry symmetry, KnownPuzzles& known,
                             std::uint64_t& skipped) {
  std::vector<Grid> usable;
  std::string first_skipped;
  std::size_t rows = 0;
  for_each_row(seeds, [&](std::size_t row, const Grid& grid, const std::string& error) {
    ++rows;
    std::string problem = error.empty() ? seed_problem(grid, symmetry) : error;
    if (problem.empty()) {
      usable.push_back(grid);
      known.add_form(minlex(grid));
      return;
    }
    if (++skipped <= kSkippedShown) {
      first_skipped +=
          (first_skipped.empty() ? "row " : "; row ") + std::to_string(row) + ": " + problem;
    }
  });
  if (usable.empty()) {
    throw py::value_error("no usable seed puzzle" +
                          (rows == 0
                               ? std::string(" (no rows)")
                               : " (" + std::to_string(skipped) + " of " + std::to_string(rows) +
                                     " rows skipped: " + first_skipped + ")"));
  }
  return usable;
}

const char* end_name(SearchEnd end) {
  switch (end) {
    case SearchEnd::count_reached:
      return "count_reached";
    case SearchEnd::time_limit:
      return "time_limit";
    case SearchEnd::out_of_reach:
      return "out_of_reach";
    case SearchEnd::stopped:
      return "stopped";
    case SearchEnd::running:
      break;
  }
  return "running";
}

// The neighbourhood search: rows in the order `nonet generate` writes them; rows past the
// puzzles found are left unfound.
py::dict search(const GenerateOptions& options, std::vector<Grid> seeds, std::uint64_t count,
                std::uint64_t seed, std::uint64_t first, int threads, double time_limit,
                bool end_when_out_of_reach, std::uint64_t seeds_skipped, std::stop_source& stop) {
  auto puzzle = new_column<std::uint8_t>(count, kCells);
  auto solution = new_column<std::uint8_t>(count, kCells);
  auto found = new_column<bool>(count);
  auto tries = new_column<std::uint64_t>(count);
  auto se = new_column<float>(count);
  auto search_index = new_column<std::uint64_t>(count);
  std::fill_n(found.mutable_data(), count, false);
  std::fill_n(tries.mutable_data(), count, 0);
  std::fill_n(se.mutable_data(), count, std::numeric_limits<float>::quiet_NaN());
  std::fill_n(search_index.mutable_data(), count, 0);
  std::fill_n(puzzle.mutable_data(), count * kCells, 0);
  std::fill_n(solution.mutable_data(), count * kCells, 0);
  const SearchJob job{.options = options,
                      .seeds = std::move(seeds),
                      .count = count,
                      .seed = seed,
                      .first_search = first,
                      .threads = threads,
                      .time_limit = time_limit,
                      .end_when_out_of_reach = end_when_out_of_reach};
  SearchTotals totals;
  std::uint8_t* puzzle_out = puzzle.mutable_data();
  std::uint8_t* solution_out = solution.mutable_data();
  bool* found_out = found.mutable_data();
  std::uint64_t* tries_out = tries.mutable_data();
  float* se_out = se.mutable_data();
  std::uint64_t* search_out = search_index.mutable_data();
  run_interruptibly(stop, [&] {
    SearchRun run(job);
    std::size_t i = 0;
    while (std::optional<SearchHit> hit = run.next()) {
      found_out[i] = true;
      tries_out[i] = hit->candidates;
      se_out[i] = static_cast<float>(hit->rating.se_rating) / 10.0f;
      search_out[i] = hit->search;
      std::copy(hit->puzzle.cells.begin(), hit->puzzle.cells.end(), puzzle_out + i * kCells);
      std::copy(hit->solution.cells.begin(), hit->solution.cells.end(), solution_out + i * kCells);
      ++i;
    }
    totals = run.totals();
  });
  py::dict result;
  result["puzzle"] = puzzle;
  result["solution"] = solution;
  result["found"] = found;
  result["tries"] = tries;
  result["se_rating"] = se;
  result["search"] = search_index;
  result["end"] = end_name(totals.end);
  result["candidates"] = totals.candidates;
  result["seeds_skipped"] = seeds_skipped;
  return result;
}

}  // namespace

py::dict generate(const py::handle& count_value, const py::handle& seed_value,
                  const py::handle& first_value, const std::string& symmetry, bool minimal,
                  int clues, const py::object& difficulty, const py::object& rating,
                  const py::object& hodoku, bool grids, const py::handle& max_tries,
                  const py::handle& threads_value, const py::object& seeds,
                  const py::object& exclude, bool search_anyway, bool neighbours, int max_remove,
                  int max_add, const py::handle& time_limit_value,
                  const py::handle& max_seconds_value, const py::handle& se_version) {
  const std::uint64_t count = whole_number(count_value, "count", 0, kMaxGenerateCount);
  const std::uint64_t seed = whole_number(seed_value, "seed", 0, UINT64_MAX);
  const std::uint64_t first = whole_number(first_value, "first", 0, UINT64_MAX - count);
  const int threads = thread_count(threads_value);
  GenerateOptions options;
  options.grids = grids;
  options.minimal = minimal;
  options.target_clues = clues;
  // max_tries and time_limit given or not (None): the search's defaults differ, as the
  // command line's (see search() below).
  if (!max_tries.is_none())
    options.max_tries = whole_number(max_tries, "max_tries", 1, kMaxTriesCap);
  const std::optional<Symmetry> parsed = parse_symmetry(symmetry);
  if (!parsed) throw py::value_error("unknown symmetry '" + symmetry + "'");
  options.symmetry = *parsed;
  if (!difficulty.is_none()) {
    const std::string name = py::str(difficulty);
    bool known = false;
    for (QqwingClass one :
         {QqwingClass::simple, QqwingClass::easy, QqwingClass::intermediate, QqwingClass::expert}) {
      std::string label(to_string(one));
      for (char& c : label) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      std::string wanted = name;
      for (char& c : wanted) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      if (label == wanted) {
        options.difficulty = one;
        known = true;
      }
    }
    if (!known) {
      throw py::value_error("difficulty must be simple, easy, intermediate or expert, not '" +
                            name + "'");
    }
  }
  if (!hodoku.is_none()) {
    std::string level = py::str(hodoku);
    for (char& c : level) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (level != "easy" && level != "medium" && level != "hard" && level != "unfair" &&
        level != "extreme") {
      throw py::value_error("hodoku must be easy, medium, hard, unfair or extreme, not '" +
                            std::string(py::str(hodoku)) + "'");
    }
    options.hodoku_level = level;
  }
  if (!rating.is_none()) {
    const std::string band = py::str(rating);
    options.rating = parse_rating_band(band);
    if (!options.rating) throw py::value_error("rating must be 'MIN:MAX' (e.g. '2.5:4.0')");
  }
  options.search = search_anyway;
  options.neighbours = neighbours;
  options.max_remove = max_remove;
  options.max_add = max_add;
  options.max_seconds = seconds_budget(max_seconds_value, "max_seconds");
  options.se_version = se_version_argument(se_version);
  const bool searching = options.searches() || !seeds.is_none();
  double time_limit = searching ? kDefaultSearchSeconds : 0.0;
  if (!time_limit_value.is_none()) time_limit = seconds_budget(time_limit_value, "time_limit");
  const std::string problem = check_options(options, !seeds.is_none());
  if (!problem.empty()) throw py::value_error(problem);
  KnownPuzzles known;
  std::uint64_t seeds_skipped = 0;
  std::vector<Grid> seed_grids;
  if (!seeds.is_none()) seed_grids = read_seeds(seeds, options.symmetry, known, seeds_skipped);
  if (!exclude.is_none()) {
    for_each_row(exclude, [&](std::size_t, const Grid& grid, const std::string& error) {
      if (error.empty()) known.add_form(minlex(grid));
    });
  }
  options.known = &known;
  std::stop_source stop;
  options.stop = stop.get_token();
  if (searching) {
    return search(options, std::move(seed_grids), count, seed, first, threads, time_limit,
                  !max_tries.is_none(), seeds_skipped, stop);
  }

  auto puzzle = new_column<std::uint8_t>(count, kCells);
  auto solution = new_column<std::uint8_t>(count, kCells);
  auto found = new_column<bool>(count);
  auto tries = new_column<std::uint64_t>(count);
  auto se = new_column<float>(count);
  std::uint8_t* puzzle_out = puzzle.mutable_data();
  std::uint8_t* solution_out = solution.mutable_data();
  bool* found_out = found.mutable_data();
  std::uint64_t* tries_out = tries.mutable_data();
  float* se_out = se.mutable_data();
  parallel_rows(count, threads, stop, [&](std::size_t i) {
    const Generated made = nonet::generate(options, seed, first + i);
    found_out[i] = made.found;
    tries_out[i] = made.tries;
    std::copy(made.puzzle.cells.begin(), made.puzzle.cells.end(), puzzle_out + i * kCells);
    std::copy(made.solution.cells.begin(), made.solution.cells.end(), solution_out + i * kCells);
    se_out[i] = made.rating && made.rating->se_rating != kNoRating
                    ? static_cast<float>(made.rating->se_rating) / 10.0f
                    : std::numeric_limits<float>::quiet_NaN();
  });
  py::dict result;
  result["puzzle"] = puzzle;
  result["solution"] = solution;
  result["found"] = found;
  result["tries"] = tries;
  result["se_rating"] = se;
  return result;
}

}  // namespace nonet::python
