// run_check: `nonet check` on the ordered pipeline. The one-file form is run_pipeline with
// the check stage. The two-file form needs a reader that takes turns between two inputs,
// which run_pipeline's BatchReader does not do, so it runs the same three filters here with
// a PairReader in front.
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

#include "check_stage.hpp"
#include "nonet/check_job.hpp"
#include "output_sink.hpp"
#include "pair_reader.hpp"
#include "progress.hpp"

namespace nonet {

namespace {

// The token pool: the reader takes a batch, the writer gives it back.
class BatchPool {
 public:
  explicit BatchPool(std::size_t size) {
    for (std::size_t i = 0; i < size; ++i) {
      batches_.push_back(std::make_unique<Batch>());
      free_.push_back(batches_.back().get());
    }
  }
  Batch* take() {
    std::lock_guard lock(mutex_);
    Batch* batch = free_.back();
    free_.pop_back();
    return batch;
  }
  void give_back(Batch* batch) {
    std::lock_guard lock(mutex_);
    free_.push_back(batch);
  }

 private:
  std::mutex mutex_;
  std::vector<std::unique_ptr<Batch>> batches_;
  std::vector<Batch*> free_;
};

bool wants_progress(const PipelineOptions& options) {
  if (options.log == nullptr || options.progress == ProgressMode::off) return false;
  return options.progress == ProgressMode::on || ::isatty(::fileno(options.log)) == 1;
}

RunSummary run_pairs(const CheckJob& job, const CheckStage& stage, PairMismatch& mismatch) {
  const PipelineOptions& options = job.pipeline;
  const auto start = std::chrono::steady_clock::now();
  RunSummary summary;
  const auto finish = [&](RunError error, std::string message) {
    if (summary.error == RunError::none) {
      summary.error = error;
      summary.message = std::move(message);
    }
    summary.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return summary;
  };

  // Both inputs open before anything is written.
  PairReader reader;
  if (!reader.open(job.puzzles.empty() ? "-" : job.puzzles,
                   job.answers.empty() ? "-" : job.answers)) {
    return finish(RunError::input, reader.error());
  }
  OutputSink output;
  if (!output.open(options.output)) return finish(RunError::output, output.error());
  const auto write_failed = [&] {
    return finish(output.broken_pipe() ? RunError::broken_pipe : RunError::output, output.error());
  };
  if (!output.write(stage.output_header())) return write_failed();

  const int threads =
      options.threads > 0 ? options.threads : std::max(1, tbb::info::default_concurrency());
  const std::size_t tokens = 2 * static_cast<std::size_t>(threads) + 2;
  BatchPool pool(tokens);
  std::optional<ProgressBar> progress;
  if (wants_progress(options)) progress.emplace(options.log, reader.total_bytes());
  std::atomic<bool> write_error{false};
  std::atomic<std::uint64_t> bytes_read{0};

  tbb::global_control control(tbb::global_control::max_allowed_parallelism,
                              static_cast<std::size_t>(threads));
  tbb::task_arena arena(threads);
  arena.execute([&] {
    tbb::parallel_pipeline(
        tokens,
        tbb::make_filter<void, Batch*>(
            tbb::filter_mode::serial_in_order,
            [&](tbb::flow_control& flow) -> Batch* {
              if (write_error.load(std::memory_order_relaxed) || reader.failed()) {
                flow.stop();
                return nullptr;
              }
              Batch* batch = pool.take();
              batch->clear();
              if (!reader.fill(*batch, stage.batch_lines())) {
                pool.give_back(batch);
                flow.stop();
                return nullptr;
              }
              bytes_read.store(reader.raw_bytes_read(), std::memory_order_relaxed);
              return batch;
            }) &
            tbb::make_filter<Batch*, Batch*>(tbb::filter_mode::parallel,
                                             [&](Batch* batch) {
                                               if (!write_error.load(std::memory_order_relaxed)) {
                                                 stage.process(*batch);
                                               }
                                               return batch;
                                             }) &
            tbb::make_filter<Batch*, void>(tbb::filter_mode::serial_in_order, [&](Batch* batch) {
              if (!write_error.load(std::memory_order_relaxed)) {
                if (!output.write(batch->output)) {
                  write_error.store(true, std::memory_order_relaxed);
                } else {
                  summary.records += batch->records.size();
                  for (std::size_t i = 0; i < summary.counts.size(); ++i) {
                    summary.counts[i] += batch->counts[i];
                  }
                  if (progress) progress->update(bytes_read.load(), summary.records / 2);
                }
              }
              pool.give_back(batch);
            }));
  });
  if (progress) progress->clear();

  mismatch = reader.mismatch();
  if (write_error.load()) return write_failed();
  if (reader.failed()) return finish(RunError::input, reader.error());
  if (!output.close()) return write_failed();
  return finish(RunError::none, {});
}

}  // namespace

int CheckSummary::exit_code() const {
  if (run.error == RunError::input || run.error == RunError::output) return 3;
  return invalid > 0 ? 1 : 0;
}

CheckSummary run_check(const CheckJob& job) {
  const CheckStage stage(job);
  CheckSummary summary;
  summary.run = job.paired_files() ? run_pairs(job, stage, summary.mismatch)
                                   : run_pipeline(job.pipeline, stage);
  summary.valid = summary.run.counts[kValidSlot];
  summary.invalid = summary.run.counts[kInvalidSlot];
  summary.not_unique = summary.run.counts[kNotUniqueSlot];
  summary.lines = summary.valid + summary.invalid;
  return summary;
}

std::string format_check_summary(const CheckSummary& summary) {
  char text[256];
  const double rate =
      summary.run.seconds > 0 ? static_cast<double>(summary.lines) / summary.run.seconds : 0.0;
  int n = std::snprintf(text, sizeof text, "lines %llu  valid %llu  invalid %llu",
                        static_cast<unsigned long long>(summary.lines),
                        static_cast<unsigned long long>(summary.valid),
                        static_cast<unsigned long long>(summary.invalid));
  if (summary.not_unique > 0) {
    n += std::snprintf(text + n, sizeof text - n, " (not unique %llu)",
                       static_cast<unsigned long long>(summary.not_unique));
  }
  std::snprintf(text + n, sizeof text - n, "  time %.3f s  %.0f lines/s", summary.run.seconds,
                rate);
  return text;
}

std::string format_mismatch(const CheckJob& job, const PairMismatch& mismatch) {
  const auto name = [](const std::string& path) {
    return path.empty() || path == "-" ? std::string("standard input") : "'" + path + "'";
  };
  const std::string longer = name(mismatch.puzzles_longer ? job.puzzles : job.answers);
  const std::string shorter = name(mismatch.puzzles_longer ? job.answers : job.puzzles);
  const unsigned long long more = mismatch.unpaired - 1;
  std::string text = shorter + " is shorter than " + longer + ": it ends at line " +
                     std::to_string(mismatch.shorter_last_line) + "; " + longer + " line " +
                     std::to_string(mismatch.first_unpaired_line);
  if (more > 0) text += " and " + std::to_string(more) + " more";
  text += mismatch.puzzles_longer ? (more > 0 ? " have no answer" : " has no answer")
                                  : (more > 0 ? " have no puzzle" : " has no puzzle");
  return text;
}

}  // namespace nonet
