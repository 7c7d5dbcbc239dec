// Generating: random complete grids and puzzles with exactly one solution, reproducibly.
//
// Every output is a pure function of (seed, index, options): each output index and each of
// its tries draws from its own random stream, so a run on many threads writes the same
// bytes as a run on one.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/function_ref.hpp"
#include "nonet/grid.hpp"
#include "nonet/pipeline.hpp"
#include "nonet/random.hpp"
#include "nonet/rating.hpp"

namespace nonet {

// Clue patterns. Clues are removed a whole group (orbit) at a time, so the pattern of a
// puzzle is invariant under its symmetry.
enum class Symmetry : std::uint8_t {
  none,
  rotate180,  // half turn about the centre
  rotate90,   // quarter turn (groups of four)
  mirror,     // left-right reflection
  flip,       // top-bottom reflection
  diagonal,   // reflection in the main diagonal (transpose)
  random,     // one of the five above, drawn per puzzle
};
std::string_view to_string(Symmetry symmetry);
std::optional<Symmetry> parse_symmetry(std::string_view name);

// The cell that `cell` (0-80) goes to under `symmetry` (none and random: itself).
int symmetric_cell(int cell, Symmetry symmetry);
// True when a cell holds a clue exactly when its image under `symmetry` does.
bool is_symmetric(const Grid& puzzle, Symmetry symmetry);

// Exactly one solution (the fast engine, counting to 2).
bool has_unique_solution(const Grid& puzzle);
// Exactly one solution, and removing any one clue gives more than one.
bool is_minimal(const Grid& puzzle);

// A random complete valid grid: random boxes 1, 5 and 9 (they share no row or column), the
// rest by a search that takes the cell with the fewest candidates and tries its digits in
// random order.
Grid random_grid(RandomStream& random);

// Removes clues from the complete grid `solution` in random order, a symmetric group at a
// time, keeping exactly one solution. Each group is tried once, so with `target_clues` 0 no
// group can go at the end (for Symmetry::none: the puzzle is minimal). With a target it
// stops there, never going below. `symmetry` must not be random.
Grid carve_puzzle(const Grid& solution, Symmetry symmetry, int target_clues, RandomStream& random);

// Tries per output index unless told otherwise: enough for the rarest pattern (minimal with
// rotate90 symmetry, about one try in a thousand), few enough that a band nothing reaches
// ends.
inline constexpr std::uint64_t kDefaultMaxTries = 10000;
// The neighbourhood search's time limit when none is given: it searches until it has COUNT
// puzzles, and an hour is long enough for a few puzzles at the top of the scale.
inline constexpr double kDefaultSearchSeconds = 3600;
// From scratch, unless --max-tries is given: a search whose best candidate is a tenth below the
// band grades this many times max_tries candidates without progress before the next search takes
// over (a few more restarts from its best: a climb that close often crosses only after several).
inline constexpr std::uint64_t kNearBandPatience = 3;
inline constexpr std::uint64_t kMaxTriesCap = std::uint64_t{1} << 40;  // the most one may ask
// A COUNT above this is a typo, not a run anyone waits for (a million years at 30k/s):
// `nonet generate` and nonet.generate refuse it.
inline constexpr std::uint64_t kMaxGenerateCount = std::uint64_t{1} << 50;
// No puzzle with fewer clues has a unique solution (McGuire, Tugemann & Civario, 2012).
inline constexpr int kMinClues = 17;

// A band of Sudoku Explainer ratings in tenths (see rating.hpp), both ends included.
struct RatingBand {
  int min = 0;
  int max = 0;
};
// "MIN:MAX" with at most one decimal, e.g. "2.5:4.0"; an end left out is open ("7:", ":2.3").
std::optional<RatingBand> parse_rating_band(std::string_view text);
inline constexpr int kMaxRatingBand = 200;  // 20.0, above every rating

class KnownPuzzles;

// Random carving reaches bands up to about 9.0 (a minimal puzzle rated 9.0 or more is about one
// carved try in 400); a band whose minimum lies above it is searched for instead (see
// SearchRun below).
inline constexpr int kCarvedUpTo = 90;
// Moves of the neighbourhood search: {-n+m}, n clues (symmetric groups) removed and m added.
inline constexpr int kDefaultMaxRemove = 2;
inline constexpr int kDefaultMaxAdd = 2;
inline constexpr int kMaxMoveSize = 9;

struct GenerateOptions {
  bool grids = false;    // complete grids instead of puzzles
  bool minimal = false;  // every clue necessary; with a symmetry, tries until one is
  Symmetry symmetry = Symmetry::none;
  int target_clues = 0;  // stop removing at this many clues (kMinClues-81); 0: no target
  // Only puzzles in these bands are kept (the grader decides). A rating band keeps only
  // puzzles the grader finishes (RatingStatus::rated).
  std::optional<QqwingClass> difficulty;
  std::optional<RatingBand> rating;
  SeVersion se_version = SeVersion::sukaku_1_18_1;  // the scale of `rating` (and --stats)
  std::string hodoku_level;  // HoDoKu's level, "easy" ... "extreme" in any case; empty: any
  std::uint64_t max_tries = kDefaultMaxTries;  // tries per output index (>= 1)
  // The grader's time budget per candidate (RateOptions::max_seconds): a candidate it cannot
  // finish in time counts as `beyond`, so a rating band rejects it.
  double max_seconds = kDefaultMaxSeconds;
  // A stop request (from another thread: Python's Ctrl-C) ends an output's tries, and the
  // grading of the try under way (RateOptions::stop); the output is then not found.
  std::stop_token stop;
  // The neighbourhood search: forced on (also below kCarvedUpTo), and its move sizes.
  bool search = false;
  // Write a search's whole neighbourhood: finds that are near copies of one written before
  // (near_copies) and more than one find a search (by default each search gives one).
  bool neighbours = false;
  int max_remove = kDefaultMaxRemove;
  int max_add = kDefaultMaxAdd;
  // Canonical forms never written (the seeds', --exclude files'); not owned. Null: none.
  const KnownPuzzles* known = nullptr;

