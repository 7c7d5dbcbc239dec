// The 729-character pencilmark form: read only where a command asks for it, each digit in its
// own place, written back the same.
#include <gtest/gtest.h>

#include <string>

#include "nonet/grid.hpp"

namespace nonet {
namespace {

// Every candidate of every cell, but r1c1 holds only 5 and r9c9 lost its 1.
std::string sample_line() {
  std::string line;
  for (int cell = 0; cell < kCells; ++cell) line += "123456789";
  line.replace(0, 9, "....5....");
  line[9 * 80] = '.';
  return line;
}

TEST(Pencilmarks, ReadWhereAsked) {
  const ParseResult parsed =
      parse_line(sample_line(), ClashCheck::check, LineForms::puzzle_or_pencilmarks);
  ASSERT_TRUE(parsed.ok()) << parsed.error.message();
  EXPECT_TRUE(parsed.has_pencilmarks);
  EXPECT_EQ(parsed.grid, Grid{});
  EXPECT_EQ(parsed.pencilmarks[0], 1u << 4);
  EXPECT_EQ(parsed.pencilmarks[1], kAllCandidates);
  EXPECT_EQ(parsed.pencilmarks[80], kAllCandidates & ~1u);
  EXPECT_EQ(to_pencilmark_line(parsed.pencilmarks), sample_line());
}

TEST(Pencilmarks, ZerosAndTrailingFieldsAsForPuzzles) {
  std::string line = sample_line();
  for (char& c : line) {
    if (c == '.') c = '0';
  }
  const ParseResult parsed = parse_line("  " + line + " ED=7.2/7.1/4.5\r", ClashCheck::check,
                                        LineForms::puzzle_or_pencilmarks);
  ASSERT_TRUE(parsed.ok()) << parsed.error.message();
  EXPECT_EQ(to_pencilmark_line(parsed.pencilmarks), sample_line());
}

TEST(Pencilmarks, PuzzleLinesStayPuzzles) {
  const ParseResult parsed =
      parse_line(std::string(81, '.'), ClashCheck::check, LineForms::puzzle_or_pencilmarks);
  ASSERT_TRUE(parsed.ok());
  EXPECT_FALSE(parsed.has_pencilmarks);
}

TEST(Pencilmarks, ADigitOutOfItsPlace) {
  std::string line = sample_line();
  line[9 * 3 + 1] = '7';  // r1c4, the place of digit 2
  const ParseResult parsed =
      parse_line(line, ClashCheck::check, LineForms::puzzle_or_pencilmarks);
  EXPECT_EQ(parsed.error.kind, ParseErrorKind::misplaced_digit);
  EXPECT_EQ(parsed.error.message(),
            "pencilmarks: digit 7 at column 29, where only 2 or an empty mark may stand");
}

TEST(Pencilmarks, RefusedWhereOnlyPuzzlesAreRead) {
  const ParseResult parsed = parse_line(sample_line());
  EXPECT_EQ(parsed.error.kind, ParseErrorKind::pencilmarks);
  EXPECT_EQ(parsed.error.message(),
            "729-character pencilmarks, where this command reads 81-cell puzzles");
}

TEST(Pencilmarks, OtherLengthsAreWrongLengths) {
  const ParseResult parsed = parse_line(sample_line() + "1", ClashCheck::check,
                                        LineForms::puzzle_or_pencilmarks);
  EXPECT_EQ(parsed.error.message(), "expected 81 cells, got 730");
}

}  // namespace
}  // namespace nonet
