// run_generate: `nonet generate` on the ordered pipeline. Its source hands out output
// indexes instead of input lines, its stage makes the outputs, and the pipeline writes
// them in index order.
//
// Each output depends only on (seed, index, options), never on which thread made it or
// when, so the bytes are the same at any thread count.
#include <unistd.h>

#include <algorithm>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <optional>
#include <thread>

#include "generate/parts.hpp"
#include "generate/progress.hpp"
#include "pipeline/text_format.hpp"

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
  IndexSource(std::uint64_t count, std::vector<std::string> read)
      : count_(count), read_(std::move(read)) {}

  bool fill(Batch& batch, std::size_t max_lines) override {
    const std::uint64_t entries = std::min<std::uint64_t>(max_lines, count_ - next_);
    batch.records.resize(entries);
    next_ += entries;
    return entries > 0;
  }
  // The --exclude files: no output may be written over one.
  std::vector<std::string> input_paths() const override { return read_; }

 private:
  std::uint64_t count_;
  std::uint64_t next_ = 0;
  std::vector<std::string> read_;
};

// A written puzzle's statistics row: the band check rated without search effort, the
// statistics want it.
void append_stats(Batch& batch, std::uint64_t index, const Generated& generated,
                  const GenerateJob& job, StatsFormat format) {
  const SolveStats search = solve(generated.puzzle, {.mode = SolveMode::count, .limit = 2}).stats;
  RateOptions rate_options;
  rate_options.max_seconds = job.options.max_seconds;
  rate_options.se_version = job.options.se_version;
  const std::optional<Rating> rating =
      job.options.grids ? std::nullopt
                        : std::optional<Rating>(rate(generated.puzzle, rate_options));
  detail::append_generate_stats(batch.stats, format, index, generated, rating ? &*rating : nullptr,
                                search);
}

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
      if (write_stats) append_stats(batch, index, generated, job_, stats_format_);
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

// The neighbourhood search's finds, one record each: the puzzle, the solution and the
// candidates its search had graded ("81 cells" "81 cells" "count"), in the order SearchRun
// gives them.
class HitSource final : public BatchSource {
 public:
  HitSource(SearchRun& run, SearchProgress* progress, std::vector<std::string> read)
      : run_(run), progress_(progress), read_(std::move(read)) {}
  // The seed and --exclude files: no output may be written over one.
  std::vector<std::string> input_paths() const override { return read_; }

  bool fill(Batch& batch, std::size_t /*max_lines*/) override {
    const std::optional<SearchHit> hit = run_.next([&] {
      if (progress_) progress_->draw(run_.totals());
    });
    if (!hit) return false;
    text_.clear();
    append_grid_line(text_, hit->puzzle);
    append_grid_line(text_, hit->solution);
    text_ += std::to_string(hit->candidates);
    batch.add_record(text_, 0, RecordShape::line, 0);
    return true;
  }

 private:
  SearchRun& run_;
  SearchProgress* progress_;
  std::vector<std::string> read_;
  std::string text_;
};

class HitStage final : public BatchStage {
 public:
  explicit HitStage(const GenerateJob& job)
      : job_(job), stats_format_(stats_format_for(job.pipeline.stats)) {}

  void process(Batch& batch) const override {
    for (std::uint64_t i = 0; i < batch.records.size(); ++i) {
      const std::string_view text = batch.text_of(batch.records[i]);
      Generated generated;
      generated.found = true;
      generated.puzzle = parse_line(text.substr(0, kCells)).grid;
      generated.solution = parse_line(text.substr(kCells, kCells)).grid;
      generated.symmetry = job_.options.symmetry;
      generated.tries = std::stoull(std::string(text.substr(2 * kCells)));
      generated.clues_reached =
          job_.options.target_clues == 0 || generated.puzzle.clues() == job_.options.target_clues;
      ++batch.counts[kWrittenSlot];
      if (generated.clues_reached) ++batch.counts[kCluesReachedSlot];
      detail::append_generated(batch.output, generated, job_.with_solution);
      if (!job_.pipeline.stats.empty()) {
        append_stats(batch, batch.first_record + i, generated, job_, stats_format_);
      }
    }
  }

