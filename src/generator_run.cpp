// run_generate: output indexes through one tbb::parallel_pipeline, written in index order.
//
//   indexes (serial, in order) ──► generate (parallel) ──► writer (serial, in order)
//
// Each output depends only on (seed, index, options), never on which thread made it or
// when, so the bytes are the same at any thread count.
#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/info.h>
#include <oneapi/tbb/parallel_pipeline.h>
#include <oneapi/tbb/task_arena.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "generator_parts.hpp"
#include "output_sink.hpp"

namespace nonet {

namespace {

// Outputs per token: small for puzzles (up to milliseconds each, longer when tries are
// rejected) so the threads share the work evenly; larger for grids (microseconds each).
constexpr std::uint64_t kPuzzlesPerBatch = 4;
constexpr std::uint64_t kGridsPerBatch = 512;

struct GenerateBatch {
  std::uint64_t first = 0;  // output index of the first entry
  std::uint64_t count = 0;
  std::string output;
  std::string stats;
  std::uint64_t written = 0;
  std::uint64_t missing = 0;
  std::uint64_t clues_reached = 0;
  std::uint64_t tries = 0;

  void reset(std::uint64_t first_index, std::uint64_t entries) {
    first = first_index;
    count = entries;
    output.clear();
    stats.clear();
    written = missing = clues_reached = tries = 0;
  }
};

// The token pool: the index filter takes a batch, the writer gives it back.
class BatchPool {
 public:
  explicit BatchPool(std::size_t size) {
    for (std::size_t i = 0; i < size; ++i) {
      batches_.push_back(std::make_unique<GenerateBatch>());
      free_.push_back(batches_.back().get());
    }
  }
  GenerateBatch* take() {
    std::lock_guard lock(mutex_);
    GenerateBatch* batch = free_.back();
    free_.pop_back();
    return batch;
  }
  void give_back(GenerateBatch* batch) {
    std::lock_guard lock(mutex_);
    free_.push_back(batch);
  }

 private:
  std::mutex mutex_;
  std::vector<std::unique_ptr<GenerateBatch>> batches_;
  std::vector<GenerateBatch*> free_;
};

// One line on a terminal, redrawn at most ten times a second by whichever worker gets there
// first: done against COUNT, the rate, the tries so far (a band that is hard to hit shows as
// tries climbing while done stands still), the time left.
class GenerateProgress {
 public:
  GenerateProgress(std::FILE* out, std::uint64_t total)
      : out_(out), total_(total), start_(std::chrono::steady_clock::now()) {}

  void add_try() {
    tries_.fetch_add(1, std::memory_order_relaxed);
    draw();
  }
  void add_done() {
    done_.fetch_add(1, std::memory_order_relaxed);
    draw();
  }

  void clear() {
    std::lock_guard lock(mutex_);
    if (!drawn_) return;
    std::fputs("\r\033[K", out_);
    std::fflush(out_);
    drawn_ = false;
  }

 private:
  void draw() {
    std::unique_lock lock(mutex_, std::try_to_lock);
    if (!lock.owns_lock()) return;
    const auto now = std::chrono::steady_clock::now();
    if (drawn_ && now - last_draw_ < std::chrono::milliseconds(100)) return;
    last_draw_ = now;
    drawn_ = true;
    const std::uint64_t done = done_.load(std::memory_order_relaxed);
    const std::uint64_t tries = tries_.load(std::memory_order_relaxed);
    const double seconds = std::chrono::duration<double>(now - start_).count();
    const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0.0;
    const double left = rate > 0 ? static_cast<double>(total_ - done) / rate : 0.0;
    std::fprintf(out_, "\r%llu/%llu  %3d%%  %.0f/s  %llu tries  ETA %.0f s\033[K",
                 static_cast<unsigned long long>(done), static_cast<unsigned long long>(total_),
                 static_cast<int>(100 * done / std::max<std::uint64_t>(total_, 1)), rate,
                 static_cast<unsigned long long>(tries), left);
    std::fflush(out_);
  }

