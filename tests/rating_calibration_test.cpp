// Agreement with Sudoku Explainer (serate's ER) on datasets/qqwing_se_calibration.txt, and
// with qqwing's classes on a stored sample of qqwing-made puzzles. The floors are the
// agreement reached when they were set: a regression guard, not a target.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "nonet/rating.hpp"

namespace nonet {
namespace {

// "ED=4.2/1.2/1.2" -> {42, 12, 12}
std::array<int, 3> parse_serate(const std::string& line) {
  std::array<int, 3> result{};
  std::size_t at = line.find("ED=") + 3;
  for (int& value : result) {
    const std::size_t dot = line.find('.', at);
    value = std::stoi(line.substr(at, dot - at)) * 10 + (line[dot + 1] - '0');
    at = dot + 3;
  }
  return result;
}

// Ranks with ties averaged.
std::vector<double> ranks(const std::vector<double>& values) {
  std::vector<std::size_t> order(values.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](auto a, auto b) { return values[a] < values[b]; });
  std::vector<double> result(values.size());
  for (std::size_t i = 0; i < order.size();) {
    std::size_t j = i;
    while (j < order.size() && values[order[j]] == values[order[i]]) ++j;
    for (std::size_t k = i; k < j; ++k) result[order[k]] = (i + j - 1) / 2.0;
    i = j;
  }
  return result;
}

double spearman(const std::vector<double>& a, const std::vector<double>& b) {
  const std::vector<double> ra = ranks(a), rb = ranks(b);
  const double n = static_cast<double>(a.size());
  double ma = 0, mb = 0;
  for (std::size_t i = 0; i < a.size(); ++i) ma += ra[i] / n, mb += rb[i] / n;
  double cov = 0, va = 0, vb = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    cov += (ra[i] - ma) * (rb[i] - mb);
    va += (ra[i] - ma) * (ra[i] - ma);
    vb += (rb[i] - mb) * (rb[i] - mb);
  }
  return cov / std::sqrt(va * vb);
}

TEST(RatingCalibration, AgreesWithSudokuExplainer) {
  std::ifstream in(std::string(NONET_DATASETS_DIR) + "/qqwing_se_calibration.txt");
  ASSERT_TRUE(in);
  int total = 0, exact = 0, within1 = 0, within2 = 0, easy = 0, easy_exact = 0, beyond = 0;
  int ep_exact = 0, ed_exact = 0;
  std::vector<double> theirs, ours;
  std::map<int, int> shifts;  // ours - theirs, in tenths, rated puzzles only
  std::string line;
  while (std::getline(in, line)) {
    const ParseResult parsed = parse_line(line);
    if (!parsed.ok()) continue;
    const auto [er, ep, ed] = parse_serate(line);
    const Rating rating = rate(parsed.grid, RateOptions{.search_effort = false});
    ++total;
    const bool rated = rating.status == RatingStatus::rated;
    beyond += rating.status == RatingStatus::beyond;
    const int mine = rated ? rating.se_rating : 1000;  // beyond: above every rated puzzle
    exact += mine == er;
    within1 += std::abs(mine - er) <= 1;
    within2 += std::abs(mine - er) <= 2;
    ep_exact += rating.se_first_placement == ep;
    ed_exact += rating.se_first_step == ed;
    if (er <= 44) {
      ++easy;
      easy_exact += mine == er;
    }
    if (rated) ++shifts[mine - er];
    theirs.push_back(er);
    ours.push_back(mine);
  }
  const double rho = spearman(theirs, ours);
  std::printf(
      "SE agreement on %d puzzles: exact %d (%.1f%%), within 0.1 %d (%.1f%%), within 0.2 "
      "%d (%.1f%%); ER <= 4.4: %d of %d exact (%.1f%%); EP exact %d, ED exact %d; beyond "
      "%d; Spearman %.3f\n",
      total, exact, 100.0 * exact / total, within1, 100.0 * within1 / total, within2,
      100.0 * within2 / total, easy_exact, easy, 100.0 * easy_exact / easy, ep_exact, ed_exact,
      beyond, rho);
  std::printf("rating shift (ours - SE, rated puzzles):");
  for (const auto& [shift, count] : shifts) std::printf(" %+.1f:%d", shift / 10.0, count);
  std::printf("\n");
  EXPECT_EQ(total, 3000);
  EXPECT_GE(exact, 2673);
  EXPECT_GE(within2, 2728);
  EXPECT_GE(easy_exact, 2367);  // of 2394: 98.9%, above the 95% the issue asks for
  EXPECT_GE(ep_exact, 3000);
  EXPECT_GE(ed_exact, 3000);
  EXPECT_GE(rho, 0.90);
}

TEST(RatingCalibration, QqwingClassesOnAStoredSample) {
  std::ifstream in(std::string(NONET_TESTS_DATA_DIR) + "/qqwing_classes.txt");
  ASSERT_TRUE(in);
  int total = 0, agree = 0;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const ParseResult parsed = parse_line(line);
    ASSERT_TRUE(parsed.ok()) << line;
    const std::string expected = line.substr(line.rfind(' ') + 1);
    const Rating rating = rate(parsed.grid, RateOptions{.search_effort = false});
    ++total;
    agree += to_string(rating.qqwing_class) == expected;
    EXPECT_EQ(to_string(rating.qqwing_class), expected) << line;
  }
  EXPECT_EQ(total, 400);
  EXPECT_EQ(agree, 400);
}

}  // namespace
}  // namespace nonet