  bool needs_grader() const {
    return difficulty.has_value() || rating.has_value() || !hodoku_level.empty();
  }
  // True when puzzles come from the neighbourhood search rather than carving (seeds given to
  // the run also select the search).
  bool searches() const { return search || (rating && rating->min > kCarvedUpTo); }
};

// Why the options cannot work together ("--clues needs a value from 17 to 81"), or "".
// `has_seeds`: seed puzzles are given (they select the search).
std::string check_options(const GenerateOptions& options, bool has_seeds = false);

// One output index.
struct Generated {
  bool found = false;          // every requirement met, the clue target perhaps excepted
  bool clues_reached = false;  // found, and the clue target (if any) met exactly
  Grid puzzle;                 // the grid itself with `grids`
  Grid solution;
  Symmetry symmetry = Symmetry::none;  // the one used (random resolved)
  std::uint64_t tries = 0;
  std::optional<Rating> rating;  // with a band: the grader's verdict (no search effort)
};

// Output `index` of a run seeded with `seed`: tries fresh grids until one meets the
// requirements or max_tries is spent; for a missed clue target, the closest try is kept.
Generated generate(const GenerateOptions& options, std::uint64_t seed, std::uint64_t index);
// The same, calling `on_try` as each try begins (for a progress report).
Generated generate(const GenerateOptions& options, std::uint64_t seed, std::uint64_t index,
                   FunctionRef<void()> on_try);

// ---- The neighbourhood search ----------------------------------------------------------

// Canonical forms (canon.hpp) of puzzles a run must not write: its seeds and the --exclude
// files. Read-only once filled, so any number of threads may look up at once.
class KnownPuzzles {
 public:
  KnownPuzzles();
  ~KnownPuzzles();
  KnownPuzzles(KnownPuzzles&&) noexcept;
  KnownPuzzles& operator=(KnownPuzzles&&) noexcept;

  void add_form(const Grid& form);  // a minlex form (canonical_form(p).form)
  bool contains_form(const Grid& form) const;
  std::uint64_t size() const;