  std::FILE* out_;
  std::uint64_t total_;
  std::chrono::steady_clock::time_point start_;
  std::mutex mutex_;  // guards the drawing state below
  std::chrono::steady_clock::time_point last_draw_;
  bool drawn_ = false;
  std::atomic<std::uint64_t> done_{0};
  std::atomic<std::uint64_t> tries_{0};
};

bool wants_progress(const PipelineOptions& options) {
  if (options.log == nullptr || options.progress == ProgressMode::off) return false;
  return options.progress == ProgressMode::on || ::isatty(::fileno(options.log)) == 1;
}

void generate_batch(const GenerateJob& job, StatsFormat stats_format, GenerateBatch& batch,
                    GenerateProgress* progress) {
  const bool write_stats = !job.pipeline.stats.empty();
  for (std::uint64_t index = batch.first; index < batch.first + batch.count; ++index) {
    const Generated generated =
        progress ? generate(job.options, job.seed, index, [&] { progress->add_try(); })
                 : generate(job.options, job.seed, index);
    batch.tries += generated.tries;
    if (progress) progress->add_done();
    if (!generated.found) {
      ++batch.missing;
      continue;
    }
    ++batch.written;
    if (generated.clues_reached) ++batch.clues_reached;
    detail::append_generated(batch.output, generated, job.with_solution);
    if (write_stats) {
      const SolveStats search =
          solve(generated.puzzle, {.mode = SolveMode::count, .limit = 2}).stats;
      // The band check rated without search effort; the statistics want it.
      const std::optional<Rating> rating =
          job.options.grids ? std::nullopt : std::optional<Rating>(rate(generated.puzzle));
      detail::append_generate_stats(batch.stats, stats_format, index, generated,
                                    rating ? &*rating : nullptr, search);
    }
  }
}

}  // namespace

int GenerateSummary::exit_code() const {
  return error == RunError::output ? 3 : 0;
}

GenerateSummary run_generate(const GenerateJob& job) {
  const auto start = std::chrono::steady_clock::now();
  GenerateSummary summary;
  const auto finish = [&](RunError error, std::string message) {
    if (summary.error == RunError::none) {
      summary.error = error;
      summary.message = std::move(message);
    }
    summary.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return summary;
  };

  const StatsFormat stats_format = stats_format_for(job.pipeline.stats);
  OutputSink output;
  OutputSink stats;
  if (!output.open(job.pipeline.output)) return finish(RunError::output, output.error());
  if (!job.pipeline.stats.empty() && !stats.open(job.pipeline.stats)) {
    return finish(RunError::output, stats.error());
  }
  const auto write_failed = [&](const OutputSink& sink) {
    return finish(sink.broken_pipe() ? RunError::broken_pipe : RunError::output, sink.error());
  };
  if (stats.is_open() && !stats.write(detail::generate_stats_header(stats_format))) {
    return write_failed(stats);
  }

  const int threads = job.pipeline.threads > 0 ? job.pipeline.threads
                                               : std::max(1, tbb::info::default_concurrency());
  const std::size_t tokens = 2 * static_cast<std::size_t>(threads) + 2;
  const std::uint64_t per_batch = job.options.grids ? kGridsPerBatch : kPuzzlesPerBatch;
  BatchPool pool(tokens);
  std::optional<GenerateProgress> progress;
  if (wants_progress(job.pipeline)) progress.emplace(job.pipeline.log, job.count);
  GenerateProgress* progress_ptr = progress ? &*progress : nullptr;

  std::uint64_t next_index = 0;
  std::atomic<bool> write_error{false};  // set by the writer: later batches are dropped
  const OutputSink* failed_sink = nullptr;

  tbb::global_control control(tbb::global_control::max_allowed_parallelism,
                              static_cast<std::size_t>(threads));
  tbb::task_arena arena(threads);
  arena.execute([&] {
    tbb::parallel_pipeline(
        tokens, tbb::make_filter<void, GenerateBatch*>(
                    tbb::filter_mode::serial_in_order,
                    [&](tbb::flow_control& flow) -> GenerateBatch* {
                      if (next_index >= job.count || write_error.load(std::memory_order_relaxed)) {
                        flow.stop();
                        return nullptr;
                      }
                      GenerateBatch* batch = pool.take();
                      batch->reset(next_index, std::min(per_batch, job.count - next_index));
                      next_index += batch->count;
                      return batch;
                    }) &
                    tbb::make_filter<GenerateBatch*, GenerateBatch*>(
                        tbb::filter_mode::parallel,
                        [&](GenerateBatch* batch) {
                          if (!write_error.load(std::memory_order_relaxed)) {
                            generate_batch(job, stats_format, *batch, progress_ptr);
                          }
                          return batch;
                        }) &
                    tbb::make_filter<GenerateBatch*, void>(
                        tbb::filter_mode::serial_in_order, [&](GenerateBatch* batch) {
                          if (!write_error.load(std::memory_order_relaxed)) {
                            if (!output.write(batch->output)) {
                              failed_sink = &output;
                            } else if (stats.is_open() && !stats.write(batch->stats)) {
                              failed_sink = &stats;
                            }
                            if (failed_sink != nullptr) {
                              write_error.store(true, std::memory_order_relaxed);
                            } else {
                              summary.written += batch->written;
                              summary.missing += batch->missing;
                              summary.clues_reached += batch->clues_reached;
                              summary.tries += batch->tries;
                            }
                          }
                          pool.give_back(batch);
                        }));
  });
  if (progress) progress->clear();

  if (failed_sink != nullptr) return write_failed(*failed_sink);
  if (!output.close()) return write_failed(output);
  if (stats.is_open() && !stats.close()) return write_failed(stats);
  return finish(RunError::none, {});
}

}  // namespace nonet
