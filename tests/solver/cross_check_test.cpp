// The fast engine against the reference (Dancing Links) on whole corpora and random puzzles.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <fstream>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "nonet/solver.hpp"
#include "support/solution_checks.hpp"

namespace nonet {
namespace {

using test::is_valid_solution;
using test::keeps_givens;

constexpr std::string_view kSolution =
    "672491835851637492439258167147529386926783541583146729295374618714862953368915274";

// Every `stride`-th puzzle line of a dataset (comments and blank lines skipped), up to
// `max_puzzles`.
std::vector<Grid> load_puzzles(const std::string& name, int stride = 1,
                               std::size_t max_puzzles = SIZE_MAX) {
  std::vector<Grid> puzzles;
  std::ifstream in(std::string(NONET_DATASETS_DIR) + "/" + name);
  EXPECT_TRUE(in) << "cannot open " << name;
  std::string line;
  int index = 0;
  while (puzzles.size() < max_puzzles && std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    if (index++ % stride != 0) continue;
    const ParseResult result = parse_line(line);
    EXPECT_TRUE(result.ok()) << name << ": " << line << ": " << result.error.message();
    if (result.ok()) puzzles.push_back(result.grid);
  }
  return puzzles;
}

// A value in [0, n): plain modulo keeps the sequence the same on every standard library
// (std::uniform_int_distribution's is implementation-defined).
int below(std::mt19937& rng, int n) {
  return static_cast<int>(rng() % static_cast<unsigned>(n));
}

template <std::size_t N>
void shuffle(std::array<int, N>& values, std::mt19937& rng) {
  for (int i = static_cast<int>(N) - 1; i > 0; --i) std::swap(values[i], values[below(rng, i + 1)]);
}

// A random valid grid: kSolution with its digits relabelled, rows permuted within bands,
// bands permuted, the same for columns and stacks, and maybe transposed.
Grid random_solution(std::mt19937& rng) {
  std::array<int, 9> digits{1, 2, 3, 4, 5, 6, 7, 8, 9};
  shuffle(digits, rng);
  std::array<int, 9> rows{}, columns{};
  for (std::array<int, 9>* order : {&rows, &columns}) {
    std::array<int, 3> bands{0, 1, 2};
    shuffle(bands, rng);
    for (int band = 0; band < 3; ++band) {
      std::array<int, 3> inner{0, 1, 2};
      shuffle(inner, rng);
      for (int k = 0; k < 3; ++k) (*order)[3 * band + k] = 3 * bands[band] + inner[k];
    }
  }
  const bool transpose = below(rng, 2) == 1;
  Grid grid;
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      const int source = transpose ? 9 * columns[c] + rows[r] : 9 * rows[r] + columns[c];
      grid.cells[9 * r + c] = static_cast<std::uint8_t>(digits[kSolution[source] - '1']);
    }
  }
  return grid;
}

// Random solution grids with 30-64 random cells removed: many have several solutions.
// Every 4th also gets one more given, chosen not to clash, that may leave no solution.
std::vector<Grid> random_puzzles(std::size_t count) {
  std::mt19937 rng(20240521);
  std::vector<Grid> puzzles;
  for (std::size_t i = 0; i < count; ++i) {
    Grid grid = random_solution(rng);
    std::array<int, kCells> cells{};
    for (int k = 0; k < kCells; ++k) cells[k] = k;
    shuffle(cells, rng);
    const int removed = 30 + below(rng, 35);
    for (int k = 0; k < removed; ++k) grid.cells[cells[k]] = 0;
    if (i % 4 == 3) {
      const int cell = cells[0];  // an empty cell
      for (int tries = 0; tries < 9; ++tries) {
        grid.cells[cell] = static_cast<std::uint8_t>(1 + below(rng, 9));
        if (!find_clash(grid)) break;
        grid.cells[cell] = 0;
      }
    }
    puzzles.push_back(grid);
  }
  return puzzles;
}

struct Tally {
  std::array<std::size_t, 3> by_count{};  // puzzles with 0, 1, 2+ solutions
};

