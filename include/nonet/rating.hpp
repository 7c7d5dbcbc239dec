// Difficulty ratings: a human-style step grader (Sudoku Explainer's scale), qqwing's classes
// and search effort. See ../shared/RATING.md for the three scales.
#pragma once

#include <array>
#include <cstdint>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/grid.hpp"
#include "nonet/pipeline.hpp"

namespace nonet {

// The techniques of the grader, in the order it tries them (Sudoku Explainer's order).
enum class Technique : std::uint8_t {
  full_house,                  // 1.0 last empty cell of a house
  hidden_single_box,           // 1.2
  hidden_single_line,          // 1.5 hidden single in a row or column
  direct_pointing,             // 1.7 a pointing that leaves a hidden single in a box
  direct_claiming,             // 1.9 a claiming that leaves a hidden single in a row or column
  direct_hidden_pair,          // 2.0 a hidden pair that leaves a hidden single in its house
  naked_single,                // 2.3
  direct_hidden_triplet,       // 2.5
  pointing,                    // 2.6
  claiming,                    // 2.8
  naked_pair,                  // 3.0
  x_wing,                      // 3.2
  hidden_pair,                 // 3.4
  naked_triplet,               // 3.6
  swordfish,                   // 3.8
  hidden_triplet,              // 4.0
  skyscraper,                  // 4.0 two strong links in parallel lines
  two_string_kite,             // 4.1 two strong links in a row and a column
  turbot_fish,                 // 4.1-4.3 two strong links with a box, or grouped (empty rectangle)
  xy_wing,                     // 4.2
  xyz_wing,                    // 4.4
  unique_rectangle,            // 4.5-4.8 (unique rectangles and loops, types 1-4)
  naked_quad,                  // 5.0
  jellyfish,                   // 5.2
  hidden_quad,                 // 5.4
  three_strong_links,          // 5.4-5.7 (Sukaku Explainer) three strong links on a digit, chained
  wxyz_wing,                   // 5.5-5.6 (Sukaku Explainer) 3-cell almost locked set + bivalue cell
  bug,                         // 5.6-6.0 bivalue universal grave, types 1-4
  four_strong_links,           // 5.8-6.1
  vwxyz_wing,                  // 6.2-6.4 (Sukaku Explainer) 4-cell almost locked set + bivalue cell
  aligned_pair_exclusion,      // 6.2
  uvwxyz_wing,                 // 6.6 (Sukaku Explainer) 5-cell almost locked set + bivalue cell
  x_chain,                     // 6.5-6.9 single-digit chains and cycles (forcing X-chains)
  y_cycle,                     // 6.6-7.0 bivalue cycles
  forcing_chain,               // 7.0-7.5 XY forcing chains and cycles
  tuvwxyz_wing,                // 7.5 (Sukaku Explainer) 6-cell almost locked set + bivalue cell
  aligned_triplet_exclusion,   // 7.5
  nishio_forcing_chain,        // 7.5+ an assumption that leads to a contradiction (house links)
  multiple_forcing_chain,      // 8.0+ cell and region forcing chains (static links)
  dynamic_forcing_chain,       // 8.5+ contradiction, double, cell and region chains (dynamic)
  dynamic_forcing_chain_plus,  // 9.0+ the same with pairs, pointing and X-wings inside
  nested_forcing_chain,        // 9.5+ dynamic forcing chains with chains inside (10.0, 10.5+)
};
inline constexpr int kTechniqueCount = static_cast<int>(Technique::nested_forcing_chain) + 1;

// "hidden single (box)", "XY-wing", ... for sentences.
std::string_view to_string(Technique technique);
// "hidden_single_box", "xy_wing", ... for files (CSV columns, JSON keys).
std::string_view technique_key(Technique technique);

// qqwing's classes (RATING.md, scale 2).
enum class QqwingClass : std::uint8_t { simple, easy, intermediate, expert };
std::string_view to_string(QqwingClass qqwing_class);  // "Simple", "Easy", ...

enum class RatingStatus : std::uint8_t {
  rated,       // the step solver finished: se_rating is Sudoku Explainer's ER
  beyond,      // the step solver stalled: the puzzle needs more than the implemented ladder
  invalid,     // not a puzzle (clashing givens)
  unsolvable,  // no solution
  multiple,    // more than one solution
};
std::string_view to_string(RatingStatus status);

// The two versions of Sudoku Explainer's scale (RATING.md): Sukaku Explainer 1.18.1 (the
// default: more techniques, lksudoku's BUG and UR/UL fixes) and Sudoku Explainer 1.2.1 (serate
// 1.2.1.3, the version the forum's ratings and skfr use). A rating means something only with
// its version.
enum class SeVersion : std::uint8_t { sukaku_1_18_1, explainer_1_2_1 };
inline constexpr std::array<SeVersion, 2> kSeVersions = {SeVersion::sukaku_1_18_1,
                                                         SeVersion::explainer_1_2_1};
// "1.18.1", "1.2.1": the names the command line, the files and Python use.
std::string_view to_string(SeVersion version);
// The version of such a name; false when there is none.
bool parse_se_version(std::string_view name, SeVersion& version);

// Ratings on Sudoku Explainer's scale are kept in tenths (ER 4.2 is 42): exact, comparable.
inline constexpr int kNoRating = 0;

// Why a rating asked for HoDoKu's scale has no HoDoKu level.
enum class HodokuGap : std::uint8_t {
  none,
  out_of_time,  // the budget ran out during HoDoKu's path: hodoku_at_least is its score so far
  not_run,      // Sudoku Explainer's path spent the whole budget: HoDoKu never ran
  pencilmarks,  // HoDoKu's scale rates puzzles, not pencilmark positions
};

struct Rating {
  RatingStatus status = RatingStatus::invalid;
  SeVersion se_version = SeVersion::sukaku_1_18_1;  // the scale of the three se_ figures
  // ER: the hardest step of the solving path (rated). When `beyond`, the hardest step taken
  // before the stall: a lower bound, and the true ER lies above every implemented technique.
  int se_rating = kNoRating;
  int se_first_placement = kNoRating;  // EP: ER of the path up to the first placement
  int se_first_step = kNoRating;       // ED: rating of the first step
  Technique hardest = Technique::full_house;
  // When the hardest technique is a chain: the longest chain among the steps rated ER with it,
  // as Sudoku Explainer's length penalty counts it (0 otherwise). The longer, the closer the
  // puzzle is to the next tenth (the neighbourhood search climbs on it).
  int se_hardest_complexity = 0;
  QqwingClass qqwing_class = QqwingClass::expert;
  double search = 0;             // mean guesses of the fast engine over the relabellings
  double search_backtracks = 0;  // mean dead ends over the same relabellings
  int steps = 0;                 // steps of the logical path
  int cells_left = 0;            // empty cells when the path ended (0 unless beyond)
  // Sudoku Explainer's path was not run (RateOptions::se off): the se_ figures, steps, hardest
  // and histogram are empty, and `beyond` is HoDoKu's alone.
  bool se_skipped = false;
  bool out_of_time = false;      // beyond because the time budget ran out, not the ladder
  // beyond because the rating is known to exceed RateOptions::max_rating; se_rating is then
  // a lower bound above it
  bool above_limit = false;
  std::array<std::uint16_t, kTechniqueCount> histogram{};  // steps per technique
  // HoDoKu's scale (RateOptions::hodoku, a puzzle with one solution): its level ("Easy" ...
  // "Extreme"; empty when not rated) and score. When the time budget ran out first, the level
  // is empty and hodoku_at_least gives the score of the path up to there (a lower bound).
  std::string_view hodoku_level;
  int hodoku_score = -1;
  int hodoku_at_least = -1;
  // Why HoDoKu's level is missing when it was asked for (none: it is there).
  HodokuGap hodoku_gap = HodokuGap::none;
};

inline constexpr double kDefaultMaxSeconds = 60;

struct RateOptions {
  bool search_effort = true;  // run the relabelled searches (the costliest part on easy grids)
  int relabellings = 16;
  std::uint64_t seed = 0x6e6f6e6574;  // fixed: ratings are reproducible
  // Time budget of the step solver per puzzle, in seconds (0: none). Past it the puzzle is
  // `beyond` with what was reached; below it the result never depends on time.
  double max_seconds = kDefaultMaxSeconds;
  // A caller that must be able to interrupt a rating (Python's Ctrl-C) requests a stop from
  // another thread: the step solver then ends as when out of time (beyond, out_of_time), and
  // soon, as it checks between steps and inside long searches.
  std::stop_token stop;
  // Rate up to this (tenths; 0: no limit): the step solver stops as soon as the rating is
  // known to exceed it (a step rated above it, or a step only rungs rated above it can
  // take), and the puzzle is `beyond` with above_limit set. Below the limit nothing changes.
  int max_rating = 0;
  // Sudoku Explainer's rating (the step path: ER/EP/ED, steps, histogram). Off, only what
  // else is asked is computed (qqwing's class always: it costs next to nothing).
  bool se = true;
  // Also HoDoKu's level and score (alone, 0.07-0.5 of the cost of SE's rating).
  bool hodoku = false;
  // Which version of Sudoku Explainer's scale se_rating, se_first_placement and
  // se_first_step are on.
  SeVersion se_version = SeVersion::sukaku_1_18_1;
};

// Rates one puzzle. Deterministic; never throws on a bad puzzle (the status says so).
Rating rate(const Grid& puzzle, const RateOptions& options = {});
// Rates a position given as pencilmarks, from those candidates (as Sukaku Explainer does: a
// cell left with one candidate no peer holds is filled, the rest is solved step by step).
Rating rate(const Pencilmarks& pencilmarks, const RateOptions& options = {});

// "4.2" for 42; "" for kNoRating.
std::string format_se(int tenths);

// A candidate in a chain: `on` when the chain makes `digit` the value of `cell`, off when it
// removes it. Between two nodes of a chain, a link into an `on` node is strong (the previous
// candidate off forces it on) and a link into an off node is weak (the previous one on
// removes it).
struct ChainNode {
  std::uint8_t cell = 0;  // 0-80
  std::uint8_t digit = 1;
  bool on = false;
  friend bool operator==(const ChainNode&, const ChainNode&) = default;
};

// One chain of a step, from its first node to its last: the chain of an X-chain, a cycle
// (`cycle`: the last node links back to the first) or a strong-link technique, or one branch
// of a forcing chain (from the assumption to the conclusion, along first causes).
struct ExplainedChain {
  std::vector<ChainNode> nodes;
  bool cycle = false;
};

// One step of the logical path, in words ("r3c5 = 7: hidden single in box 2") and as data a
// picture can be drawn from: the board before it, the pattern, what it places and removes.
struct ExplainedStep {
  Technique technique = Technique::full_house;
  int se_rating = kNoRating;
  int placed_cell = -1;  // 0-80, or -1 for a step that only eliminates
  int placed_digit = 0;
  int eliminations = 0;  // candidates removed
  std::string text;
  Grid before;                         // the values before the step
  Pencilmarks candidates_before{};     // the candidates of each empty cell before the step
  Pencilmarks eliminated{};            // the candidates the step removes, per cell
  std::vector<std::uint8_t> cells;     // the cells of the pattern, ascending (0-80)
  std::vector<std::uint8_t> houses;    // its houses: 0-8 rows, 9-17 columns, 18-26 boxes
  std::uint16_t digits = 0;            // its digits (bit d-1)
  std::vector<ExplainedChain> chains;  // the chain, or the branches of a forcing chain
};

struct Explanation {
  Rating rating;
  std::vector<ExplainedStep> steps;
  Grid reached;  // the grid where the path ended (the solution unless beyond)
  // When logic stalls: the guesses of a search from `reached`, in words.
  std::vector<std::string> guesses;
};

// `max_seconds` and `stop`: the step solver's time budget and stop request, as in
// RateOptions (a stopped explanation is cut where it stopped); `version`: the path of which
// version of Sudoku Explainer's scale.
Explanation explain(const Grid& puzzle, double max_seconds = kDefaultMaxSeconds,
                    std::stop_token stop = {}, SeVersion version = SeVersion::sukaku_1_18_1);
Explanation explain(const Pencilmarks& pencilmarks, double max_seconds = kDefaultMaxSeconds,
                    std::stop_token stop = {}, SeVersion version = SeVersion::sukaku_1_18_1);

// "r3c5"; rows and columns counted from 1.
std::string cell_name(int cell);

// `nonet rate`: one record per input puzzle line, in input order, through the pipeline.
enum class RatingFormat : std::uint8_t { csv, jsonl };

struct RateJob {
  PipelineOptions pipeline;  // one input (or standard input)
  RatingFormat format = RatingFormat::csv;
  RateOptions options;
  // When set (`rate --record-grader`: "nonet 0.2.0 (a1b2c3d, portable)"), the output starts
  // with it, a `# grader: ` comment in CSV or a {"grader": ...} record in JSON lines, so that
  // `diff` can tell ratings from different graders apart.
  std::string grader;
};

// RunSummary::counts here holds puzzles per RatingStatus (indexed by its value).
RunSummary run_rate(const RateJob& job);
// "puzzles 3  rated 2  beyond 0  invalid 1 ...  time 0.012 s  250 puzzles/s"
std::string format_rate_summary(const RunSummary& summary);

}  // namespace nonet
