// Unit tests of delimited input: fields with RFC 4180 quotes, and the layout found from an
// input's first lines (header, delimiter, puzzle and answer columns).
#include "pipeline/delimited.hpp"

#include <gtest/gtest.h>

#include <string>

namespace nonet {
namespace {

const std::string kPuzzle =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const std::string kZeros =
    "400030000000600800000000001000050090080000600070200000000102700503000040900000000";
const std::string kSolution =
    "468931527751624839392578461134756298289413675675289314846192753513867942927345186";

struct Field {
  FieldStatus status;
  std::string text;
  std::size_t fields = 0;
};

Field field_of(std::string_view row, char delimiter, std::size_t index) {
  std::string scratch;
  std::string_view field;
  std::size_t fields = 0;
  const FieldStatus status = row_field(row, delimiter, index, field, scratch, fields);
  return {status, status == FieldStatus::ok ? std::string(field) : std::string(), fields};
}

TEST(RowField, PlainFields) {
  EXPECT_EQ(field_of("a,b,c", ',', 0).text, "a");
  EXPECT_EQ(field_of("a,b,c", ',', 1).text, "b");
  EXPECT_EQ(field_of("a,b,c\r", ',', 2).text, "c");  // CRLF: the CR is not data
  EXPECT_EQ(field_of("a,,c", ',', 1).text, "");
  EXPECT_EQ(field_of("a\tb;c", '\t', 1).text, "b;c");
  EXPECT_EQ(field_of("a,b", ',', 1).status, FieldStatus::ok);
}

TEST(RowField, QuotedFields) {
  EXPECT_EQ(field_of("\"a,b\",c", ',', 0).text, "a,b");
  EXPECT_EQ(field_of("\"a,b\",c", ',', 1).text, "c");
  EXPECT_EQ(field_of("x,\"say \"\"hi\"\"\",y", ',', 1).text, "say \"hi\"");
  EXPECT_EQ(field_of("x,\"say \"\"hi\"\"\",y", ',', 2).text, "y");
  EXPECT_EQ(field_of("\"\",b", ',', 0).text, "");
  EXPECT_EQ(field_of("1,\"" + kPuzzle + "\"\r", ',', 1).text, kPuzzle);
}

TEST(RowField, MissingAndOpenQuote) {
  const Field missing = field_of("a,b", ',', 2);
  EXPECT_EQ(missing.status, FieldStatus::missing);
  EXPECT_EQ(missing.fields, 2u);
  EXPECT_EQ(field_of("", ',', 1).fields, 1u);
  const Field open = field_of("a,\"b,c", ',', 2);
  EXPECT_EQ(open.status, FieldStatus::open_quote);
  EXPECT_EQ(open.fields, 2u);
  EXPECT_EQ(row_error_text(FieldStatus::missing, 2, 2, "solution"),
            "row has 2 fields, no column 3 (solution)");
  EXPECT_EQ(row_error_text(FieldStatus::missing, 1, 1, "column 2"), "row has 1 field, no column 2");
  EXPECT_EQ(row_error_text(FieldStatus::open_quote, 2, 2, "x"),
            "quoted field not closed in column 2");
}

TableOptions column(std::string name) {
  TableOptions options;
  options.column = std::move(name);
  return options;
}
TableOptions answer_column(std::string name) {
  TableOptions options;
  options.answer_column = std::move(name);
  return options;
}
TableOptions wants_answer() {
  TableOptions options;
  options.wants_answer = true;
  return options;
}
TableOptions keep_columns() {
  TableOptions options;
  options.keep_columns = true;
  return options;
}

TableLayout layout_of(std::string_view first, std::string_view second, TableOptions options = {},
                      std::string* error = nullptr) {
  TableLayout layout;
  std::string message;
  const bool ok = detect_layout(first, second, options, layout, message);
  if (error) *error = message;
  EXPECT_EQ(ok, error == nullptr) << message;
  return layout;
}

TEST(DetectLayout, PlainLinesAreNotTables) {
  EXPECT_FALSE(layout_of(kPuzzle, kPuzzle).is_table());
  // Headerless `puzzle,solution`: the line parser reads the first 81 cells already.
  EXPECT_FALSE(layout_of(kPuzzle + "," + kSolution, "").is_table());
  EXPECT_FALSE(layout_of(kPuzzle + " ED=1.2/1.2/1.2", "").is_table());
  // A bad first line before plain puzzle lines stays a bad line.
  EXPECT_FALSE(layout_of("12345,abc", kPuzzle).is_table());
  EXPECT_FALSE(layout_of("53..7....  row one, 5 and 3 given", "6..195...").is_table());
}

TEST(DetectLayout, PublicDatasetLayouts) {
  TableLayout three_million = layout_of("id,puzzle,solution,clues,difficulty",
                                        "1," + kPuzzle + "," + kSolution + ",24,2.2");
  EXPECT_EQ(three_million.delimiter, ',');
  EXPECT_TRUE(three_million.header);
  EXPECT_EQ(three_million.column, 1u);
  EXPECT_EQ(three_million.column_name, "puzzle");
  EXPECT_EQ(three_million.answer, kNoColumn);  // only check asks for it

  TableLayout one_million =
      layout_of("quizzes,solutions", kZeros + "," + kSolution, wants_answer());
  EXPECT_EQ(one_million.column, 0u);
  EXPECT_EQ(one_million.answer, 1u);
  EXPECT_EQ(one_million.answer_name, "solutions");

  TableLayout ml = layout_of("source,question,answer,rating",
                             "forum," + kZeros + "," + kSolution + ",0.5", wants_answer());
  EXPECT_EQ(ml.column, 1u);
  EXPECT_EQ(ml.answer, 2u);

  TableLayout tsv = layout_of("question\tanswer\trating", kZeros + "\t" + kSolution + "\t3");
  EXPECT_EQ(tsv.delimiter, '\t');
  EXPECT_EQ(tsv.column, 0u);

  TableLayout semicolons = layout_of("Nr;Grid\r", "7;\"" + kPuzzle + "\"\r");
  EXPECT_EQ(semicolons.delimiter, ';');
  EXPECT_EQ(semicolons.column, 1u);
  EXPECT_EQ(semicolons.column_name, "Grid");

  // Headerless, the puzzle not first: the first field holding a grid.
  TableLayout headerless = layout_of("forum," + kPuzzle + "," + kSolution, "");
  EXPECT_FALSE(headerless.header);
  EXPECT_EQ(headerless.column, 1u);

  // Unknown names: the first column of the next row that holds a grid.
  TableLayout unnamed = layout_of("a,b,c", "x,y," + kPuzzle);
  EXPECT_TRUE(unnamed.header);
  EXPECT_EQ(unnamed.column, 2u);
  EXPECT_EQ(unnamed.column_name, "c");

  TableLayout single = layout_of("puzzle\r", kPuzzle);
  EXPECT_TRUE(single.is_table());
  EXPECT_TRUE(single.header);
  EXPECT_EQ(single.column, 0u);
}

// The first line is a header only when its puzzle column holds a name there: a data row
// whose puzzle is cut short, empty or a number is never taken for one.
TEST(DetectLayout, AFirstRowWithoutANameIsData) {
  const std::string row = "2," + kPuzzle + ",y";
  TableLayout cut = layout_of("1," + kPuzzle.substr(0, 80) + ",x", row);
  EXPECT_TRUE(cut.is_table());
  EXPECT_FALSE(cut.header);
  EXPECT_EQ(cut.column, 1u);
  EXPECT_EQ(cut.column_name, "column 2");
  EXPECT_FALSE(layout_of("1,,x", row).header);
  EXPECT_FALSE(layout_of("1,0,x", row).header);
  EXPECT_FALSE(layout_of("1,12345...,x", row).header);
  // 81 characters with a letter among them: almost a puzzle, so data.
  EXPECT_FALSE(layout_of("1," + kPuzzle.substr(0, 80) + "a,x", row).header);
  // Names are headers, with or without the known words.
  EXPECT_TRUE(layout_of("id,puzzle,note", row).header);
  EXPECT_TRUE(layout_of("n,my grids,note", row).header);
  EXPECT_EQ(layout_of("n,my grids,note", row).column_name, "my grids");
  EXPECT_TRUE(layout_of("index,board_1,note", row).header);
  // A column chosen by name keeps its header whatever the name.
  EXPECT_TRUE(layout_of("id,...,note", row, column("...")).header);
}

TEST(DetectLayout, ColumnOptions) {
  const std::string header = "id,puzzle,solution,clues,difficulty";
  const std::string row = "1," + kPuzzle + "," + kSolution + ",24,2.2";
  EXPECT_EQ(layout_of(header, row, column("solution")).column, 2u);
  EXPECT_EQ(layout_of(header, row, column("3")).column, 2u);
  EXPECT_EQ(layout_of(header, row, column("3")).column_name, "solution");
  EXPECT_EQ(layout_of(row, "", column("2")).column_name, "column 2");
  EXPECT_EQ(layout_of(header, row, answer_column("solution")).answer, 2u);
  std::string error;
  layout_of(header, row, column("grid"), &error);
  EXPECT_EQ(error,
            "--column 'grid': no such column (the header has id, puzzle, solution, clues, "
            "difficulty)");
  layout_of(header, row, column("0"), &error);
  EXPECT_EQ(error, "--column counts columns from 1");
  layout_of(row, "", column("puzzle"), &error);
  EXPECT_EQ(error, "--column 'puzzle': the input has no header line naming its columns");
  // A number past the header's columns stops the run, as a name the header lacks does.
  layout_of(header, row, column("6"), &error);
  EXPECT_EQ(error,
            "--column 6: no such column (the header has 5 columns: id, puzzle, solution, "
            "clues, difficulty)");
  layout_of("id,puzzle", "1," + kPuzzle, answer_column("3"), &error);
  EXPECT_EQ(error, "--answer-column 3: no such column (the header has 2 columns: id, puzzle)");
  // --keep-columns turns plain lines into rows of one field.
  TableLayout kept = layout_of(kPuzzle, kPuzzle, keep_columns());
  EXPECT_TRUE(kept.is_table());
  EXPECT_FALSE(kept.header);
}

}  // namespace
}  // namespace nonet