  std::string stats_header() const override { return detail::generate_stats_header(stats_format_); }

 private:
  const GenerateJob& job_;
  StatsFormat stats_format_;
};

bool wants_progress(const PipelineOptions& options) {
  if (options.log == nullptr || options.progress == ProgressMode::off) return false;
  return options.progress == ProgressMode::on || ::isatty(::fileno(options.log)) == 1;
}

}  // namespace

int GenerateSummary::exit_code() const {
  return error == RunError::output ? 3 : error == RunError::usage ? 2 : 0;
}

namespace {

GenerateSummary run_search(const GenerateJob& job) {
  SearchJob search{.options = job.options,
                   .seeds = job.seeds,
                   .count = job.count,
                   .seed = job.seed,
                   .threads = job.pipeline.threads,
                   .time_limit = job.time_limit,
                   .end_when_out_of_reach = job.end_when_out_of_reach};
  search.options.search = true;
  std::optional<SearchProgress> progress;
  if (wants_progress(job.pipeline)) progress.emplace(job.pipeline.log, job.count);
  SearchRun run(search);
  HitSource source(run, progress ? &*progress : nullptr, job.pipeline.inputs);
  const HitStage stage(job);
  // One pipeline thread: the searches have their own, and the finds come one at a time.
  PipelineOptions options = job.pipeline;
  options.progress = ProgressMode::off;
  options.threads = 1;
  options.cut_short = job.options.stop;
  const RunSummary written = run_pipeline(options, source, stage);
  if (progress) progress->clear();

  GenerateSummary summary;
  summary.searched = true;
  summary.search = run.totals();
  summary.written = written.counts[kWrittenSlot];
  summary.clues_reached = written.counts[kCluesReachedSlot];
  summary.missing = job.count - summary.written;
  summary.tries = summary.search.candidates;
  summary.seconds = written.seconds;
  summary.error = written.error;
  summary.message = written.message;
  return summary;
}

GenerateSummary run_carving(const GenerateJob& job) {
  // Generate draws its own progress line (done against COUNT, tries), not the pipeline's.
  std::optional<GenerateProgress> progress;
  if (wants_progress(job.pipeline)) progress.emplace(job.pipeline.log, job.count);
  PipelineOptions options = job.pipeline;
  options.progress = ProgressMode::off;

  IndexSource source(job.count, job.pipeline.inputs);
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

}  // namespace

GenerateSummary run_generate(const GenerateJob& job) {
  if (job.options.searches() || !job.seeds.empty()) return run_search(job);
  // --time-limit: a watchdog requests a stop at the deadline; the tries under way end and
  // the outputs not found yet are left out.
  GenerateJob limited = job;
  std::stop_source stop;
  std::stop_callback forward(job.options.stop, [&stop] { stop.request_stop(); });
  limited.options.stop = stop.get_token();
  std::atomic<bool> time_limit_reached{false};
  std::jthread watchdog;
  if (job.time_limit > 0) {
    watchdog = std::jthread([&, seconds = job.time_limit](std::stop_token done) {
      std::mutex mutex;
      std::condition_variable_any wake;
      std::unique_lock lock(mutex);
      if (!wake.wait_for(lock, done, std::chrono::duration<double>(seconds),
                         [] { return false; }) &&
          !done.stop_requested()) {
        time_limit_reached = true;
        stop.request_stop();
      }
    });
  }
  GenerateSummary summary = run_carving(limited);
  if (watchdog.joinable()) {
    watchdog.request_stop();
    watchdog.join();
  }
  summary.time_limit_reached = time_limit_reached;
  return summary;
}

}  // namespace nonet
