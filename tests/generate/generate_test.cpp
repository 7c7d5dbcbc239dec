#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>
#include <stop_token>
#include <string>
#include <vector>

#include "nonet/generator.hpp"
#include "nonet/rating.hpp"
#include "nonet/solver.hpp"
#include "support/solution_checks.hpp"

namespace nonet {
namespace {

using test::is_valid_solution;
using test::keeps_givens;

// The reference engine's verdicts, independent of the fast engine the generator uses.
SolveStatus dlx_count(const Grid& puzzle) {
  return solve(puzzle, {.mode = SolveMode::count, .limit = 2, .engine = Engine::dlx}).status;
}

bool dlx_unique_with_solution(const Grid& puzzle, const Grid& solution) {
  const SolveResult result =
      solve(puzzle, {.mode = SolveMode::count, .limit = 2, .engine = Engine::dlx});
  return result.status == SolveStatus::unique && result.solution == solution;
}

bool dlx_minimal(const Grid& puzzle) {
  if (dlx_count(puzzle) != SolveStatus::unique) return false;
  for (int cell = 0; cell < kCells; ++cell) {
    if (puzzle.cells[cell] == 0) continue;
    Grid fewer = puzzle;
    fewer.cells[cell] = 0;
    if (dlx_count(fewer) != SolveStatus::multiple) return false;
  }
  return true;
}

constexpr Symmetry kSymmetries[] = {Symmetry::rotate180, Symmetry::rotate90, Symmetry::mirror,
                                    Symmetry::flip, Symmetry::diagonal};

TEST(RandomStream, IsSplitMix64) {
  RandomStream random(0);
  EXPECT_EQ(random.next(), 0xE220A8397B1DCDAFull);
  EXPECT_EQ(random.next(), 0x6E789E6AA1B965F4ull);
  EXPECT_EQ(random.next(), 0x06C45D188009454Full);
}

TEST(RandomStream, BelowStaysInRangeAndReachesEveryValue) {
  RandomStream random(42);
  std::array<int, 7> seen{};
  for (int i = 0; i < 7000; ++i) {
    const std::uint32_t value = random.below(7);
    ASSERT_LT(value, 7u);
    ++seen[value];
  }
  for (int count : seen) EXPECT_GT(count, 800);
  EXPECT_EQ(random.below(1), 0u);
}

TEST(StreamSeed, DiffersBySeedIndexAndTry) {
  std::set<std::uint64_t> seeds;
  for (std::uint64_t seed = 0; seed < 4; ++seed) {
    for (std::uint64_t index = 0; index < 16; ++index) {
      for (std::uint64_t attempt = 0; attempt < 4; ++attempt) {
        seeds.insert(stream_seed(seed, index, attempt));
      }
    }
  }
  EXPECT_EQ(seeds.size(), 4u * 16u * 4u);
  EXPECT_EQ(stream_seed(7, 3, 1), stream_seed(7, 3, 1));
}

TEST(Symmetry, NamesRoundTrip) {
  for (Symmetry symmetry :
       {Symmetry::none, Symmetry::rotate180, Symmetry::rotate90, Symmetry::mirror, Symmetry::flip,
        Symmetry::diagonal, Symmetry::random}) {
    EXPECT_EQ(parse_symmetry(to_string(symmetry)), symmetry);
  }
  EXPECT_EQ(to_string(Symmetry::rotate90), "rotate90");
  EXPECT_FALSE(parse_symmetry("rotate45").has_value());
  EXPECT_FALSE(parse_symmetry("").has_value());
}

TEST(Symmetry, CellMaps) {
  // r1c2 (cell 1) under each symmetry.
  EXPECT_EQ(symmetric_cell(1, Symmetry::none), 1);
  EXPECT_EQ(symmetric_cell(1, Symmetry::rotate180), 79);  // r9c8
  EXPECT_EQ(symmetric_cell(1, Symmetry::rotate90), 17);   // r2c9
  EXPECT_EQ(symmetric_cell(1, Symmetry::mirror), 7);      // r1c8
  EXPECT_EQ(symmetric_cell(1, Symmetry::flip), 73);       // r9c2
  EXPECT_EQ(symmetric_cell(1, Symmetry::diagonal), 9);    // r2c1
  EXPECT_EQ(symmetric_cell(40, Symmetry::rotate90), 40);  // the centre stays
  for (int cell = 0; cell < kCells; ++cell) {
    int image = cell;
    for (int turn = 0; turn < 4; ++turn) image = symmetric_cell(image, Symmetry::rotate90);
    EXPECT_EQ(image, cell);
  }
}

TEST(Symmetry, IsSymmetricLooksAtThePatternOnly) {
  Grid puzzle;
  puzzle.cells[1] = 5;
  puzzle.cells[79] = 3;
  EXPECT_TRUE(is_symmetric(puzzle, Symmetry::rotate180));
  EXPECT_FALSE(is_symmetric(puzzle, Symmetry::rotate90));
  EXPECT_FALSE(is_symmetric(puzzle, Symmetry::mirror));
  EXPECT_TRUE(is_symmetric(puzzle, Symmetry::none));
}

TEST(RandomGrid, ValidDistinctAndReproducible) {
  std::set<std::string> lines;
  for (std::uint64_t index = 0; index < 300; ++index) {
    RandomStream random(stream_seed(1, index, 0));
    const Grid grid = random_grid(random);
    ASSERT_TRUE(is_valid_solution(grid)) << grid.to_line();
    lines.insert(grid.to_line());
    RandomStream again(stream_seed(1, index, 0));
    EXPECT_EQ(random_grid(again), grid);
  }
  EXPECT_EQ(lines.size(), 300u);
}

TEST(RandomGrid, EveryDigitReachesEveryCell) {
  std::array<std::array<bool, 10>, kCells> seen{};
  for (std::uint64_t index = 0; index < 400; ++index) {
    RandomStream random(stream_seed(2, index, 0));
    const Grid grid = random_grid(random);
    for (int cell = 0; cell < kCells; ++cell) seen[cell][grid.cells[cell]] = true;
  }
  for (int cell = 0; cell < kCells; ++cell) {
    for (int digit = 1; digit <= 9; ++digit) EXPECT_TRUE(seen[cell][digit]) << cell << " " << digit;
  }
}

TEST(CarvePuzzle, UniqueAndMinimalWithoutSymmetry) {
  for (std::uint64_t index = 0; index < 40; ++index) {
    RandomStream random(stream_seed(3, index, 0));
    const Grid solution = random_grid(random);
    const Grid puzzle = carve_puzzle(solution, Symmetry::none, 0, random);
    EXPECT_TRUE(keeps_givens(puzzle, solution));
    EXPECT_TRUE(dlx_unique_with_solution(puzzle, solution)) << puzzle.to_line();
    EXPECT_TRUE(dlx_minimal(puzzle)) << puzzle.to_line();
    EXPECT_TRUE(is_minimal(puzzle));
    EXPECT_GE(puzzle.clues(), kMinClues);
  }
}

TEST(CarvePuzzle, SymmetricAndUnique) {
  for (Symmetry symmetry : kSymmetries) {
    for (std::uint64_t index = 0; index < 20; ++index) {
      RandomStream random(stream_seed(4, index, 0));
      const Grid solution = random_grid(random);
      const Grid puzzle = carve_puzzle(solution, symmetry, 0, random);
      EXPECT_TRUE(is_symmetric(puzzle, symmetry)) << to_string(symmetry) << " " << puzzle.to_line();
      EXPECT_TRUE(dlx_unique_with_solution(puzzle, solution)) << puzzle.to_line();
    }
  }
}

TEST(CarvePuzzle, StopsAtTheTarget) {
  for (std::uint64_t index = 0; index < 20; ++index) {
    RandomStream random(stream_seed(5, index, 0));
    const Grid solution = random_grid(random);
    const Grid puzzle = carve_puzzle(solution, Symmetry::none, 32, random);
    EXPECT_EQ(puzzle.clues(), 32);
    EXPECT_TRUE(dlx_unique_with_solution(puzzle, solution));
    const Grid pairs = carve_puzzle(solution, Symmetry::rotate180, 40, random);
    EXPECT_GE(pairs.clues(), 40);
    EXPECT_LE(pairs.clues(), 41);  // the centre is the only group of one
    EXPECT_TRUE(is_symmetric(pairs, Symmetry::rotate180));
  }
}

TEST(IsMinimal, KnowsRedundantClues) {
  RandomStream random(stream_seed(6, 0, 0));
  const Grid solution = random_grid(random);
  Grid puzzle = carve_puzzle(solution, Symmetry::none, 0, random);
  ASSERT_TRUE(is_minimal(puzzle));
  for (int cell = 0; cell < kCells; ++cell) {
    if (puzzle.cells[cell] == 0) {
      puzzle.cells[cell] = solution.cells[cell];  // one clue too many
      break;
    }
  }
  EXPECT_TRUE(has_unique_solution(puzzle));
  EXPECT_FALSE(is_minimal(puzzle));
  EXPECT_FALSE(is_minimal(Grid{}));  // many solutions
}

TEST(Generate, GridsAreValid) {
  GenerateOptions options;
  options.grids = true;
  for (std::uint64_t index = 0; index < 100; ++index) {
    const Generated generated = generate(options, 9, index);
    EXPECT_TRUE(generated.found);
    EXPECT_EQ(generated.tries, 1u);
    EXPECT_EQ(generated.puzzle, generated.solution);
    EXPECT_TRUE(is_valid_solution(generated.puzzle));
  }
}

TEST(Generate, SameSeedSameOutputOtherSeedsDiffer) {
  GenerateOptions options;
  for (std::uint64_t index = 0; index < 20; ++index) {
    const Generated a = generate(options, 11, index);
    const Generated b = generate(options, 11, index);
    const Generated c = generate(options, 12, index);
    EXPECT_EQ(a.puzzle, b.puzzle);
    EXPECT_EQ(a.solution, b.solution);
    EXPECT_NE(a.puzzle, c.puzzle);
    EXPECT_NE(a.puzzle, generate(options, 11, index + 100).puzzle);
  }
}

TEST(Generate, MinimalWithSymmetryIsMinimalAndSymmetric) {
  for (Symmetry symmetry : {Symmetry::rotate180, Symmetry::diagonal, Symmetry::random}) {
    GenerateOptions options;
    options.minimal = true;
    options.symmetry = symmetry;
    for (std::uint64_t index = 0; index < 4; ++index) {
      const Generated generated = generate(options, 13, index);
      ASSERT_TRUE(generated.found);
      EXPECT_NE(generated.symmetry, Symmetry::random);
      if (symmetry != Symmetry::random) {
        EXPECT_EQ(generated.symmetry, symmetry);
      }
      EXPECT_TRUE(is_symmetric(generated.puzzle, generated.symmetry)) << generated.puzzle.to_line();
      EXPECT_TRUE(dlx_minimal(generated.puzzle)) << generated.puzzle.to_line();
      EXPECT_TRUE(dlx_unique_with_solution(generated.puzzle, generated.solution));
    }
  }
}

TEST(Generate, ClueTarget) {
  GenerateOptions options;
  options.target_clues = 27;
  for (std::uint64_t index = 0; index < 10; ++index) {
    const Generated generated = generate(options, 14, index);
    EXPECT_TRUE(generated.clues_reached);
    EXPECT_EQ(generated.puzzle.clues(), 27);
    EXPECT_TRUE(dlx_unique_with_solution(generated.puzzle, generated.solution));
  }
  // Below what carving reaches in a few tries: the closest one is kept, and said so.
  options.target_clues = 17;
  options.max_tries = 3;
  const Generated closest = generate(options, 14, 0);
  EXPECT_TRUE(closest.found);
  EXPECT_FALSE(closest.clues_reached);
  EXPECT_EQ(closest.tries, 3u);
  EXPECT_GT(closest.puzzle.clues(), 17);
  EXPECT_TRUE(dlx_unique_with_solution(closest.puzzle, closest.solution));
}

TEST(Generate, MinimalWithClueTargetIsBoth) {
  GenerateOptions options;
  options.minimal = true;
  options.target_clues = 24;
  for (std::uint64_t index = 0; index < 5; ++index) {
    const Generated generated = generate(options, 15, index);
    EXPECT_TRUE(generated.clues_reached);
    EXPECT_EQ(generated.puzzle.clues(), 24);
    EXPECT_TRUE(dlx_minimal(generated.puzzle));
  }
}

TEST(Generate, DifficultyBand) {
  for (QqwingClass wanted :
       {QqwingClass::simple, QqwingClass::easy, QqwingClass::intermediate, QqwingClass::expert}) {
    GenerateOptions options;
    options.difficulty = wanted;
    for (std::uint64_t index = 0; index < 3; ++index) {
      const Generated generated = generate(options, 16, index);
      ASSERT_TRUE(generated.found) << to_string(wanted);
      ASSERT_TRUE(generated.rating.has_value());
      EXPECT_EQ(rate(generated.puzzle).qqwing_class, wanted);
      EXPECT_TRUE(dlx_unique_with_solution(generated.puzzle, generated.solution));
    }
  }
}

TEST(Generate, RatingBand) {
  GenerateOptions options;
  options.rating = RatingBand{26, 34};
  for (std::uint64_t index = 0; index < 5; ++index) {
    const Generated generated = generate(options, 17, index);
    ASSERT_TRUE(generated.found);
    const Rating rating = rate(generated.puzzle);
    EXPECT_EQ(rating.status, RatingStatus::rated);
    EXPECT_GE(rating.se_rating, 26);
    EXPECT_LE(rating.se_rating, 34);
  }
}

TEST(Generate, UnreachableBandGivesUpAfterMaxTries) {
  GenerateOptions options;
  options.rating = RatingBand{190, 200};
  options.max_tries = 5;
  std::uint64_t tries = 0;
  const Generated generated = generate(options, 18, 0, [&] { ++tries; });
  EXPECT_FALSE(generated.found);
  EXPECT_EQ(generated.tries, 5u);
  EXPECT_EQ(tries, 5u);
}

// A stop request ends an output's tries, and the grading of the try under way: with a band
// that any rated puzzle meets, a stop requested as the first try begins leaves it unfound.
TEST(Generate, StopRequestEndsTheTries) {
  GenerateOptions options;
  options.rating = RatingBand{0, kMaxRatingBand};
  std::stop_source stop;
  options.stop = stop.get_token();
  ASSERT_TRUE(generate(options, 18, 0).found);
  std::uint64_t tries = 0;
  const Generated stopped = generate(options, 18, 0, [&] {
    ++tries;
    stop.request_stop();
  });
  EXPECT_FALSE(stopped.found);
  EXPECT_EQ(tries, 1u);
  EXPECT_FALSE(generate(options, 18, 1).found);  // requested before: no try at all
}

TEST(ParseRatingBand, Forms) {
  const auto band = [](std::string_view text) -> std::pair<int, int> {
    const std::optional<RatingBand> parsed = parse_rating_band(text);
    return parsed ? std::pair{parsed->min, parsed->max} : std::pair{-1, -1};
  };
  EXPECT_EQ(band("2.5:4.0"), std::pair(25, 40));
  EXPECT_EQ(band("3:3"), std::pair(30, 30));
  EXPECT_EQ(band("7:"), std::pair(70, kMaxRatingBand));
  EXPECT_EQ(band(":2.3"), std::pair(0, 23));
  EXPECT_EQ(band(".5:1"), std::pair(5, 10));
  for (std::string_view bad :
       {"", ":", "3", "4:3", "2.55:3", "a:3", "-1:3", "3.:4", "1:2:3", "99:100"}) {
    EXPECT_EQ(band(bad), std::pair(-1, -1)) << bad;
  }
}

TEST(CheckOptions, Messages) {
  GenerateOptions options;
  EXPECT_EQ(check_options(options), "");
  options.target_clues = 16;
  EXPECT_EQ(check_options(options),
            "--clues must be from 17 to 81 (no puzzle with fewer than 17 clues has one "
            "solution)");
  options.target_clues = 0;
  options.max_tries = 0;
  EXPECT_EQ(check_options(options), "--max-tries must be at least 1");
  options.max_tries = 1;
  options.grids = true;
  options.minimal = true;
  EXPECT_EQ(check_options(options), "--grids writes complete grids: --minimal does not apply");
  options.minimal = false;
  options.difficulty = QqwingClass::easy;
  EXPECT_EQ(check_options(options), "--grids writes complete grids: --difficulty does not apply");
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(RunGenerate, SameBytesAtAnyThreadCount) {
  const std::string dir = ::testing::TempDir();
  std::string outputs[3];
  for (int threads : {1, 2, 3}) {
    GenerateJob job;
    job.count = 50;
    job.seed = 99;
    job.with_solution = true;
    job.options.symmetry = Symmetry::random;
    job.pipeline.threads = threads;
    job.pipeline.progress = ProgressMode::off;
    job.pipeline.output = dir + "generate_threads_" + std::to_string(threads) + ".txt";
    job.pipeline.stats = dir + "generate_threads_" + std::to_string(threads) + ".csv";
    const GenerateSummary summary = run_generate(job);
    ASSERT_EQ(summary.error, RunError::none) << summary.message;
    EXPECT_EQ(summary.written, 50u);
    EXPECT_EQ(summary.missing, 0u);
    EXPECT_EQ(summary.tries, 50u);
    outputs[threads - 1] = read_file(job.pipeline.output) + read_file(job.pipeline.stats);
  }
  EXPECT_EQ(outputs[0], outputs[1]);
  EXPECT_EQ(outputs[0], outputs[2]);

  std::istringstream lines(outputs[0]);
  std::string line;
  int count = 0;
  while (std::getline(lines, line) && count < 50) {
    ASSERT_EQ(line.size(), 2u * kCells + 1) << line;
    ASSERT_EQ(line[kCells], ':');
    const ParseResult puzzle = parse_line(line.substr(0, kCells));
    const ParseResult solution = parse_line(line.substr(kCells + 1));
    ASSERT_TRUE(puzzle.ok() && solution.ok());
    EXPECT_TRUE(dlx_unique_with_solution(puzzle.grid, solution.grid)) << line;
    ++count;
  }
  EXPECT_EQ(count, 50);
  EXPECT_EQ(line, "index,clues,tries,symmetry,rating,se,hardest,qqwing,search,guesses,backtracks");
}

TEST(RunGenerate, WritesGeneratedInIndexOrder) {
  GenerateJob job;
  job.count = 7;
  job.seed = 5;
  job.pipeline.threads = 2;
  job.pipeline.progress = ProgressMode::off;
  job.pipeline.output = ::testing::TempDir() + "generate_order.txt";
  ASSERT_EQ(run_generate(job).error, RunError::none);
  std::string expected;
  for (std::uint64_t index = 0; index < 7; ++index) {
    expected += generate(job.options, 5, index).puzzle.to_line() + "\n";
  }
  EXPECT_EQ(read_file(job.pipeline.output), expected);
}

TEST(RunGenerate, UnwritableOutputIsAnError) {
  GenerateJob job;
  job.count = 1;
  job.pipeline.progress = ProgressMode::off;
  job.pipeline.output = "/nonexistent-dir/out.txt";
  const GenerateSummary summary = run_generate(job);
  EXPECT_EQ(summary.error, RunError::output);
  EXPECT_EQ(summary.exit_code(), 3);
  EXPECT_EQ(summary.message, "cannot open '/nonexistent-dir/out.txt': No such file or directory");
}

}  // namespace
}  // namespace nonet
