// The middle stages of `nonet canon` and `nonet dedup`.
#pragma once

#include <cstdint>
#include <string>

#include "canon/class_set.hpp"
#include "nonet/canon_job.hpp"
#include "pipeline/batch_reader.hpp"

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

}  // namespace nonet
