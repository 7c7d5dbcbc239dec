// The neighbourhood search: its moves, and SearchRun's order, exclusions and ends.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "generate/climb.hpp"
#include "generate/parts.hpp"
#include "nonet/canon.hpp"
#include "nonet/generator.hpp"
#include "nonet/solver.hpp"

namespace nonet {
namespace {

Grid grid_of(const std::string& line) {
  return parse_line(line).grid;
}

// Carved puzzles rated 3.0 to 4.0: seeds a search climbs from in milliseconds.
std::vector<Grid> low_seeds() {
  GenerateOptions options;
  options.rating = RatingBand{30, 40};
  std::vector<Grid> seeds;
  for (std::uint64_t i = 0; i < 8; ++i) seeds.push_back(generate(options, 1, i).puzzle);
  return seeds;
}

std::vector<std::string> run_lines(const SearchJob& job) {
  SearchRun run(job);
  std::vector<std::string> lines;
  while (const std::optional<SearchHit> hit = run.next()) {
    char text[kCells];
    hit->puzzle.write_line(text, '.');
    lines.emplace_back(text, kCells);
  }
  return lines;
}

TEST(SearchMoves, NeighboursKeepTheSymmetryAndTheirSizes) {
  RandomStream random(5);
  const Grid puzzle =
      carve_puzzle(random_grid(random), Symmetry::rotate180, 0, random);  // symmetric
  const detail::SymmetryGroups& groups = detail::symmetry_groups(Symmetry::rotate180);
  int made = 0;
  for (int i = 0; i < 200; ++i) {
    const std::optional<Grid> moved = detail::neighbour(puzzle, groups, 1, 2, random);
    if (!moved) continue;
    ++made;
    EXPECT_TRUE(is_symmetric(*moved, Symmetry::rotate180));
    EXPECT_FALSE(find_clash(*moved));
    int removed = 0, added = 0;
    for (int cell = 0; cell < kCells; ++cell) {
      removed += puzzle.cells[cell] != 0 && moved->cells[cell] == 0;
      added += puzzle.cells[cell] == 0 && moved->cells[cell] != 0;
    }
    // One group of 1 or 2 cells out, two in (a removed cell may come back with a digit).
    EXPECT_LE(removed, 2);
    EXPECT_LE(added, 4);
  }
  EXPECT_GT(made, 100);
  // More clued groups than the puzzle has: no move.
  EXPECT_FALSE(detail::neighbour(Grid{}, groups, 1, 0, random));
}

TEST(SearchMoves, DroppingUnneededCluesLeavesAMinimalPuzzle) {
  RandomStream random(6);
  const Grid solution = random_grid(random);
  Grid puzzle = carve_puzzle(solution, Symmetry::none, 40, random);
  ASSERT_FALSE(is_minimal(puzzle));
  detail::drop_unneeded_groups(puzzle, detail::symmetry_groups(Symmetry::none), random);
  EXPECT_TRUE(is_minimal(puzzle));
  EXPECT_EQ(solve(puzzle).solution, solution);
}

TEST(SearchRun, SameFindsAtAnyThreadCountAndNoneKnown) {
  const std::vector<Grid> seeds = low_seeds();
  KnownPuzzles known;
  for (const Grid& seed : seeds) known.add_form(minlex(seed));
  SearchJob job{.seeds = seeds, .count = 30, .seed = 4, .threads = 1};
  job.options.rating = RatingBand{40, 50};
  job.options.minimal = true;
  job.options.known = &known;
  const std::vector<std::string> one = run_lines(job);
  job.threads = 2;
  const std::vector<std::string> two = run_lines(job);
  ASSERT_EQ(one.size(), 30u);
  EXPECT_EQ(one, two);
  KnownPuzzles written;
  for (const std::string& line : one) {
    const Grid puzzle = grid_of(line);
    const Rating rating = rate(puzzle, {.search_effort = false});
    EXPECT_EQ(rating.status, RatingStatus::rated);
    EXPECT_GE(rating.se_rating, 40);
    EXPECT_LE(rating.se_rating, 50);
    EXPECT_TRUE(is_minimal(puzzle));
    const Grid form = minlex(puzzle);
    EXPECT_FALSE(known.contains_form(form)) << line;
    EXPECT_FALSE(written.contains_form(form)) << line;
    written.add_form(form);
  }
  // Excluding the first run's finds gives other puzzles.
  for (const std::string& line : one) known.add_form(minlex(grid_of(line)));
  for (const std::string& line : run_lines(job)) {
    EXPECT_FALSE(written.contains_form(minlex(grid_of(line)))) << line;
  }
}

TEST(SearchRun, EndsAtTheTimeLimitOrWhenASearchFindsNothing) {
  SearchJob job{.count = 2, .seed = 1, .threads = 2, .time_limit = 0.2};
  job.options.rating = RatingBand{150, kMaxRatingBand};
  job.options.max_tries = 1u << 30;
  {
    SearchRun run(job);
    EXPECT_FALSE(run.next());
    EXPECT_EQ(run.totals().end, SearchEnd::time_limit);
    EXPECT_GT(run.totals().candidates, 0u);
  }
  // Searches that give up (5 candidates without a find) hand over to the next one until the
  // time limit; with end_when_out_of_reach (--max-tries given) the first that gives up ends it.
  job.options.max_tries = 5;
  {
    SearchRun run(job);
    EXPECT_FALSE(run.next());
    EXPECT_EQ(run.totals().end, SearchEnd::time_limit);
    EXPECT_GT(run.totals().searches, 2u);
  }
  job.time_limit = 0;
  job.end_when_out_of_reach = true;
  SearchRun run(job);
  EXPECT_FALSE(run.next());
  EXPECT_EQ(run.totals().end, SearchEnd::out_of_reach);
  EXPECT_EQ(run.totals().written, 0u);
}

// From scratch a search's moves drop the clues a candidate does not need, --minimal or not: the
// finds past the carved starts (kCarvedStarts graded) come from moves and are minimal too.
TEST(SearchRun, FromScratchTheMovesLeaveMinimalPuzzles) {
  SearchJob job{.count = 3, .seed = 2, .threads = 2};
  job.options.rating = RatingBand{90, 92};
  SearchRun run(job);
  int from_moves = 0;
  while (const std::optional<SearchHit> hit = run.next()) {
    EXPECT_TRUE(is_minimal(hit->puzzle));
    from_moves += hit->candidates > detail::kCarvedStarts;
  }
  EXPECT_EQ(run.totals().written, 3u);
  EXPECT_GT(from_moves, 0);
}

// --max-tries counts the candidates since a search's last find: a search that keeps finding
// goes on past it, one that finds nothing for that many ends.
TEST(SearchRun, MaxTriesCountsTheCandidatesSinceTheLastFind) {
  constexpr std::uint64_t kTries = 12;
  SearchJob job{.seeds = low_seeds(), .count = kHitsPerSearch, .seed = 9, .threads = 1};
  job.options.rating = RatingBand{40, 50};
  job.options.max_tries = kTries;
  job.options.neighbours = true;
  SearchRun run(job);
  std::uint64_t last = 0, hits = 0;
  while (const std::optional<SearchHit> hit = run.next()) {
    if (hit->search != 0) continue;
    ++hits;
    EXPECT_LE(hit->candidates - last, kTries);
    last = hit->candidates;
  }
  EXPECT_GT(hits, 1u);
  EXPECT_GT(last, kTries);
}

// From scratch a candidate fitter than any the search graded before counts as progress, as a find
// does: a search that climbs goes on past --max-tries candidates without a find. From seeds only a
// find does. (Out of reach, the run ends with its first search, whose candidates it counts.)
TEST(SearchRun, FromScratchMaxTriesCountsTheCandidatesSinceTheLastProgress) {
  constexpr std::uint64_t kTries = 5;
  SearchJob job{.count = 1, .seed = 4, .threads = 1, .end_when_out_of_reach = true};
  job.options.rating = RatingBand{150, kMaxRatingBand};
  job.options.max_tries = kTries;
  {
    SearchRun run(job);
    EXPECT_FALSE(run.next());
    EXPECT_EQ(run.totals().end, SearchEnd::out_of_reach);
    EXPECT_GT(run.totals().candidates, kTries);
  }
  job.seeds = low_seeds();
  SearchRun run(job);
  EXPECT_FALSE(run.next());
  EXPECT_EQ(run.totals().end, SearchEnd::out_of_reach);
  EXPECT_EQ(run.totals().candidates, kTries);
}

// From scratch, unless max_tries is given, a search whose best is a tenth below the band goes on
// kNearBandPatience times longer without progress. The band does not change the climb below it
// (fitness is the distance to the band), so one search climbs the same way towards a band far
// above and towards one a tenth above the best it reaches, and only its patience there differs.
TEST(SearchRun, FromScratchASearchATenthBelowTheBandIsMorePatient) {
  GenerateOptions options;
  options.max_tries = 4;
  const auto candidates_until_it_gives_up = [&](int band_min, bool patient_near_band) {
    detail::SearchContext context{.options = options,
                                  .band = RatingBand{band_min, kMaxRatingBand},
                                  .seed = 6,
                                  .patient_near_band = patient_near_band};
    detail::Climb climb(context, 0);
    EXPECT_FALSE(climb.next_hit({}));
    return std::pair(climb.candidates(), context.best_rating.load());
  };
  const auto [far, best] = candidates_until_it_gives_up(150, true);
  ASSERT_GT(best, 0);
  EXPECT_EQ(candidates_until_it_gives_up(best + 2, true).first, far);
  EXPECT_EQ(candidates_until_it_gives_up(best + 1, false).first, far);
  EXPECT_GE(candidates_until_it_gives_up(best + 1, true).first,
            far + (kNearBandPatience - 1) * options.max_tries);
}

int cells_apart(const std::string& a, const std::string& b) {
  int differ = 0;
  for (int cell = 0; cell < kCells; ++cell) differ += a[cell] != b[cell];
  return differ;
}

// By default no two puzzles written are near copies (within kNearCopyCells cells): one find a
// search. With neighbours, a search's finds around one another are written too.
TEST(SearchRun, NoNearCopiesUnlessTheNeighboursAreAsked) {
  SearchJob job{.seeds = low_seeds(), .count = 12, .seed = 4, .threads = 2};
  job.options.rating = RatingBand{40, 50};
  const std::vector<std::string> diverse = run_lines(job);
  ASSERT_EQ(diverse.size(), 12u);
  int nearest = kCells;
  for (std::size_t i = 0; i < diverse.size(); ++i) {
    for (std::size_t j = 0; j < i; ++j)
      nearest = std::min(nearest, cells_apart(diverse[i], diverse[j]));
  }
  EXPECT_GT(nearest, kNearCopyCells);
  job.options.neighbours = true;
  const std::vector<std::string> all = run_lines(job);
  ASSERT_EQ(all.size(), 12u);
  int near_pairs = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    for (std::size_t j = 0; j < i; ++j) near_pairs += cells_apart(all[i], all[j]) <= kNearCopyCells;
  }
  EXPECT_GT(near_pairs, 0);
  EXPECT_TRUE(near_copies(grid_of(all[0]), grid_of(all[0])));
}

TEST(SearchRun, SeedProblems) {
  EXPECT_EQ(seed_problem(Grid{}, Symmetry::none), "more than one solution");
  EXPECT_EQ(seed_problem(low_seeds()[0], Symmetry::none), "");
  EXPECT_EQ(seed_problem(low_seeds()[0], Symmetry::rotate90), "not rotate90-symmetric");
  // Row 1 needs its 9 in column 9, which holds one already: no clash, no solution.
  const Grid impossible = grid_of("12345678.........9" + std::string(63, '.'));
  EXPECT_FALSE(find_clash(impossible));
  EXPECT_EQ(seed_problem(impossible, Symmetry::none), "no solution");
}

}  // namespace
}  // namespace nonet
