// PairReader: the two-file form of `nonet check`. Reads a puzzles file and an answers file
// in step, record by record (blank and `#` lines are skipped in each, so the files need
// not line up line for line), and puts each pair into a batch as two records, puzzle then
// answer. When one file ends first, every further record of the other is paired with a
// record of line 0 whose text says which file ended, and where.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "nonet/check_job.hpp"
#include "nonet/pipeline.hpp"
#include "pipeline/line_reader.hpp"

namespace nonet {

class PairReader final : public BatchSource {
 public:
  // Opens both files; false when either cannot be opened (error() says which).
  bool open(const std::string& puzzles, const std::string& answers);

  // Appends up to `max_pairs` pairs to `batch` (which the caller cleared). False when none
  // was added: both files are done, or an error stopped them (then failed()).
  bool fill(Batch& batch, std::size_t max_pairs) override;

  bool failed() const override { return puzzles_.failed() || answers_.failed(); }
  std::string error() const override;
  std::uint64_t raw_bytes_read() const override;
  std::uint64_t total_bytes() const override;  // 0 when either size is not known
  // A puzzle and its answer are two records but one line checked.
  std::uint32_t records_per_line() const override { return 2; }
  std::vector<std::string> input_paths() const override { return paths_; }
  const PairMismatch& mismatch() const { return mismatch_; }

 private:
  std::vector<std::string> paths_;  // puzzles, answers
  LineReader puzzles_;
  LineReader answers_;
  bool puzzles_done_ = false;
  bool answers_done_ = false;
  std::string missing_note_;  // "no answer: 'a.txt' ends at line 12"
  PairMismatch mismatch_;
};

}  // namespace nonet
