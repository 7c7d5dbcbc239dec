// Agreement with Sudoku Explainer (serate's ER) on datasets/qqwing_se_calibration.txt and
// datasets/se_hard_calibration.txt, and
// with qqwing's classes on a stored sample of qqwing-made puzzles. The floors are the
// agreement reached when they were set: a regression guard, not a target.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
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

// Agreement of rate() with serate's `ED=ER/EP/ED` over one dataset file.
struct Agreement {
  int total = 0, exact = 0, within1 = 0, within2 = 0, easy = 0, easy_exact = 0, beyond = 0;
  int ep_exact = 0, ed_exact = 0;
  double rho = 0;
};

Agreement measure(const std::string& file, const std::string& dir = NONET_DATASETS_DIR,
                  SeVersion version = SeVersion::sukaku_1_18_1) {
  Agreement a;
  std::ifstream in(dir + "/" + file);
  EXPECT_TRUE(in) << file;
  std::vector<double> theirs, ours;
  std::map<int, int> shifts;  // ours - theirs, in tenths, rated puzzles only
  std::string line;
  while (std::getline(in, line)) {
    const ParseResult parsed = parse_line(line);
    if (!parsed.ok()) continue;
    const auto [er, ep, ed] = parse_serate(line);
    const Rating rating =
        rate(parsed.grid, RateOptions{.search_effort = false, .se_version = version});
    ++a.total;
    const bool rated = rating.status == RatingStatus::rated;
    a.beyond += rating.status == RatingStatus::beyond;
    const int mine = rated ? rating.se_rating : 1000;  // beyond: above every rated puzzle
    a.exact += mine == er;
    a.within1 += std::abs(mine - er) <= 1;
    a.within2 += std::abs(mine - er) <= 2;
    a.ep_exact += rating.se_first_placement == ep;
    a.ed_exact += rating.se_first_step == ed;
    if (er <= 44) {
      ++a.easy;
      a.easy_exact += mine == er;
    }
    if (rated) ++shifts[mine - er];
    theirs.push_back(er);
    ours.push_back(mine);
  }
  if (a.total == 0) return a;
  a.rho = spearman(theirs, ours);
  std::printf(
      "SE agreement on %s, %d puzzles: exact %d (%.1f%%), within 0.1 %d (%.1f%%), within 0.2 "
      "%d (%.1f%%); ER <= 4.4: %d of %d exact; EP exact %d, ED exact %d; beyond %d; "
      "Spearman %.3f\n",
      file.c_str(), a.total, a.exact, 100.0 * a.exact / a.total, a.within1,
      100.0 * a.within1 / a.total, a.within2, 100.0 * a.within2 / a.total, a.easy_exact, a.easy,
      a.ep_exact, a.ed_exact, a.beyond, a.rho);
  std::printf("rating shift (ours - SE, rated puzzles):");
  for (const auto& [shift, count] : shifts) std::printf(" %+.1f:%d", shift / 10.0, count);
  std::printf("\n");
  return a;
}

TEST(RatingCalibration, AgreesWithSudokuExplainer) {
  const Agreement a = measure("qqwing_se_calibration.txt");
  EXPECT_EQ(a.total, 3000);
  EXPECT_GE(a.exact, 3000);
  EXPECT_GE(a.within1, 3000);
  EXPECT_GE(a.within2, 3000);
  EXPECT_LE(a.beyond, 0);
  EXPECT_GE(a.easy_exact, 2394);
  EXPECT_GE(a.ep_exact, 3000);
  EXPECT_GE(a.ed_exact, 3000);
  EXPECT_GE(a.rho, 0.90);
}

// The hard end (ER 4.3-9.2, most 7.0-8.9): most of it needs Nishio, multiple and dynamic
// forcing chains.
TEST(RatingCalibration, AgreesWithSudokuExplainerOnHardPuzzles) {
  const Agreement a = measure("se_hard_calibration.txt");
  EXPECT_EQ(a.total, 510);
  EXPECT_GE(a.exact, 510);
  EXPECT_GE(a.within1, 510);
  EXPECT_LE(a.beyond, 0);
  EXPECT_GE(a.ep_exact, 510);
  EXPECT_GE(a.ed_exact, 510);
}

// Classic hard puzzles, serate-rated (ER 2.6 to 9.8): tests/data/serate_top1465_first200.txt.
TEST(RatingCalibration, AgreesWithSudokuExplainerOnTop1465Sample) {
  const Agreement a = measure("serate_top1465_first200.txt", NONET_TESTS_DATA_DIR);
  EXPECT_EQ(a.total, 200);
  EXPECT_GE(a.exact, 200);
  EXPECT_GE(a.within1, 200);
  EXPECT_LE(a.beyond, 0);
  EXPECT_GE(a.ep_exact, 200);
  EXPECT_GE(a.ed_exact, 200);
}