 private:
  struct Table;
  std::unique_ptr<Table> table_;
};

// Puzzles read from files (any form the readers take); their canonical forms go to a
// KnownPuzzles, one compact entry per class however often a file repeats it.
struct PuzzleFile {
  std::vector<Grid> puzzles;  // the usable seeds, in file order (none for an exclusion list)
  std::uint64_t lines = 0;    // puzzle lines read (usable or not)
  std::uint64_t skipped = 0;  // lines that are not usable
  // The first few skipped lines, "FILE line N: reason" (an invalid line's reason, "2 or more
  // solutions", "no solution", "a pencilmark line", "not rotate180-symmetric").
  std::vector<std::string> first_skipped;
  std::string error;  // an input that could not be read (then the rest is not meaningful)
};
inline constexpr std::size_t kSkippedShown = 5;

// Reads `paths`, adding each usable puzzle's canonical form to `known`. With `seeds`, a usable
// line is a puzzle with exactly one solution whose clue pattern has `symmetry` (none: any),
// kept in PuzzleFile::puzzles; without, every valid puzzle line is usable (an exclusion list,
// of which only the forms are kept). Forms are found on `threads` threads (0: every core).
PuzzleFile read_puzzle_files(const std::vector<std::string>& paths, bool seeds, Symmetry symmetry,
                             int threads, KnownPuzzles& known);

// Why `puzzle` cannot seed a search with `symmetry` ("more than one solution", "no
// solution", "not rotate180-symmetric"), or "" when it can.
std::string seed_problem(const Grid& puzzle, Symmetry symmetry);

// Found puzzles per search before the next search takes over (see SearchRun), with
// GenerateOptions::neighbours; without, one.
inline constexpr std::uint64_t kHitsPerSearch = 25;

// Two puzzles are near copies when they differ in at most this many cells (a clue added,
// removed or changed counts one): they share all but a few clues. The finds of one search are
// (moves neither relabel nor permute: they stay in their start's frame), a few cells apart.
inline constexpr int kNearCopyCells = 8;
bool near_copies(const Grid& a, const Grid& b);

struct SearchJob {
  // The band (required), minimal, symmetry (not random), target_clues (only puzzles with
  // that many clues are written), max_tries (candidates in a row without a find before a
  // search gives up), max_seconds (the grader's budget per candidate), stop, max_remove / max_add.
  GenerateOptions options;
  std::vector<Grid> seeds;  // one solution each (their forms belong in options.known); none:
                            // searches start from carving
  std::uint64_t count = 0;
  std::uint64_t seed = 0;
  std::uint64_t first_search = 0;  // searches first_search, first_search + 1, ...
  int threads = 0;                 // 0: every core
  double time_limit = 0;           // seconds for the whole run; 0: none
  // A search that gives up (max_tries candidates without a find) before any of its finds is
  // written ends the run (out_of_reach); otherwise the next search takes over.
  bool end_when_out_of_reach = false;
};

struct SearchHit {
  Grid puzzle;
  Grid solution;
  Rating rating;                 // the grader's verdict (no search effort)
  std::uint64_t search = 0;      // the search that found it
  std::uint64_t candidates = 0;  // candidates that search had graded when it found it
};

enum class SearchEnd : std::uint8_t {
  running,
  count_reached,
  time_limit,    // --time-limit passed: what was found is written
  out_of_reach,  // end_when_out_of_reach: a search graded max_tries candidates without a find
  stopped,       // SearchJob::options.stop was requested
};

struct SearchTotals {
  std::uint64_t written = 0;
  std::uint64_t candidates = 0;  // graded, over every search
  std::uint64_t searches = 0;    // searches started
  int best_rating = kNoRating;   // the highest rating of any graded candidate
  double seconds = 0;
  SearchEnd end = SearchEnd::running;
};

// The neighbourhood search. Search k (an independent climb seeded from (seed, k)) starts at a
// random seed puzzle, or at the hardest of a few carved puzzles, and keeps a pool of the candidates
// closest to the band; each step takes a pool member, makes a {-n+m} move (n from 0 to max_remove
// clues removed, m from 0 to max_add added, whole symmetric groups with a symmetry), keeps it when
// it has one solution (and, with `minimal` or from scratch without target_clues, after removing the
// clues it does not need), and grades it with the rating cut at the band's maximum. A candidate in
// the band that is not known (seeds, exclusions, that search's earlier finds) is a find. A search
// restarts from a new start when its pool stops improving (below the band the pool climbs on the
// rating, then on how far the hardest chain is from the length that rates a tenth more:
// Rating::se_hardest_complexity), and ends after its first find (kHitsPerSearch with
// options.neighbours) or max_tries candidates in a row without a find.
//
// Searches run on `threads` threads; their finds are joined in search order, each search's
// finds in the order found, and a puzzle equal up to symmetry to one already written is
// dropped. The output is therefore the same at any thread count (unless a candidate's grading
// reaches max_seconds, which depends on the machine).
class SearchRun {
 public:
  explicit SearchRun(const SearchJob& job);  // starts the threads
  ~SearchRun();                              // stops them
  SearchRun(const SearchRun&) = delete;
  SearchRun& operator=(const SearchRun&) = delete;

  // The next puzzle to write, in order; nothing when the run is over (totals().end says
  // why). `on_wait` runs about ten times a second while it waits (a progress line).
  std::optional<SearchHit> next(FunctionRef<void()> on_wait);
  std::optional<SearchHit> next();
  SearchTotals totals() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// "9.5:20.0" (the band as --rating reads it)
std::string format_band(const RatingBand& band);

// ---- The command --------------------------------------------------------------------

// `nonet generate`: COUNT outputs through the oneTBB pipeline, written in index order. With
// seeds, or a band above kCarvedUpTo, or options.search, the outputs come from a SearchRun.
struct GenerateJob {
  // inputs: the files the seeds and exclusions came from (no output is written over one);
  // output, stats, threads, progress, log
  PipelineOptions pipeline;
  GenerateOptions options;
  std::uint64_t count = 0;
  std::uint64_t seed = 0;
  bool with_solution = false;          // "puzzle:solution" lines
  std::vector<Grid> seeds;             // --from (usable seeds)
  double time_limit = 0;               // --time-limit (seconds; 0: none)
  bool end_when_out_of_reach = false;  // the search's (SearchJob): --max-tries given
};

struct GenerateSummary {
  std::uint64_t written = 0;        // lines written
  std::uint64_t missing = 0;        // indexes with no puzzle within max_tries (not written)
  std::uint64_t clues_reached = 0;  // written puzzles that met the clue target
  std::uint64_t tries = 0;          // with the search: candidates graded
  double seconds = 0;
  bool searched = false;  // the neighbourhood search made the puzzles (then `search` holds)
  SearchTotals search;
  bool time_limit_reached = false;  // carving: --time-limit ended the run
  RunError error = RunError::none;
  std::string message;  // for RunError::output

  int exit_code() const;  // 0, or 3 when the output could not be written
};

GenerateSummary run_generate(const GenerateJob& job);

}  // namespace nonet
