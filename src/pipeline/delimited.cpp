#include "pipeline/delimited.hpp"

#include <algorithm>
#include <array>
#include <cstring>

#include "grid/cell_chars.hpp"
#include "nonet/grid.hpp"

namespace nonet {

namespace {

constexpr std::size_t kMaxDetectedFields = 256;

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && detail::is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && detail::is_space(text.back())) text.remove_suffix(1);
  return text;
}

// 81 cells, or 729 candidates (the pencilmark form), and nothing else.
bool looks_like_grid(std::string_view field) {
  field = trimmed(field);
  if (field.size() != kCells && field.size() != kCells * 9) return false;
  return std::all_of(field.begin(), field.end(),
                     [](char c) { return detail::cell_value(c) != detail::kNotCell; });
}

// A column name: 1 to kMaxHeaderNameBytes characters, at least one of which is neither a
// cell character nor white space. A field of cell characters only (a puzzle cut short, an
// empty field, a number) or as long as a puzzle is data: a first line whose puzzle column
// holds such a field is a data row, never a header, however broken its puzzle.
constexpr std::size_t kMaxHeaderNameBytes = 64;

bool is_column_name(std::string_view field) {
  field = trimmed(field);
  if (field.empty() || field.size() > kMaxHeaderNameBytes) return false;
  return std::any_of(field.begin(), field.end(), [](char c) {
    return detail::cell_value(c) == detail::kNotCell && !detail::is_space(c);
  });
}

bool same_name(std::string_view a, std::string_view b) {
  a = trimmed(a);
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    char c = a[i];
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if (c != b[i]) return false;
  }
  return true;
}

constexpr std::array<std::string_view, 9> kPuzzleNames = {
    "puzzle", "puzzles", "quizzes", "quiz", "question", "questions", "grid", "sudoku", "board"};
constexpr std::array<std::string_view, 4> kAnswerNames = {"solution", "solutions", "answer",
                                                          "answers"};

template <std::size_t N>
std::size_t find_name(const std::string* fields, std::size_t count,
                      const std::array<std::string_view, N>& names) {
  for (std::size_t i = 0; i < count; ++i) {
    for (const std::string_view name : names) {
      if (same_name(fields[i], name)) return i;
    }
  }
  return kNoColumn;
}

char pick_delimiter(std::string_view line) {
  std::size_t best_count = 0;
  char best = 0;
  for (const char d : {',', '\t', ';'}) {
    const auto count = static_cast<std::size_t>(std::count(line.begin(), line.end(), d));
    if (count > best_count) {
      best_count = count;
      best = d;
    }
  }
  return best;
}

bool all_digits(std::string_view text) {
  return !text.empty() && text.size() <= 6 &&
         std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// "id, puzzle, solution": the header's names, for messages.
std::string joined_names(const std::string* names, std::size_t count) {
  std::string text;
  for (std::size_t i = 0; i < count; ++i) {
    if (i > 0) text += ", ";
    text += trimmed(names[i]);
  }
  return text;
}

// --column / --answer-column: a 1-based number or a header name.
bool resolve_column(std::string_view wanted, const std::string* names, std::size_t count,
                    bool header, const char* option, std::size_t& column, std::string& name,
                    std::string& error) {
  if (all_digits(wanted)) {
    const std::size_t number = std::stoul(std::string(wanted));
    if (number == 0) {
      error = std::string(option) + " counts columns from 1";
      return false;
    }
    if (header && number > count) {
      error = std::string(option) + " " + std::string(wanted) +
              ": no such column (the header has " + std::to_string(count) +
              (count == 1 ? " column: " : " columns: ") + joined_names(names, count) + ")";
      return false;
    }
    column = number - 1;
    name = header && column < count ? std::string(trimmed(names[column]))
                                    : "column " + std::to_string(number);
    return true;
  }
  if (!header) {
    error = std::string(option) + " '" + std::string(wanted) +
            "': the input has no header line naming its columns";
    return false;
  }
  for (std::size_t i = 0; i < count; ++i) {
    if (trimmed(names[i]) == wanted) {
      column = i;
      name = std::string(wanted);
      return true;
    }
  }
  error = std::string(option) + " '" + std::string(wanted) + "': no such column (the header has " +
          joined_names(names, count) + ")";
  return false;
}

std::string default_name(const std::string* names, std::size_t count, bool header,
                         std::size_t column) {
  if (header && column < count && !trimmed(names[column]).empty()) {
    return std::string(trimmed(names[column]));
  }
  return "column " + std::to_string(column + 1);
}

}  // namespace

FieldStatus row_field(std::string_view row, char delimiter, std::size_t index,
                      std::string_view& field, std::string& scratch, std::size_t& fields) {
  row = without_cr(row);
  std::size_t at = 0;
  for (std::size_t i = 0;; ++i) {
    const std::string_view rest = row.substr(at);
    std::size_t end;  // where the field ends in `rest`
    if (!rest.empty() && rest.front() == '"') {
      bool doubled = false;
      std::size_t close = 1;
      for (;;) {
        close = rest.find('"', close);
        if (close == std::string_view::npos) {
          fields = i + 1;
          return FieldStatus::open_quote;
        }
        if (close + 1 < rest.size() && rest[close + 1] == '"') {
          doubled = true;
          close += 2;
          continue;
        }
        break;
      }
      if (i == index) {
        field = rest.substr(1, close - 1);
        if (doubled) {
          scratch.clear();
          for (std::size_t k = 0; k < field.size(); ++k) {
            scratch.push_back(field[k]);
            if (field[k] == '"') ++k;
          }
          field = scratch;
        }
        return FieldStatus::ok;
      }
      end = rest.find(delimiter, close + 1);
    } else {
      // An empty view may hold no pointer at all, and memchr must never see a null one.
      const void* found = rest.empty() ? nullptr : std::memchr(rest.data(), delimiter, rest.size());
      end = found ? static_cast<std::size_t>(static_cast<const char*>(found) - rest.data())
                  : std::string_view::npos;
      if (i == index) {
        field = rest.substr(0, end);
        return FieldStatus::ok;
      }
    }
    if (end == std::string_view::npos) {
      fields = i + 1;
      return FieldStatus::missing;
    }
    at += end + 1;
  }
}

