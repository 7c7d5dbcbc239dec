// nonet.generate: COUNT puzzles (or complete grids), output i a pure function of (seed,
// first + i): a call for indexes [a, b) gives the rows `nonet generate` writes there.
#include <pybind11/stl.h>

#include <cctype>
#include <cmath>
#include <limits>

#include "nonet/generator.hpp"
#include "python/arguments.hpp"
#include "python/bindings.hpp"
#include "python/input.hpp"
#include "python/parallel_rows.hpp"
#include "python/results.hpp"

namespace nonet::python {

py::dict generate(const py::handle& count_value, const py::handle& seed_value,
                  const py::handle& first_value, const std::string& symmetry, bool minimal,
                  int clues, const py::object& difficulty, const py::object& rating, bool grids,
                  const py::handle& max_tries, const py::handle& threads_value) {
  const std::uint64_t count = whole_number(count_value, "count", 0, kMaxGenerateCount);
  const std::uint64_t seed = whole_number(seed_value, "seed", 0, UINT64_MAX);
  const std::uint64_t first = whole_number(first_value, "first", 0, UINT64_MAX - count);
  const int threads = thread_count(threads_value);
  GenerateOptions options;
  options.grids = grids;
  options.minimal = minimal;
  options.target_clues = clues;
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
  if (!rating.is_none()) {
    const std::string band = py::str(rating);
    options.rating = parse_rating_band(band);
    if (!options.rating) throw py::value_error("rating must be 'MIN:MAX' (e.g. '2.5:4.0')");
  }
  const std::string problem = check_options(options);
  if (!problem.empty()) throw py::value_error(problem);
  std::stop_source stop;
  options.stop = stop.get_token();

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
