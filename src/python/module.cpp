// nonet._core: the compiled half of the `nonet` Python package (src/python/nonet/ is the
// other half). Docstrings live here, next to the signatures they describe.
#include <pybind11/stl.h>

#include "build_info/build_info.hpp"
#include "nonet/check.hpp"
#include "nonet/generator.hpp"
#include "nonet/rating.hpp"
#include "nonet/solver.hpp"
#include "pipeline/delimited.hpp"
#include "python/bindings.hpp"
#include "python/input.hpp"
#include "rating/hodoku/step.hpp"

namespace py = pybind11;
using namespace pybind11::literals;

namespace {

py::tuple solve_status_names() {
  py::list names;
  for (int i = 0; i <= static_cast<int>(nonet::SolveStatus::invalid); ++i) {
    names.append(std::string(nonet::to_string(static_cast<nonet::SolveStatus>(i))));
  }
  return py::tuple(names);
}

py::tuple rating_status_names() {
  py::list names;
  for (int i = 0; i <= static_cast<int>(nonet::RatingStatus::multiple); ++i) {
    names.append(std::string(nonet::to_string(static_cast<nonet::RatingStatus>(i))));
  }
  return py::tuple(names);
}

py::tuple technique_names() {
  py::list names;
  for (int i = 0; i < nonet::kTechniqueCount; ++i) {
    names.append(std::string(nonet::technique_key(static_cast<nonet::Technique>(i))));
  }
  return py::tuple(names);
}

py::tuple hodoku_level_names() {
  py::list names;
  for (int i = 0; i <= static_cast<int>(nonet::hodoku::Level::extreme); ++i) {
    names.append(std::string(nonet::hodoku::level_name(static_cast<nonet::hodoku::Level>(i))));
  }
  return py::tuple(names);
}

py::tuple names_of(std::span<const std::string_view> names) {
  py::list list;
  for (const std::string_view name : names) list.append(std::string(name));
  return py::tuple(list);
}

py::tuple qqwing_names() {
  py::list names;
  for (int i = 0; i <= static_cast<int>(nonet::QqwingClass::expert); ++i) {
    names.append(std::string(nonet::to_string(static_cast<nonet::QqwingClass>(i))));
  }
  return py::tuple(names);
}

}  // namespace

