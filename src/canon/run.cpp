// run_canon and run_dedup: the canon stages on the ordered pipeline. With counts, dedup writes
// its table once the input is read, so the pipeline itself writes nothing.
#include "canon/stage.hpp"
#include "pipeline/output_sink.hpp"
#include "pipeline/text_format.hpp"

namespace nonet {

RunSummary run_canon(const CanonJob& job) {
  const CanonStage stage(job);
  return run_pipeline(job.pipeline, stage);
}

std::uint64_t dedup_bytes_per_class(bool counts) {
  return sizeof(ClassKey) + 11 + (counts ? 16 : 0);
}

DedupSummary run_dedup(const DedupJob& job) {
  const DedupStage stage(job);
  DedupSummary summary;
  PipelineOptions pipeline = job.pipeline;
  if (job.counts) pipeline.output = "/dev/null";
  summary.run = run_pipeline(pipeline, stage);
  summary.lines = stage.lines();
  summary.classes = stage.classes().size();
  summary.invalid = summary.run.counts[kCanonInvalidSlot];
  summary.table_bytes = stage.classes().bytes();
  summary.memory_exceeded = stage.memory_exceeded();
  if (summary.memory_exceeded) {
    summary.run.error = RunError::none;
    summary.run.message.clear();
    return summary;
  }
  if (!job.counts || summary.run.error != RunError::none) return summary;

  OutputSink output;
  if (!output.open(job.pipeline.output)) {
    summary.run.error = RunError::output;
    summary.run.message = output.error();
    return summary;
  }
  std::string text;
  const ClassSet& classes = stage.classes();
  for (std::uint64_t i = 0; i < classes.size(); ++i) {
    char cells[kCells];
    unpack_form(classes.key(i)).write_line(cells, '0');
    text.append(cells, kCells);
    text.push_back(' ');
    append_uint(text, classes.count(i));
    text.push_back('\n');
    if (text.size() >= (1 << 20) || i + 1 == classes.size()) {
      if (!output.write(text)) break;
      text.clear();
    }
  }
  if (!output.close() || !output.error().empty()) {
    summary.run.error = output.broken_pipe() ? RunError::broken_pipe : RunError::output;
    summary.run.message = output.error();
  }
  return summary;
}

}  // namespace nonet