// A fresh draw of generated puzzles (ER 5.4 to 9.0, made after the ladder matched the files
// above): tests/data/serate_generated600.txt.
TEST(RatingCalibration, AgreesWithSudokuExplainerOnGeneratedSample) {
  const Agreement a = measure("serate_generated600.txt", NONET_TESTS_DATA_DIR);
  EXPECT_EQ(a.total, 600);
  EXPECT_GE(a.exact, 600);
  EXPECT_LE(a.beyond, 0);
  EXPECT_GE(a.ep_exact, 600);
  EXPECT_GE(a.ed_exact, 600);
}

// Every puzzle of `file` rated with ER, EP and ED equal to serate's, none beyond.
void expect_all_exact(const std::string& file, const std::string& dir, int total,
                      SeVersion version) {
  const Agreement a = measure(file, dir, version);
  EXPECT_EQ(a.total, total);
  EXPECT_GE(a.exact, total);
  EXPECT_LE(a.beyond, 0);
  EXPECT_GE(a.ep_exact, total);
  EXPECT_GE(a.ed_exact, total);
}

// Sudoku Explainer 1.2.1's scale (serate 1.2.1.3): the calibration file, se_hard and top1465
// rated by it (datasets/se121_calibration.txt, ER 1.0 to 9.x); fresh puzzles made after the
// 1.2.1 ladder matched that file (tests/data/serate121_fresh1700.txt, ER 1.0 to 9.0); generated
// puzzles at ER 10.2-10.8 (tests/data/serate121_generated_ten.txt).
TEST(RatingCalibration, AgreesWithSudokuExplainer121) {
  expect_all_exact("se121_calibration.txt", NONET_DATASETS_DIR, 4975, SeVersion::explainer_1_2_1);
}

TEST(RatingCalibration, AgreesWithSudokuExplainer121OnFreshPuzzles) {
  expect_all_exact("serate121_fresh1700.txt", NONET_TESTS_DATA_DIR, 1700,
                   SeVersion::explainer_1_2_1);
}

TEST(RatingCalibration, AgreesWithSudokuExplainer121AtTen) {
  expect_all_exact("serate121_generated_ten.txt", NONET_TESTS_DATA_DIR, 8,
                   SeVersion::explainer_1_2_1);
}

// Puzzles in tests/data/serate121_forum_hardest.txt.
constexpr int kForum121Puzzles = 6;

// The hardest known puzzles (serate: ER 10.9 to 11.1 on these, through nested forcing chains):
// the first 11 of the forum-hardest list and every 50th of its first 1,000, with serate's
// ratings. Every one is rated, and ER, EP and ED equal serate's.
void expect_forum_hardest_agree(const std::string& file, int expected_total,
                                SeVersion version = SeVersion::sukaku_1_18_1) {
  std::ifstream in(std::string(NONET_TESTS_DATA_DIR) + "/" + file);
  ASSERT_TRUE(in) << file;
  int total = 0, rated = 0, exact = 0, ep_exact = 0, ed_exact = 0;
  std::string line;
  while (std::getline(in, line)) {
    const ParseResult parsed = parse_line(line);
    if (!parsed.ok()) continue;
    const auto [er, ep, ed] = parse_serate(line);
    ASSERT_GE(er, 109) << line;
    // A budget far above what these take (a few seconds each) only guards against a hang.
    const Rating rating =
        rate(parsed.grid,
             RateOptions{.search_effort = false, .max_seconds = 600, .se_version = version});
    ++total;
    rated += rating.status == RatingStatus::rated;
    exact += rating.se_rating == er;
    ep_exact += rating.se_first_placement == ep;
    ed_exact += rating.se_first_step == ed;
    EXPECT_EQ(rating.status, RatingStatus::rated) << line;
    EXPECT_EQ(rating.se_rating, er) << line;
    EXPECT_EQ(rating.se_first_placement, ep) << line;
    EXPECT_EQ(rating.se_first_step, ed) << line;
    EXPECT_EQ(rating.hardest, Technique::nested_forcing_chain) << line;
  }
  std::printf("%s: %d puzzles, %d rated, ER exact %d, EP exact %d, ED exact %d\n", file.c_str(),
              total, rated, exact, ep_exact, ed_exact);
  EXPECT_EQ(total, expected_total);
}

TEST(RatingCalibration, ForumHardestFirstPuzzlesAgreeWithSudokuExplainer) {
  expect_forum_hardest_agree("serate_forum_hardest_first.txt", 11);
}

