// BatchReader: cuts a sequence of inputs into batches of records at line boundaries, with
// large reads into one buffer (no getline per puzzle). Blank and `#` comment lines are
// skipped but counted, so each record keeps its line number. A line longer than
// kMaxLineBytes becomes a `too_long` record holding its first bytes only; the rest of it
// is read and dropped, never held. A small input holding no puzzle line but one puzzle in
// a block form (9x9 block, 81 integers, Octave matrix) becomes a single `block` record.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/pipeline.hpp"
#include "pipeline/delimited.hpp"
#include "pipeline/input_source.hpp"
#include "pipeline/line_buffer.hpp"
#include "pipeline/shard.hpp"

namespace nonet {

// Inputs up to this size are checked for the block forms of a single puzzle.
inline constexpr std::size_t kBlockProbeBytes = 16 * 1024;

class BatchReader final : public BatchSource {
 public:
  // `total_bytes`: the inputs' size when known, for the progress bar.
  // `table`: how delimited inputs are read (each input's layout is found from its first lines).
  // `opened`: a descriptor already open on each input (-1: opened here by name), which the
  // reader reads and closes.
  explicit BatchReader(std::vector<std::string> inputs, std::uint64_t total_bytes = 0,
                       TableOptions table = {}, std::vector<int> opened = {});
  // Reads only `ranges` (a shard of the inputs; see shard.hpp). A range that starts inside
  // its file takes the file's layout from the file's first lines.
  explicit BatchReader(std::vector<ShardRange> ranges, TableOptions table = {});
  ~BatchReader() override;

  // Appends up to `max_lines` records to `batch` (which the caller cleared). False when no
  // record was added: the inputs are done, or an error stopped them (then failed()).
  bool fill(Batch& batch, std::size_t max_lines) override;

  bool failed() const override { return !error_.empty(); }
  std::string error() const override { return error_; }
  // Input bytes consumed so far over all inputs, before decompression.
  std::uint64_t raw_bytes_read() const override;
  std::uint64_t total_bytes() const override { return total_bytes_; }
  std::vector<std::string> input_paths() const override { return inputs_; }

 private:
  bool open_next();
  bool detect_table(std::string_view text);
  bool detect_table_from_start(const std::string& path);
  void probe_block();
  void add_row(Batch& batch, std::string_view row, std::uint64_t line_number);
  std::string_view with_quotes_closed(std::string_view head);

  std::vector<std::string> inputs_;
  std::vector<int> opened_;  // per input, a descriptor not yet read (-1: none)
  std::vector<ShardRange> ranges_;  // with a shard: one per input read, else empty
  bool sharded_ = false;
  std::uint64_t total_bytes_;
  std::size_t next_input_ = 0;
  std::uint32_t input_index_ = 0;
  std::unique_ptr<InputSource> source_;
  std::uint64_t closed_raw_bytes_ = 0;
  std::string error_;

  LineBuffer lines_;
  std::uint64_t line_number_ = 0;

  TableOptions table_options_;
  TableLayout layout_;           // this input's
  bool header_pending_ = false;  // the next record line is the header
  std::string field_scratch_;    // a quoted field with doubled quotes, undoubled
  std::string answer_scratch_;
  std::string pair_text_;  // check: `puzzle,answer`

  std::string block_text_;  // a detected single-puzzle input, comment lines removed
  std::uint64_t block_line_ = 0;
  bool block_pending_ = false;
};

// True for a line that holds no record: only white space, or a `#` comment.
bool is_blank_or_comment(std::string_view line);

// The puzzle of a record that is one (a puzzle line or a block), else false with why not: a
// parse error, a line longer than kMaxLineBytes, a delimited row without its puzzle's field.
bool record_puzzle(const Batch& batch, const Record& record, Grid& puzzle, std::string& reason);

}  // namespace nonet
