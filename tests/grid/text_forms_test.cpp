#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "nonet/grid.hpp"

namespace nonet {
namespace {

constexpr std::string_view kPuzzle =
    "072001805051037090400208107047520300026700501500106029290370010700062053308010270";
constexpr std::string_view kSolution =
    "672491835851637492439258167147529386926783541583146729295374618714862953368915274";

// kPuzzle with '.' for empty cells.
std::string dotted(std::string_view line) {
  std::string out(line);
  for (char& c : out) {
    if (c == '0') c = '.';
  }
  return out;
}

Grid grid_of(std::string_view line) {
  Grid grid;
  for (int i = 0; i < kCells; ++i) grid.cells[i] = static_cast<std::uint8_t>(line[i] - '0');
  return grid;
}

std::string error_message(std::string_view text) {
  return parse_line(text).error.message();
}

TEST(Grid, CluesAndCompleteness) {
  EXPECT_EQ(Grid{}.clues(), 0);
  EXPECT_FALSE(Grid{}.is_complete());
  EXPECT_EQ(grid_of(kPuzzle).clues(), 45);
  EXPECT_FALSE(grid_of(kPuzzle).is_complete());
  EXPECT_EQ(grid_of(kSolution).clues(), 81);
  EXPECT_TRUE(grid_of(kSolution).is_complete());
}

TEST(Grid, ToLineAndWriteLine) {
  const Grid grid = grid_of(kPuzzle);
  EXPECT_EQ(grid.to_line(), dotted(kPuzzle));
  EXPECT_EQ(grid.to_line('0'), kPuzzle);
  std::string buffer(83, '#');
  grid.write_line(buffer.data() + 1, '_');
  EXPECT_EQ(buffer.front(), '#');
  EXPECT_EQ(buffer.back(), '#');  // exactly 81 characters, no terminator
  std::string expected(kPuzzle);
  for (char& c : expected) {
    if (c == '0') c = '_';
  }
  EXPECT_EQ(buffer.substr(1, 81), expected);
}

TEST(Grid, HouseNames) {
  EXPECT_EQ(to_string(HouseKind::row), "row");
  EXPECT_EQ(to_string(HouseKind::column), "column");
  EXPECT_EQ(to_string(HouseKind::box), "box");
}

TEST(ParseLine, EveryEmptyMark) {
  for (char mark : std::string_view(".0_-*x?")) {
    SCOPED_TRACE(mark);
    EXPECT_TRUE(is_empty_mark(mark));
    std::string line(kPuzzle);
    for (char& c : line) {
      if (c == '0') c = mark;
    }
    const ParseResult result = parse_line(line);
    ASSERT_TRUE(result.ok()) << result.error.message();
    EXPECT_EQ(result.grid, grid_of(kPuzzle));
    const ParseResult all_empty = parse_line(std::string(81, mark));
    ASSERT_TRUE(all_empty.ok());
    EXPECT_EQ(all_empty.grid, Grid{});
  }
  for (char c : std::string_view("1a X:# \t")) EXPECT_FALSE(is_empty_mark(c)) << c;
}

TEST(ParseLine, RoundTrip) {
  const ParseResult result = parse_line(kPuzzle);
  ASSERT_TRUE(result.ok());
  EXPECT_EQ(result.grid, grid_of(kPuzzle));
  EXPECT_EQ(result.grid.to_line('0'), kPuzzle);
  EXPECT_EQ(parse_line(result.grid.to_line()).grid, result.grid);
  EXPECT_EQ(parse_line(kSolution).grid.to_line(), kSolution);
}

TEST(ParseLine, WhiteSpaceAndLineEnds) {
  const std::string line = dotted(kPuzzle);
  for (const std::string& text : {line + "\r\n", line + "\r", line + "\n", "  " + line,
                                  "\t" + line + "  \t", " \t " + line + " \r\n"}) {
    const ParseResult result = parse_line(text);
    ASSERT_TRUE(result.ok()) << result.error.message();
    EXPECT_EQ(result.grid, grid_of(kPuzzle));
  }
}

TEST(ParseLine, TrailingFieldsAfterSeparator) {
  const std::string line = dotted(kPuzzle);
  const std::string solution(kSolution);
  for (const std::string& text :
       {line + ":1:" + solution, line + "," + solution, line + " ED=1.2/1.2/1.2", line + ";x",
        line + "|anything", line + "\tcomment", line + ":", "  " + line + ",0\r\n"}) {
    SCOPED_TRACE(text);
    const ParseResult result = parse_line(text);
    ASSERT_TRUE(result.ok()) << result.error.message();
    EXPECT_EQ(result.grid, grid_of(kPuzzle));
  }
}

TEST(ParseLine, WrongLength) {
  const std::string line = dotted(kPuzzle);
  EXPECT_EQ(error_message(""), "expected 81 cells, got 0");
  EXPECT_EQ(error_message("  \t \r\n"), "expected 81 cells, got 0");
  EXPECT_EQ(error_message(line.substr(0, 80)), "expected 81 cells, got 80");
  EXPECT_EQ(error_message(line.substr(0, 80) + ":1"), "expected 81 cells, got 80");
  EXPECT_EQ(error_message("  " + line.substr(0, 3) + " 4"), "expected 81 cells, got 3");
  EXPECT_EQ(error_message(line + "."), "expected 81 cells, got 82");
  EXPECT_EQ(error_message(line + "5a"), "expected 81 cells, got 82");
  EXPECT_EQ(error_message(line + line), "expected 81 cells, got 162");

  const ParseError error = parse_line(line.substr(0, 80)).error;
  EXPECT_EQ(error.kind, ParseErrorKind::wrong_length);
  EXPECT_EQ(error.cells, 80);
}

TEST(ParseLine, BadCharacter) {
  std::string line = dotted(kPuzzle);
  line[6] = 'a';
  EXPECT_EQ(error_message(line), "bad character 'a' at column 7");
  EXPECT_EQ(error_message("  " + line), "bad character 'a' at column 9");
  EXPECT_EQ(error_message("\t" + line + "\r\n"), "bad character 'a' at column 8");
  const ParseError error = parse_line(line).error;
  EXPECT_EQ(error.kind, ParseErrorKind::bad_character);
  EXPECT_EQ(error.character, 'a');
  EXPECT_EQ(error.column, 7);

  line[6] = '\x01';
  EXPECT_EQ(error_message(line), "bad character '\\x01' at column 7");
  line[6] = '\x7f';
  EXPECT_EQ(error_message(line), "bad character '\\x7f' at column 7");
  line[6] = '\xc3';  // first byte of a UTF-8 sequence
  EXPECT_EQ(error_message(line), "bad character '\\xc3' at column 7");
  // A separator inside the cells ends the run early: the line is too short.
  line[6] = ',';
  EXPECT_EQ(error_message(line), "expected 81 cells, got 6");
  EXPECT_EQ(error_message("#" + dotted(kPuzzle)), "bad character '#' at column 1");
}

// The common line is read sixteen characters at a time: a bad character or another empty
// mark in any place, the last included, must still be found where it stands.
TEST(ParseLine, EveryColumnOfTheCells) {
  const std::string line = dotted(kPuzzle);
  for (int column = 1; column <= 81; ++column) {
    SCOPED_TRACE(column);
    std::string bad = line;
    bad[column - 1] = 'a';
    EXPECT_EQ(error_message(bad), "bad character 'a' at column " + std::to_string(column));
    std::string marked = line;
    marked[column - 1] = '_';
    Grid expected = grid_of(kPuzzle);
    expected.cells[column - 1] = 0;
    const ParseResult result = parse_line(marked);
    ASSERT_TRUE(result.ok()) << result.error.message();
    EXPECT_EQ(result.grid, expected);
  }
}

TEST(ParseLine, BadCharacterRightAfterTheCells) {
  const std::string line = dotted(kPuzzle);
  EXPECT_EQ(error_message(line + "a"), "bad character 'a' at column 82");
  EXPECT_EQ(error_message(line + "=1"), "bad character '=' at column 82");
  EXPECT_EQ(error_message("  " + line + "#"), "bad character '#' at column 84");
}

TEST(ParseLine, DuplicateGivens) {
  std::string line(81, '.');
  line[18] = '5';  // r3c1
  line[26] = '5';  // r3c9
  ParseResult result = parse_line(line);
  EXPECT_EQ(result.error.message(), "digit 5 twice in row 3");
  EXPECT_EQ(result.error.kind, ParseErrorKind::duplicate_given);
  EXPECT_EQ(result.error.digit, 5);
  EXPECT_EQ(result.error.house, HouseKind::row);
  EXPECT_EQ(result.error.house_index, 3);
  EXPECT_EQ(result.error.first_cell, 18);
  EXPECT_EQ(result.error.second_cell, 26);
  EXPECT_EQ(result.grid.cells[18], 5);  // the grid is still reported

  line.assign(81, '.');
  line[12] = '7';  // r2c4
  line[66] = '7';  // r8c4
  result = parse_line(line);
  EXPECT_EQ(result.error.message(), "digit 7 twice in column 4");
  EXPECT_EQ(result.error.first_cell, 12);
  EXPECT_EQ(result.error.second_cell, 66);

  line.assign(81, '.');
  line[30] = '9';  // r4c4
  line[50] = '9';  // r6c6
  result = parse_line(line);
  EXPECT_EQ(result.error.message(), "digit 9 twice in box 5");
  EXPECT_EQ(result.error.house, HouseKind::box);
  EXPECT_EQ(result.error.first_cell, 30);
  EXPECT_EQ(result.error.second_cell, 50);

  line.assign(81, '.');
  line[80] = '9';  // r9c9
  line[60] = '9';  // r7c7
  EXPECT_EQ(error_message(line), "digit 9 twice in box 9");
}

TEST(ParseLine, ClashesAreReportedRowsThenColumnsThenBoxes) {
  std::string line(81, '.');
  line[0] = '1';  // r1c1 and r2c1: a column (and box) clash near the top
  line[9] = '1';
  line[72] = '2';  // r9c1 and r9c2: a row clash at the bottom
  line[73] = '2';
  EXPECT_EQ(error_message(line), "digit 2 twice in row 9");
  line[72] = line[73] = '.';
  EXPECT_EQ(error_message(line), "digit 1 twice in column 1");
  EXPECT_EQ(find_clash(parse_line(kSolution).grid).kind, ParseErrorKind::none);
  EXPECT_FALSE(find_clash(Grid{}));
}

TEST(ParseError, NoErrorMessage) {
  EXPECT_FALSE(ParseError{});
  EXPECT_TRUE(parse_line(kPuzzle).ok());
}

// ---- Block forms ----------------------------------------------------------------------

// The 9 rows of a line, each `row(r)` formatted by the caller.
template <typename RowFormat>
std::string rows_text(std::string_view line, RowFormat row_format) {
  std::string text;
  for (int r = 0; r < 9; ++r) text += row_format(r, line.substr(9 * r, 9)) + "\n";
  return text;
}

// Cells separated by spaces, and by `separator` between groups of 3.
std::string spaced(std::string_view row, std::string_view separator) {
  std::string out;
  for (std::size_t c = 0; c < row.size(); ++c) {
    if (c > 0) out += (c % 3 == 0) ? std::string(separator) : std::string(" ");
    out += row[c];
  }
  return out;
}

void expect_puzzle(const ParseResult& result) {
  ASSERT_TRUE(result.ok()) << result.error.message();
  EXPECT_EQ(result.grid, grid_of(kPuzzle));
}

TEST(ParseBlock, NineLinesPlain) {
  const std::string line = dotted(kPuzzle);
  expect_puzzle(
      parse_block(rows_text(line, [](int, std::string_view row) { return std::string(row); })));
  // Comments, blank lines, CRLF, text after the 9 cells, other empty characters.
  std::string text = "# a puzzle\n\n";
  text += rows_text(kPuzzle, [](int r, std::string_view row) {
    std::string out(row);
    for (char& c : out) {
      if (c == '0') c = r % 2 ? 'o' : '*';
    }
    return out + "  row " + std::to_string(r + 1) + "\r";
  });
  text += "\n# end\n";
  expect_puzzle(parse_block(text));
}

TEST(ParseBlock, NineLinesWithSeparators) {
  const std::string line = dotted(kPuzzle);
  // "0 7 2 | 0 0 1 | 8 0 5" with dashed borders between bands.
  std::string text;
  for (int r = 0; r < 9; ++r) {
    if (r == 3 || r == 6) text += "------+-------+------\n";
    text += spaced(line.substr(9 * r, 9), " | ") + "\n";
  }
  expect_puzzle(parse_block(text));

  // "|072|001|805|" with "+---+---+---+" borders.
  text = "+---+---+---+\n";
  for (int r = 0; r < 9; ++r) {
    const std::string row(kPuzzle.substr(9 * r, 9));
    for (int b = 0; b < 3; ++b) text += '|' + row.substr(3 * b, 3);
    text += "|\n";
    if (r % 3 == 2) text += "+---+---+---+\n";
  }
  expect_puzzle(parse_block(text));

  // Framed with '=' and '|' borders.
  text = "+=======+=======+=======+\n";
  for (int r = 0; r < 9; ++r) text += "| " + spaced(line.substr(9 * r, 9), " | ") + " |\n";
  text += "+=======+=======+=======+\n";
  expect_puzzle(parse_block(text));
}

TEST(ParseBlock, DashesAreEmptyRowsOrBorders) {
  // A row of nine '-' is a row of empty cells when it makes the ninth row...
  std::string text;
  for (int r = 0; r < 9; ++r) text += (r == 4 ? "---------" : "123456789") + std::string("\n");
  ParseResult result = parse_block(text);
  // (rows of 1-9 clash in columns: only the layout matters here)
  EXPECT_EQ(result.error.message(), "digit 1 twice in column 1");
  EXPECT_EQ(result.grid.cells[4 * 9], 0);
  EXPECT_EQ(result.grid.cells[5 * 9], 1);

  // ...and a border when the other lines already make 9 rows.
  const std::string line = dotted(kPuzzle);
  text.clear();
  for (int r = 0; r < 9; ++r) {
    if (r == 3 || r == 6) text += "---------\n";
    text += line.substr(9 * r, 9) + "\n";
  }
  expect_puzzle(parse_block(text));
}

TEST(ParseBlock, EightyOneIntegers) {
  expect_puzzle(
      parse_block(rows_text(kPuzzle, [](int, std::string_view row) { return spaced(row, " "); })));
  std::string one_line;
  for (char c : kPuzzle) one_line += std::string(1, c) + "  ";
  expect_puzzle(parse_block("# integers\n" + one_line + "\r\n"));
  std::string one_per_line;
  for (char c : kPuzzle) one_per_line += std::string(1, c) + "\n";
  expect_puzzle(parse_block(one_per_line));
}

TEST(ParseBlock, OctaveMatrix) {
  std::string text = "A = [";
  for (int r = 0; r < 9; ++r) {
    text += ' ';
    text += spaced(kPuzzle.substr(9 * r, 9), " ") + (r < 8 ? ";" : " ]");
  }
  expect_puzzle(parse_block(text));

  // Multi-line, commas, no name, comments, trailing semicolon.
  text = "% from Octave\n[\n";
  for (int r = 0; r < 9; ++r) {
    std::string row;
    for (int c = 0; c < 9; ++c) row += std::string(c ? ", " : "  ") + kPuzzle[9 * r + c];
    text += row + (r % 2 ? ";" : "") + "  % row\r\n";
  }
  text += "];\n";
  expect_puzzle(parse_block(text));
  expect_puzzle(parse_block("puzzle_1=[" + spaced(kPuzzle, " ") + "]"));
}

TEST(ParseBlock, SingleLine) {
  expect_puzzle(parse_block("\n# one puzzle\n  " + dotted(kPuzzle) + "  \n\n"));
  EXPECT_EQ(parse_block(dotted(kPuzzle).substr(0, 80)).error.message(),
            "expected 81 cells, got 80");
}

TEST(ParseBlock, SeedLayout) {
  // SUDOKU.TXT: the grid in the first 9 characters of the first 9 lines; after them, on
  // those lines and on the lines below, free text with digits that are not givens.
  std::string text = "# a seed file\n";
  for (int r = 0; r < 9; ++r) {
    text += std::string(kPuzzle.substr(9 * r, 9)) + "  row " + std::to_string(r + 1) + ": 5 9\r\n";
  }
  text += "solved 2024-05-12 in 7 minutes\nsource: page 42\n";
  const ParseResult seed = parse_block(text);
  ASSERT_TRUE(seed.ok()) << seed.error.message();
  EXPECT_EQ(seed.grid.to_line('0'), kPuzzle);
  // Clashing givens in the grid itself are still a clash.
  text[text.find('\n') + 1] = '7';  // row 1 then holds 7 twice
  EXPECT_EQ(parse_block(text).error.kind, ParseErrorKind::duplicate_given);
}

TEST(ParseBlock, Errors) {
  EXPECT_EQ(parse_block("").error.message(), "expected 81 cells, got 0");
  EXPECT_EQ(parse_block("\n  \n# nothing\n").error.message(), "expected 81 cells, got 0");

  const std::string line = dotted(kPuzzle);
  // Eight rows.
  std::string text = rows_text(line, [](int, std::string_view row) { return std::string(row); });
  EXPECT_EQ(parse_block(text.substr(0, 80)).error.message(), "expected 81 cells, got 72");
  // Ten rows: the seed layout (d) reads the first nine, the tenth line is free text.
  const ParseResult ten = parse_block(text + line.substr(0, 9));
  EXPECT_TRUE(ten.ok());
  EXPECT_EQ(ten.grid.to_line('0'), kPuzzle);
  // A row of 8 cells.
  text = rows_text(line, [](int r, std::string_view row) {
    return std::string(r == 4 ? row.substr(0, 8) : row);
  });
  EXPECT_EQ(parse_block(text).error.message(), "expected 81 cells, got 80");
  text = rows_text(line, [](int r, std::string_view row) {
    return spaced(r == 4 ? row.substr(0, 7) : row, " | ");
  });
  EXPECT_EQ(parse_block(text).error.message(), "expected 81 cells, got 79");

  // 80 integers.
  EXPECT_EQ(parse_block(spaced(kPuzzle.substr(0, 80), " ")).error.message(),
            "expected 81 cells, got 80");
  EXPECT_EQ(parse_block(spaced(std::string(kPuzzle) + "1", " ")).error.message(),
            "expected 81 cells, got 82");

  // Octave: a bad entry, a two-digit entry, a wrong count.
  EXPECT_EQ(parse_block("A = [0 7 a 0]").error.message(), "bad character 'a' at column 10");
  EXPECT_EQ(parse_block("[0 7\n 0 12 5]").error.message(), "bad character '2' at column 5");
  EXPECT_EQ(parse_block("[" + spaced(kPuzzle.substr(0, 80), " ") + "]").error.message(),
            "expected 81 cells, got 80");
  EXPECT_EQ(parse_block("[" + spaced(kPuzzle, " ") + "] x").error.message(),
            "bad character 'x' at column 165");
  const ParseError error = parse_block("[0 7\n 0 12 5]").error;
  EXPECT_EQ(error.kind, ParseErrorKind::bad_character);
  EXPECT_EQ(error.column, 5);
}

TEST(ParseBlock, DuplicateGivens) {
  std::string line = dotted(kPuzzle);
  line[0] = '2';  // r1c1 = 2 next to r1c3 = 2
  EXPECT_EQ(
      parse_block(rows_text(line, [](int, std::string_view row) { return spaced(row, " | "); }))
          .error.message(),
      "digit 2 twice in row 1");
  std::string zeros(line);
  for (char& c : zeros) {
    if (c == '.') c = '0';
  }
  EXPECT_EQ(parse_block("[" + spaced(zeros, ",") + "]").error.message(), "digit 2 twice in row 1");
  EXPECT_EQ(parse_block(spaced(zeros, " ")).error.message(), "digit 2 twice in row 1");
}

}  // namespace
}  // namespace nonet
