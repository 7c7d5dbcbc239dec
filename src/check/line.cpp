// The text forms `nonet check` reads: a completed grid, or a puzzle and its answer on one
// line, or one line of each from two files. One pass per line, no allocation.
#include <cstddef>
#include <limits>

#include "grid/cell_chars.hpp"
#include "nonet/check.hpp"

namespace nonet {

namespace {

using detail::cell_value;
using detail::is_separator;
using detail::is_space;
using detail::kNotCell;

int clamp_count(std::size_t count) {
  constexpr auto kMax = static_cast<std::size_t>(std::numeric_limits<int>::max());
  return static_cast<int>(count < kMax ? count : kMax);
}

// Reads the run of cells starting at `pos` into `grid` and moves `pos` past it. The run
// must be 81 cells and end at `end` or at a separator; otherwise returns why not (columns
// are 1-based in the whole line) and `grid` holds nothing useful.
ParseError read_grid(std::string_view line, std::size_t& pos, std::size_t end, Grid& grid) {
  const std::size_t begin = pos;
  if (end - begin >= kCells) {
    // The common case, without a branch per cell: only kNotCell has the high bit.
    std::uint8_t seen = 0;
    for (int i = 0; i < kCells; ++i) {
      const std::uint8_t value = cell_value(line[begin + i]);
      grid.cells[i] = value;
      seen |= value;
    }
    if ((seen & 0x80) == 0 && (end - begin == kCells || is_separator(line[begin + kCells]))) {
      pos = begin + kCells;
      return {};
    }
  }
  for (; pos < end; ++pos) {
    const std::uint8_t value = cell_value(line[pos]);
    if (value == kNotCell) break;
    if (pos - begin < kCells) grid.cells[pos - begin] = value;
  }
  const std::size_t run = pos - begin;
  if (run == kPencilmarkChars && (pos == end || is_separator(line[pos])))
    return {.kind = ParseErrorKind::pencilmarks};
  if (run > kCells) return {.kind = ParseErrorKind::wrong_length, .cells = clamp_count(run)};
  if (pos < end && !is_separator(line[pos])) {
    return {.kind = ParseErrorKind::bad_character,
            .column = clamp_count(pos + 1),
            .character = line[pos]};
  }
  if (run < kCells) return {.kind = ParseErrorKind::wrong_length, .cells = clamp_count(run)};
  return {};
}

void trim(std::string_view line, std::size_t& begin, std::size_t& end) {
  begin = 0;
  end = line.size();
  while (begin < end && is_space(line[begin])) ++begin;
  while (end > begin && is_space(line[end - 1])) --end;
}

// The first grid of a line, as parse_line reads it but without the clash check: clashes
// are what a check reports.
ParseError read_first_grid(std::string_view line, Grid& grid) {
  std::size_t begin = 0;
  std::size_t end = 0;
  trim(line, begin, end);
  return read_grid(line, begin, end, grid);
}

// A puzzle and an answer of which one is unreadable: the parse errors first, then what is
// wrong with the answer on its own when it could be read. No uniqueness without a puzzle.
void report_unreadable(const ParseError& puzzle_error, const ParseError& answer_error,
                       const Grid& answer, CheckReport& report) {
  CheckReport answer_only;
  if (!answer_error) check_grid(answer, answer_only);
  report.clear();
  report.paired = true;
  report.puzzle_error = puzzle_error;
  report.answer_error = answer_error;
  if (puzzle_error) report.add({.kind = CheckReasonKind::bad_puzzle});
  if (answer_error) report.add({.kind = CheckReasonKind::bad_answer});
  for (const CheckReason& reason : answer_only.reasons()) report.add(reason);
}

}  // namespace

void check_line(std::string_view line, CheckReport& report, const CheckOptions& options) {
  std::size_t pos = 0;
  std::size_t end = 0;
  trim(line, pos, end);
  Grid first;
  const ParseError first_error = read_grid(line, pos, end, first);
  // A second grid follows when, after the separators, the text goes on with a cell.
  std::size_t second_at = pos;
  if (first_error.kind != ParseErrorKind::bad_character) {
    while (second_at < end && is_separator(line[second_at])) ++second_at;
  }
  const bool paired = first_error.kind != ParseErrorKind::bad_character && second_at > pos &&
                      second_at < end && cell_value(line[second_at]) != kNotCell;
  if (!paired) {
    if (first_error) {
      report.clear();
      report.answer_error = first_error;
      report.add({.kind = CheckReasonKind::bad_answer});
    } else {
      check_grid(first, report);
    }
    return;
  }
  Grid answer;
  const ParseError answer_error = read_grid(line, second_at, end, answer);
  if (!first_error && !answer_error) {
    check_answer(first, answer, report, options);
  } else {
    report_unreadable(first_error, answer_error, answer, report);
  }
}

void check_pair(std::string_view puzzle_line, std::string_view answer_line, CheckReport& report,
                const CheckOptions& options) {
  Grid puzzle;
  Grid answer;
  const ParseError puzzle_error = read_first_grid(puzzle_line, puzzle);
  const ParseError answer_error = read_first_grid(answer_line, answer);
  if (!puzzle_error && !answer_error) {
    check_answer(puzzle, answer, report, options);
  } else {
    report_unreadable(puzzle_error, answer_error, answer, report);
  }
}

}  // namespace nonet
