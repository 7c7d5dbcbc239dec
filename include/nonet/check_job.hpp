// `nonet check` in bulk: the lines of a file (completed grids or puzzle + answer lines), or
// two files read in step (puzzles and answers), checked on the ordered pipeline:
//
//   reader (serial, in order) ──► check (parallel) ──► writer (serial, in order)
//
// One output record per input line: `valid`, or `invalid` with every reason.
#pragma once

#include <cstdint>
#include <string>

#include "nonet/check.hpp"
#include "nonet/pipeline.hpp"

namespace nonet {

enum class CheckFormat : std::uint8_t {
  text,   // "valid" / "invalid (line 3): reason; reason"
  csv,    // line,status,reasons
  jsonl,  // {"line":3,"status":"invalid","reasons":["...", ...]}
};

struct CheckJob {
  PipelineOptions pipeline;  // inputs: at most one (none: standard input)
  std::string puzzles;       // the two-file form, when both are set
  std::string answers;
  CheckFormat format = CheckFormat::text;
  CheckOptions check;

  bool paired_files() const { return !puzzles.empty() || !answers.empty(); }
};

// The two-file form when one file has more records than the other.
struct PairMismatch {
  bool puzzles_longer = false;
  std::uint64_t shorter_last_line = 0;    // the line the shorter file ends at
  std::uint64_t first_unpaired_line = 0;  // in the longer file
  std::uint64_t unpaired = 0;             // records of the longer file without a partner

  explicit operator bool() const { return unpaired > 0; }
};

struct CheckSummary {
  RunSummary run;           // error, seconds; run.records counts pipeline records, not lines
  std::uint64_t lines = 0;  // checked lines (pairs in the two-file form)
  std::uint64_t valid = 0;
  std::uint64_t invalid = 0;
  std::uint64_t not_unique = 0;  // of the invalid: valid answers to puzzles with several
  PairMismatch mismatch;

  // 0 when every line is valid, 1 when any is invalid, 3 on an I/O error.
  int exit_code() const;
};

CheckSummary run_check(const CheckJob& job);

// "lines 3  valid 2  invalid 1 (not unique 1)  time 0.012 s  250 lines/s"
std::string format_check_summary(const CheckSummary& summary);
// "answers.txt is shorter than puzzles.txt: it ends at line 12; puzzles.txt line 15 and 2
// more have no answer"
std::string format_mismatch(const CheckJob& job, const PairMismatch& mismatch);

}  // namespace nonet
