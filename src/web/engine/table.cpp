// Delimited text in the batch box (`id,puzzle,solution`, `quizzes,solutions`, tabs,
// semicolons) read as `nonet rate` reads a file: the layout from the first two record lines,
// the header skipped, each row's puzzle field, a row without it an invalid record.
#include "pipeline/delimited.hpp"
#include "rating/format.hpp"
#include "web/engine/engine.hpp"

namespace nonet::web {

using emscripten::val;

val detect_table(const std::string& first, const std::string& second) {
  TableLayout layout;
  std::string error;
  val out = val::object();
  const bool ok = detect_layout(first, second, TableOptions{}, layout, error);
  out.set("ok", ok);
  if (!ok) {
    out.set("error", val(error));
    return out;
  }
  out.set("table", layout.is_table());
  out.set("delimiter", val(std::string(layout.is_table() ? 1 : 0, layout.delimiter)));
  out.set("header", layout.header);
  out.set("column", static_cast<double>(layout.column));
  out.set("columnName", val(layout.column_name));
  return out;
}

val table_field(const std::string& row, const std::string& delimiter, double column,
                const std::string& column_name) {
  std::string_view field;
  std::string scratch;
  std::size_t fields = 0;
  const auto index = static_cast<std::size_t>(column);
  const FieldStatus status = row_field(without_cr(row), delimiter.empty() ? ',' : delimiter[0],
                                       index, field, scratch, fields);
  val out = val::object();
  out.set("ok", status == FieldStatus::ok);
  if (status == FieldStatus::ok)
    out.set("field", val(std::string(field)));
  else
    out.set("error", val(row_error_text(status, fields, index, column_name)));
  return out;
}

std::string invalid_csv_row(const std::string& text, double line, const std::string& error) {
  RatedRecord rated;
  rated.line = static_cast<std::uint64_t>(line);
  rated.text = text;
  rated.error = error;
  std::string out;
  append_rating(out, rated, RatingFormat::csv);
  return out;
}

}  // namespace nonet::web
