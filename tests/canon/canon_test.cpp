#include "nonet/canon.hpp"

#include <gtest/gtest.h>

#include <array>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "canon/group_reference.hpp"
#include "canon/minlex.hpp"
#include "nonet/solver.hpp"

namespace nonet {
namespace {

using reference::brute_force_minlex;
using reference::random_transform;

Grid parse(const std::string& line) {
  const ParseResult parsed = parse_line(line);
  EXPECT_TRUE(parsed.ok()) << line;
  return parsed.grid;
}

std::string text(const Grid& grid) {
  return grid.to_line('0');
}

std::vector<std::string> corpus_lines(const std::string& name, std::size_t limit) {
  std::ifstream in(std::string(NONET_DATASETS_DIR) + "/" + name);
  std::vector<std::string> lines;
  std::string line;
  while (lines.size() < limit && std::getline(in, line)) {
    if (line.size() >= 81 && line[0] != '#') lines.push_back(line);
  }
  return lines;
}

TEST(Canon, TransformTextRoundTrips) {
  std::mt19937_64 random(7);
  for (int i = 0; i < 100; ++i) {
    const Transform t = random_transform(random);
    const auto parsed = parse_transform(to_string(t));
    ASSERT_TRUE(parsed.has_value());
    EXPECT_EQ(*parsed, t);
  }
  EXPECT_EQ(to_string(Transform{}), "0:012345678:012345678:123456789");
}

TEST(Canon, BadTransformsAreRefused) {
  std::string error;
  EXPECT_FALSE(parse_transform("0:012345678:012345678:12345678", &error));
  EXPECT_NE(error.find("expected T:RRRRRRRRR"), std::string::npos);
  EXPECT_FALSE(parse_transform("0:013245678:012345678:123456789", &error));
  EXPECT_NE(error.find("keeps each band together"), std::string::npos);
  EXPECT_FALSE(parse_transform("0:012345678:012345678:123456788", &error));
  EXPECT_NE(error.find("permutation of 1-9"), std::string::npos);
}

// The minlex form of random copies equals the original's, and each reported transform maps
// its input onto its form.
TEST(Canon, FormIsInvariantUnderTheGroup) {
  std::mt19937_64 random(2024);
  int checked = 0;
  for (const char* name : {"puzzles2_17_clue.txt", "puzzles3_magictour_top1465.txt",
                           "puzzles5_forum_hardest_1905_11.txt"}) {
    for (const std::string& line : corpus_lines(name, 1000)) {
      const Grid grid = parse(line);
      const CanonicalForm original = canonical_form(grid);
      EXPECT_EQ(apply(original.transform, grid), original.form);
      for (int copy = 0; copy < 3; ++copy) {
        const Grid moved = apply(random_transform(random), grid);
        const CanonicalForm other = canonical_form(moved);
        ASSERT_EQ(text(other.form), text(original.form)) << line;
        EXPECT_EQ(apply(other.transform, moved), other.form);
        EXPECT_EQ(other.automorphisms, original.automorphisms);
      }
      ++checked;
    }
  }
  EXPECT_EQ(checked, 3000);
}

TEST(Canon, SolvedGridsAreInvariantToo) {
  std::mt19937_64 random(99);
  const Grid grid =
      parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
  const CanonicalForm original = canonical_form(grid);
  EXPECT_EQ(original.automorphisms, 1u);
  for (int copy = 0; copy < 50; ++copy) {
    const Grid moved = apply(random_transform(random), grid);
    EXPECT_EQ(text(minlex(moved)), text(original.form));
  }
}

std::vector<Grid> solved_grids(const std::string& name, std::size_t limit) {
  std::vector<Grid> grids;
  for (const std::string& line : corpus_lines(name, limit)) {
    const SolveResult result = solve(parse(line));
    EXPECT_EQ(result.status, SolveStatus::solved) << line;
    grids.push_back(result.solution);
  }
  return grids;
}

// The solved-grid search against the general one, which knows nothing of solved grids: the
// same forms and automorphism counts, and transforms that map each grid onto its form (the
// two may pick different ones when a grid has automorphisms). 600 solutions from the three
// corpora hold both pure and mixed top bands and every rank of the solved-grid search.
TEST(Canon, SolvedGridSearchAgreesWithTheGeneralSearch) {
  int checked = 0;
  for (const char* name : {"puzzles2_17_clue.txt", "puzzles3_magictour_top1465.txt",
                           "puzzles5_forum_hardest_1905_11.txt"}) {
    for (const Grid& grid : solved_grids(name, 200)) {
      const std::optional<CanonicalForm> fast = solved_grid_form(grid);
      ASSERT_TRUE(fast.has_value());
      const CanonicalForm general = general_minlex_form(grid);
      ASSERT_EQ(text(fast->form), text(general.form)) << text(grid);
      EXPECT_EQ(fast->automorphisms, general.automorphisms) << text(grid);
      EXPECT_EQ(apply(fast->transform, grid), fast->form) << text(grid);
      ++checked;
    }
  }
  EXPECT_EQ(checked, 600);
}

// Solved grids of every kind of band (top1465's solutions): all six bands mixed (rows or
// columns), then one, two and three of them pure, and the most symmetric grid (all pure);
// moved copies of each against the general search.
TEST(Canon, SolvedGridsOfEveryBandKind) {
  std::mt19937_64 random(5);
  for (const char* line :
       {"728946315934251678516738249147593826369482157852167493293615784481379562675824931",
        "317849265245736891869512473456398712732164958981257634174925386693481527528673149",
        "468931527751624839392578461134756298289413675675289314846192753513867942927345186",
        "465389271827451396193267458278594613631872945954613782549136827786925134312748569",
        "123456789456789123789123456231564897564897231897231564312645978645978312978312645"}) {
    const Grid grid = parse(line);
    const CanonicalForm general = general_minlex_form(grid);
    for (int copy = 0; copy < 20; ++copy) {
      const Grid moved = copy == 0 ? grid : apply(random_transform(random), grid);
      const std::optional<CanonicalForm> fast = solved_grid_form(moved);
      ASSERT_TRUE(fast.has_value());
      EXPECT_EQ(text(fast->form), text(general.form)) << line;
      EXPECT_EQ(fast->automorphisms, general.automorphisms) << line;
      EXPECT_EQ(apply(fast->transform, moved), fast->form) << line;
    }
  }
}

// Complete grids that are not solutions (a repeated digit) and puzzles go to the general search.
TEST(Canon, OnlyValidSolvedGridsTakeTheSolvedGridSearch) {
  Grid repeated =
      parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
  repeated.cells[0] = repeated.cells[1];
  EXPECT_FALSE(solved_grid_form(repeated).has_value());
  EXPECT_EQ(text(minlex(repeated)), text(general_minlex_form(repeated).form));
  EXPECT_FALSE(solved_grid_form(parse(corpus_lines("puzzles2_17_clue.txt", 1).front())));
}

TEST(Canon, AgreesWithBruteForceOverTheWholeGroup) {
  for (const std::string& line :
       {std::string(
            "000000010400000000020000000000050407008000300001090000300400200050100000000806000"),
        std::string(
            "800000000003600000070090200050007000000045700000100030001000068008500010090000400"),
        std::string(
            "100007090030020008009600500005300900010080002600004000300000010040000007007000300"),
        // solved grids: mixed bands only, and one pure band
        std::string(
            "728946315934251678516738249147593826369482157852167493293615784481379562675824931"),
        std::string(
            "317849265245736891869512473456398712732164958981257634174925386693481527528673149")}) {
    const Grid grid = parse(line);
    EXPECT_EQ(text(minlex(grid)), brute_force_minlex(grid)) << line;
  }
}

// Grids that give a digit twice in a row or column are not puzzles, but canonical_form takes
// any grid: random ones (a given copied along its row or column into a corpus puzzle, or dense
// random fills, where one digit often fills a house) agree with the brute force, map onto their
// form, and every moved copy has the same form and automorphism count.
Grid cells_of(const std::string& line) {
  Grid grid;
  for (int i = 0; i < kCells; ++i) grid.cells[i] = static_cast<std::uint8_t>(line[i] - '0');
  return grid;
}

std::vector<Grid> grids_repeating_digits(std::size_t count) {
  std::mt19937_64 random(31);
  std::vector<Grid> grids;
  const std::vector<std::string> lines = corpus_lines("puzzles2_17_clue.txt", count / 2);
  for (const std::string& line : lines) {
    Grid grid = parse(line);
    for (int copy = 0; copy < 3; ++copy) {
      int from = static_cast<int>(random() % kCells);
      while (grid.cells[from] == 0) from = (from + 1) % kCells;
      const int r = from / 9;
      const int c = from % 9;
      const int k = static_cast<int>(random() % 9);
      grid.cells[random() & 1 ? 9 * r + k : 9 * k + c] = grid.cells[from];
    }
    grids.push_back(grid);
  }
  while (grids.size() < count) {
    Grid grid;
    const unsigned percent = 10 + static_cast<unsigned>(random() % 50);
    for (std::uint8_t& cell : grid.cells) {
      if (random() % 100 < percent) cell = static_cast<std::uint8_t>(1 + random() % 9);
    }
    grids.push_back(grid);
  }
  return grids;
}

TEST(Canon, GridsThatRepeatADigitAgreeWithBruteForce) {
  std::vector<Grid> grids = grids_repeating_digits(40);
  // Found by such a comparison: a row whose labels decide before its pattern of givens does.
  grids.push_back(cells_of(
      "000011223014002052206060105077007400600738088947597907190715490404071040990400530"));
  grids.push_back(cells_of(
      "001001023004560715561662087008307203026443500400010030090973075613057808930900208"));
  for (const Grid& grid : grids) {
    const CanonicalForm form = canonical_form(grid);
    EXPECT_EQ(text(form.form), brute_force_minlex(grid)) << text(grid);
    EXPECT_EQ(apply(form.transform, grid), form.form) << text(grid);
  }
}

TEST(Canon, GridsThatRepeatADigitAreInvariant) {
  std::mt19937_64 random(77);
  for (const Grid& grid : grids_repeating_digits(2000)) {
    const CanonicalForm original = canonical_form(grid);
    ASSERT_EQ(apply(original.transform, grid), original.form) << text(grid);
    for (int copy = 0; copy < 2; ++copy) {
      const Grid moved = apply(random_transform(random), grid);
      const CanonicalForm other = canonical_form(moved);
      ASSERT_EQ(text(other.form), text(original.form)) << text(grid);
      EXPECT_EQ(apply(other.transform, moved), other.form) << text(grid);
      EXPECT_EQ(other.automorphisms, original.automorphisms) << text(grid);
    }
  }
}

// Published forms: the 17-clue list (datasets/puzzles2_17_clue.txt, Royle's list as kept by
// Dobrichev, see datasets/SOURCES.md) opens with puzzles written in their minlex form; moved
// copies of them come back to the very lines of the list.
TEST(Canon, PublishedMinlexFormsOfTheSeventeenClueList) {
  std::mt19937_64 random(17);
  for (const std::string& line : corpus_lines("puzzles2_17_clue.txt", 8)) {
    std::string expected = line.substr(0, 81);
    for (char& c : expected) c = c == '.' ? '0' : c;
    const Grid moved = apply(random_transform(random), parse(line));
    EXPECT_EQ(text(minlex(moved)), expected);
  }
}

// The most symmetric solved grid (its form below) has 648 automorphisms.
TEST(Canon, MostSymmetricGridHas648Automorphisms) {
  const Grid grid =
      parse("123456789456789123789123456231564897564897231897231564312645978645978312978312645");
  const CanonicalForm form = canonical_form(grid);
  EXPECT_EQ(form.automorphisms, 648u);
  EXPECT_EQ(text(form.form),
            "123456789456789123789123456231564897564897231897231564312645978645978312978312645");
}

TEST(Canon, EmptyGridIsItsOwnForm) {
  const CanonicalForm form = canonical_form(Grid{});
  EXPECT_EQ(text(form.form), std::string(81, '0'));
  EXPECT_EQ(form.automorphisms, 2u * 1679616u);
}

}  // namespace
}  // namespace nonet
