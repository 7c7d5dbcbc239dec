// The Franken fish search as the ladder runs it (numbered places in one word, and a search that
// found nothing in a digit's places before looking only at fish with a lost place as a fin)
// against the same search from scratch on two-word sets: at every grid where HoDoKu's path asks
// for Franken fish on the hard calibration puzzles, and on the first hundred at every grid
// where the path takes more than a single (where Franken fish are much more often found).
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "nonet/grid.hpp"
#include "nonet/solver.hpp"
#include "rating/hodoku/finders.hpp"
#include "rating/hodoku/grid.hpp"
#include "rating/hodoku/ladder.hpp"

namespace nonet::hodoku {
namespace {

bool same(const std::optional<Step>& a, const std::optional<Step>& b) {
  if (a.has_value() != b.has_value()) return false;
  return !a || (a->technique == b->technique && a->deletions == b->deletions);
}

TEST(FrankenFish, SameAsAFreshSearchAlongHodokusPaths) {
  std::ifstream in(std::string(NONET_DATASETS_DIR) + "/se_hard_calibration.txt");
  ASSERT_TRUE(in);
  int grids = 0, found = 0, restricted_found = 0;
  std::string line;
  for (int puzzle = 0; std::getline(in, line); ++puzzle) {
    const ParseResult parsed = parse_line(line);
    ASSERT_TRUE(parsed.ok()) << line;
    const HodokuRating rating = rate_hodoku(parsed.grid, true);
    HodokuGrid grid(parsed.grid);
    grid.set_solution(solve(parsed.grid).solution);
    bool searched_before = false;
    for (const Step& step : rating.path) {
      // The ladder asks for Franken fish only when every technique before them found nothing.
      if (step.technique >= Technique::franken_x_wing ||
          (puzzle < 100 && step.technique > Technique::hidden_single)) {
        for (const int size : {2, 3}) {
          for (const bool finned : {false, true}) {
            const std::optional<Step> ladder = find_franken_fish(grid, size, finned);
            ASSERT_TRUE(same(ladder, find_franken_fish_afresh(grid, size, finned)))
                << line << " size " << size << " finned " << finned;
            found += ladder.has_value();
            restricted_found += ladder.has_value() && searched_before;
          }
        }
        searched_before = true;
        ++grids;
      }
      if (step.digit != 0) {
        grid.set_cell(step.cell, step.digit);
      } else {
        for (const auto& [cell, digit] : step.deletions) grid.delete_candidate(cell, digit);
      }
    }
  }
  EXPECT_GT(grids, 2000);
  EXPECT_GT(found, 2000);
  EXPECT_GT(restricted_found, 1000);  // found by searches after one that found nothing
}

}  // namespace
}  // namespace nonet::hodoku
