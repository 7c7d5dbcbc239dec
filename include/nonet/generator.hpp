// Generating: random complete grids and puzzles with exactly one solution, reproducibly.
//
// Every output is a pure function of (seed, index, options): each output index and each of
// its tries draws from its own random stream, so a run on many threads writes the same
// bytes as a run on one.
#pragma once

#include <cstdint>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>

#include "nonet/function_ref.hpp"
#include "nonet/grid.hpp"
#include "nonet/pipeline.hpp"
#include "nonet/rating.hpp"

namespace nonet {

// SplitMix64 (Steele, Lea & Flood, 2014): 64 bits of state, a few cycles a number, and a
// sequence fixed by the seed on every platform (unlike std::*_distribution).
class RandomStream {
 public:
  explicit RandomStream(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }

  // Uniform in [0, bound), bound >= 1: Lemire's multiply-shift, rejecting the biased part.
  std::uint32_t below(std::uint32_t bound) {
    std::uint64_t product = (next() >> 32) * bound;
    if (static_cast<std::uint32_t>(product) < bound) {
      const std::uint32_t threshold = (0u - bound) % bound;
      while (static_cast<std::uint32_t>(product) < threshold) product = (next() >> 32) * bound;
    }
    return static_cast<std::uint32_t>(product >> 32);
  }

 private:
  std::uint64_t state_;
};

// The seed of the stream for try `attempt` of output `index` of a run seeded with `seed`.
std::uint64_t stream_seed(std::uint64_t seed, std::uint64_t index, std::uint64_t attempt);

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

struct GenerateOptions {
  bool grids = false;    // complete grids instead of puzzles
  bool minimal = false;  // every clue necessary; with a symmetry, tries until one is
  Symmetry symmetry = Symmetry::none;
  int target_clues = 0;  // stop removing at this many clues (kMinClues-81); 0: no target
  // Only puzzles in these bands are kept (the grader decides). A rating band keeps only
  // puzzles the grader finishes (RatingStatus::rated).
  std::optional<QqwingClass> difficulty;
  std::optional<RatingBand> rating;
  std::uint64_t max_tries = kDefaultMaxTries;  // tries per output index (>= 1)
  // The grader's time budget per candidate (RateOptions::max_seconds): a candidate it cannot
  // finish in time counts as `beyond`, so a rating band rejects it.
  double max_seconds = kDefaultMaxSeconds;
  // A stop request (from another thread: Python's Ctrl-C) ends an output's tries, and the
  // grading of the try under way (RateOptions::stop); the output is then not found.
  std::stop_token stop;

  bool needs_grader() const { return difficulty.has_value() || rating.has_value(); }
};

// Why the options cannot work together ("--clues needs a value from 17 to 81"), or "".
std::string check_options(const GenerateOptions& options);

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

// `nonet generate`: COUNT outputs through the oneTBB pipeline, written in index order.
struct GenerateJob {
  PipelineOptions pipeline;  // inputs unused; output, stats, threads, progress, log
  GenerateOptions options;
  std::uint64_t count = 0;
  std::uint64_t seed = 0;
  bool with_solution = false;  // "puzzle:solution" lines
};

struct GenerateSummary {
  std::uint64_t written = 0;        // lines written
  std::uint64_t missing = 0;        // indexes with no puzzle within max_tries (not written)
  std::uint64_t clues_reached = 0;  // written puzzles that met the clue target
  std::uint64_t tries = 0;
  double seconds = 0;
  RunError error = RunError::none;
  std::string message;  // for RunError::output

  int exit_code() const;  // 0, or 3 when the output could not be written
};

GenerateSummary run_generate(const GenerateJob& job);

}  // namespace nonet