// Both engines count up to 2 and agree; fast's first solution is valid and keeps the
// givens; singles-only results of both engines are consistent with the solution.
Tally cross_check(const std::vector<Grid>& puzzles) {
  Tally tally;
  int failures = 0;
  for (const Grid& puzzle : puzzles) {
    if (failures >= 10) {
      ADD_FAILURE() << "too many failures, stopping";
      break;
    }
    const std::string line = puzzle.to_line();
    const SolveResult fast =
        solve(puzzle, {.mode = SolveMode::count, .limit = 2, .engine = Engine::fast});
    const SolveResult dlx =
        solve(puzzle, {.mode = SolveMode::count, .limit = 2, .engine = Engine::dlx});
    const SolveResult first = solve(puzzle, {.mode = SolveMode::first, .engine = Engine::fast});
    const std::uint64_t count = dlx.stats.solutions;
    ++tally.by_count[count < 2 ? count : 2];

    bool ok = true;
    ok &= fast.status == dlx.status && fast.stats.solutions == count;
    if (count == 0) {
      ok &= first.status == SolveStatus::unsolvable;
    } else {
      ok &= first.status == SolveStatus::solved && is_valid_solution(first.solution) &&
            keeps_givens(puzzle, first.solution);
      ok &= is_valid_solution(fast.solution) && keeps_givens(puzzle, fast.solution);
    }
    if (count == 1) {
      ok &= fast.solution == dlx.solution && first.solution == dlx.solution;
      for (Engine engine : {Engine::fast, Engine::dlx}) {
        const SolveResult singles =
            solve(puzzle, {.mode = SolveMode::singles_only, .engine = engine});
        ok &= singles.status == SolveStatus::solved || singles.status == SolveStatus::stuck;
        ok &=
            keeps_givens(puzzle, singles.solution) && keeps_givens(singles.solution, dlx.solution);
        ok &= singles.stats.guesses == 0;
      }
    }
    if (!ok) {
      ++failures;
      ADD_FAILURE() << line << ": fast " << to_string(fast.status) << " (" << fast.stats.solutions
                    << "), dlx " << to_string(dlx.status) << " (" << count << "), first "
                    << to_string(first.status) << " " << first.solution.to_line();
    }
  }
  return tally;
}

TEST(CrossCheck, MagictourTop1465) {
  const std::vector<Grid> puzzles = load_puzzles("puzzles3_magictour_top1465.txt");
  ASSERT_EQ(puzzles.size(), 1465u);
  const Tally tally = cross_check(puzzles);
  EXPECT_EQ(tally.by_count[1], 1465u);  // every puzzle of the list is proper
}

TEST(CrossCheck, SeventeenClues) {
  const std::vector<Grid> puzzles = load_puzzles("puzzles2_17_clue.txt", 9, 5000);
  ASSERT_EQ(puzzles.size(), 5000u);
  const Tally tally = cross_check(puzzles);
  EXPECT_EQ(tally.by_count[1], 5000u);
}

TEST(CrossCheck, RandomPuzzles) {
  const Tally tally = cross_check(random_puzzles(5000));
  // The mix must exercise unsolvable, unique and multiple-solution puzzles.
  EXPECT_GT(tally.by_count[0], 100u);
  EXPECT_GT(tally.by_count[1], 500u);
  EXPECT_GT(tally.by_count[2], 500u);
}

// Whole solution counts, not just to 2: every branch's two sides (a digit's two permutations
// of a band or stack, or a cell's option and the rest) must split the solutions without
// losing or repeating one. Magictour puzzles with their last two givens taken out have from
// a few solutions to more than the limit.
TEST(CrossCheck, FullCountsOnPuzzlesWithManySolutions) {
  constexpr std::uint64_t kLimit = 20000;
  std::vector<Grid> puzzles = load_puzzles("puzzles3_magictour_top1465.txt", 29, 50);
  ASSERT_EQ(puzzles.size(), 50u);
  std::uint64_t total = 0;
  int below_limit = 0;
  for (Grid& puzzle : puzzles) {
    int dropped = 0;
    for (int cell = kCells - 1; cell >= 0 && dropped < 2; --cell) {
      if (puzzle.cells[cell] != 0) puzzle.cells[cell] = 0, ++dropped;
    }
    std::set<std::string> seen;
    bool valid = true;
    const SolveStats fast = enumerate_solutions(puzzle, kLimit, [&](const Grid& solution) {
      valid &= is_valid_solution(solution) && keeps_givens(puzzle, solution);
      seen.insert(solution.to_line());
      return true;
    });
    const SolveResult dlx =
        solve(puzzle, {.mode = SolveMode::count, .limit = kLimit, .engine = Engine::dlx});
    EXPECT_TRUE(valid) << puzzle.to_line();
    EXPECT_EQ(fast.solutions, dlx.stats.solutions) << puzzle.to_line();
    EXPECT_EQ(seen.size(), fast.solutions) << puzzle.to_line();
    total += fast.solutions;
    below_limit += fast.solutions < kLimit;
  }
  EXPECT_EQ(total, 482242u);
  EXPECT_EQ(below_limit, 33);  // the others stop at the limit, on both engines
}

TEST(CrossCheck, RandomGridsAreValid) {
  std::mt19937 rng(7);
  for (int i = 0; i < 100; ++i) EXPECT_TRUE(is_valid_solution(random_solution(rng)));
}

}  // namespace
}  // namespace nonet
