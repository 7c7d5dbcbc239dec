// The middle stages of `nonet canon` and `nonet dedup`.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "canon/class_set.hpp"
#include "canon/row_fields.hpp"
#include "nonet/canon_job.hpp"
#include "pipeline/batch_reader.hpp"
#include "pipeline/output_sink.hpp"

namespace nonet {

// Forms (or replayed transforms) in input order, in the job's format.
class CanonStage : public BatchStage {
 public:
  explicit CanonStage(const CanonJob& job) : job_(job) {}
  void process(Batch& batch) const override;
  std::string output_header() const override;

 private:
  void append_form(Batch& batch, const Record& record, const Grid& grid) const;
  void append_invalid(Batch& batch, const Record& record, const std::string& reason) const;
  const CanonJob& job_;
};

// Forms are found in parallel; the batch's `stats` buffer carries their packed keys (40 bytes
// each, or 40 zero bytes... for an invalid line: see invalid marks) to the serial writer,
// which keeps the class table and writes each new class's line in order.
class DedupStage : public BatchStage {
 public:
  explicit DedupStage(const DedupJob& job) : job_(job), classes_(job.counts) {}
  void process(Batch& batch) const override;
  bool stream_record(Batch& batch, const StreamedRecord& record,
                     RecordWriter& writer) const override;

  const ClassSet& classes() const { return classes_; }
  std::uint64_t lines() const { return lines_; }
  bool memory_exceeded() const { return memory_exceeded_; }

 private:
  const DedupJob& job_;
  // Touched only by stream_record, which the pipeline runs in its serial writer.
  mutable ClassSet classes_;
  mutable std::uint64_t lines_ = 0;
  mutable bool memory_exceeded_ = false;
  mutable std::string out_;
};

// `nonet overlap`: forms and exact keys are found in parallel; the serial writer numbers the
// classes and keeps, per line, its class, input and line number.
class OverlapStage : public BatchStage {
 public:
  explicit OverlapStage(std::size_t inputs) : counts_(inputs) {}
  void process(Batch& batch) const override;
  bool stream_record(Batch& batch, const StreamedRecord& record,
                     RecordWriter& writer) const override;

  const ClassSet& classes() const { return classes_; }
  const std::vector<OverlapRow>& lines() const { return lines_; }
  // Per input: lines read, invalid lines, distinct puzzles as written.
  struct Counts {
    std::uint64_t lines = 0, invalid = 0, distinct = 0;
  };
  const std::vector<Counts>& counts() const { return counts_; }

 private:
  // Touched only by stream_record, which the pipeline runs in its serial writer.
  mutable ClassSet classes_{false};
  mutable std::vector<OverlapRow> lines_;
  mutable std::vector<Counts> counts_;
  mutable ClassSet exact_{false};  // the puzzles of the input being read, as written
  mutable std::uint32_t exact_input_ = 0;
};

// `nonet augment`: each row's copies, in input order.
class AugmentStage : public BatchStage {
 public:
  explicit AugmentStage(const AugmentJob& job) : job_(job) {}
  void process(Batch& batch) const override;

 private:
  void append_line_copy(std::string& out, const Record& record, std::string_view text,
                        const Grid& puzzle, const Transform& transform) const;
  void append_row_copy(std::string& out, const Record& record, std::string_view row,
                       const FieldSpans& spans, std::string_view puzzle, std::string_view solution,
                       const Transform& transform) const;
  const AugmentJob& job_;
};

// What dedup, overlap and split find on every thread for the serial writer: per record, in
// Batch::stats, a mark, then with kKeyValid the key of its minlex form (and with `cells` the key
// of its cells as written, pack_cells). A record that is not a puzzle gets kKeyInvalid and a
// warning; a header, kKeyHeader. The whole batch then goes to stream_record, in order.
inline constexpr char kKeyValid = 'k';
inline constexpr char kKeyInvalid = 'x';
inline constexpr char kKeyHeader = 'h';
void append_class_keys(Batch& batch, bool cells);

// Runs `stage` with the pipeline writing nothing, then `write` into the output once the input is
// read. The output is checked against the inputs and opened first, as every command's is;
// `write` returns false to leave the old output as it was.
RunSummary run_then_write(const PipelineOptions& options, const BatchStage& stage,
                          const std::function<bool(OutputSink&)>& write);

}  // namespace nonet
