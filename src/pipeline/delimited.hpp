// Delimited input: datasets as people download them (`id,puzzle,solution,clues,difficulty`,
// `quizzes,solutions`, `question,answer,rating`, the same with tabs or semicolons). The
// first line of an input decides its layout once; then each row costs a scan up to the
// puzzle's field, with RFC 4180 quotes undone only in a field that has them.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>

#include "nonet/pipeline.hpp"

namespace nonet {

inline constexpr std::size_t kNoColumn = static_cast<std::size_t>(-1);

// How one input's rows are read. delimiter 0: not a table, plain puzzle lines.
struct TableLayout {
  char delimiter = 0;
  bool header = false;             // the first line names the columns
  std::size_t column = 0;          // the puzzle's field, 0-based
  std::size_t answer = kNoColumn;  // check: the answer's field
  std::string column_name;         // for reasons: `puzzle` or `column 2`
  std::string answer_name;

  bool is_table() const { return delimiter != 0; }
};

// Decides the layout from an input's first two record lines (`second` may be empty).
// False when the options name a column the input does not have (then `error` says so).
bool detect_layout(std::string_view first, std::string_view second, const TableOptions& options,
                   TableLayout& layout, std::string& error);

enum class FieldStatus : unsigned char { ok, missing, open_quote };

// Field `index` of `row` (a line without its '\n'; a trailing '\r' is not part of the last
// field). A quoted field comes back without its quotes; when it holds a doubled quote it
// is copied, undoubled, into `scratch`. `fields` counts the fields seen when missing.
FieldStatus row_field(std::string_view row, char delimiter, std::size_t index,
                      std::string_view& field, std::string& scratch, std::size_t& fields);

// Every field of `row`, undone as row_field does (for the header and detection).
std::size_t split_row(std::string_view row, char delimiter, std::string* fields,
                      std::size_t max_fields);

// "row has 2 fields, no column 3 (puzzle)" or "quoted field not closed in column 2".
std::string row_error_text(FieldStatus status, std::size_t fields, std::size_t index,
                           std::string_view name);

// A row's text without a trailing '\r'.
inline std::string_view without_cr(std::string_view row) {
  if (!row.empty() && row.back() == '\r') row.remove_suffix(1);
  return row;
}

// Whether a header names a puzzle column (puzzle, quizzes, question, grid, ... in any case):
// the names the readers look for.
bool names_puzzle_column(std::string_view name);
// Those names, and the names of an answer column (solution, answer, ...), in lower case.
std::span<const std::string_view> puzzle_column_names();
std::span<const std::string_view> answer_column_names();

}  // namespace nonet
