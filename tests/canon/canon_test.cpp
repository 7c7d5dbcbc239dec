#include <gtest/gtest.h>

#include <array>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "nonet/canon.hpp"

namespace nonet {
namespace {

Grid parse(const std::string& line) {
  const ParseResult parsed = parse_line(line);
  EXPECT_TRUE(parsed.ok()) << line;
  return parsed.grid;
}

std::string text(const Grid& grid) { return grid.to_line('0'); }

std::vector<std::string> corpus_lines(const std::string& name, std::size_t limit) {
  std::ifstream in(std::string(NONET_DATASETS_DIR) + "/" + name);
  std::vector<std::string> lines;
  std::string line;
  while (lines.size() < limit && std::getline(in, line)) {
    if (line.size() >= 81 && line[0] != '#') lines.push_back(line);
  }
  return lines;
}

Transform random_transform(std::mt19937_64& random) {
  Transform t;
  t.transpose = random() & 1;
  auto shuffle_groups = [&](std::array<std::uint8_t, 9>& order) {
    std::array<std::uint8_t, 3> groups{0, 1, 2};
    std::shuffle(groups.begin(), groups.end(), random);
    for (int g = 0; g < 3; ++g) {
      std::array<std::uint8_t, 3> inside{0, 1, 2};
      std::shuffle(inside.begin(), inside.end(), random);
      for (int k = 0; k < 3; ++k) order[3 * g + k] = static_cast<std::uint8_t>(3 * groups[g] + inside[k]);
    }
  };
  shuffle_groups(t.rows);
  shuffle_groups(t.columns);
  std::shuffle(t.digits.begin() + 1, t.digits.end(), random);
  return t;
}

// The reference: every one of the 2 x 6^8 cell permutations, each with the digits labelled in
// order of first appearance. That relabelling is the smallest for a fixed cell order (the
// first given must be 1, the first other digit 2, ...), so this minimum is the minimum over
// the whole group with its 9! relabellings: the search is exhaustive.
std::string brute_force_minlex(const Grid& grid) {
  std::array<std::uint8_t, kCells> best;
  best.fill(10);
  const auto& p = std::array<std::array<int, 3>, 6>{
      {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};
  std::array<int, 9> rows{};
  std::array<int, 9> cols{};
  for (int t = 0; t < 2; ++t) {
    for (int bands = 0; bands < 6; ++bands)
      for (int r0 = 0; r0 < 6; ++r0)
        for (int r1 = 0; r1 < 6; ++r1)
          for (int r2 = 0; r2 < 6; ++r2) {
            const std::array<int, 3> rp{r0, r1, r2};
            for (int b = 0; b < 3; ++b)
              for (int k = 0; k < 3; ++k) rows[3 * b + k] = 3 * p[bands][b] + p[rp[b]][k];
            for (int stacks = 0; stacks < 6; ++stacks)
              for (int c0 = 0; c0 < 6; ++c0)
                for (int c1 = 0; c1 < 6; ++c1)
                  for (int c2 = 0; c2 < 6; ++c2) {
                    const std::array<int, 3> cp{c0, c1, c2};
                    for (int s = 0; s < 3; ++s)
                      for (int k = 0; k < 3; ++k) cols[3 * s + k] = 3 * p[stacks][s] + p[cp[s]][k];
                    std::array<std::uint8_t, 10> labels{};
                    std::uint8_t next = 1;
                    bool less = false;
                    std::array<std::uint8_t, kCells> out;
                    int i = 0;
                    for (; i < kCells; ++i) {
                      const int r = rows[i / 9];
                      const int c = cols[i % 9];
                      std::uint8_t d = t ? grid.cells[9 * c + r] : grid.cells[9 * r + c];
                      if (d) {
                        if (!labels[d]) labels[d] = next++;
                        d = labels[d];
                      }
                      out[i] = d;
                      if (!less) {
                        if (d > best[i]) break;
                        if (d < best[i]) less = true;
                      }
                    }
                    if (i == kCells && less) best = out;
                  }
          }
  }
  std::string result(kCells, '0');
  for (int i = 0; i < kCells; ++i) result[i] = static_cast<char>('0' + best[i]);
  return result;
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

TEST(Canon, AgreesWithBruteForceOverTheWholeGroup) {
  for (const std::string& line :
       {std::string("000000010400000000020000000000050407008000300001090000300400200050100000000806000"),
        std::string("800000000003600000070090200050007000000045700000100030001000068008500010090000400"),
        std::string("100007090030020008009600500005300900010080002600004000300000010040000007007000300")}) {
    const Grid grid = parse(line);
    EXPECT_EQ(text(minlex(grid)), brute_force_minlex(grid)) << line;
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