PYBIND11_MODULE(_core, m) {
  m.doc() = "nonet's engine: batch solve, rate, check, explain and generate on numpy arrays.";
  m.attr("SOLVE_STATUS_NAMES") = solve_status_names();
  m.attr("RATING_STATUS_NAMES") = rating_status_names();
  m.attr("TECHNIQUE_NAMES") = technique_names();
  m.attr("QQWING_CLASS_NAMES") = qqwing_names();
  m.attr("HODOKU_LEVEL_NAMES") = hodoku_level_names();
  // The column names the command line's readers take for a puzzle and for its answer.
  m.attr("PUZZLE_COLUMN_NAMES") = names_of(nonet::puzzle_column_names());
  m.attr("ANSWER_COLUMN_NAMES") = names_of(nonet::answer_column_names());
  // The same version and line as `nonet --version` of the same build.
  m.attr("__version__") = nonet::build_info::version();
  m.attr("VERSION_LINE") = nonet::build_info::version_line();

  m.def("solve", &nonet::python::solve, "puzzles"_a, py::kw_only(), "mode"_a = "first",
        "limit"_a = 2, "threads"_a = 0, R"doc(Solve every puzzle, in input order.

puzzles: an (N, 81) integer array (uint8 is used as is; 0 is an empty cell; a cell outside
    0-9 makes its row invalid; bool and float arrays are refused), or anything numpy reads as
    one (an (N, 81) DataFrame, a memoryview), or a sequence or iterable of puzzle strings (str
    or bytes; any line `nonet solve` reads: 81 cells of 1-9 and . 0 _ - * x ?, with anything
    after a separator ignored, or a 729-character pencilmark line), a pandas Series of them
    included. Rows are read by position: a Series in its order, never by its index labels.
mode: "first" (the first solution: status solved), "count" (count to `limit`: unique or
    multiple), "all" (every solution up to `limit`, in all_solutions) or "singles"
    (propagation only: solved or stuck).
limit: with count and all, stop after this many solutions (1 to 2**64 - 1).
threads: 0 for every core, else that many threads of nonet's pool (at most 4096). The GIL is
    released, and Ctrl-C stops the call (KeyboardInterrupt) within about a tenth of a second,
    also in the middle of a long count or rating.

Returns a dict of numpy arrays, one row per puzzle:
    solution  (N, 81) uint8, the solution found (the partial grid when stuck, 0s when none)
    status    (N,) uint8, an index into nonet.SolveStatus / SOLVE_STATUS_NAMES
    solutions (N,) uint64, solutions found
    guesses   (N,) uint64, branch points the search took
    reason    (N,) object, why a row is invalid ('' otherwise)
    all_solutions (mode "all" only) a list of (k, 81) uint8 arrays: 81 bytes a solution, held
        once (the peak memory of a call is about the solutions it returns)
A bad puzzle is a row with status invalid and a reason, never an exception. Numbers out of
range are a ValueError before any work ("threads: must be a whole number from 0 to 4096; got
70000"), as the command line refuses them.)doc");

  m.def("rate", &nonet::python::rate, "puzzles"_a, py::kw_only(), "search"_a = true, "se"_a = true,
        "hodoku"_a = false, "max_seconds"_a = nonet::kDefaultMaxSeconds, "threads"_a = 0,
        "se_version"_a = "1.18.1",
        R"doc(Rate every puzzle as `nonet rate` does, in input order.

puzzles: as for solve (a 729-character pencilmark line is rated from its candidates, as
    `nonet rate` rates it; not on HoDoKu's scale). search: also run the 16 relabelled searches
    (search, backtracks).
se: rate on Sudoku Explainer's scale (as --scales se); False leaves out its path and its
    columns (se_rating ... hardest, steps, cells_left, histogram): hodoku=True, se=False gives
    HoDoKu's scale alone, at a fraction of the cost.
hodoku: also rate on HoDoKu's scale (hodoku_level, hodoku_score, hodoku_at_least).
max_seconds: the step solver's time budget per puzzle, 0 to 1e6 (0: none; default 60, as
    `nonet rate`); past it the puzzle is 'beyond' with the rating reached.
threads: 0 for every core (at most 4096). The GIL is released; Ctrl-C stops the call.
se_version: the version of Sudoku Explainer's scale, '1.18.1' (Sukaku Explainer, default) or
    '1.2.1' (Sudoku Explainer 1.2.1, as serate 1.2.1.3), as `--se-version`.

Returns a dict of numpy arrays, one row per puzzle:
    status (uint8, nonet.RatingStatus: rated, beyond, invalid, unsolvable, multiple),
    se_rating, se_first_placement, se_first_step (float32 ER/EP/ED; NaN when none; when beyond,
    se_rating is the hardest step before the stall, a lower bound), hardest (uint8 index into
    TECHNIQUE_NAMES), qqwing_class (uint8 index into QQWING_CLASS_NAMES), search and
    backtracks (float64 means over the relabellings; NaN without search), steps, cells_left
    (int32), histogram ((N, T) uint16 steps per technique), reason (object: '' or why invalid);
    with hodoku: hodoku_level (int8 index into HODOKU_LEVEL_NAMES, -1 when not rated),
    hodoku_score (int32, -1 when not rated), hodoku_at_least (int32: when the time budget ran
    out first, the score so far, a lower bound; else -1).)doc");

  m.def("explain", &nonet::python::explain, "puzzle"_a, py::kw_only(),
        "max_seconds"_a = nonet::kDefaultMaxSeconds, "se_version"_a = "1.18.1",
        R"doc(The solving path of one puzzle.

puzzle: an 81-character string (or a 729-character pencilmark line) or an (81,) integer array.
max_seconds: the time budget, 0 to 1e6 (0: none); past it the path stops and the puzzle is
    'beyond'. Ctrl-C stops the call.
se_version: '1.18.1' (default) or '1.2.1': the path on that version of Sudoku Explainer.
Returns a dict: status, se_rating, se_first_placement, se_first_step, steps (a list of dicts:
technique, se_rating, cell 0-80 or -1, digit, eliminations, text), reached ((81,) uint8, the
grid where the path ended), guesses (the search's guesses in words when the path stops) and
reason ('' or why the puzzle is invalid).)doc");

  m.def("check", &nonet::python::check, "grids"_a, "puzzles"_a = py::none(), py::kw_only(),
        "unique"_a = true, "threads"_a = 0, R"doc(Check completed grids, or answers to puzzles.

grids: (N, 81) array or sequence of strings: the grids or answers to check.
puzzles: None (each grid on its own) or the N puzzles the grids answer.
unique: with puzzles, also tell whether a valid answer is the puzzle's only solution.
threads: 0 for every core (at most 4096). The GIL is released; Ctrl-C stops the call.

Returns a dict: valid ((N,) bool), reasons ((N,) int32, how many problems), reason ((N,)
object: the problems in words, '; '-separated, e.g. "digit 4 twice in row 2 (c3, c8)").)doc");

  m.def("generate", &nonet::python::generate, "count"_a, py::kw_only(), "seed"_a = 0, "first"_a = 0,
        "symmetry"_a = "none", "minimal"_a = false, "clues"_a = 0, "difficulty"_a = py::none(),
        "rating"_a = py::none(), "hodoku"_a = py::none(), "grids"_a = false,
        "max_tries"_a = py::none(), "threads"_a = 0, "seeds"_a = py::none(),
        "exclude"_a = py::none(), "search"_a = false, "neighbours"_a = false,
        "remove"_a = nonet::kDefaultMaxRemove, "add"_a = nonet::kDefaultMaxAdd,
        "time_limit"_a = py::none(), "max_seconds"_a = nonet::kDefaultMaxSeconds,
        "se_version"_a = "1.18.1",
        R"doc(Generate `count` puzzles: output i is a pure function of (seed, first + i), the
same as line first + i + 1 of `nonet generate` with that seed and these options.

count: 0 to 2**50, as `nonet generate`. seed: 0 to 2**64 - 1. symmetry: none, rotate180,
rotate90, mirror, flip, diagonal or random. minimal: every clue necessary. clues: stop
removing at this many clues (17-81; 0 for no target). difficulty: simple, easy, intermediate
or expert (qqwing's class). rating: an ER band 'MIN:MAX'. hodoku: easy, medium, hard, unfair
or extreme (HoDoKu's level; not with the search). grids: complete grids instead of
puzzles. max_tries: tries per output (1 to 2**40; None: 10000); with the search, when given,
candidates a search grades without progress (a find, or from scratch a candidate closer to the
band than any before) before the call ends (None: the next search takes over after 10000, or from scratch
30000 once its best is a tenth below the band). threads: 0 for every core (at most 4096).
The GIL is released; Ctrl-C stops the call.

exclude: puzzles (as for solve) never written, nor any equal to one up to symmetry.
max_seconds: the grader's time budget per candidate (0 to 1e6, 0: none).
se_version: the version of Sudoku Explainer's scale the rating band is on ('1.18.1' or '1.2.1').

The neighbourhood search (as `nonet generate --from/--search`, or a rating band above 9.0):
seeds: puzzles to search from (as for solve; rows without one solution, or without the
symmetry, are skipped and counted; ValueError when none is usable). search: search even a
band carving reaches. neighbours: a search's whole neighbourhood (up to 25 finds a search,
near copies included); by default one find a search and none within 8 cells of one written.
remove, add: the {-n+m} move sizes (0-9). time_limit: seconds for the
whole call (0: none; None: an hour, 3600); the puzzles found by then are returned. `first` numbers the first
search. Row i is the i-th puzzle `nonet generate` writes with these options; found is false
for rows past the puzzles found.

Returns a dict: puzzle and solution ((count, 81) uint8), found ((count,) bool: every
requirement met within max_tries), tries ((count,) uint64: with the search, candidates its
search had graded), se_rating ((count,) float32 with a band, else NaN); with the search also
search ((count,) uint64, the search that found each), end (why it ended: count_reached,
time_limit, out_of_reach, stopped), candidates (graded in all) and seeds_skipped.)doc");

  m.def("canon", &nonet::python::canon, "puzzles"_a, py::kw_only(), "threads"_a = 0,
        R"doc(Canonical (minlex) forms, as `nonet canon` computes them.

puzzles: as for solve (clashing givens are allowed: any grid has a form; a pencilmark line is
    a row with a reason).
threads: 0 for every core (at most 4096). The GIL is released; Ctrl-C stops the call.

Returns a dict: form ((N, 81) uint8, the lexicographically smallest grid of the row's class
under transposition, band/row/stack/column orders and relabelling; 0s for a row that is not
81 cells), transform ((N,) object: the element mapping the row onto its form, in the text
form `T:RRRRRRRRR:CCCCCCCCC:DDDDDDDDD`), automorphisms ((N,) uint32) and reason ((N,)
object: '' or why the row has no form). Two puzzles are equivalent exactly when their forms
are equal.)doc");

  m.def("augment", &nonet::python::augment, "puzzles"_a, "solutions"_a = py::none(), py::kw_only(),
        "copies"_a = 1, "seed"_a = 0, "with_original"_a = false, "with_transform"_a = false,
        "first_line"_a = 1, "threads"_a = 0,
        R"doc(Random symmetric copies of every row, as `nonet augment` makes them.

puzzles: as for solve. solutions: None, or one answer per puzzle (as for check's grids),
    moved with its puzzle by the same element.
copies: copies per row, 1 to 1e6. seed: 0 to 2**64 - 1. with_original: each row itself first.
with_transform: also return each copy's element (the text form canon writes).
first_line: the line number of row 0: copy k of row i is drawn from (seed, first_line + i, k),
    so rows read from a file of puzzle lines (first_line 1) or from a CSV after its header
    (first_line 2) get the copies `nonet augment` writes for that file.
threads: 0 for every core (at most 4096). The GIL is released; Ctrl-C stops the call.

Each element is drawn uniformly from the whole group (transposition x band, row, stack and
column orders x the 9! relabellings). A row that is not a puzzle (or whose solution is not 81
cells) has no copies and a reason. Returns a dict, one row per copy, each row's copies
together and in input order: puzzle ((M, 81) uint8), solution ((M, 81) uint8, with
solutions), source ((M,) int64, the row copied), copy ((M,) int32: the copy's number from 0,
-1 for the original), transform ((M,) object, with with_transform) and reason ((N,) object,
per input row: '' or why it has no copies).)doc");

  m.def("split", &nonet::python::split, "puzzles"_a, "weights"_a, py::kw_only(), "seed"_a = 0,
        "bands"_a = py::none(), "renumber_bands"_a = false, "threads"_a = 0, "forms"_a = py::none(),
        R"doc(Parts by class, as `nonet split` assigns them (nonet.split wraps this).

puzzles: as for solve. weights: each part's weight (shares are the weights over their sum).
seed: 0 to 2**64 - 1. bands: None, or (N,) integers: each row's band, from 0; a class's band
    is its first row's. renumber_bands: number the bands anew in the order their classes first
    show them (as `nonet split` numbers a column's values; numeric bands keep their order).
threads: 0 for every core (at most 4096). forms: None, or each row's minlex form, computed
    before (as nonet.dask.split has `nonet canon` compute them on the cluster): not computed again.

Returns a dict: part ((N,) int32, the row's part, -1 for a row that is not a puzzle), class
((N,) int64, the row's class numbered from 0 in order of first appearance, -1 likewise) and
reason ((N,) object).)doc");

  m.def("overlap", &nonet::python::overlap, "batches"_a, py::kw_only(), "within"_a = false,
        "threads"_a = 0, "forms"_a = py::none(),
        R"doc(The classes several batches of puzzles share, as `nonet overlap` finds them.

batches: a sequence of batches, each as solve reads puzzles. within: also list the rows that
    repeat a class of their own batch (always, with a single batch).
threads: 0 for every core (at most 4096). The GIL is released; Ctrl-C stops the call.
forms: None, or per batch each row's minlex form, computed before: not computed again.

Returns a dict. The listed rows, grouped by class in order of first appearance: class ((L,)
int64, numbered from 1), batch ((L,) int32), row ((L,) int64, from 0), form ((L, 81) uint8,
the class's minlex form). Per batch ((k,) int64): rows (puzzle rows), invalid, classes,
distinct (distinct puzzles as written), shared_classes and shared_rows (in classes another
batch has). pairs ((P, 3) int64: batch, batch, classes they share), shared (classes in two
batches or more) and reasons (per batch, (N,) object: '' or why a row is not a puzzle).)doc");

  m.def("to_array", &nonet::python::to_array, "puzzles"_a,
        R"doc(Puzzle strings -> an (N, 81) uint8 array (0 for an empty cell).

puzzles: as solve reads them, by position: a sequence (or any iterable, or a pandas Series) of
    str or bytes, each read as `nonet solve` reads a line (81 cells of 1-9 and . 0 _ - * x ?,
    white space around, anything after a separator ignored), or an integer array of cells.
    Clashing givens are kept as given: solve reports them.
Raises ValueError naming the first row that is not a puzzle and why ("puzzles[1] is not a
puzzle: expected 81 cells, got 82"; a pencilmark line has no 81 cells), TypeError for an item
that is not a string; never a shifted or guessed row. (solve, rate, check and canon take the strings themselves and make such
a row invalid instead.))doc");

  m.def("_set_chunk_rows", &nonet::python::set_chunk_rows, "rows"_a,
        "Rows read from the input per chunk (for tests of the chunked path).");
  m.def("_chunk_rows", &nonet::python::chunk_rows);
}