std::size_t split_row(std::string_view row, char delimiter, std::string* fields,
                      std::size_t max_fields) {
  std::string scratch;
  std::size_t count = 0;
  for (; count < max_fields; ++count) {
    std::string_view field;
    std::size_t seen = 0;
    if (row_field(row, delimiter, count, field, scratch, seen) != FieldStatus::ok) break;
    fields[count] = std::string(field);
  }
  return count;
}

std::string row_error_text(FieldStatus status, std::size_t fields, std::size_t index,
                           std::string_view name) {
  if (status == FieldStatus::open_quote) {
    return "quoted field not closed in column " + std::to_string(fields);
  }
  std::string text = "row has " + std::to_string(fields) + (fields == 1 ? " field" : " fields") +
                     ", no column " + std::to_string(index + 1);
  if (!name.starts_with("column ")) text += " (" + std::string(name) + ")";
  return text;
}

bool detect_layout(std::string_view first, std::string_view second, const TableOptions& options,
                   TableLayout& layout, std::string& error) {
  layout = TableLayout{};
  first = without_cr(first);
  second = without_cr(second);
  const bool asked =
      !options.column.empty() || !options.answer_column.empty() || options.keep_columns;
  // The common case first: plain puzzle lines (and headerless `puzzle,solution` rows,
  // which the line parser reads for their first 81 cells).
  if (!asked && parse_line(first, ClashCheck::skip, LineForms::puzzle_or_pencilmarks).ok())
    return true;

  static thread_local std::array<std::string, kMaxDetectedFields> names;
  static thread_local std::array<std::string, kMaxDetectedFields> values;
  const char delimiter = pick_delimiter(first);
  if (delimiter == 0) {
    // One column: named (`puzzle` alone on the first line), or a plain line read as a row
    // of one field, for --keep-columns.
    names[0] = std::string(first);
    const bool named = find_name(names.data(), 1, kPuzzleNames) != kNoColumn;
    if (!named && !asked) return true;
    if (!options.answer_column.empty() || (!options.column.empty() && options.column != "1" &&
                                           !(named && trimmed(first) == options.column))) {
      error = "the input has one column only";
      return false;
    }
    layout.delimiter = ',';
    layout.header = named;
    layout.column_name = named ? std::string(trimmed(first)) : "column 1";
    return true;
  }
  const std::size_t count = split_row(first, delimiter, names.data(), names.size());
  bool header = true;
  for (std::size_t i = 0; i < count; ++i) header = header && !looks_like_grid(names[i]);
  const std::size_t value_count = header
                                      ? split_row(second, delimiter, values.data(), values.size())
                                      : split_row(first, delimiter, values.data(), values.size());

  std::size_t column = kNoColumn;
  bool named = false;  // the puzzle column was found by its name in the header
  if (!options.column.empty()) {
    if (!resolve_column(options.column, names.data(), count, header, "--column", column,
                        layout.column_name, error)) {
      return false;
    }
    named = !all_digits(options.column);
  } else {
    if (header) column = find_name(names.data(), count, kPuzzleNames);
    named = column != kNoColumn;
    // The first column holding a grid, in a row of at least two fields (a plain puzzle
    // line after a bad first line is not a table).
    if (column == kNoColumn && (value_count >= 2 || !header)) {
      for (std::size_t i = 0; i < value_count && column == kNoColumn; ++i) {
        if (looks_like_grid(values[i])) column = i;
      }
    }
    if (column == kNoColumn) {
      if (!asked) return true;  // not a table: the lines go to the parser as they are
      column = 0;
    }
    layout.column_name = default_name(names.data(), count, header, column);
  }
  if (header && !named && !(column < count && is_column_name(names[column]))) {
    header = false;  // the first line is data: its puzzle field is no name
    layout.column_name = "column " + std::to_string(column + 1);
  }

  if (!options.answer_column.empty()) {
    if (!resolve_column(options.answer_column, names.data(), count, header,
                        options.answer_option.c_str(), layout.answer, layout.answer_name, error)) {
      return false;
    }
  } else if (options.wants_answer) {
    if (header) layout.answer = find_name(names.data(), count, kAnswerNames);
    for (std::size_t i = 0; i < value_count && layout.answer == kNoColumn; ++i) {
      if (i != column && looks_like_grid(values[i])) layout.answer = i;
    }
    if (layout.answer != kNoColumn) {
      layout.answer_name = default_name(names.data(), count, header, layout.answer);
    }
  }
  layout.delimiter = delimiter;
  layout.header = header;
  layout.column = column;
  return true;
}

std::span<const std::string_view> puzzle_column_names() {
  return kPuzzleNames;
}
std::span<const std::string_view> answer_column_names() {
  return kAnswerNames;
}

bool names_puzzle_column(std::string_view name) {
  for (const std::string_view known : kPuzzleNames) {
    if (same_name(name, known)) return true;
  }
  return false;
}

}  // namespace nonet