TEST(RatingCalibration, ForumHardestSpreadAgreesWithSudokuExplainer) {
  expect_forum_hardest_agree("serate_forum_hardest_every50th.txt", 20);
}

// The same on Sudoku Explainer 1.2.1's scale: forum-hardest puzzles past the first 300 (every
// 1,600th line from line 301), rated by serate 1.2.1.3 (several minutes each).
TEST(RatingCalibration, ForumHardestAgreesWithSudokuExplainer121) {
  expect_forum_hardest_agree("serate121_forum_hardest.txt", kForum121Puzzles,
                             SeVersion::explainer_1_2_1);
}

// The whole path, not only its hardest step: every step's rating in order equals Sudoku
// Explainer's on each version (tests/data/serate_paths.txt says how those were taken). Most of
// these puzzles hold a chain that ends on a value, which Sudoku Explainer applies as a
// placement, so the single that would otherwise follow is not a step of its own.
TEST(RatingCalibration, PathsAreSudokuExplainers) {
  std::ifstream in(std::string(NONET_TESTS_DATA_DIR) + "/serate_paths.txt");
  ASSERT_TRUE(in);
  int paths = 0;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string puzzle, version_name, rating;
    fields >> puzzle >> version_name;
    SeVersion version{};
    ASSERT_TRUE(parse_se_version(version_name, version)) << line;
    std::string expected;
    while (fields >> rating) expected += (expected.empty() ? "" : " ") + rating;
    const ParseResult parsed = parse_line(puzzle);
    ASSERT_TRUE(parsed.ok()) << line;
    std::string path;
    for (const ExplainedStep& step : explain(parsed.grid, 600, {}, version).steps)
      path += (path.empty() ? "" : " ") + format_se(step.se_rating);
    EXPECT_EQ(path, expected) << puzzle << " on SE " << version_name;
    ++paths;
  }
  EXPECT_EQ(paths, 275);
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

// Runs `command` and returns its standard output, or nothing when it cannot run.
std::string run_command(const std::string& command) {
  std::string output;
  std::FILE* pipe = ::popen(command.c_str(), "r");
  if (pipe == nullptr) return output;
  char buffer[4096];
  for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;)
    output.append(buffer, n);
  if (::pclose(pipe) != 0) output.clear();
  return output;
}

// Live check against the real qqwing on fresh puzzles it makes (Debian package qqwing).
TEST(RatingCalibration, QqwingClassesOnFreshQqwingPuzzles) {
  if (run_command("command -v qqwing").empty()) GTEST_SKIP() << "qqwing is not installed";
  const std::string puzzles = run_command("qqwing --generate 300 --difficulty any --one-line");
  ASSERT_FALSE(puzzles.empty());
  const std::string path = ::testing::TempDir() + "/qqwing_fresh.txt";
  {
    std::FILE* out = std::fopen(path.c_str(), "w");
    ASSERT_NE(out, nullptr);
    std::fwrite(puzzles.data(), 1, puzzles.size(), out);
    std::fclose(out);
  }
  const std::string csv = run_command("qqwing --solve --stats --csv < " + path);
  std::remove(path.c_str());
  // One CSV row per puzzle after the header; the difficulty is the 11th field.
  std::vector<std::string> classes;
  std::size_t begin = csv.find('\n') + 1;
  while (begin < csv.size()) {
    const std::size_t end = csv.find('\n', begin);
    std::string row = csv.substr(begin, end - begin);
    begin = end == std::string::npos ? csv.size() : end + 1;
    std::size_t field = 0;
    for (int i = 0; i < 10 && field != std::string::npos; ++i) field = row.find(',', field) + 1;
    classes.push_back(row.substr(field, row.find(',', field) - field));
  }
  std::vector<Grid> grids;
  for (std::size_t at = 0; at < puzzles.size();) {
    const std::size_t end = puzzles.find('\n', at);
    const ParseResult parsed = parse_line(puzzles.substr(at, end - at));
    if (parsed.ok()) grids.push_back(parsed.grid);
    at = end == std::string::npos ? puzzles.size() : end + 1;
  }
  ASSERT_EQ(grids.size(), 300u);
  ASSERT_EQ(classes.size(), grids.size());
  int agree = 0;
  for (std::size_t i = 0; i < grids.size(); ++i) {
    const Rating rating = rate(grids[i], RateOptions{.search_effort = false});
    agree += to_string(rating.qqwing_class) == classes[i];
  }
  std::printf("qqwing classes: %d of %zu fresh qqwing puzzles agree\n", agree, grids.size());
  EXPECT_GE(agree * 100, 98 * static_cast<int>(grids.size()));  // the floor
}

}  // namespace
}  // namespace nonet
