// Checking answers: each reason on hand-made grids and lines, with its exact text.
#include "nonet/check.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace nonet {
namespace {

// A valid solution and a puzzle of it with a unique solution (Wikipedia's example).
constexpr std::string_view kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr std::string_view kSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const std::string kEmpty(81, '.');

Grid grid_of(std::string_view text) {
  Grid grid;
  for (int cell = 0; cell < kCells; ++cell) {
    const char c = text[cell];
    grid.cells[cell] = c >= '1' && c <= '9' ? static_cast<std::uint8_t>(c - '0') : 0;
  }
  return grid;
}

// `text` with the cell at row r, column c (1-based) set to `value`.
std::string with_cell(std::string_view text, int r, int c, char value) {
  std::string changed(text);
  changed[9 * (r - 1) + (c - 1)] = value;
  return changed;
}

// `text` with digits a and b exchanged everywhere: still a valid grid if `text` was one.
std::string swapped(std::string_view text, char a, char b) {
  std::string changed(text);
  for (char& c : changed) c = c == a ? b : c == b ? a : c;
  return changed;
}

std::vector<std::string> texts(const CheckReport& report) {
  std::vector<std::string> out;
  for (const CheckReason& reason : report.reasons()) out.push_back(reason_text(report, reason));
  return out;
}

using Texts = std::vector<std::string>;

std::vector<std::string> grid_reasons(std::string_view grid) {
  CheckReport report;
  check_grid(grid_of(grid), report);
  return texts(report);
}

std::vector<std::string> answer_reasons(std::string_view puzzle, std::string_view answer,
                                        CheckOptions options = {}) {
  CheckReport report;
  check_answer(grid_of(puzzle), grid_of(answer), report, options);
  return texts(report);
}

std::vector<std::string> line_reasons(std::string_view line) {
  CheckReport report;
  check_line(line, report);
  return texts(report);
}

TEST(CheckGrid, ValidSolutionHasNoReason) {
  CheckReport report;
  check_grid(grid_of(kSolution), report);
  EXPECT_TRUE(report.valid());
  EXPECT_EQ(report.count, 0);
}

TEST(CheckGrid, DuplicateInRowColumnAndBox) {
  // r2c3 2 -> 4: row 2 already has a 4 at c8, column 3 at r1, box 1 at r1c3.
  EXPECT_EQ(grid_reasons(with_cell(kSolution, 2, 3, '4')),
            (Texts{"digit 4 twice in row 2 (c3, c8)", "digit 4 twice in column 3 (r1, r2)",
                   "digit 4 twice in box 1 (r1c3, r2c3)"}));
}

TEST(CheckGrid, DuplicateReasonsAreValues) {
  CheckReport report;
  check_grid(grid_of(with_cell(kSolution, 2, 3, '4')), report);
  ASSERT_EQ(report.count, 3);
  EXPECT_EQ(report.reasons()[0], (CheckReason{.kind = CheckReasonKind::duplicate,
                                              .digit = 4,
                                              .house = HouseKind::row,
                                              .house_index = 1,
                                              .places = (1 << 2) | (1 << 7)}));
  EXPECT_TRUE(report.has(CheckReasonKind::duplicate));
  EXPECT_FALSE(report.has(CheckReasonKind::empty_cell));
}

TEST(CheckGrid, PlacesNamedAsTheHouseReadsThem) {
  // Exchanging r5c5 and r5c6 keeps row 5 and box 5 whole but breaks columns 5 and 6.
  std::string grid = with_cell(kSolution, 5, 5, '3');
  grid = with_cell(grid, 5, 6, '5');
  EXPECT_EQ(grid_reasons(grid),
            (Texts{"digit 3 twice in column 5 (r5, r7)", "digit 5 twice in column 6 (r2, r5)"}));
  EXPECT_EQ(grid_reasons(with_cell(kSolution, 9, 9, '8')),
            (Texts{"digit 8 twice in row 9 (c5, c9)", "digit 8 twice in column 9 (r2, r9)",
                   "digit 8 twice in box 9 (r7c8, r9c9)"}));
}

TEST(CheckGrid, DigitThreeTimesAndMore) {
  std::string grid = with_cell(kSolution, 1, 1, '9');  // row 1 has a 9 at c7
  grid = with_cell(grid, 1, 2, '9');
  EXPECT_EQ(grid_reasons(grid),
            (Texts{"digit 9 three times in row 1 (c1, c2, c7)",
                   "digit 9 twice in column 1 (r1, r7)", "digit 9 twice in column 2 (r1, r3)",
                   "digit 9 three times in box 1 (r1c1, r1c2, r3c2)"}));
  const Texts ones = grid_reasons(std::string(81, '1'));
  ASSERT_EQ(ones.size(), 27u);
  EXPECT_EQ(ones[0], "digit 1 nine times in row 1 (c1, c2, c3, c4, c5, c6, c7, c8, c9)");
  EXPECT_EQ(ones[26],
            "digit 1 nine times in box 9 (r7c7, r7c8, r7c9, r8c7, r8c8, r8c9, r9c7, r9c8, r9c9)");
}

TEST(CheckGrid, EmptyCell) {
  EXPECT_EQ(grid_reasons(with_cell(kSolution, 5, 6, '.')), (Texts{"r5c6 is empty"}));
  std::string grid = with_cell(kSolution, 1, 1, '.');
  grid = with_cell(grid, 9, 9, '.');
  EXPECT_EQ(grid_reasons(grid), (Texts{"r1c1 is empty", "r9c9 is empty"}));
}

TEST(CheckGrid, EveryCellEmpty) {
  const Texts reasons = grid_reasons(kEmpty);
  ASSERT_EQ(reasons.size(), 81u);
  EXPECT_EQ(reasons.front(), "r1c1 is empty");
  EXPECT_EQ(reasons.back(), "r9c9 is empty");
}

TEST(CheckGrid, DuplicatesBeforeEmptyCells) {
  std::string grid = with_cell(kSolution, 2, 3, '4');
  grid = with_cell(grid, 5, 6, '.');
  EXPECT_EQ(grid_reasons(grid),
            (Texts{"digit 4 twice in row 2 (c3, c8)", "digit 4 twice in column 3 (r1, r2)",
                   "digit 4 twice in box 1 (r1c3, r2c3)", "r5c6 is empty"}));
}

TEST(CheckAnswer, TheUniqueSolutionIsValid) {
  CheckReport report;
  check_answer(grid_of(kPuzzle), grid_of(kSolution), report);
  EXPECT_TRUE(report.valid());
  EXPECT_TRUE(report.paired);
}

TEST(CheckAnswer, ContradictsTheGiven) {
  // Exchanging 3 and 5 keeps the grid valid; only the given 5 at r1c1 is contradicted.
  const std::string puzzle = with_cell(kEmpty, 1, 1, '5');
  EXPECT_EQ(answer_reasons(puzzle, swapped(kSolution, '3', '5')),
            (Texts{"r1c1 = 3 contradicts the given 5"}));
}

TEST(CheckAnswer, EveryContradictionInCellOrder) {
  // Exchanging 1 and 2 keeps the grid valid and breaks each given 1 and 2 of the puzzle.
  EXPECT_EQ(answer_reasons(kPuzzle, swapped(kSolution, '1', '2')),
            (Texts{"r2c4 = 2 contradicts the given 1", "r5c9 = 2 contradicts the given 1",
                   "r6c5 = 1 contradicts the given 2", "r7c7 = 1 contradicts the given 2",
                   "r8c5 = 2 contradicts the given 1"}));
}

TEST(CheckAnswer, DuplicatesThenContradictions) {
  // r1c1 5 -> 3 in the answer: 3 twice in row 1, column 1, box 1, and the given 5 broken.
  EXPECT_EQ(answer_reasons(kPuzzle, with_cell(kSolution, 1, 1, '3')),
            (Texts{"digit 3 twice in row 1 (c1, c2)", "digit 3 twice in column 1 (r1, r9)",
                   "digit 3 twice in box 1 (r1c1, r1c2)", "r1c1 = 3 contradicts the given 5"}));
}

TEST(CheckAnswer, EmptyCellOfAGivenIsOnlyEmpty) {
  EXPECT_EQ(answer_reasons(kPuzzle, with_cell(kSolution, 1, 1, '.')), (Texts{"r1c1 is empty"}));
}

TEST(CheckAnswer, NotTheUniqueSolution) {
  EXPECT_EQ(answer_reasons(kEmpty, kSolution),
            (Texts{"valid but not the unique solution: the puzzle has several"}));
  // One given is far from enough.
  EXPECT_EQ(answer_reasons(with_cell(kEmpty, 1, 1, '5'), kSolution),
            (Texts{"valid but not the unique solution: the puzzle has several"}));
}

TEST(CheckAnswer, UniquenessCanBeSkipped) {
  EXPECT_TRUE(answer_reasons(kEmpty, kSolution, {.uniqueness = false}).empty());
}

TEST(CheckAnswer, UniquenessOnTheReferenceEngine) {
  EXPECT_EQ(answer_reasons(kEmpty, kSolution, {.engine = Engine::dlx}),
            (Texts{"valid but not the unique solution: the puzzle has several"}));
  EXPECT_TRUE(answer_reasons(kPuzzle, kSolution, {.engine = Engine::dlx}).empty());
}

TEST(CheckAnswer, NoUniquenessSolveWhenTheAnswerIsWrong) {
  EXPECT_EQ(answer_reasons(kEmpty, with_cell(kSolution, 5, 6, '.')), (Texts{"r5c6 is empty"}));
}

TEST(CheckLine, CompletedGrid) {
  CheckReport report;
  check_line(kSolution, report);
  EXPECT_TRUE(report.valid());
  EXPECT_FALSE(report.paired);
  check_line("  " + std::string(kSolution) + "\r", report);
  EXPECT_TRUE(report.valid());
  EXPECT_EQ(line_reasons(with_cell(kSolution, 5, 6, '0')), (Texts{"r5c6 is empty"}));
}

TEST(CheckLine, CompletedGridWithATrailingComment) {
  EXPECT_TRUE(line_reasons(std::string(kSolution) + " ED=4.0/1.2/1.2").empty());
  EXPECT_TRUE(line_reasons(std::string(kSolution) + " # mine").empty());
  EXPECT_TRUE(line_reasons(std::string(kSolution) + ",").empty());
}

TEST(CheckLine, PuzzleAndAnswerWithEachSeparator) {
  for (const std::string separator : {":", ",", " ", "\t", ";", "|", " : ", ", "}) {
    CheckReport report;
    check_line(std::string(kPuzzle) + separator + std::string(kSolution), report);
    EXPECT_TRUE(report.valid()) << "separator '" << separator << "'";
    EXPECT_TRUE(report.paired);
  }
}

TEST(CheckLine, PuzzleAndAnswerWithTrailingText) {
  EXPECT_TRUE(
      line_reasons(std::string(kPuzzle) + ":" + std::string(kSolution) + " unique").empty());
  EXPECT_TRUE(line_reasons(std::string(kPuzzle) + "," + std::string(kSolution) + ",1").empty());
}

TEST(CheckLine, PuzzleAndAnswerReasons) {
  EXPECT_EQ(line_reasons(std::string(kPuzzle) + ":" + with_cell(kSolution, 1, 1, '3')),
            (Texts{"digit 3 twice in row 1 (c1, c2)", "digit 3 twice in column 1 (r1, r9)",
                   "digit 3 twice in box 1 (r1c1, r1c2)", "r1c1 = 3 contradicts the given 5"}));
  EXPECT_EQ(line_reasons(kEmpty + "," + std::string(kSolution)),
            (Texts{"valid but not the unique solution: the puzzle has several"}));
  // Kaggle's form: 0 for an empty cell.
  std::string zeros(kPuzzle);
  for (char& c : zeros) c = c == '.' ? '0' : c;
  EXPECT_TRUE(line_reasons(zeros + "," + std::string(kSolution)).empty());
}

TEST(CheckLine, GridOfTheWrongLength) {
  EXPECT_EQ(line_reasons(kSolution.substr(0, 80)), (Texts{"expected 81 cells, got 80"}));
  EXPECT_EQ(line_reasons(std::string(kSolution) + "1"), (Texts{"expected 81 cells, got 82"}));
  EXPECT_EQ(line_reasons(""), (Texts{"expected 81 cells, got 0"}));
}

TEST(CheckLine, BadCharacter) {
  EXPECT_EQ(line_reasons(with_cell(kSolution, 1, 5, 'a')),
            (Texts{"bad character 'a' at column 5"}));
  EXPECT_EQ(line_reasons("  " + with_cell(kSolution, 1, 5, 'a')),
            (Texts{"bad character 'a' at column 7"}));
  EXPECT_EQ(line_reasons(std::string(kSolution) + "a"), (Texts{"bad character 'a' at column 82"}));
}

TEST(CheckLine, UnreadablePartsOfAPair) {
  EXPECT_EQ(line_reasons(std::string(kPuzzle.substr(0, 80)) + ":" + std::string(kSolution)),
            (Texts{"puzzle: expected 81 cells, got 80"}));
  EXPECT_EQ(line_reasons(std::string(kPuzzle) + ":" + std::string(kSolution.substr(0, 79))),
            (Texts{"answer: expected 81 cells, got 79"}));
  EXPECT_EQ(line_reasons(std::string(kPuzzle) + ":" + with_cell(kSolution, 9, 9, 'z')),
            (Texts{"answer: bad character 'z' at column 163"}));
  // The puzzle cannot be read, but what is wrong with the answer itself is still said.
  EXPECT_EQ(
      line_reasons(std::string(kPuzzle.substr(0, 80)) + " " + with_cell(kSolution, 5, 6, '.')),
      (Texts{"puzzle: expected 81 cells, got 80", "r5c6 is empty"}));
  EXPECT_EQ(
      line_reasons(std::string(kPuzzle.substr(0, 80)) + " " + std::string(kSolution.substr(0, 80))),
      (Texts{"puzzle: expected 81 cells, got 80", "answer: expected 81 cells, got 80"}));
}

TEST(CheckPair, TwoLines) {
  CheckReport report;
  check_pair(kPuzzle, kSolution, report);
  EXPECT_TRUE(report.valid());
  check_pair(std::string(kPuzzle) + " # a comment", std::string(kSolution) + " unique\r", report);
  EXPECT_TRUE(report.valid());
  check_pair(kPuzzle, with_cell(kSolution, 1, 1, '3'), report);
  EXPECT_EQ(texts(report),
            (Texts{"digit 3 twice in row 1 (c1, c2)", "digit 3 twice in column 1 (r1, r9)",
                   "digit 3 twice in box 1 (r1c1, r1c2)", "r1c1 = 3 contradicts the given 5"}));
  check_pair(kEmpty, kSolution, report);
  EXPECT_EQ(texts(report), (Texts{"valid but not the unique solution: the puzzle has several"}));
  check_pair(kPuzzle, kSolution.substr(0, 80), report);
  EXPECT_EQ(texts(report), (Texts{"answer: expected 81 cells, got 80"}));
  check_pair("53..7?x", kSolution, report);
  EXPECT_EQ(texts(report), (Texts{"puzzle: expected 81 cells, got 7"}));
  check_pair("53..7a", kSolution, report);
  EXPECT_EQ(texts(report), (Texts{"puzzle: bad character 'a' at column 6"}));
}

TEST(CheckReport, ReusedReportStartsAfresh) {
  CheckReport report;
  check_line(std::string(kPuzzle.substr(0, 5)) + " " + std::string(kSolution.substr(0, 3)), report);
  EXPECT_FALSE(report.valid());
  check_line(kSolution, report);
  EXPECT_TRUE(report.valid());
  EXPECT_FALSE(report.paired);
  EXPECT_FALSE(report.answer_error);
  EXPECT_FALSE(report.puzzle_error);
}

TEST(CheckReport, ManyReasonsFit) {
  // Every cell contradicts its given, every row holds four pairs, every column one digit.
  std::string answer;
  for (int r = 0; r < 9; ++r) answer += "112233445";
  CheckReport report;
  check_answer(grid_of(std::string(81, '9')), grid_of(answer), report);
  EXPECT_EQ(report.count, 144);
  EXPECT_LE(report.count, kMaxCheckReasons);
  EXPECT_EQ(reason_text(report, report.reasons()[0]), "digit 1 twice in row 1 (c1, c2)");
  EXPECT_EQ(reason_text(report, report.reasons()[143]), "r9c9 = 5 contradicts the given 9");
}

}  // namespace
}  // namespace nonet
