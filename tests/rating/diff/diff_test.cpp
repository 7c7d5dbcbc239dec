// nonet diff's join: rows streamed from both files pair as a whole-file join pairs them
// (the k-th row of a key with the k-th), whatever the order of either file; repeated keys
// are counted; the listed moves are the largest, ties in baseline order.
#include "rating/diff/diff.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "rating/format.hpp"

namespace nonet {
namespace {

RatingRow row(std::uint64_t line, std::string puzzle, std::string status, int se_rating,
              std::string qqwing_class = "Expert") {
  RatingRow result;
  result.line = line;
  result.puzzle = std::move(puzzle);
  result.status = std::move(status);
  result.se_rating = status == "rated" ? se_rating : -1;
  result.se_at_least = status == "beyond" ? se_rating : -1;
  result.qqwing_class = std::move(qqwing_class);
  return result;
}

// The join as a whole-file diff does it, written the plain way: each baseline row in order
// takes the first unused current row of its key; every move is kept and stable-sorted.
struct Expected {
  std::uint64_t compared = 0, identical = 0, moved = 0, status_changed = 0, class_changed = 0,
                only_in_baseline = 0, only_in_current = 0;
  std::vector<std::string> largest;   // "key shift"
  std::vector<std::string> statuses;  // "key"
};

Expected plain_join(const std::vector<RatingRow>& baseline, const std::vector<RatingRow>& current,
                    const DiffOptions& options) {
  const auto key_of = [&](const RatingRow& r) {
    return options.key_by_puzzle ? r.puzzle : "line " + std::to_string(r.line);
  };
  std::vector<bool> used(current.size(), false);
  Expected expected;
  std::vector<std::pair<int, std::string>> moves;
  for (const RatingRow& before : baseline) {
    std::size_t match = current.size();
    for (std::size_t i = 0; i < current.size() && match == current.size(); ++i) {
      if (!used[i] && key_of(current[i]) == key_of(before)) match = i;
    }
    if (match == current.size()) {
      ++expected.only_in_baseline;
      continue;
    }
    used[match] = true;
    const RatingRow& after = current[match];
    ++expected.compared;
    const bool class_same = before.qqwing_class == after.qqwing_class;
    if (!class_same) ++expected.class_changed;
    if (before.status != after.status) {
      ++expected.status_changed;
      if (expected.statuses.size() < 10) expected.statuses.push_back(key_of(before));
      continue;
    }
    const int a = before.status == "rated" ? before.se_rating : before.se_at_least;
    const int b = after.status == "rated" ? after.se_rating : after.se_at_least;
    if (a == b) {
      if (class_same) ++expected.identical;
      continue;
    }
    ++expected.moved;
    moves.emplace_back(std::abs(b - a), key_of(before) + " " + std::to_string(b - a));
  }
  expected.only_in_current =
      static_cast<std::uint64_t>(std::count(used.begin(), used.end(), false));
  std::stable_sort(moves.begin(), moves.end(),
                   [](const auto& x, const auto& y) { return x.first > y.first; });
  for (std::size_t i = 0; i < moves.size() && i < 10; ++i)
    expected.largest.push_back(moves[i].second);
  return expected;
}

std::vector<std::string> listed(const std::vector<RatingMove>& moves, bool with_shift) {
  std::vector<std::string> texts;
  for (const RatingMove& move : moves) {
    texts.push_back(with_shift ? move.key + " " + std::to_string(move.shift) : move.key);
  }
  return texts;
}

// Random files: few keys, so that keys repeat; statuses and ratings that move.
std::vector<RatingRow> random_rows(std::mt19937_64& random, std::size_t count, int keys) {
  static const std::vector<std::string> kStatuses = {"rated", "rated", "rated", "beyond",
                                                     "invalid"};
  static const std::vector<std::string> kClasses = {"Easy", "Intermediate", "Expert"};
  std::vector<RatingRow> rows;
  for (std::size_t i = 0; i < count; ++i) {
    const int key = static_cast<int>(random() % static_cast<std::uint64_t>(keys));
    rows.push_back(row(static_cast<std::uint64_t>(key + 1), "p" + std::to_string(key),
                       kStatuses[random() % kStatuses.size()], static_cast<int>(random() % 20),
                       kClasses[random() % kClasses.size()]));
  }
  return rows;
}

TEST(RatingJoin, PairsAsAWholeFileJoinWhateverTheOrder) {
  std::mt19937_64 random(2026);
  for (int round = 0; round < 300; ++round) {
    const int keys = 1 + static_cast<int>(random() % 40);
    std::vector<RatingRow> baseline = random_rows(random, random() % 60, keys);
    std::vector<RatingRow> current = random_rows(random, random() % 60, keys);
    if (round % 3 == 0) std::shuffle(current.begin(), current.end(), random);
    for (const bool by_puzzle : {false, true}) {
      const DiffOptions options{.tolerance = static_cast<int>(random() % 3),
                                .key_by_puzzle = by_puzzle};
      const DiffReport report = diff_ratings(baseline, current, options);
      DiffOptions exact = options;
      exact.tolerance = 0;
      const Expected expected = plain_join(baseline, current, exact);
      EXPECT_EQ(report.compared, expected.compared);
      EXPECT_EQ(report.identical, expected.identical);
      EXPECT_EQ(report.moved + report.within_tolerance, expected.moved);
      EXPECT_EQ(report.status_changed, expected.status_changed);
      EXPECT_EQ(report.class_changed, expected.class_changed);
      EXPECT_EQ(report.only_in_baseline, expected.only_in_baseline);
      EXPECT_EQ(report.only_in_current, expected.only_in_current);
      EXPECT_EQ(listed(report.statuses, false), expected.statuses);
      if (options.tolerance == 0) {
        EXPECT_EQ(listed(report.largest, true), expected.largest) << "round " << round;
      }
    }
  }
}

TEST(RatingJoin, CountsKeysRepeatedWithinAFile) {
  const std::vector<RatingRow> baseline = {row(1, "a", "rated", 20), row(2, "b", "rated", 30),
                                           row(2, "c", "rated", 30), row(3, "a", "rated", 40)};
  const std::vector<RatingRow> current = {row(1, "a", "rated", 20), row(2, "b", "rated", 30),
                                          row(3, "c", "rated", 30), row(4, "a", "rated", 40)};
  const DiffReport by_line = diff_ratings(baseline, current, {});
  EXPECT_EQ(by_line.repeated_in_baseline, 1u);
  EXPECT_EQ(by_line.first_repeated_in_baseline, "line 2");
  EXPECT_EQ(by_line.repeated_in_current, 0u);
  EXPECT_NE(
      format_diff(by_line, {})
          .find("keys repeated within a file (paired in file order): baseline 1 (first: line 2), "
                "current 0\n"),
      std::string::npos)
      << format_diff(by_line, {});
  const DiffOptions by_puzzle{.tolerance = 0, .key_by_puzzle = true};
  const DiffReport report = diff_ratings(baseline, current, by_puzzle);
  EXPECT_EQ(report.repeated_in_baseline, 1u);
  EXPECT_EQ(report.first_repeated_in_baseline, "a");
  EXPECT_EQ(report.repeated_in_current, 1u);
  EXPECT_EQ(report.compared, 4u);
  EXPECT_EQ(report.identical, 4u);
  // No repeats, no line about them.
  EXPECT_EQ(format_diff(diff_ratings(current, current, {}), {}).find("repeated"),
            std::string::npos);
}

TEST(RatingJoin, LineNumbersFarApartAreStillKeys) {
  const std::vector<RatingRow> rows = {
      row(1, "a", "rated", 20), row(UINT64_MAX / 2, "b", "rated", 30),
      row(UINT64_MAX / 2, "c", "rated", 30), row(5, "d", "rated", 40)};
  const DiffReport report = diff_ratings(rows, rows, {});
  EXPECT_EQ(report.repeated_in_baseline, 1u);
  EXPECT_EQ(report.first_repeated_in_baseline, "line " + std::to_string(UINT64_MAX / 2));
  EXPECT_EQ(report.identical, 4u);
}

TEST(RatingFileReader, ReadsEveryLineEnd) {
  const std::string header =
      "line,puzzle,status,se_rating,se_first_placement,se_first_step,se_at_least,qqwing_class";
  const std::vector<std::string> lines = {header, "1,p1,rated,2.6,1.5,1.5,,Easy",
                                          "2,p2,beyond,,,,9.0,Expert", "3,p3,invalid,,,,,"};
  for (const std::string end : {"\n", "\r\n", "\r"}) {
    const std::string path = testing::TempDir() + "ratings.csv";
    {
      std::ofstream out(path, std::ios::binary);
      for (const std::string& line : lines) out << line << end;
    }
    std::vector<RatingRow> rows;
    std::string error;
    bool io_error = false;
    ASSERT_TRUE(read_ratings(path, rows, error, io_error)) << error;
    ASSERT_EQ(rows.size(), 3u);
    EXPECT_EQ(rows[0].se_rating, 26);
    EXPECT_EQ(rows[1].se_at_least, 90);
    EXPECT_EQ(rows[2].status, "invalid");
    EXPECT_EQ(rows[2].line, 3u);
    std::remove(path.c_str());
  }
}

// Reads a whole rating file written from `text`: its rows and the grader it records.
std::string grader_of(const std::string& text, std::size_t& rows_read) {
  const std::string path = testing::TempDir() + "graded.txt";
  {
    std::ofstream out(path, std::ios::binary);
    out << text;
  }
  RatingFileReader reader;
  EXPECT_TRUE(reader.open(path));
  RatingRow row;
  rows_read = 0;
  while (reader.next(row)) ++rows_read;
  EXPECT_FALSE(reader.failed()) << reader.error();
  std::remove(path.c_str());
  return reader.grader();
}

TEST(RatingFileReader, ReadsTheGraderLineOfEitherFormat) {
  const std::string grader = "nonet 0.2.0 (a1b2c3d, portable)";
  const std::string csv_row = "1,p1,rated,2.6,1.5,1.5,,Easy\n";
  const std::string header =
      "line,puzzle,status,se_rating,se_first_placement,se_first_step,se_at_least,qqwing_class\n";
  const std::string json_row =
      "{\"line\":1,\"puzzle\":\"p1\",\"status\":\"rated\",\"se_rating\":2.6}\n";
  std::size_t rows = 0;
  EXPECT_EQ(grader_of(grader_line(grader, RatingFormat::csv) + header + csv_row, rows), grader);
  EXPECT_EQ(rows, 1u);
  EXPECT_EQ(grader_of(grader_line(grader, RatingFormat::jsonl) + json_row, rows), grader);
  EXPECT_EQ(rows, 1u);
  // Other comments are only comments, wherever they are; a file without the line has none.
  EXPECT_EQ(grader_of("# made on Tuesday\n" + header + "# grader: late\n" + csv_row, rows), "late");
  EXPECT_EQ(grader_of("# made on Tuesday\n" + header + csv_row, rows), "");
  EXPECT_EQ(rows, 1u);
  EXPECT_EQ(grader_of(json_row, rows), "");
}

TEST(FormatDiff, SaysWhenTheGradersDiffer) {
  const std::vector<RatingRow> rows = {row(1, "p1", "rated", 26)};
  DiffReport report = diff_ratings(rows, rows, {});
  EXPECT_EQ(format_diff(report, {}).find("grader"), std::string::npos);
  report.baseline_grader = "nonet 0.1.0 (abbe2ac, portable)";
  report.current_grader = "nonet 0.2.0 (a1b2c3d, portable)";
  EXPECT_NE(format_diff(report, {})
                .find("different graders: baseline nonet 0.1.0 (abbe2ac, portable), current nonet "
                      "0.2.0 (a1b2c3d, portable)\n"),
            std::string::npos)
      << format_diff(report, {});
  report.current_grader.clear();
  EXPECT_NE(format_diff(report, {}).find("current not recorded\n"), std::string::npos);
  report.current_grader = report.baseline_grader;
  EXPECT_NE(format_diff(report, {})
                .find("graded by nonet 0.1.0 (abbe2ac, portable) on both "
                      "sides\n"),
            std::string::npos);
  EXPECT_FALSE(report.regressions());
}

RatingRow with_hodoku(RatingRow r, std::string level, int score) {
  r.hodoku_level = std::move(level);
  r.hodoku_score = score;
  return r;
}

TEST(FormatDiff, ComparesHodokusScaleWhenBothFilesCarryIt) {
  const std::vector<RatingRow> baseline = {with_hodoku(row(1, "p1", "rated", 40), "Hard", 728),
                                           with_hodoku(row(2, "p2", "rated", 20), "Medium", 570),
                                           with_hodoku(row(3, "p3", "rated", 20), "Easy", 300)};
  std::vector<RatingRow> current = baseline;
  current[0].hodoku_score = 740;      // same level, another score
  current[1].hodoku_level = "Hard";   // another level
  current[1].hodoku_score = 1100;
  DiffReport report = diff_ratings(baseline, current, {});
  EXPECT_EQ(report.hodoku_changed, 2u);
  EXPECT_EQ(report.identical, 3u);  // SE and qqwing unchanged
  EXPECT_EQ(report.hodoku_levels[2][2], 1u);
  EXPECT_EQ(report.hodoku_levels[1][2], 1u);
  EXPECT_EQ(report.hodoku_levels[0][0], 1u);
  // Not compared unless both files carry the scale.
  report.hodoku_in_baseline = true;
  EXPECT_FALSE(report.regressions());
  EXPECT_NE(format_diff(report, {}).find("HoDoKu's scale only in the baseline file: not compared\n"),
            std::string::npos);
  report.hodoku_in_current = true;
  EXPECT_TRUE(report.regressions());
  const std::string text = format_diff(report, {});
  EXPECT_NE(text.find("HoDoKu level or score changed 2\n"
                      "  line 1: Hard 728 -> Hard 740  p1\n"
                      "  line 2: Medium 570 -> Hard 1100  p2\n"
                      "HoDoKu level (baseline rows, current columns):\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("  Medium                  0            0            1"), std::string::npos)
      << text;
  report = diff_ratings(baseline, baseline, {});
  report.hodoku_in_baseline = report.hodoku_in_current = true;
  EXPECT_FALSE(report.regressions());
  EXPECT_NE(format_diff(report, {}).find("HoDoKu level or score changed 0\n"), std::string::npos);
  EXPECT_EQ(format_diff(report, {}).find("HoDoKu level ("), std::string::npos);
}

TEST(RatingFileReader, ReadsHodokusColumnsAndKeys) {
  const std::string path = ::testing::TempDir() + "hodoku_ratings.csv";
  std::ofstream(path) << "line,puzzle,status,se_rating,qqwing_class,hodoku_level,hodoku_score,"
                         "hodoku_at_least\n1,p1,rated,4.0,Expert,Hard,728,\n2,p2,beyond,,Expert,,,0\n";
  std::vector<RatingRow> rows;
  std::string error;
  bool io_error = false;
  ASSERT_TRUE(read_ratings(path, rows, error, io_error)) << error;
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].hodoku_level, "Hard");
  EXPECT_EQ(rows[0].hodoku_score, 728);
  EXPECT_EQ(rows[1].hodoku_level, "");
  EXPECT_EQ(rows[1].hodoku_score, -1);
  std::ofstream(path) << "line,puzzle,status,se_rating,qqwing_class,hodoku_level,hodoku_score\n"
                         "1,p1,rated,4.0,Expert,Hard,7x\n";
  EXPECT_FALSE(read_ratings(path, rows, error, io_error));
  EXPECT_NE(error.find("hodoku_score '7x' is not a score"), std::string::npos) << error;
  std::remove(path.c_str());
}

}  // namespace
}  // namespace nonet
