// Grid text forms: the puzzle line (hot path, allocation-free), the block forms, clashes.
#include <bit>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <limits>

#include "grid/cell_chars.hpp"
#include "grid/houses.hpp"
#include "grid/text_lines.hpp"
#include "nonet/grid.hpp"

namespace nonet {

namespace {

using detail::cell_value;
using detail::is_separator;
using detail::is_space;
using detail::kNotCell;

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

int clamp_count(std::size_t count) {
  constexpr auto kMax = static_cast<std::size_t>(std::numeric_limits<int>::max());
  return static_cast<int>(count < kMax ? count : kMax);
}

ParseError wrong_length(std::size_t cells) {
  return ParseError{.kind = ParseErrorKind::wrong_length, .cells = clamp_count(cells)};
}

ParseError bad_character(char c, std::size_t index) {
  return ParseError{
      .kind = ParseErrorKind::bad_character, .column = clamp_count(index + 1), .character = c};
}

std::string_view trim(std::string_view text) {
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return text;
}

// Blank lines and lines starting with '#' carry no cells in any block form.
bool is_comment_or_blank(std::string_view line) {
  line = trim(line);
  return line.empty() || line.front() == '#';
}

// Sixteen bytes, for GCC's portable vectors (SSE2 on x86-64): the hot line forms use them.
using Bytes = std::uint8_t __attribute__((vector_size(16)));

ParseResult with_clash_check(ParseResult result) {
  if (result.ok()) result.error = find_clash(result.grid);
  return result;
}

}  // namespace

int Grid::clues() const {
  int count = 0;
  for (std::uint8_t value : cells) count += value != 0;
  return count;
}

bool Grid::is_complete() const {
  for (std::uint8_t value : cells) {
    if (value == 0) return false;
  }
  return true;
}

void Grid::write_line(char* out, char empty) const {
  // Sixteen cells at a time, as in read_plain_cells: every solution line goes through here.
  constexpr std::size_t kLast = kCells - 1;
  for (std::size_t at = 0; at < kLast; at += 16) {
    Bytes values;
    std::memcpy(&values, cells.data() + at, sizeof values);
    const Bytes is_empty = values == 0;
    const Bytes chars = ((values + static_cast<std::uint8_t>('0')) & ~is_empty) |
                        (static_cast<std::uint8_t>(empty) & is_empty);
    std::memcpy(out + at, &chars, sizeof chars);
  }
  out[kLast] = cells[kLast] == 0 ? empty : static_cast<char>('0' + cells[kLast]);
}

std::string Grid::to_line(char empty) const {
  std::string line(kCells, empty);
  write_line(line.data(), empty);
  return line;
}

std::string_view to_string(HouseKind house) {
  switch (house) {
    case HouseKind::row:
      return "row";
    case HouseKind::column:
      return "column";
    case HouseKind::box:
      return "box";
  }
  return "house";
}

std::string ParseError::message() const {
  char buffer[96];
  switch (kind) {
    case ParseErrorKind::none:
      return "no error";
    case ParseErrorKind::wrong_length:
      std::snprintf(buffer, sizeof buffer, "expected 81 cells, got %d", cells);
      return buffer;
    case ParseErrorKind::bad_character: {
      const auto byte = static_cast<unsigned char>(character);
      char shown[8];
      if (byte >= 0x20 && byte < 0x7F) {
        std::snprintf(shown, sizeof shown, "%c", character);
      } else {
        std::snprintf(shown, sizeof shown, "\\x%02x", byte);  // control bytes, non-ASCII bytes
      }
      std::snprintf(buffer, sizeof buffer, "bad character '%s' at column %d", shown, column);
      return buffer;
    }
    case ParseErrorKind::duplicate_given: {
      const std::string_view name = to_string(house);
      std::snprintf(buffer, sizeof buffer, "digit %d twice in %.*s %d", digit,
                    static_cast<int>(name.size()), name.data(), house_index);
      return buffer;
    }
    case ParseErrorKind::misplaced_digit:
      std::snprintf(buffer, sizeof buffer,
                    "pencilmarks: digit %d at column %d, where only %d or an empty mark may stand",
                    digit, column, (column - 1) % 9 + 1);
      return buffer;
    case ParseErrorKind::pencilmarks:
      return "729-character pencilmarks, where this command reads 81-cell puzzles";
  }
  return "unknown error";
}

bool is_empty_mark(char c) {
  return cell_value(c) == 0;
}

namespace {

// Whether any house holds a digit twice. Each row, column and box gets the set of digits in
// it (one bit per digit, no branch): with no repeat, the sets of each
// kind of house together count every given once.
bool has_clash(const Grid& grid) {
  // A row's and a band's boxes' sets live in registers (the column loop is unrolled, so each
  // cell's box is known): an array in memory would chain every cell's update to the last.
  unsigned columns[9] = {};
  int givens = 0, in_rows = 0, in_columns = 0, in_boxes = 0;
  for (int band = 0; band < 3; ++band) {
    unsigned boxes[3] = {};
    for (int row = 3 * band; row < 3 * band + 3; ++row) {
      unsigned row_bits = 0;
#pragma GCC unroll 9
      for (int column = 0; column < 9; ++column) {
        const unsigned value = grid.cells[9 * row + column];
        const unsigned bit = value <= 9 ? (1u << value) & 0x3FEu : 0u;  // 0 (empty): no bit
        givens += bit != 0;
        row_bits |= bit;
        columns[column] |= bit;
        boxes[column / 3] |= bit;
      }
      in_rows += std::popcount(row_bits);
    }
    for (const unsigned box : boxes) in_boxes += std::popcount(box);
  }
  for (const unsigned column : columns) in_columns += std::popcount(column);
  return in_rows != givens || in_columns != givens || in_boxes != givens;
}

}  // namespace

ParseError find_clash(const Grid& grid) {
  if (!has_clash(grid)) return {};
  // There is one: find the first in the documented order (rows, columns, boxes).
  for (int house = 0; house < 27; ++house) {
    std::array<std::int8_t, 10> seen_at;  // digit -> cell where it was seen in this house
    seen_at.fill(-1);
    for (std::uint8_t cell : house_cells(house)) {
      const std::uint8_t digit = grid.cells[cell];
      if (digit == 0 || digit > 9) continue;
      if (seen_at[digit] >= 0) {
        return ParseError{.kind = ParseErrorKind::duplicate_given,
                          .digit = digit,
                          .house = static_cast<HouseKind>(house / 9),
                          .house_index = house % 9 + 1,
                          .first_cell = seen_at[digit],
                          .second_cell = cell};
      }
      seen_at[digit] = static_cast<std::int8_t>(cell);
    }
  }
  return {};
}

// The hot path: one pass over the line, no allocation. Columns in errors count from the
// start of the untrimmed line.
std::string to_pencilmark_line(const Pencilmarks& pencilmarks) {
  std::string line(kPencilmarkChars, '.');
  for (int cell = 0; cell < kCells; ++cell) {
    for (int digit = 1; digit <= 9; ++digit) {
      if ((pencilmarks[cell] >> (digit - 1)) & 1)
        line[9 * cell + digit - 1] = static_cast<char>('0' + digit);
    }
  }
  return line;
}

namespace {

// The 729 characters at `text` (already known to be digits and empty marks) into `result`
// (filled in place: parse_line returns one named result, so it is never copied).
void read_pencilmarks(const char* text, std::size_t offset, ParseResult& result) {
  result.grid = Grid{};
  result.has_pencilmarks = true;
  for (int cell = 0; cell < kCells; ++cell) {
    std::uint16_t candidates = 0;
    for (int place = 0; place < 9; ++place) {
      const int value = cell_value(text[9 * cell + place]);
      if (value == 0) continue;
      if (value != place + 1) {
        result.error = ParseError{.kind = ParseErrorKind::misplaced_digit,
                                  .column = clamp_count(offset + 9 * cell + place + 1),
                                  .digit = value};
        return;
      }
      candidates |= static_cast<std::uint16_t>(1u << place);
    }
    result.pencilmarks[cell] = candidates;
  }
}

// The common line, 81 characters of digits 0-9 and '.', sixteen at a time. False, with `grid`
// half-written, for any other character: the caller then reads the line one character at a time.
bool read_plain_cells(const char* text, Grid& grid) {
  constexpr std::size_t kLast = kCells - 1;
  bool plain = true;
  for (std::size_t at = 0; at < kLast; at += 16) {
    Bytes chars;
    std::memcpy(&chars, text + at, sizeof chars);
    const Bytes values = chars - static_cast<std::uint8_t>('0');
    const Bytes digit = values <= 9;  // all ones in the lanes holding 0-9
    const Bytes dot = chars == static_cast<std::uint8_t>('.');
    const Bytes cells = values & digit;
    std::memcpy(grid.cells.data() + at, &cells, sizeof cells);
    std::uint64_t halves[2];
    const Bytes other = ~(digit | dot);
    std::memcpy(halves, &other, sizeof halves);
    plain = plain && (halves[0] | halves[1]) == 0;
  }
  const std::uint8_t last = cell_value(text[kLast]);
  grid.cells[kLast] = last;
  return plain && last != kNotCell;
}

}  // namespace

ParseResult parse_line(std::string_view line, ClashCheck clash, LineForms forms) {
  ParseResult result;
  std::size_t begin = 0;
  std::size_t end = line.size();
  while (begin < end && is_space(line[begin])) ++begin;
  while (end > begin && is_space(line[end - 1])) --end;

  std::size_t pos = begin;
  if (end - begin >= kCells && read_plain_cells(line.data() + begin, result.grid)) pos += kCells;
  for (; pos < end; ++pos) {
    const std::uint8_t value = cell_value(line[pos]);
    if (value == kNotCell) break;
    if (pos - begin < kCells) result.grid.cells[pos - begin] = value;
  }
  const std::size_t run = pos - begin;
  if (run == kPencilmarkChars && (pos == end || is_separator(line[pos]))) {
    if (forms == LineForms::puzzle)
      result.error = ParseError{.kind = ParseErrorKind::pencilmarks};
    else
      read_pencilmarks(line.data() + begin, begin, result);
    return result;
  }
  if (run > kCells) {
    result.error = wrong_length(run);
  } else if (pos < end && !is_separator(line[pos])) {
    result.error = bad_character(line[pos], pos);
  } else if (run < kCells) {
    result.error = wrong_length(run);
  } else if (clash == ClashCheck::check) {
    result.error = find_clash(result.grid);
  }
  return result;
}

// ---------------------------------------------------------------------------------------
// Block forms. parse_block accepts exactly these, tried in this order:
//
// (c) Octave/MATLAB matrix: the first line that is neither blank nor a comment ('#' or
//     '%') is `[` or `NAME = [` (NAME an identifier). Entries are single digits 0-9
//     separated by spaces, tabs or ','; rows end at ';' or a newline (rows are not
//     counted: the 81 entries are read in order). '#' or '%' starts a comment to the end of
//     the line. After `]` only white space, ';' and comments may follow; a missing `]` is
//     tolerated. A second digit in an entry ("10") or any other character is a
//     bad_character; a count other than 81 is wrong_length with the count.
// (b) 81 integers: every line that is neither blank nor a '#' comment holds only single
//     digits 0-9 separated by white space. A count other than 81 is wrong_length.
// (*) A single line that is neither blank nor a '#' comment is read by parse_line.
// (a) 9x9 rows, blank lines and '#' lines skipped:
//     - a border line is made only of - + | = and white space, and contains a '+' or '='
//       or does not hold exactly 9 '-' (so "+---+---+---+" and "------+------+------"
//       are borders, while "---------" or "|---|---|---|" may be a row of empty cells: it
//       is a row when that makes 9 rows, and a border when the other lines make 9 rows);
//     - any other line is a row: spaces, tabs and '|' are dropped and the first 9
//       characters left are the cells (1-9 a given, anything else empty), the rest of the
//       line is a comment. So "53..7....", "5 3 . | . 7 . | . . ." and "|53.|.7.|...|"
//       all read the same. A line without '|' that has fewer than 9 characters left but
//       at least 9 characters in all is read as is (spaces then are empty cells).
//     Not exactly 9 rows, or a row shorter than 9 cells, is wrong_length with the cells
//     found (up to 9 per row).
// (d) Seed layout (SUDOKU.TXT), when (a) fails: the 9 lines from the first that is neither
//     blank nor '#' each have at least 9 characters, no '|' among the first 9, and those
//     are the cells (1-9 a given, anything else empty); the rest of those lines, and every
//     line after them, is free text, digits included.
// Every form is then checked for clashing givens.
// ---------------------------------------------------------------------------------------

namespace {

bool is_identifier_start(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
bool is_identifier_char(char c) {
  return is_identifier_start(c) || is_digit(c);
}

// Where the matrix's '[' is in `line`, or npos when the line does not open a matrix.
std::size_t matrix_open(std::string_view line) {
  std::size_t pos = 0;
  while (pos < line.size() && is_space(line[pos])) ++pos;
  if (pos < line.size() && is_identifier_start(line[pos])) {
    while (pos < line.size() && is_identifier_char(line[pos])) ++pos;
    while (pos < line.size() && is_space(line[pos])) ++pos;
    if (pos == line.size() || line[pos] != '=') return std::string_view::npos;
    ++pos;
    while (pos < line.size() && is_space(line[pos])) ++pos;
  }
  return pos < line.size() && line[pos] == '[' ? pos : std::string_view::npos;
}

bool is_matrix_comment_or_blank(std::string_view line) {
  line = trim(line);
  return line.empty() || line.front() == '#' || line.front() == '%';
}

ParseResult parse_matrix(std::string_view text) {
  enum class State { before, inside, after };
  ParseResult result;
  State state = State::before;
  std::size_t count = 0;
  for_each_line(text, [&](std::string_view line) {
    if (result.error) return;
    std::size_t pos = 0;
    if (state == State::before) {
      if (is_matrix_comment_or_blank(line)) return;
      pos = matrix_open(line) + 1;  // the first such line opens the matrix (checked before)
      state = State::inside;
    }
    bool in_entry = false;
    for (; pos < line.size(); ++pos) {
      const char c = line[pos];
      if (c == '#' || c == '%') break;
      if (state == State::after) {
        if (!is_space(c) && c != ';') {
          result.error = bad_character(c, pos);
          return;
        }
      } else if (is_digit(c)) {
        if (in_entry) {
          result.error = bad_character(c, pos);
          return;
        }
        if (count < kCells) result.grid.cells[count] = static_cast<std::uint8_t>(c - '0');
        ++count;
        in_entry = true;
      } else if (is_space(c) || c == ',' || c == ';') {
        in_entry = false;
      } else if (c == ']') {
        state = State::after;
      } else {
        result.error = bad_character(c, pos);
        return;
      }
    }
  });
  if (!result.error && count != kCells) result.error = wrong_length(count);
  return with_clash_check(result);
}

ParseResult parse_integers(std::string_view text) {
  ParseResult result;
  std::size_t count = 0;
  for_each_line(text, [&](std::string_view line) {
    if (is_comment_or_blank(line)) return;
    for (char c : line) {
      if (!is_digit(c)) continue;
      if (count < kCells) result.grid.cells[count] = static_cast<std::uint8_t>(c - '0');
      ++count;
    }
  });
  if (count != kCells) result.error = wrong_length(count);
  return with_clash_check(result);
}

// True when every line that is neither blank nor '#' holds only single-digit tokens.
bool is_integer_list(std::string_view text) {
  bool ok = true;
  for_each_line(text, [&](std::string_view line) {
    if (!ok || is_comment_or_blank(line)) return;
    bool previous_digit = false;
    for (char c : line) {
      if (is_digit(c)) {
        if (previous_digit) ok = false;
        previous_digit = true;
      } else if (is_space(c)) {
        previous_digit = false;
      } else {
        ok = false;
      }
    }
  });
  return ok;
}

enum class LineKind { skip, border, ambiguous, row };

struct RowLine {
  LineKind kind = LineKind::skip;
  int cells = 0;  // up to 9
  std::array<std::uint8_t, 9> values{};
};

RowLine read_row_line(std::string_view line) {
  RowLine row;
  if (is_comment_or_blank(line)) return row;
  bool border_chars_only = true;
  bool has_bar = false;
  bool has_plus_or_equals = false;
  int dashes = 0;
  for (char c : line) {
    if (c == '|') has_bar = true;
    if (c == '+' || c == '=') has_plus_or_equals = true;
    if (c == '-') ++dashes;
    if (c != '-' && c != '+' && c != '|' && c != '=' && !is_space(c)) border_chars_only = false;
  }
  if (border_chars_only && (has_plus_or_equals || dashes != 9)) {
    row.kind = LineKind::border;
    return row;
  }
  row.kind = border_chars_only ? LineKind::ambiguous : LineKind::row;
  for (char c : line) {
    if (row.cells == 9) break;
    if (is_space(c) || c == '|') continue;
    row.values[row.cells++] = c >= '1' && c <= '9' ? static_cast<std::uint8_t>(c - '0') : 0;
  }
  std::string_view raw = line;
  while (!raw.empty() && (raw.back() == '\r' || raw.back() == '\n')) raw.remove_suffix(1);
  if (row.cells < 9 && !has_bar && raw.size() >= 9) {
    // A fixed-width row where spaces stand for empty cells.
    for (int i = 0; i < 9; ++i) {
      const char c = raw[i];
      row.values[i] = c >= '1' && c <= '9' ? static_cast<std::uint8_t>(c - '0') : 0;
    }
    row.cells = 9;
  }
  return row;
}

ParseResult parse_rows(std::string_view text) {
  int rows = 0;
  int ambiguous = 0;
  int cells_found = 0;
  for_each_line(text, [&](std::string_view line) {
    const RowLine row = read_row_line(line);
    if (row.kind == LineKind::row) ++rows;
    if (row.kind == LineKind::ambiguous) ++ambiguous;
    if (row.kind == LineKind::row || row.kind == LineKind::ambiguous) cells_found += row.cells;
  });
  ParseResult result;
  // Runs of dashes are rows of empty cells only when that makes 9 rows.
  const bool ambiguous_are_rows = rows + ambiguous == 9;
  if (!ambiguous_are_rows && rows != 9) {
    result.error = wrong_length(cells_found);
    return result;
  }
  int row_index = 0;
  int used_cells = 0;
  for_each_line(text, [&](std::string_view line) {
    const RowLine row = read_row_line(line);
    if (row.kind != LineKind::row && !(row.kind == LineKind::ambiguous && ambiguous_are_rows)) {
      return;
    }
    for (int i = 0; i < row.cells; ++i) result.grid.cells[9 * row_index + i] = row.values[i];
    used_cells += row.cells;
    ++row_index;
  });
  if (used_cells != kCells) result.error = wrong_length(used_cells);  // a short row
  return with_clash_check(result);
}

ParseResult parse_seed_rows(std::string_view text) {
  ParseResult result;
  int row_index = 0;
  bool fits = true;
  for_each_line(text, [&](std::string_view line) {
    if (!fits || row_index == 9) return;
    if (row_index == 0 && is_comment_or_blank(line)) return;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    // A framed grid (`|`) is form (a)'s: its cells are not in fixed columns.
    if (line.size() < 9 || line.substr(0, 9).find('|') != std::string_view::npos) {
      fits = false;
      return;
    }
    for (int i = 0; i < 9; ++i) {
      const char c = line[static_cast<std::size_t>(i)];
      result.grid.cells[9 * row_index + i] =
          c >= '1' && c <= '9' ? static_cast<std::uint8_t>(c - '0') : 0;
    }
    ++row_index;
  });
  if (!fits || row_index != 9) result.error = wrong_length(9 * row_index);
  return with_clash_check(result);
}

}  // namespace

ParseResult parse_block(std::string_view text) {
  int content_lines = 0;
  std::string_view first_content;
  std::string_view first_matrix_candidate;
  bool have_matrix_candidate = false;
  for_each_line(text, [&](std::string_view line) {
    if (!have_matrix_candidate && !is_matrix_comment_or_blank(line)) {
      first_matrix_candidate = line;
      have_matrix_candidate = true;
    }
    if (is_comment_or_blank(line)) return;
    if (content_lines++ == 0) first_content = line;
  });
  if (have_matrix_candidate && matrix_open(first_matrix_candidate) != std::string_view::npos) {
    return parse_matrix(text);
  }
  if (content_lines == 0) return ParseResult{.grid = {}, .error = wrong_length(0)};
  if (is_integer_list(text)) return parse_integers(text);
  if (content_lines == 1) return parse_line(first_content);
  ParseResult rows = parse_rows(text);
  if (rows.ok()) return rows;
  // Comment lines after the grid, or a comment with digits after a row's 9 cells.
  // When the seed layout fits (nine lines of nine characters), its answer stands, a clash
  // included.
  ParseResult seed = parse_seed_rows(text);
  return seed.error.kind != ParseErrorKind::wrong_length ? seed : rows;
}

}  // namespace nonet
