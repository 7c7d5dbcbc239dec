// A count to 2 that takes its second solution from the first (src/solver/exchanged_rows.hpp):
// two rows of a band exchanged along a cycle of columns open in both. Both implementations
// (the portable one and, where the build has it, the AVX-512 one) are held to a plain
// reference that follows each cycle; the reference's exchanges are checked to be solutions.
#include "solver/exchanged_rows.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <numeric>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/solver.hpp"
#include "support/solution_checks.hpp"

namespace nonet {
namespace {

using detail::kBandCells;
using detail::Mask;
using test::is_valid_solution;

constexpr std::string_view kSolution =
    "672491835851637492439258167147529386926783541583146729295374618714862953368915274";

Grid grid_of(std::string_view line) {
  Grid grid;
  for (int cell = 0; cell < kCells; ++cell)
    grid.cells[cell] = static_cast<std::uint8_t>(line[cell] == '.' ? 0 : line[cell] - '0');
  return grid;
}

// A state's masks for a complete grid: digits 1-8 of bands 0-2, then the nines.
std::array<Mask, 32> masks_of(const Grid& solution) {
  std::array<Mask, 32> masks{};
  for (int cell = 0; cell < kCells; ++cell) {
    const int b = cell / 27, d = solution.cells[cell] - 1;
    masks[d == 8 ? 24 + b : 8 * b + d] |= Mask{1} << (cell % 27);
  }
  return masks;
}

// The reference: every cycle of every pair of rows of a band, followed one column at a time.
// Returns the grid with the first cycle found open exchanged, or nothing.
std::optional<Grid> reference_exchange(const Grid& solution, const Mask (&open)[3]) {
  for (int b = 0; b < 3; ++b)
    for (int r1 = 0; r1 < 3; ++r1)
      for (int r2 = r1 + 1; r2 < 3; ++r2) {
        const int row1 = 9 * (3 * b + r1), row2 = 9 * (3 * b + r2);
        auto is_open = [&](int cell) { return (open[b] >> (cell % 27)) & 1; };
        for (int start = 0; start < 9; ++start) {
          bool all_open = true;
          int x = start;
          do {
            all_open = all_open && is_open(row1 + x) && is_open(row2 + x);
            x = static_cast<int>(std::find(&solution.cells[row2], &solution.cells[row2 + 9],
                                           solution.cells[row1 + x]) -
                                 &solution.cells[row2]);
          } while (x != start);
          if (!all_open) continue;
          Grid exchanged = solution;
          do {
            std::swap(exchanged.cells[row1 + x], exchanged.cells[row2 + x]);
            x = static_cast<int>(std::find(&solution.cells[row2], &solution.cells[row2 + 9],
                                           solution.cells[row1 + x]) -
                                 &solution.cells[row2]);
          } while (x != start);
          return exchanged;
        }
      }
  return std::nullopt;
}

// kSolution under a random relabelling of digits, order of bands and of rows in each band, of
// stacks and of columns in each stack, and transposition: the same cycles, found elsewhere.
Grid random_solution(std::mt19937& rng) {
  auto shuffled = [&](int n) {
    std::array<int, 9> order{};
    std::iota(order.begin(), order.begin() + n, 0);
    std::shuffle(order.begin(), order.begin() + n, rng);
    return order;
  };
  const auto digits = shuffled(9), bands = shuffled(3), stacks = shuffled(3);
  std::array<int, 9> rows{}, columns{};
  for (int k = 0; k < 3; ++k) {
    const auto in_band = shuffled(3), in_stack = shuffled(3);
    for (int i = 0; i < 3; ++i) {
      rows[3 * k + i] = 3 * bands[k] + in_band[i];
      columns[3 * k + i] = 3 * stacks[k] + in_stack[i];
    }
  }
  const bool transpose = rng() % 2;
  Grid grid;
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) {
      const int from = transpose ? 9 * columns[c] + rows[r] : 9 * rows[r] + columns[c];
      grid.cells[9 * r + c] = static_cast<std::uint8_t>(digits[kSolution[from] - '1'] + 1);
    }
  return grid;
}

// A grid and its open cells with rows and columns swapped.
Grid transposed(const Grid& grid) {
  Grid out;
  for (int cell = 0; cell < kCells; ++cell) out.cells[9 * (cell % 9) + cell / 9] = grid.cells[cell];
  return out;
}
void transpose_open(const Mask (&open)[3], Mask (&out)[3]) {
  out[0] = out[1] = out[2] = 0;
  for (int cell = 0; cell < kCells; ++cell) {
    const int to = 9 * (cell % 9) + cell / 9;
    out[to / 27] |= ((open[cell / 27] >> (cell % 27)) & 1) << (to % 27);
  }
}

TEST(ExchangedRows, AgreeWithFollowingEachCycle) {
  std::mt19937 rng(47);
  int rows = 0, columns = 0, none = 0;
  for (int round = 0; round < 20000; ++round) {
    const Grid solution = random_solution(rng);
    ASSERT_TRUE(is_valid_solution(solution));
    const auto masks = masks_of(solution);
    // From nearly nothing open to nearly everything.
    const unsigned percent = 20 + rng() % 75;
    Mask open[3] = {}, open_columns[3];
    for (int cell = 0; cell < kCells; ++cell)
      if (rng() % 100 < percent) open[cell / 27] |= Mask{1} << (cell % 27);
    transpose_open(open, open_columns);
    const std::optional<Grid> by_rows = reference_exchange(solution, open);
    const std::optional<Grid> by_columns = reference_exchange(transposed(solution), open_columns);
    for (const auto& exchanged : {by_rows, by_columns}) {
      if (!exchanged) continue;
      ASSERT_TRUE(is_valid_solution(*exchanged));
      ASSERT_NE(*exchanged, solution);
      ASSERT_NE(*exchanged, transposed(solution));
    }
    ASSERT_EQ(detail::rows_exchange_portable(solution, masks.data(), open), by_rows.has_value())
        << "round " << round;
    ASSERT_EQ(detail::columns_exchange_portable(solution, open), by_columns.has_value())
        << "round " << round;
#if defined(NONET_EXCHANGE_VECTORS)
    ASSERT_EQ(detail::rows_exchange_vectors(solution, masks.data(), open), by_rows.has_value())
        << "round " << round;
    ASSERT_EQ(detail::columns_exchange_vectors(solution, masks.data(), open),
              by_columns.has_value())
        << "round " << round;
#endif
    ASSERT_EQ(detail::lines_exchange(solution, masks.data(), open),
              by_rows.has_value() || by_columns.has_value());
    rows += by_rows.has_value();
    columns += by_columns.has_value();
    none += !by_rows && !by_columns;
  }
  EXPECT_GT(rows, 5000);
  EXPECT_GT(columns, 5000);
  EXPECT_GT(none, 5000);
}

// Rows 1 and 2 of kSolution (672491835 over 851637492): 6 of column 1 sits in column 4 of row
// 2, 4 of column 4 in column 7, 8 of column 7 in column 1: a cycle of three columns.
TEST(ExchangedRows, ACycleOfThreeColumns) {
  const Grid solution = grid_of(kSolution);
  const auto masks = masks_of(solution);
  constexpr Mask kCycle = 0b001001001 | 0b001001001 << 9;
  const Mask open[3] = {kCycle, 0, 0};
  EXPECT_TRUE(detail::lines_exchange(solution, masks.data(), open));
  const Mask short_one[3] = {kCycle & ~(Mask{1} << 15), 0, 0};  // row 2 column 7 settled
  EXPECT_FALSE(detail::lines_exchange(solution, masks.data(), short_one));
  const Mask everything[3] = {kBandCells, kBandCells, kBandCells};
  EXPECT_TRUE(detail::lines_exchange(solution, masks.data(), everything));
  const Mask nothing[3] = {};
  EXPECT_FALSE(detail::lines_exchange(solution, masks.data(), nothing));
}

// That cycle's six cells emptied: two solutions. The search guesses once, propagation fills
// the other five cells, and the count stops there; enumerating still visits both.
TEST(ExchangedRows, CountStopsAtTheFirstSolution) {
  std::string line(kSolution);
  for (int cell : {0, 3, 6, 9, 12, 15}) line[cell] = '.';
  const Grid puzzle = grid_of(line);
  const SolveResult counted = solve(puzzle, {.mode = SolveMode::count, .limit = 2});
  EXPECT_EQ(counted.status, SolveStatus::multiple);
  EXPECT_EQ(counted.stats.solutions, 2u);
  EXPECT_EQ(counted.stats.guesses, 1u);
  EXPECT_EQ(counted.stats.hidden_singles + counted.stats.naked_singles, 5u);
  // The first solution either way round, and the second the other.
  const std::string exchanged =
      "872691435"
      "651437892" +
      std::string(kSolution.substr(18));
  EXPECT_TRUE(counted.solution.to_line() == kSolution || counted.solution.to_line() == exchanged);
  const SolveResult dlx =
      solve(puzzle, {.mode = SolveMode::count, .limit = 2, .engine = Engine::dlx});
  EXPECT_EQ(dlx.status, SolveStatus::multiple);

  std::vector<std::string> seen;
  enumerate_solutions(puzzle, 10, [&](const Grid& solution) {
    seen.push_back(solution.to_line());
    return true;
  });
  std::sort(seen.begin(), seen.end());
  EXPECT_EQ(seen, (std::vector<std::string>{std::string(kSolution), exchanged}));
}

}  // namespace
}  // namespace nonet
