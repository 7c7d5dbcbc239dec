#include "pipeline/record_format.hpp"

#include <algorithm>
#include <charconv>

#include "pipeline/text_format.hpp"

namespace nonet {

namespace {

bool has_solution(SolveStatus status) {
  return status == SolveStatus::solved || status == SolveStatus::unique ||
         status == SolveStatus::multiple;
}

// A 9x9 grid with box separators, '.' for empty cells.
void append_pretty_grid(std::string& out, std::string_view cells) {
  for (int r = 0; r < 9; ++r) {
    if (r == 3 || r == 6) out.append("------+-------+------\n");
    for (int c = 0; c < 9; ++c) {
      if (c > 0) out.append(c == 3 || c == 6 ? " | " : " ");
      out.push_back(cells[9 * r + c]);
    }
    out.push_back('\n');
  }
}

void append_pretty_grid(std::string& out, const Grid& grid) {
  char cells[kCells];
  grid.write_line(cells, '.');
  append_pretty_grid(out, std::string_view(cells, kCells));
}

void append_status(std::string& out, SolveStatus status) {
  out.append(to_string(status));
}

// The rows of a CSV-like record: with --all one per solution (none in a piece that holds
// none), else one with the solution or the stuck grid, or an empty solution field.
template <typename Row>
void for_each_row(SolveJobMode mode, const SolvedRecord& record, Row&& row) {
  if (mode == SolveJobMode::all && (record.solution_count() > 0 || record.in_pieces())) {
    for (std::size_t at = 0; at < record.solutions.size(); at += kCells) {
      row(record.solutions.substr(at, kCells));
    }
    return;
  }
  char cells[kCells];
  const bool show_solution = has_solution(record.status) || record.status == SolveStatus::stuck;
  if (show_solution) record.solution->write_line(cells, '.');
  row(show_solution ? std::string_view(cells, kCells) : std::string_view());
}

}  // namespace

std::string RecordFormatter::header() const {
  if (format_ != OutputFormat::csv || keep_columns_) return {};
  return with_file_ ? "file,line,puzzle,solution,status,solutions,error\n"
                    : "line,puzzle,solution,status,solutions,error\n";
}

void RecordFormatter::append(std::string& out, const SolvedRecord& record) const {
  if (keep_columns_) {
    append_joined(out, record);
    return;
  }
  switch (format_) {
    case OutputFormat::line:
      append_line(out, record);
      break;
    case OutputFormat::grid:
      append_grid(out, record);
      break;
    case OutputFormat::csv:
      append_csv_rows(out, record);
      break;
    case OutputFormat::jsonl:
      append_jsonl(out, record);
      break;
  }
}

void RecordFormatter::append_where(std::string& out, const SolvedRecord& record) const {
  if (with_file_) {
    out.append(record.file);
    out.push_back(' ');
  }
  out.append("line ");
  append_uint(out, record.line);
}

// The solution alone; otherwise the grid (puzzle or partial) and the status word.
void RecordFormatter::append_line(std::string& out, const SolvedRecord& record) const {
  if (record.status == SolveStatus::invalid) {
    append_shown(out, record.text, kShownTextChars);
    out.append(" invalid (");
    append_where(out, record);
    out.append(": ");
    out.append(record.error);
    out.append(")\n");
    return;
  }
  if (mode_ == SolveJobMode::all && (record.solution_count() > 0 || record.in_pieces())) {
    for (std::size_t at = 0; at < record.solutions.size(); at += kCells) {
      out.append(record.solutions.substr(at, kCells));
      out.push_back('\n');
    }
    return;
  }
  if (has_solution(record.status)) {
    append_grid_line(out, *record.solution);
    if (mode_ == SolveJobMode::count) {
      out.push_back(' ');
      append_status(out, record.status);
    }
  } else {
    if (record.status == SolveStatus::stuck)
      append_grid_line(out, *record.solution);
    else
      append_puzzle_line(out, *record.puzzle, record.pencilmarks);
    out.push_back(' ');
    append_status(out, record.status);
  }
  out.push_back('\n');
}

// "line 3: solved" and the grid, a blank line after each grid.
void RecordFormatter::append_grid(std::string& out, const SolvedRecord& record) const {
  const bool all_solutions =
      mode_ == SolveJobMode::all && (record.solution_count() > 0 || record.in_pieces());
  if (!record.first_piece) {
    for (std::size_t at = 0; at < record.solutions.size(); at += kCells) {
      append_pretty_grid(out, record.solutions.substr(at, kCells));
      out.push_back('\n');
    }
    return;
  }
  append_where(out, record);
  out.append(": ");
  append_status(out, record.status);
  if (record.status == SolveStatus::invalid) {
    out.append(": ");
    out.append(record.error);
    out.append("\n\n");
    return;
  }
  if (all_solutions) {
    out.append(", ");
    append_uint(out, record.stats.solutions);
    out.append(record.stats.solutions == 1 ? " solution\n" : " solutions\n");
    for (std::size_t at = 0; at < record.solutions.size(); at += kCells) {
      append_pretty_grid(out, record.solutions.substr(at, kCells));
      out.push_back('\n');
    }
    return;
  }
  out.push_back('\n');
  const bool show_solution = has_solution(record.status) || record.status == SolveStatus::stuck;
  append_pretty_grid(out, show_solution ? *record.solution : *record.puzzle);
  out.push_back('\n');
}

// One row; with --all one row per solution.
void RecordFormatter::append_csv_rows(std::string& out, const SolvedRecord& record) const {
  const auto row = [&](std::string_view solution) {
    if (with_file_) {
      append_csv(out, record.file);
      out.push_back(',');
    }
    append_uint(out, record.line);
    out.push_back(',');
    if (record.status == SolveStatus::invalid) {
      std::string shown;
      append_shown(shown, record.text, kShownTextChars);
      append_csv(out, shown);
    } else {
      append_puzzle_line(out, *record.puzzle, record.pencilmarks);
    }
    out.push_back(',');
    out.append(solution);
    out.push_back(',');
    append_status(out, record.status);
    out.push_back(',');
    append_uint(out, record.stats.solutions);
    out.push_back(',');
    append_csv(out, record.error);
    out.push_back('\n');
  };
  for_each_row(mode_, record, row);
}

// The input row, then solution, status, solutions, error (one row per solution with --all).
void RecordFormatter::append_joined(std::string& out, const SolvedRecord& record) const {
  const char d = record.delimiter;
  const auto row = [&](std::string_view solution) {
    out.append(record.row);
    out.push_back(d);
    out.append(solution);
    out.push_back(d);
    append_status(out, record.status);
    out.push_back(d);
    append_uint(out, record.stats.solutions);
    out.push_back(d);
    append_field(out, record.error, d);
    out.push_back('\n');
  };
  for_each_row(mode_, record, row);
}

void RecordFormatter::append_jsonl(std::string& out, const SolvedRecord& record) const {
  if (!record.first_piece) {
    append_jsonl_tail(out, record);
    return;
  }
  out.push_back('{');
  if (with_file_) {
    out.append("\"file\":");
    append_json(out, record.file);
    out.push_back(',');
  }
  out.append("\"line\":");
  append_uint(out, record.line);
  out.append(",\"puzzle\":");
  if (record.status == SolveStatus::invalid) {
    std::string shown;
    append_shown(shown, record.text, kShownTextChars);
    append_json(out, shown);
    out.append(",\"status\":\"invalid\",\"error\":");
    append_json(out, record.error);
    out.append("}\n");
    return;
  }
  out.push_back('"');
  append_puzzle_line(out, *record.puzzle, record.pencilmarks);
  out.push_back('"');
  if (mode_ == SolveJobMode::all) out.append(",\"solutions\":[");
  append_jsonl_tail(out, record);
}

// From the solutions on (all of a piece after the first).
void RecordFormatter::append_jsonl_tail(std::string& out, const SolvedRecord& record) const {
  if (mode_ == SolveJobMode::all) {
    for (std::size_t at = 0; at < record.solutions.size(); at += kCells) {
      if (at > 0 || record.solutions_before > 0) out.push_back(',');
      out.push_back('"');
      out.append(record.solutions.substr(at, kCells));
      out.push_back('"');
    }
    if (!record.last_piece) return;
    out.push_back(']');
  } else if (has_solution(record.status) || record.status == SolveStatus::stuck) {
    out.append(",\"solution\":\"");
    append_grid_line(out, *record.solution);
    out.push_back('"');
  } else {
    out.append(",\"solution\":null");
  }
  out.append(",\"status\":\"");
  append_status(out, record.status);
  out.append("\",\"stats\":{\"clues\":");
  append_uint(out, record.stats.clues);
  out.append(",\"solutions\":");
  append_uint(out, record.stats.solutions);
  out.append(",\"guesses\":");
  append_uint(out, record.stats.guesses);
  out.append(",\"backtracks\":");
  append_uint(out, record.stats.backtracks);
  out.append(",\"naked_singles\":");
  append_uint(out, record.stats.naked_singles);
  out.append(",\"hidden_singles\":");
  append_uint(out, record.stats.hidden_singles);
  out.append("}}\n");
}

std::string StatsFormatter::header() const {
  if (format_ != StatsFormat::csv) return {};
  std::string header = with_file_ ? "file," : "";
  header += "line,status,clues,solutions,guesses,backtracks,naked_singles,hidden_singles,error";
  if (timing_) header += ",solve_ns";
  header += '\n';
  return header;
}

void StatsFormatter::append(std::string& out, const SolvedRecord& record) const {
  const SolveStats& stats = record.stats;
  if (format_ == StatsFormat::csv) {
    if (with_file_) {
      append_csv(out, record.file);
      out.push_back(',');
    }
    // The row goes to a buffer of its own first: one append instead of a dozen.
    char row[8 * (kMaxUintChars + 1) + 16];
    char* at = write_uint(row, record.line);
    *at++ = ',';
    const std::string_view status = to_string(record.status);
    at = std::copy(status.begin(), status.end(), at);
    for (const std::uint64_t value :
         {std::uint64_t{stats.clues}, stats.solutions, stats.guesses, stats.backtracks,
          stats.naked_singles, stats.hidden_singles}) {
      *at++ = ',';
      at = write_uint(at, value);
    }
    *at++ = ',';
    if (record.error.empty() && !timing_) {  // the common row, whole
      *at++ = '\n';
      out.append(row, at);
      return;
    }
    out.append(row, at);
    append_csv(out, record.error);
    if (timing_) {
      out.push_back(',');
      append_uint(out, record.solve_ns);
    }
    out.push_back('\n');
    return;
  }
  out.push_back('{');
  if (with_file_) {
    out.append("\"file\":");
    append_json(out, record.file);
    out.push_back(',');
  }
  out.append("\"line\":");
  append_uint(out, record.line);
  out.append(",\"status\":\"");
  append_status(out, record.status);
  out.append("\",\"clues\":");
  append_uint(out, stats.clues);
  out.append(",\"solutions\":");
  append_uint(out, stats.solutions);
  out.append(",\"guesses\":");
  append_uint(out, stats.guesses);
  out.append(",\"backtracks\":");
  append_uint(out, stats.backtracks);
  out.append(",\"naked_singles\":");
  append_uint(out, stats.naked_singles);
  out.append(",\"hidden_singles\":");
  append_uint(out, stats.hidden_singles);
  out.append(",\"error\":");
  if (record.error.empty()) {
    out.append("null");
  } else {
    append_json(out, record.error);
  }
  if (timing_) {
    out.append(",\"solve_ns\":");
    append_uint(out, record.solve_ns);
  }
  out.append("}\n");
}

}  // namespace nonet
