// CheckStage: the middle stage of `nonet check`. In the one-file form each record is a line
// (or a small input's single grid in a block form). In the two-file form records come in
// pairs, puzzle then answer; a record with line 0 stands for a missing partner and its text
// says why.
#pragma once

#include <cstddef>
#include <string>

#include "check/format.hpp"
#include "nonet/check_job.hpp"
#include "nonet/pipeline.hpp"

namespace nonet {

// Where a batch counts its lines (Batch::counts is indexed by SolveStatus).
inline constexpr std::size_t kValidSlot = static_cast<std::size_t>(SolveStatus::solved);
inline constexpr std::size_t kInvalidSlot = static_cast<std::size_t>(SolveStatus::invalid);
inline constexpr std::size_t kNotUniqueSlot = static_cast<std::size_t>(SolveStatus::multiple);

class CheckStage final : public BatchStage {
 public:
  explicit CheckStage(const CheckJob& job);

  void process(Batch& batch) const override;
  std::string output_header() const override {
    return keep_columns_ ? std::string() : formatter_.header();
  }

 private:
  void process_pairs(Batch& batch, CheckReport& report) const;
  void process_block(Batch& batch, const Record& record, CheckReport& report) const;
  void emit(Batch& batch, const CheckedLine& line) const;
  static void count(Batch& batch, const CheckedLine& line);

  CheckOptions options_;
  bool keep_columns_;
  bool paired_files_;
  CheckFormatter formatter_;
  std::string too_long_note_;
  std::string puzzle_too_long_note_;
  std::string answer_too_long_note_;
};

}  // namespace nonet
