// run_canon and run_dedup: the canon stages on the ordered pipeline. With counts, dedup writes
// its table once the input is read (run_then_write), so the pipeline itself writes nothing.
#include <functional>

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

RunSummary run_then_write(const PipelineOptions& options, const BatchStage& stage,
                          const std::function<bool(OutputSink&)>& write) {
  RunSummary summary;
  const auto stop = [&](RunError error, std::string message) {
    summary.error = error;
    summary.message = std::move(message);
    return summary;
  };
  std::vector<std::string> inputs = options.inputs;
  if (inputs.empty()) inputs.push_back("-");
  std::string clash = find_same_file(inputs, {{options.output, "-o"}});
  if (!clash.empty()) return stop(RunError::usage, std::move(clash));
  OutputSink output;
  if (!output.open(options.output)) return stop(RunError::output, output.error());
  PipelineOptions quiet = options;
  quiet.output = "/dev/null";
  summary = run_pipeline(quiet, stage);
  if (summary.error != RunError::none) return summary;
  if (!write(output)) return summary;  // nothing to write: the old output stays
  if (!output.close()) {
    return stop(output.broken_pipe() ? RunError::broken_pipe : RunError::output, output.error());
  }
  return summary;
}

DedupSummary run_dedup(const DedupJob& job) {
  const DedupStage stage(job);
  DedupSummary summary;
  if (job.counts) {
    // Counts cut short by --max-memory would be wrong: then nothing is written.
    summary.run = run_then_write(job.pipeline, stage, [&](OutputSink& output) {
      if (stage.memory_exceeded()) return false;
      write_counts(stage.classes(), output);  // a failed write shows when the output closes
      return true;
    });
  } else {
    summary.run = run_pipeline(job.pipeline, stage);
  }
  summary.lines = stage.lines();
  summary.classes = stage.classes().size();
  summary.invalid = summary.run.counts[kCanonInvalidSlot];
  summary.table_bytes = stage.classes().bytes();
  summary.memory_exceeded = stage.memory_exceeded();
  if (summary.memory_exceeded) {
    summary.run.error = RunError::none;
    summary.run.message.clear();
  }
  return summary;
}

}  // namespace nonet
