// run_overlap against a count made without the minlex search: each line's class is its form by
// brute force over the whole group, and the counts follow from grouping the lines by it.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "canon/group_reference.hpp"
#include "nonet/canon_job.hpp"

namespace nonet {
namespace {

// Ten puzzles of top1465 and transformed copies of some, spread over three files so that
// every count is exercised: repeats inside a file (exact and up to symmetry), a class in two
// files, one in all three.
struct Files {
  std::vector<std::vector<std::string>> lines;  // per file
  std::vector<std::string> paths;
};

Files make_files(const std::filesystem::path& dir) {
  const std::vector<std::string> puzzles = {
      "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
      "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
      "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........",
      "3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6.....",
      "5..7..6....38...........2..62.4............917............35.8.4.....1......9....",
      "4..7..6....38...........2..62.5............917............43.8.5.....1......9....",
      ".4..1.2.......9.7..1..........43.6..8......5....2.....7.5..8......6..3..9........",
      "7.5.....2...4.1...3.........1.6..4..2...5...........9....37.....8....6...9.....8.",
      ".8..1......5....3.......4.....6.5.7.89....2.....3.....2.....1.9..8..6...........",
      "6.....5.4.3.2.......9....7..4.....6..7.8....1......2..2.....8......3.1.9........"};
  std::mt19937_64 random(7);
  const auto copy = [&](int i) {
    const Grid grid = parse_line(puzzles[i]).grid;
    return apply(reference::random_transform(random), grid).to_line('.');
  };
  Files files;
  files.lines = {{puzzles[0], puzzles[1], puzzles[2], puzzles[3], copy(1), puzzles[0], puzzles[4]},
                 {copy(3), puzzles[5], copy(5), puzzles[6], copy(0), "not a puzzle"},
                 {puzzles[7], copy(3), puzzles[8], puzzles[9], copy(9)}};
  for (std::size_t f = 0; f < files.lines.size(); ++f) {
    files.paths.push_back((dir / ("part" + std::to_string(f) + ".txt")).string());
    std::ofstream out(files.paths.back());
    for (const std::string& line : files.lines[f]) out << line << '\n';
  }
  return files;
}

std::string read(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

class OverlapTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("nonet_overlap_test_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::filesystem::path dir_;
};

TEST_F(OverlapTest, CountsEqualABruteForceGrouping) {
  const Files files = make_files(dir_);
  // The reference: each valid line's brute-force form.
  struct Line {
    std::size_t file;
    std::uint64_t number;
    std::string form;
    std::string cells;
  };
  std::vector<Line> lines;
  for (std::size_t f = 0; f < files.lines.size(); ++f) {
    for (std::size_t i = 0; i < files.lines[f].size(); ++i) {
      const ParseResult parsed = parse_line(files.lines[f][i]);
      if (!parsed.ok()) continue;
      lines.push_back(
          {f, i + 1, reference::brute_force_minlex(parsed.grid), parsed.grid.to_line('.')});
    }
  }
  std::map<std::string, std::set<std::size_t>> files_of;
  for (const Line& line : lines) files_of[line.form].insert(line.file);
  // The fixture holds what it is meant to: a class in all three files, and in file 0 an exact
  // repeat and a repeat up to symmetry.
  EXPECT_EQ(files_of[lines[3].form].size(), 3u);
  EXPECT_EQ(lines[5].cells, lines[0].cells);
  EXPECT_NE(lines[4].cells, lines[1].cells);
  EXPECT_EQ(lines[4].form, lines[1].form);

  for (const bool within : {false, true}) {
    OverlapJob job;
    job.pipeline.inputs = files.paths;
    job.pipeline.output = (dir_ / "out.csv").string();
    job.pipeline.progress = ProgressMode::off;
    job.pipeline.log = std::fopen("/dev/null", "w");
    job.within = within;
    const OverlapSummary summary = run_overlap(job);
    std::fclose(job.pipeline.log);
    ASSERT_EQ(summary.run.error, RunError::none) << summary.run.message;
    ASSERT_EQ(summary.inputs.size(), files.lines.size());

    for (std::size_t f = 0; f < files.lines.size(); ++f) {
      std::set<std::string> classes, cells, shared;
      std::uint64_t count = 0, shared_lines = 0;
      for (const Line& line : lines) {
        if (line.file != f) continue;
        ++count;
        classes.insert(line.form);
        cells.insert(line.cells);
        if (files_of[line.form].size() > 1) shared.insert(line.form), ++shared_lines;
      }
      const OverlapInput& input = summary.inputs[f];
      EXPECT_EQ(input.path, files.paths[f]);
      EXPECT_EQ(input.lines, count) << f;
      EXPECT_EQ(input.invalid, files.lines[f].size() - count) << f;
      EXPECT_EQ(input.classes, classes.size()) << f;
      EXPECT_EQ(input.distinct_lines, cells.size()) << f;
      EXPECT_EQ(input.shared_classes, shared.size()) << f;
      EXPECT_EQ(input.shared_lines, shared_lines) << f;
    }
    std::map<std::pair<std::size_t, std::size_t>, std::uint64_t> pairs;
    std::uint64_t shared_classes = 0;
    for (const auto& [form, in] : files_of) {
      if (in.size() < 2) continue;
      ++shared_classes;
      for (const std::size_t a : in) {
        for (const std::size_t b : in) {
          if (a < b) ++pairs[{a, b}];
        }
      }
    }
    EXPECT_EQ(summary.shared_classes, shared_classes);
    std::map<std::pair<std::size_t, std::size_t>, std::uint64_t> got;
    for (const OverlapSummary::Pair& pair : summary.pairs)
      got[{pair.first, pair.second}] = pair.classes;
    EXPECT_EQ(got, pairs);

    // The listed lines: those of a class in two files, or (within) on two lines anywhere, in
    // class order of first appearance, each class's lines in file and line order.
    std::map<std::string, std::uint64_t> lines_of;
    for (const Line& line : lines) ++lines_of[line.form];
    std::vector<std::string> order;
    std::map<std::string, std::uint64_t> number;
    for (const Line& line : lines) {
      const bool listed = files_of[line.form].size() > 1 || (within && lines_of[line.form] > 1);
      if (listed && !number.count(line.form)) {
        number[line.form] = order.size() + 1;
        order.push_back(line.form);
      }
    }
    std::string expected = "class,file,line,form\n";
    std::uint64_t listed_lines = 0;
    for (const std::string& form : order) {
      for (const Line& line : lines) {
        if (line.form != form) continue;
        expected += std::to_string(number[form]) + "," + files.paths[line.file] + "," +
                    std::to_string(line.number) + "," + form + "\n";
        ++listed_lines;
      }
    }
    EXPECT_EQ(read(job.pipeline.output), expected) << "within " << within;
    EXPECT_EQ(summary.listed_classes, order.size());
    EXPECT_EQ(summary.listed_lines, listed_lines);
  }
}

}  // namespace
}  // namespace nonet
