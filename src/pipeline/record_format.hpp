// The output records of `nonet solve` (line, grid, csv, jsonl) and its statistics rows
// (csv, jsonl). Formatters append to a batch's buffers; they allocate nothing once the
// buffers have grown.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "nonet/grid.hpp"
#include "nonet/pipeline.hpp"
#include "nonet/solver.hpp"

namespace nonet {

// What SolvedRecord's grids point at until they are set: an empty grid.
inline constexpr Grid kNoGrid{};

// One processed record, as the formatters see it.
struct SolvedRecord {
  std::uint64_t line = 0;
  std::string_view file;  // the input's printable name when there are several inputs, else empty
  std::string_view text;  // the input text (shown for invalid records)
  SolveStatus status = SolveStatus::invalid;
  // The grids are pointed at, not copied: the formatter reads them right away, and a fresh
  // copy read back in other widths waits for its stores to land.
  const Grid* puzzle = &kNoGrid;             // valid records: the puzzle as parsed
  const Pencilmarks* pencilmarks = nullptr;  // a position given as pencilmarks (puzzle empty)
  const Grid* solution = &kNoGrid;           // the first solution; for `stuck` the partial grid
  std::string_view solutions;                // --all: 81 characters per solution, back to back
  SolveStats stats;
  std::string_view error;  // invalid records: why the text is not a puzzle
  std::uint64_t solve_ns = 0;
  // --all with more solutions than a batch holds: the record is written in pieces, each with
  // some of the solutions; only the first has what comes before them, only the last what
  // comes after. `solutions_before`: how many earlier pieces held. stats.solutions is the
  // record's total.
  bool first_piece = true;
  bool last_piece = true;
  std::uint64_t solutions_before = 0;
  std::string_view row;  // --keep-columns: the input row the record's columns follow
  char delimiter = ',';

  std::uint64_t solution_count() const { return solutions.size() / kCells; }
  bool in_pieces() const { return !first_piece || !last_piece; }
};

class RecordFormatter {
 public:
  RecordFormatter(OutputFormat format, SolveJobMode mode, bool with_file, bool keep_columns = false)
      : format_(format), mode_(mode), with_file_(with_file), keep_columns_(keep_columns) {}

  std::string header() const;  // the CSV header line, else empty
  void append(std::string& out, const SolvedRecord& record) const;
  // --keep-columns: the input's header row followed by the columns append() adds.
  static constexpr std::string_view kJoinedColumns = ",solution,status,solutions,error";

 private:
  void append_line(std::string& out, const SolvedRecord& record) const;
  void append_grid(std::string& out, const SolvedRecord& record) const;
  void append_csv_rows(std::string& out, const SolvedRecord& record) const;
  void append_jsonl(std::string& out, const SolvedRecord& record) const;
  void append_jsonl_tail(std::string& out, const SolvedRecord& record) const;
  void append_where(std::string& out, const SolvedRecord& record) const;  // "line 3"
  void append_joined(std::string& out, const SolvedRecord& record) const;

  OutputFormat format_;
  SolveJobMode mode_;
  bool with_file_;
  bool keep_columns_;
};

class StatsFormatter {
 public:
  StatsFormatter(StatsFormat format, bool with_file, bool timing)
      : format_(format), with_file_(with_file), timing_(timing) {}

  std::string header() const;  // the CSV header line, else empty
  void append(std::string& out, const SolvedRecord& record) const;

 private:
  StatsFormat format_;
  bool with_file_;
  bool timing_;
};

}  // namespace nonet
