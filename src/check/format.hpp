// The output records of `nonet check` (text, csv, jsonl). Formatters append to a batch's
// output; they allocate nothing for a valid line.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "nonet/check.hpp"
#include "nonet/check_job.hpp"

namespace nonet {

// One checked line, as the formatter sees it.
struct CheckedLine {
  std::uint64_t line = 0;         // 1-based; in the two-file form the puzzle's line (0: none)
  std::uint64_t answer_line = 0;  // the two-file form: the answer's line (0: none)
  const CheckReport* report = nullptr;
  std::string_view note{};  // when set, the only reason: a line too long, a missing partner

  bool valid() const { return note.empty() && report->valid(); }
};

class CheckFormatter {
 public:
  CheckFormatter(CheckFormat format, bool paired_files)
      : format_(format), paired_files_(paired_files) {}

  std::string header() const;  // the CSV header line, else empty
  void append(std::string& out, const CheckedLine& line) const;
  // --keep-columns: the input row, then status and reasons, with the row's delimiter.
  static void append_joined(std::string& out, const CheckedLine& line, std::string_view row,
                            char delimiter);
  static constexpr std::string_view kJoinedColumns = ",status,reasons";

 private:
  void append_text(std::string& out, const CheckedLine& line) const;
  void append_csv_row(std::string& out, const CheckedLine& line) const;
  void append_jsonl(std::string& out, const CheckedLine& line) const;

  CheckFormat format_;
  bool paired_files_;
};

}  // namespace nonet
