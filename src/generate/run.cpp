// run_generate: `nonet generate` on the ordered pipeline. Its source hands out output
// indexes instead of input lines, its stage makes the outputs, and the pipeline writes
// them in index order.
//
// Each output depends only on (seed, index, options), never on which thread made it or
// when, so the bytes are the same at any thread count.
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <optional>

#include "generate/parts.hpp"
#include "generate/progress.hpp"

namespace nonet {

namespace {

// Outputs per batch: small for puzzles (up to milliseconds each, longer when tries are
// rejected) so the threads share the work evenly; larger for grids (microseconds each).
constexpr std::size_t kPuzzlesPerBatch = 4;
constexpr std::size_t kGridsPerBatch = 512;

// Where a batch keeps its tallies (Batch::counts has a slot per SolveStatus; generate
// produces no statuses, so it borrows them).
constexpr std::size_t kWrittenSlot = 0;
constexpr std::size_t kMissingSlot = 1;
constexpr std::size_t kCluesReachedSlot = 2;
constexpr std::size_t kTriesSlot = 3;

// One empty record per output; the stage reads the index from Batch::first_record.
class IndexSource final : public BatchSource {
 public:
  explicit IndexSource(std::uint64_t count) : count_(count) {}

  bool fill(Batch& batch, std::size_t max_lines) override {
    const std::uint64_t entries = std::min<std::uint64_t>(max_lines, count_ - next_);
    batch.records.resize(entries);
    next_ += entries;
    return entries > 0;
  }

 private:
  std::uint64_t count_;
  std::uint64_t next_ = 0;
};

class GenerateStage final : public BatchStage {
 public:
  GenerateStage(const GenerateJob& job, GenerateProgress* progress)
      : job_(job), stats_format_(stats_format_for(job.pipeline.stats)), progress_(progress) {}

  void process(Batch& batch) const override {
    const bool write_stats = !job_.pipeline.stats.empty();
    for (std::uint64_t i = 0; i < batch.records.size(); ++i) {
      const std::uint64_t index = batch.first_record + i;
      const Generated generated =
          progress_ ? generate(job_.options, job_.seed, index, [&] { progress_->add_try(); })
                    : generate(job_.options, job_.seed, index);
      batch.counts[kTriesSlot] += generated.tries;
      if (progress_) progress_->add_done();
      if (!generated.found) {
        ++batch.counts[kMissingSlot];
        continue;
      }
      ++batch.counts[kWrittenSlot];
      if (generated.clues_reached) ++batch.counts[kCluesReachedSlot];
      detail::append_generated(batch.output, generated, job_.with_solution);
      if (write_stats) {
        const SolveStats search =
            solve(generated.puzzle, {.mode = SolveMode::count, .limit = 2}).stats;
        // The band check rated without search effort; the statistics want it.
        const std::optional<Rating> rating =
            job_.options.grids ? std::nullopt : std::optional<Rating>(rate(
                                  generated.puzzle, {.max_seconds = job_.options.max_seconds}));
        detail::append_generate_stats(batch.stats, stats_format_, index, generated,
                                      rating ? &*rating : nullptr, search);
      }
    }
  }

  std::string stats_header() const override { return detail::generate_stats_header(stats_format_); }
  std::size_t batch_lines() const override {
    return job_.options.grids ? kGridsPerBatch : kPuzzlesPerBatch;
  }

 private:
  const GenerateJob& job_;
  StatsFormat stats_format_;
  GenerateProgress* progress_;  // null without a progress line
};

bool wants_progress(const PipelineOptions& options) {
  if (options.log == nullptr || options.progress == ProgressMode::off) return false;
  return options.progress == ProgressMode::on || ::isatty(::fileno(options.log)) == 1;
}

}  // namespace

int GenerateSummary::exit_code() const {
  return error == RunError::output ? 3 : error == RunError::usage ? 2 : 0;
}

GenerateSummary run_generate(const GenerateJob& job) {
  // Generate draws its own progress line (done against COUNT, tries), not the pipeline's.
  std::optional<GenerateProgress> progress;
  if (wants_progress(job.pipeline)) progress.emplace(job.pipeline.log, job.count);
  PipelineOptions options = job.pipeline;
  options.progress = ProgressMode::off;

  IndexSource source(job.count);
  const GenerateStage stage(job, progress ? &*progress : nullptr);
  const RunSummary run = run_pipeline(options, source, stage);
  if (progress) progress->clear();

  GenerateSummary summary;
  summary.written = run.counts[kWrittenSlot];
  summary.missing = run.counts[kMissingSlot];
  summary.clues_reached = run.counts[kCluesReachedSlot];
  summary.tries = run.counts[kTriesSlot];
  summary.seconds = run.seconds;
  summary.error = run.error;
  summary.message = run.message;
  return summary;
}

}  // namespace nonet
