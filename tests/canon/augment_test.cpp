// random_transform draws uniformly from the group: each piece of the element, and pairs of
// pieces together, pass a chi-square test over many keys (fixed keys: the test is the same on
// every run). And a drawn element moves a puzzle within its class.
#include <gtest/gtest.h>

#include <array>
#include <map>
#include <string>
#include <vector>

#include "canon/minlex.hpp"
#include "nonet/canon.hpp"
#include "nonet/canon_job.hpp"

namespace nonet {
namespace {

// Pearson's statistic of `counts` against a uniform distribution over `cells` outcomes.
double chi_square(const std::map<std::string, int>& counts, int cells, int draws) {
  const double expected = static_cast<double>(draws) / cells;
  double statistic = 0;
  for (const auto& [outcome, count] : counts) {
    statistic += (count - expected) * (count - expected) / expected;
  }
  // Outcomes never drawn count too.
  statistic += (cells - static_cast<int>(counts.size())) * expected;
  return statistic;
}

// The order of the three rows (columns) placed at `first`..`first + 2`, inside their band.
std::string order_of(const std::array<std::uint8_t, 9>& order, int first) {
  return {static_cast<char>('0' + order[first] % 3), static_cast<char>('0' + order[first + 1] % 3),
          static_cast<char>('0' + order[first + 2] % 3)};
}

TEST(RandomTransform, EachPieceAndPairsOfPiecesAreUniform) {
  constexpr int kDraws = 90000;
  // The pieces, each a name of its outcome, and how many outcomes it has.
  struct Piece {
    const char* name;
    int outcomes;
    std::string (*of)(const Transform&);
  };
  const std::vector<Piece> pieces = {
      {"transpose", 2, [](const Transform& t) { return std::string(1, '0' + t.transpose); }},
      {"band order", 6,
       [](const Transform& t) {
         return std::string{char('0' + t.rows[0] / 3), char('0' + t.rows[3] / 3),
                            char('0' + t.rows[6] / 3)};
       }},
      {"rows of band 1", 6, [](const Transform& t) { return order_of(t.rows, 0); }},
      {"rows of band 3", 6, [](const Transform& t) { return order_of(t.rows, 6); }},
      {"stack order", 6,
       [](const Transform& t) {
         return std::string{char('0' + t.columns[0] / 3), char('0' + t.columns[3] / 3),
                            char('0' + t.columns[6] / 3)};
       }},
      {"columns of stack 2", 6, [](const Transform& t) { return order_of(t.columns, 3); }},
      {"label of 1", 9, [](const Transform& t) { return std::string(1, '0' + t.digits[1]); }},
      {"label of 9", 9, [](const Transform& t) { return std::string(1, '0' + t.digits[9]); }},
      {"labels of 1 and 2", 72,
       [](const Transform& t) {
         return std::string{char('0' + t.digits[1]), char('0' + t.digits[2])};
       }},
  };
  std::vector<Transform> drawn;
  for (int i = 0; i < kDraws; ++i) {
    drawn.push_back(random_transform(augment_key(5, 0, static_cast<std::uint64_t>(i) + 1, 0)));
  }
  // Critical values of chi-square at p = 0.001 by degrees of freedom.
  const std::map<int, double> critical = {{1, 10.83},  {5, 20.52},  {8, 26.12},  {11, 31.26},
                                          {35, 66.62}, {53, 90.57}, {71, 112.3}, {17, 40.79}};
  for (std::size_t a = 0; a < pieces.size(); ++a) {
    std::map<std::string, int> counts;
    for (const Transform& t : drawn) ++counts[pieces[a].of(t)];
    const int cells = pieces[a].outcomes;
    EXPECT_EQ(static_cast<int>(counts.size()), cells) << pieces[a].name;
    EXPECT_LT(chi_square(counts, cells, kDraws), critical.at(cells - 1)) << pieces[a].name;
  }
  // Independence: pairs of pieces drawn together (the joint table uniform too).
  const std::vector<std::pair<int, int>> pairs = {{0, 1}, {1, 2}, {1, 4}, {2, 5}, {0, 6}, {4, 7}};
  for (const auto& [a, b] : pairs) {
    std::map<std::string, int> counts;
    for (const Transform& t : drawn) ++counts[pieces[a].of(t) + "|" + pieces[b].of(t)];
    const int cells = pieces[a].outcomes * pieces[b].outcomes;
    EXPECT_LT(chi_square(counts, cells, kDraws), critical.at(cells - 1))
        << pieces[a].name << " with " << pieces[b].name;
  }
}

TEST(RandomTransform, TheSameKeyGivesTheSameElementAndKeysDiffer) {
  EXPECT_EQ(random_transform(augment_key(1, 0, 10, 2)), random_transform(augment_key(1, 0, 10, 2)));
  EXPECT_NE(augment_key(1, 0, 10, 2), augment_key(1, 0, 10, 3));
  EXPECT_NE(augment_key(1, 0, 10, 2), augment_key(1, 1, 10, 2));
  EXPECT_NE(augment_key(1, 0, 10, 2), augment_key(1, 0, 11, 2));
  EXPECT_NE(augment_key(1, 0, 10, 2), augment_key(2, 0, 10, 2));
  // The text form of a drawn element names it.
  const Transform t = random_transform(augment_key(9, 0, 1, 0));
  EXPECT_EQ(parse_transform(to_string(t)), t);
}

TEST(RandomTransform, MovesAPuzzleWithinItsClass) {
  const Grid puzzle =
      parse_line(
          "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
          .grid;
  const std::string form = minlex(puzzle).to_line('0');
  for (std::uint32_t copy = 0; copy < 50; ++copy) {
    const Grid moved = apply(random_transform(augment_key(3, 0, 1, copy)), puzzle);
    EXPECT_EQ(minlex(moved).to_line('0'), form) << copy;
  }
}

}  // namespace
}  // namespace nonet
