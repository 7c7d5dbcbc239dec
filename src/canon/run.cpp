// run_canon and run_dedup: the canon stages on the ordered pipeline. With counts, dedup writes
// its table once the input is read, so the pipeline itself writes nothing.
#include "canon/stage.hpp"
#include "pipeline/output_sink.hpp"
#include "pipeline/same_file.hpp"
#include "pipeline/text_format.hpp"

namespace nonet {

RunSummary run_canon(const CanonJob& job) {
  const CanonStage stage(job);
  return run_pipeline(job.pipeline, stage);
}

std::uint64_t dedup_bytes_per_class(bool counts) {
  return sizeof(ClassKey) + 11 + (counts ? 16 : 0);
}

std::uint64_t dedup_smallest_table_bytes(bool counts) {
  return ClassSet(counts).bytes_after_insert();
}

namespace {

// Each class's form and count, in order of first appearance.
bool write_counts(const ClassSet& classes, OutputSink& output) {
  std::string text;
  for (std::uint64_t i = 0; i < classes.size(); ++i) {
    char cells[kCells];
    unpack_form(classes.key(i)).write_line(cells, '0');
    text.append(cells, kCells);
    text.push_back(' ');
    append_uint(text, classes.count(i));
    text.push_back('\n');
    if (text.size() >= (1 << 20)) {
      if (!output.write(text)) return false;
      text.clear();
    }
  }
  return output.write(text);
}

}  // namespace

DedupSummary run_dedup(const DedupJob& job) {
  const DedupStage stage(job);
  DedupSummary summary;
  const auto stop = [&](RunError error, std::string message) {
    summary.run.error = error;
    summary.run.message = std::move(message);
    return summary;
  };
  PipelineOptions pipeline = job.pipeline;
  // With counts the pipeline writes nothing: the output is checked against the inputs and
  // opened here, before the input is read, and written once it has been.
  OutputSink counts_output;
  if (job.counts) {
    std::vector<std::string> inputs = job.pipeline.inputs;
    if (inputs.empty()) inputs.push_back("-");
    std::string clash = find_same_file(inputs, {{job.pipeline.output, "-o"}});
    if (!clash.empty()) return stop(RunError::usage, std::move(clash));
    if (!counts_output.open(job.pipeline.output)) {
      return stop(RunError::output, counts_output.error());
    }
    pipeline.output = "/dev/null";
  }
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
  if (!write_counts(stage.classes(), counts_output) || !counts_output.close()) {
    return stop(counts_output.broken_pipe() ? RunError::broken_pipe : RunError::output,
                counts_output.error());
  }
  return summary;
}

}  // namespace nonet
