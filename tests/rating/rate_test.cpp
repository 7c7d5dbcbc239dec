// rate(): statuses, the three scales, determinism.
#include <gtest/gtest.h>

#include <fstream>
#include <stop_token>
#include <string>

#include "nonet/grid.hpp"
#include "nonet/rating.hpp"
#include "nonet/solver.hpp"
#include "rating/board/length_penalty.hpp"
#include "rating/explain/format.hpp"
#include "rating/format.hpp"
#include "rating/scales/search_effort.hpp"

namespace nonet {
namespace {

Grid puzzle(std::string_view line) {
  const ParseResult parsed = parse_line(line);
  EXPECT_TRUE(parsed.ok()) << line;
  return parsed.grid;
}

// The first puzzle of datasets/qqwing_se_calibration.txt, rated ED=4.0/1.2/1.2 by serate.
constexpr std::string_view kSkyscraper =
    "..9..........62...32....5........8.18752......6..3.29..8...9.1.1.....6.35..3.....";
// Rated ED=7.1/1.2/1.2 by serate.
constexpr std::string_view kForcingChain =
    "58..13.4...4.8....2.9..43.....8..2....3..5..41..9.....63....1.29..1...........6.9";
// The first puzzle of the forum's hardest list (serate: ED=11.1/11.1/11.1).
constexpr std::string_view kHardest =
    "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6";

TEST(Rate, SudokuExplainerFigures) {
  const Rating rating = rate(puzzle(kSkyscraper));
  EXPECT_EQ(rating.status, RatingStatus::rated);
  EXPECT_EQ(rating.se_rating, 40);
  EXPECT_EQ(rating.se_first_placement, 12);
  EXPECT_EQ(rating.se_first_step, 12);
  EXPECT_EQ(rating.hardest, Technique::skyscraper);
  EXPECT_EQ(rating.cells_left, 0);
  int steps = 0;
  for (int count : rating.histogram) steps += count;
  EXPECT_EQ(steps, rating.steps);
  EXPECT_GT(rating.histogram[static_cast<int>(Technique::skyscraper)], 0);
}

TEST(Rate, ForcingChain) {
  const Rating rating = rate(puzzle(kForcingChain));
  EXPECT_EQ(rating.status, RatingStatus::rated);
  EXPECT_EQ(rating.se_rating, 71);
  EXPECT_EQ(rating.hardest, Technique::forcing_chain);
  EXPECT_EQ(rating.qqwing_class, QqwingClass::expert);
}

// The two versions of the scale on one puzzle each where they part (ER by the two serates, EP
// and ED 1.2 for all): Sudoku Explainer 1.2.1 has no strong-link chains (line 1 of the
// calibration file) nor WXYZ-wings (line 31), and its unique loop search misses the type 2
// loop that lksudoku's fix finds (line 786).
TEST(Rate, VersionsOfTheScale) {
  struct Case {
    std::string_view puzzle;
    int sukaku_1_18_1, explainer_1_2_1;
    Technique hardest_1_2_1;
  };
  const Case cases[] = {
      {kSkyscraper, 40, 42, Technique::xy_wing},
      {"6.......9.1..9.32......3.5..528....64.8.3.1..1....29....4...5...6..4....2......4.", 56, 71,
       Technique::forcing_chain},
      {".1.2...74...95.1......1.........2.....14982....8.6....8.9.47..1..4...86.2.....7..", 46, 71,
       Technique::forcing_chain},
  };
  for (const Case& c : cases) {
    for (SeVersion version : kSeVersions) {
      const Rating rating = rate(puzzle(c.puzzle), {.search_effort = false, .se_version = version});
      const bool original = version == SeVersion::explainer_1_2_1;
      EXPECT_EQ(rating.status, RatingStatus::rated) << c.puzzle;
      EXPECT_EQ(rating.se_version, version);
      EXPECT_EQ(rating.se_rating, original ? c.explainer_1_2_1 : c.sukaku_1_18_1) << c.puzzle;
      EXPECT_EQ(rating.se_first_placement, 12) << c.puzzle;
      EXPECT_EQ(rating.se_first_step, 12) << c.puzzle;
      if (original) EXPECT_EQ(rating.hardest, c.hardest_1_2_1) << c.puzzle;
    }
  }
}

TEST(Rate, VersionNames) {
  SeVersion version = SeVersion::sukaku_1_18_1;
  EXPECT_EQ(to_string(SeVersion::sukaku_1_18_1), "1.18.1");
  EXPECT_EQ(to_string(SeVersion::explainer_1_2_1), "1.2.1");
  EXPECT_TRUE(parse_se_version("1.2.1", version));
  EXPECT_EQ(version, SeVersion::explainer_1_2_1);
  EXPECT_TRUE(parse_se_version("1.18.1", version));
  EXPECT_EQ(version, SeVersion::sukaku_1_18_1);
  EXPECT_FALSE(parse_se_version("1.2", version));
  EXPECT_FALSE(parse_se_version("", version));
  EXPECT_EQ(version, SeVersion::sukaku_1_18_1);
}

// Rated `er` by serate with EP and ED 1.2, its hardest step a `hardest`.
void expect_rated_as_serate(const Grid& grid, int er, Technique hardest) {
  const Rating rating = rate(grid);
  EXPECT_EQ(rating.status, RatingStatus::rated);
  EXPECT_EQ(rating.se_rating, er);
  EXPECT_EQ(rating.se_first_placement, 12);
  EXPECT_EQ(rating.se_first_step, 12);
  EXPECT_EQ(rating.hardest, hardest);
}

// Line 13 of puzzles3_magictour_top1465.txt (serate: ED=6.6/1.2/1.2) needs a UVWXYZ-wing, a
// 5-cell almost locked set with a bivalue cell, before any chain.
TEST(Rate, UvwxyzWing) {
  const Grid grid =
      puzzle("6.9.....8...7.1...4............6...4.2.....3..3....5...1.5...7.8...9..........2..");
  expect_rated_as_serate(grid, 66, Technique::uvwxyz_wing);
  const Explanation explanation = explain(grid);
  bool seen = false;
  for (const ExplainedStep& step : explanation.steps) {
    if (step.technique != Technique::uvwxyz_wing) continue;
    seen = true;
    EXPECT_EQ(step.se_rating, 66);
    EXPECT_NE(step.text.find("UVWXYZ-wing: almost locked set "), std::string::npos) << step.text;
  }
  EXPECT_TRUE(seen);
}

// Line 1876 of qqwing_se_calibration.txt (serate: ED=7.5/1.2/1.2): no chain, a TUVWXYZ-wing
// (a 6-cell almost locked set with a bivalue cell) before Nishio.
TEST(Rate, TuvwxyzWing) {
  expect_rated_as_serate(
      puzzle(".4.68.9.1.12.3.5...83....6........964.68..3........2..5..9..48.........5.3.....2."),
      75, Technique::tuvwxyz_wing);
}

// Past its time budget a puzzle is beyond, marked as stopped by time, with a consistent path.
// The longest chain among the hardest steps: its length penalty is what the rating adds to the
// technique's base (Sudoku Explainer rates a chain base + penalty), and a technique without a
// length penalty has none.
TEST(Rate, HardestChainComplexityGivesTheRatingsLengthPenalty) {
  EXPECT_EQ(rate(puzzle(kSkyscraper)).se_hardest_complexity, 0);
  const Rating forcing = rate(puzzle(kForcingChain));
  EXPECT_EQ(chain_length_penalty(forcing.se_hardest_complexity), 1);  // 7.0 + 0.1
  const Rating hardest = rate(puzzle(kHardest), {.search_effort = false});
  const int nested_penalty = chain_length_penalty(hardest.se_hardest_complexity);
  EXPECT_TRUE(nested_penalty == 111 - 95 || nested_penalty == 111 - 100 ||
              nested_penalty == 111 - 105)
      << hardest.se_hardest_complexity;
  // The forcing chains of se_hard_calibration.txt's first 120 puzzles.
  std::ifstream in(std::string(NONET_DATASETS_DIR) + "/se_hard_calibration.txt");
  std::string line;
  int checked = 0;
  for (int n = 0; n < 120 && std::getline(in, line); ++n) {
    const Rating rating = rate(puzzle(line.substr(0, kCells)), {.search_effort = false});
    int base = 0;
    if (rating.hardest == Technique::multiple_forcing_chain) base = 80;
    if (rating.hardest == Technique::dynamic_forcing_chain) base = 85;
    if (rating.hardest == Technique::dynamic_forcing_chain_plus) base = 90;
    if (base == 0) continue;
    ++checked;
    EXPECT_EQ(base + chain_length_penalty(rating.se_hardest_complexity), rating.se_rating) << line;
  }
  EXPECT_GE(checked, 30);
}

TEST(Rate, TimeBudgetStopsThePath) {
  const Rating full = rate(puzzle(kSkyscraper), RateOptions{.search_effort = false});
  EXPECT_FALSE(full.out_of_time);
  const Rating cut =
      rate(puzzle(kSkyscraper), RateOptions{.search_effort = false, .max_seconds = 1e-9});
  EXPECT_EQ(cut.status, RatingStatus::beyond);
  EXPECT_TRUE(cut.out_of_time);
  EXPECT_LT(cut.steps, full.steps);
  EXPECT_GT(cut.cells_left, 0);
  int steps = 0;
  for (int count : cut.histogram) steps += count;
  EXPECT_EQ(steps, cut.steps);
  const Rating unlimited =
      rate(puzzle(kSkyscraper), RateOptions{.search_effort = false, .max_seconds = 0});
  EXPECT_EQ(unlimited.status, RatingStatus::rated);
  EXPECT_EQ(unlimited.se_rating, full.se_rating);
  // explain() shows exactly the steps its rating took.
  const Explanation explained = explain(puzzle(kSkyscraper), 1e-9);
  EXPECT_TRUE(explained.rating.out_of_time);
  EXPECT_EQ(static_cast<int>(explained.steps.size()), explained.rating.steps);
}

// HoDoKu's scale, when asked for and missing, says why: the budget spent by Sudoku Explainer's
// path (HoDoKu never ran: no lower bound, where a 0 used to look like one), or a pencilmark
// position (HoDoKu rates puzzles).
TEST(Rate, HodokuGapsSayWhy) {
  const Rating rated = rate(puzzle(kSkyscraper), RateOptions{.search_effort = false, .hodoku = true});
  EXPECT_EQ(rated.hodoku_gap, HodokuGap::none);
  EXPECT_EQ(rated.hodoku_level, "Hard");
  EXPECT_EQ(rating_note(rated, 60), "");
  const Rating spent = rate(puzzle(kHardest), RateOptions{.search_effort = false,
                                                          .max_seconds = 1e-9,
                                                          .hodoku = true});
  EXPECT_EQ(spent.status, RatingStatus::beyond);
  EXPECT_EQ(spent.hodoku_gap, HodokuGap::not_run);
  EXPECT_EQ(spent.hodoku_at_least, -1);
  EXPECT_EQ(rating_note(spent, 0.08), "time budget of 0.08 s reached; HoDoKu not rated");
  const Grid given = puzzle(kSkyscraper);
  Pencilmarks marks;
  for (int cell = 0; cell < kCells; ++cell) {
    const int digit = given.cells[cell];
    marks[cell] = digit ? static_cast<std::uint16_t>(1u << (digit - 1)) : kAllCandidates;
  }
  const Rating position = rate(marks, RateOptions{.search_effort = false, .hodoku = true});
  EXPECT_EQ(position.status, RatingStatus::rated);
  EXPECT_EQ(position.hodoku_gap, HodokuGap::pencilmarks);
  EXPECT_EQ(rating_note(position, 60), "HoDoKu's scale rates puzzles, not pencilmarks");
}

// HoDoKu out of time after Sudoku Explainer's path finished: beyond (the summary counts it so),
// with the exact ER kept, HoDoKu's lower bound and the note.
TEST(Rate, HodokuOutOfTimeKeepsTheExactRating) {
  RatedRecord record;
  record.line = 6;
  record.puzzle = puzzle(kHardest);
  record.searched = false;
  record.hodoku = true;
  record.rating.status = RatingStatus::beyond;
  record.rating.out_of_time = true;
  record.rating.se_rating = 111;
  record.rating.se_first_placement = 111;
  record.rating.se_first_step = 110;
  record.rating.steps = 13;
  record.rating.hardest = Technique::nested_forcing_chain;
  record.rating.histogram[static_cast<int>(Technique::nested_forcing_chain)] = 13;
  record.rating.cells_left = 0;
  record.rating.hodoku_gap = HodokuGap::out_of_time;
  record.rating.hodoku_at_least = 26528;
  const std::string note = rating_note(record.rating, 0.08);
  EXPECT_EQ(note, "HoDoKu: time budget of 0.08 s reached (Sudoku Explainer's rating is complete)");
  record.error = note;
  std::string csv;
  append_rating(csv, record, RatingFormat::csv);
  EXPECT_EQ(csv, "6," + std::string(kHardest) +
                     ",beyond,11.1,11.1,11.0,11.1,Expert,,,13,nested_forcing_chain,"
                     "nested_forcing_chain:13,HoDoKu: time budget of 0.08 s reached (Sudoku "
                     "Explainer's rating is complete),,,26528\n");
  std::string json;
  append_rating(json, record, RatingFormat::jsonl);
  EXPECT_NE(json.find("\"status\":\"beyond\",\"se_rating\":11.1,\"se_at_least\":11.1,"),
            std::string::npos)
      << json;
  EXPECT_NE(json.find("\"hodoku_at_least\":26528,\"error\":\"HoDoKu: time budget"),
            std::string::npos)
      << json;
}

// Without Sudoku Explainer's scale (`--scales` without se) its path is not run: its figures are
// empty in both formats, and HoDoKu's level and score, qqwing's class and the search effort are
// those of a rating with it.
TEST(Rate, WithoutSudokuExplainerOnlyTheOtherScales) {
  const RateOptions both{.search_effort = true, .hodoku = true};
  const RateOptions without_se{.search_effort = true, .se = false, .hodoku = true};
  const Rating full = rate(puzzle(kSkyscraper), both);
  const Rating rated = rate(puzzle(kSkyscraper), without_se);
  EXPECT_EQ(rated.status, RatingStatus::rated);
  EXPECT_TRUE(rated.se_skipped);
  EXPECT_FALSE(full.se_skipped);
  EXPECT_EQ(rated.se_rating, kNoRating);
  EXPECT_EQ(rated.steps, 0);
  EXPECT_EQ(rated.hodoku_level, "Hard");
  EXPECT_EQ(rated.hodoku_score, 728);
  EXPECT_EQ(rated.hodoku_score, full.hodoku_score);
  EXPECT_EQ(rated.qqwing_class, full.qqwing_class);
  EXPECT_EQ(rated.search, full.search);
  EXPECT_GT(full.search, 0);
  RatedRecord record;
  record.line = 3;
  record.puzzle = puzzle(kSkyscraper);
  record.hodoku = true;
  record.rating = rated;
  std::string csv;
  append_rating(csv, record, RatingFormat::csv);
  record.rating = full;
  std::string full_csv;
  append_rating(full_csv, record, RatingFormat::csv);
  // line, puzzle, status, then ER, EP, ED and the bound empty; qqwing's class and the search
  // as with SE; steps, hardest technique and histogram empty; no error; HoDoKu's figures.
  const auto field = [](const std::string& row, int index) {
    std::size_t begin = 0;
    for (int i = 0; i < index; ++i) begin = row.find(',', begin) + 1;
    return row.substr(begin, row.find_first_of(",\n", begin) - begin);
  };
  EXPECT_EQ(csv, "3," + std::string(kSkyscraper) + ",rated,,,,," + field(full_csv, 7) + "," +
                     field(full_csv, 8) + "," + field(full_csv, 9) + ",,,,,Hard,728,\n");
  EXPECT_EQ(field(full_csv, 3), "4.0");
  std::string json;
  record.rating = rated;
  append_rating(json, record, RatingFormat::jsonl);
  EXPECT_EQ(json.find("se_"), std::string::npos) << json;
  EXPECT_EQ(json.find("steps"), std::string::npos) << json;
  EXPECT_NE(json.find("\"status\":\"rated\",\"qqwing_class\":"), std::string::npos) << json;
  EXPECT_NE(json.find(",\"hodoku_level\":\"Hard\",\"hodoku_score\":728}"), std::string::npos)
      << json;
  // Out of time on HoDoKu's path, the note has no Sudoku Explainer rating to speak of.
  Rating spent = rated;
  spent.status = RatingStatus::beyond;
  spent.out_of_time = true;
  spent.hodoku_gap = HodokuGap::out_of_time;
  spent.hodoku_at_least = 120;
  EXPECT_EQ(rating_note(spent, 0.5), "HoDoKu: time budget of 0.5 s reached");
}

// A path cut short carries its lower bound in explain's JSON, under rate's key.
TEST(Rate, ExplainJsonOfABeyondPathHasItsLowerBound) {
  Explanation explained;
  explained.rating.status = RatingStatus::beyond;
  explained.rating.out_of_time = true;
  explained.rating.se_rating = 111;
  explained.rating.steps = 4;
  explained.rating.cells_left = 56;
  std::string json;
  append_explanation_json(json, explained, puzzle(kHardest), 0);
  EXPECT_NE(json.find("\"status\":\"beyond\",\"se_rating\":null,\"se_at_least\":11.1,"),
            std::string::npos)
      << json;
  explained.rating.se_rating = kNoRating;  // no step taken: no bound
  json.clear();
  append_explanation_json(json, explained, puzzle(kHardest), 0);
  EXPECT_EQ(json.find("se_at_least"), std::string::npos) << json;
}

// A stop request (another thread's, such as Python's on Ctrl-C) spends the budget at once: the
// hardest puzzle, whose very first step is a long nested search, ends beyond with no step, and
// explain() stops likewise.
TEST(Rate, StopRequestEndsTheRatingAsASpentBudget) {
  std::stop_source stop;
  stop.request_stop();
  const Rating stopped =
      rate(puzzle(kHardest),
           RateOptions{.search_effort = false, .max_seconds = 0, .stop = stop.get_token()});
  EXPECT_EQ(stopped.status, RatingStatus::beyond);
  EXPECT_TRUE(stopped.out_of_time);
  EXPECT_EQ(stopped.steps, 0);
  EXPECT_EQ(stopped.cells_left, 81 - 25);
  const Explanation explained = explain(puzzle(kHardest), 0, stop.get_token());
  EXPECT_TRUE(explained.rating.out_of_time);
  EXPECT_TRUE(explained.steps.empty());
  // Without a request the token changes nothing.
  const Rating free =
      rate(puzzle(kSkyscraper),
           RateOptions{.search_effort = false, .stop = std::stop_source().get_token()});
  EXPECT_EQ(free.status, RatingStatus::rated);
  EXPECT_EQ(free.se_rating, 40);
}

// Its first step is a nested forcing chain (multiple forcing chains inside dynamic ones).
TEST(Rate, HardestKnownPuzzlesAreRated) {
  const Rating rating = rate(puzzle(kHardest));
  EXPECT_EQ(rating.status, RatingStatus::rated);
  EXPECT_EQ(rating.se_rating, 111);
  EXPECT_EQ(rating.se_first_placement, 111);
  EXPECT_EQ(rating.se_first_step, 111);
  EXPECT_EQ(rating.hardest, Technique::nested_forcing_chain);
  EXPECT_EQ(rating.cells_left, 0);
  EXPECT_GT(rating.search, 0.0);
  EXPECT_EQ(rating.qqwing_class, QqwingClass::expert);
}

TEST(Rate, Statuses) {
  EXPECT_EQ(rate(Grid{}).status, RatingStatus::multiple);
  Grid clash = puzzle(kSkyscraper);
  clash.cells[0] = 9;  // row 1 already holds a 9
  EXPECT_EQ(rate(clash).status, RatingStatus::invalid);
  // Valid givens, no solution: 1-8 in row 1 and a 9 in column 9 below.
  Grid none;
  for (int c = 0; c < 8; ++c) none.cells[c] = static_cast<std::uint8_t>(c + 1);
  none.cells[9 * 4 + 8] = 9;
  EXPECT_EQ(rate(none).status, RatingStatus::unsolvable);
  const Rating multiple = rate(Grid{});
  EXPECT_EQ(multiple.se_rating, kNoRating);
  EXPECT_EQ(multiple.steps, 0);
}

TEST(Rate, CompletedGridNeedsNoStep) {
  const Grid solved =
      puzzle("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
  const Rating rating = rate(solved, RateOptions{.hodoku = true});
  EXPECT_EQ(rating.status, RatingStatus::rated);
  EXPECT_EQ(rating.steps, 0);
  EXPECT_EQ(rating.se_rating, kNoRating);
  EXPECT_EQ(rating.hodoku_level, "Easy");
  EXPECT_EQ(rating.hodoku_score, 0);
  // Written as 0.0 on all three figures (it was an empty field, and `"se_rating":,` in JSON).
  RatedRecord record;
  record.line = 1;
  record.puzzle = solved;
  record.rating = rating;
  record.searched = false;
  std::string csv;
  append_rating(csv, record, RatingFormat::csv);
  EXPECT_EQ(csv, "1," + solved.to_line() + ",rated,0.0,0.0,0.0,,Simple,,,0,,,\n");
  std::string json;
  append_rating(json, record, RatingFormat::jsonl);
  EXPECT_EQ(json, "{\"line\":1,\"puzzle\":\"" + solved.to_line() +
                      "\",\"status\":\"rated\",\"se_rating\":0.0,\"se_first_placement\":0.0,"
                      "\"se_first_step\":0.0,\"qqwing_class\":\"Simple\",\"steps\":0,"
                      "\"histogram\":{}}\n");
}

TEST(Rate, QqwingClasses) {
  // Naked singles only / a hidden single needed (checked against qqwing --solve --stats).
  EXPECT_EQ(
      rate(puzzle(
               "...651..3....34......9........716.2.1.9..5..6......3.49.5..217...1..9....62....5."))
          .qqwing_class,
      QqwingClass::simple);
  EXPECT_EQ(rate(puzzle(kSkyscraper)).qqwing_class, QqwingClass::expert);
}

TEST(Rate, Deterministic) {
  for (std::string_view line : {kSkyscraper, kForcingChain, kHardest}) {
    const Rating a = rate(puzzle(line));
    const Rating b = rate(puzzle(line));
    EXPECT_EQ(a.status, b.status);
    EXPECT_EQ(a.se_rating, b.se_rating);
    EXPECT_EQ(a.se_first_placement, b.se_first_placement);
    EXPECT_EQ(a.se_first_step, b.se_first_step);
    EXPECT_EQ(a.search, b.search);
    EXPECT_EQ(a.search_backtracks, b.search_backtracks);
    EXPECT_EQ(a.histogram, b.histogram);
  }
}

TEST(Rate, SearchEffortDependsOnTheSeedOnly) {
  const Grid grid = puzzle(kHardest);
  const Rating a = rate(grid, RateOptions{.seed = 1});
  const Rating b = rate(grid, RateOptions{.seed = 1});
  EXPECT_EQ(a.search, b.search);
  const Rating off = rate(grid, RateOptions{.search_effort = false});
  EXPECT_EQ(off.search, 0.0);
  EXPECT_EQ(off.status, a.status);
}

// rate() skips the relabelled solves of a puzzle that propagation solves without a guess,
// taking its search effort as zero: check that no relabelling of such a puzzle takes a guess.
TEST(Rate, SearchEffortIsZeroWhenPropagationSolves) {
  int checked = 0, guessing = 0;
  for (const char* name : {"/puzzles2_17_clue.txt", "/qqwing_se_calibration.txt"}) {
    std::ifstream in(std::string(NONET_DATASETS_DIR) + name);
    ASSERT_TRUE(in) << name;
    std::string line;
    for (int read = 0; read < 1500 && std::getline(in, line);) {
      const ParseResult parsed = parse_line(line);
      if (!parsed.ok()) continue;
      ++read;
      if (solve(parsed.grid).stats.guesses > 0) {
        ++guessing;
        continue;
      }
      ++checked;
      const SearchEffort effort = search_effort(parsed.grid, 16, read);
      EXPECT_EQ(effort.guesses, 0.0) << line;
      EXPECT_EQ(effort.backtracks, 0.0) << line;
    }
  }
  EXPECT_GT(checked, 1000);
  EXPECT_GT(guessing, 100);
}

// rate() gives the relabelled solves the cells propagation placed as givens: they reach the
// same fixpoint, so every relabelling takes the same guesses and dead ends as from the puzzle.
TEST(Rate, SearchEffortFromThePropagatedGridIsTheSame) {
  std::ifstream in(std::string(NONET_DATASETS_DIR) + "/puzzles3_magictour_top1465.txt");
  ASSERT_TRUE(in);
  std::string line;
  int checked = 0, placed = 0;
  while (checked < 300 && std::getline(in, line)) {
    const ParseResult parsed = parse_line(line);
    if (!parsed.ok()) continue;
    ++checked;
    const Grid propagated =
        solve(parsed.grid, SolveOptions{.mode = SolveMode::singles_only}).solution;
    placed += propagated.cells != parsed.grid.cells;
    const SearchEffort from_puzzle = search_effort(parsed.grid, 16, checked);
    const SearchEffort from_propagated = search_effort(propagated, 16, checked);
    EXPECT_EQ(from_puzzle.guesses, from_propagated.guesses) << line;
    EXPECT_EQ(from_puzzle.backtracks, from_propagated.backtracks) << line;
  }
  EXPECT_EQ(checked, 300);
  EXPECT_GT(placed, 100);  // propagation placed cells in most of them
}

TEST(Rate, FormatSe) {
  EXPECT_EQ(format_se(12), "1.2");
  EXPECT_EQ(format_se(71), "7.1");
  EXPECT_EQ(format_se(100), "10.0");
  EXPECT_EQ(format_se(kNoRating), "");
  EXPECT_EQ(cell_name(0), "r1c1");
  EXPECT_EQ(cell_name(80), "r9c9");
}

TEST(Rate, Names) {
  EXPECT_EQ(to_string(Technique::hidden_single_box), "hidden single (box)");
  EXPECT_EQ(technique_key(Technique::xy_wing), "xy_wing");
  EXPECT_EQ(to_string(QqwingClass::intermediate), "Intermediate");
  EXPECT_EQ(to_string(RatingStatus::beyond), "beyond");
  for (int t = 0; t < kTechniqueCount; ++t) {
    EXPECT_FALSE(technique_key(static_cast<Technique>(t)).empty());
  }
}

// Rating up to a limit: a puzzle rated above it stops as soon as that is known (beyond, with
// a lower bound above the limit); at or below the limit the rating is the full one.
TEST(Rate, MaxRatingStopsOnceTheRatingIsKnownToExceedIt) {
  const Grid tuvwxyz =
      puzzle(".4.68.9.1.12.3.5...83....6........964.68..3........2..5..9..48.........5.3.....2.");
  const Rating at = rate(tuvwxyz, RateOptions{.search_effort = false, .max_rating = 75});
  EXPECT_EQ(at.status, RatingStatus::rated);
  EXPECT_EQ(at.se_rating, 75);
  EXPECT_FALSE(at.above_limit);
  const Rating below = rate(tuvwxyz, RateOptions{.search_effort = false, .max_rating = 74});
  EXPECT_EQ(below.status, RatingStatus::beyond);
  EXPECT_TRUE(below.above_limit);
  EXPECT_FALSE(below.out_of_time);
  EXPECT_EQ(below.se_rating, 75);
  // The hardest puzzle's first step needs the nested rung (9.5 and up): a limit of 9.4 stops
  // before any nested chain is built.
  const Rating hardest =
      rate(puzzle(kHardest), RateOptions{.search_effort = false, .max_rating = 94});
  EXPECT_EQ(hardest.status, RatingStatus::beyond);
  EXPECT_TRUE(hardest.above_limit);
  EXPECT_EQ(hardest.se_rating, 95);
  EXPECT_EQ(hardest.steps, 0);
  const Rating open =
      rate(puzzle(kHardest), RateOptions{.search_effort = false, .max_rating = 111});
  EXPECT_EQ(open.status, RatingStatus::rated);
  EXPECT_EQ(open.se_rating, 111);
}

}  // namespace
}  // namespace nonet
