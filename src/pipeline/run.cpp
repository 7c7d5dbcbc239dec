// run_pipeline: the reader, the stage and the writer as one tbb::parallel_pipeline. The
// reader fills batches from a BatchSource: by default a BatchReader over the input files.
#include <fcntl.h>
#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/info.h>
#include <oneapi/tbb/parallel_pipeline.h>
#include <oneapi/tbb/task_arena.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <memory>
#include <mutex>
#include <optional>

#include "nonet/pipeline.hpp"
#include "pipeline/batch_reader.hpp"
#include "pipeline/output_sink.hpp"
#include "pipeline/progress.hpp"
#include "pipeline/same_file.hpp"
#include "pipeline/task_edges.hpp"

namespace nonet {

void Batch::add_record(std::string_view record_text, std::uint32_t input, RecordShape shape,
                       std::uint64_t line, std::string_view extra, char delimiter) {
  records.push_back(Record{.offset = static_cast<std::uint32_t>(text.size()),
                           .length = static_cast<std::uint32_t>(record_text.size()),
                           .input = input,
                           .shape = shape,
                           .delimiter = delimiter,
                           .extra_length = static_cast<std::uint32_t>(extra.size()),
                           .line = line});
  text.append(record_text);
  if (!extra.empty()) text.append(extra);
  if (shape == RecordShape::header) ++headers;
}

void Batch::clear() {
  text.clear();
  records.clear();
  first_record = 0;
  output.clear();
  stats.clear();
  counts = {};
  capped = 0;
  warnings.clear();
  streamed.clear();
  headers = 0;
}

namespace {

// Every input must be readable before anything is written: a typo in the third file name
// should not leave two files' worth of output behind. The inputs stay open for the reader
// (`opened`, -1 for standard input): a FIFO opened twice loses what its writer wrote in
// between. Returns the total size when known.
bool open_inputs(const std::vector<std::string>& inputs, std::vector<int>& opened,
                 std::uint64_t& total_bytes, std::string& error) {
  total_bytes = 0;
  bool sizes_known = true;
  const auto fail = [&](std::string message) {
    for (const int fd : opened) {
      if (fd >= 0) ::close(fd);
    }
    opened.clear();
    error = std::move(message);
    return false;
  };
  for (const std::string& path : inputs) {
    struct stat info {};
    if (path == "-") {
      opened.push_back(-1);
      if (::fstat(STDIN_FILENO, &info) == 0 && S_ISREG(info.st_mode)) {
        total_bytes += static_cast<std::uint64_t>(info.st_size);
      } else {
        sizes_known = false;
      }
      continue;
    }
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return fail("cannot open '" + path + "': " + std::strerror(errno));
    opened.push_back(fd);
    const bool ok = ::fstat(fd, &info) == 0;
    if (ok && S_ISDIR(info.st_mode)) {
      return fail("cannot read '" + path + "': " + std::strerror(EISDIR));
    }
    if (ok && S_ISREG(info.st_mode)) {
      total_bytes += static_cast<std::uint64_t>(info.st_size);
    } else {
      sizes_known = false;
    }
  }
  if (!sizes_known) total_bytes = 0;
  return true;
}

// A pipeline token. TBB hands it from stage to stage through its own synchronisation,
// which thread sanitizers cannot see; the release/acquire pair on `handoff` states the
// ordering in the program itself, so a TSan build checks the pipeline without noise.
struct Token {
  Batch batch;
  std::atomic<int> handoff{0};
  void publish() { handoff.fetch_add(1, std::memory_order_release); }
  Batch& receive() {
    handoff.load(std::memory_order_acquire);
    return batch;
  }
};

// The token pool: the reader takes a token, the writer gives it back. Never empty, because
// the pipeline keeps no more tokens alive than the pool holds.
class TokenPool {
 public:
  explicit TokenPool(std::size_t size) {
    for (std::size_t i = 0; i < size; ++i) {
      tokens_.push_back(std::make_unique<Token>());
      free_.push_back(tokens_.back().get());
    }
  }
  Token* take() {
    std::lock_guard lock(mutex_);
    Token* token = free_.back();
    free_.pop_back();
    return token;
  }
  void give_back(Token* token) {
    std::lock_guard lock(mutex_);
    free_.push_back(token);
  }

 private:
  std::mutex mutex_;
  std::vector<std::unique_ptr<Token>> tokens_;
  std::vector<Token*> free_;
};

// The writer's sinks as a streamed record sees them; remembers which one failed. A reader
// that goes away (EPIPE) part-way through a batch it had begun to take ends the run after
// that batch: the other output gets the whole batch, so that it holds the records sent to
// the reader, whole or in part. A reader gone before the batch began ends it at once. In a
// streamed record (solve --all: up to --max-solutions) the run ends at once too, rather than
// finish the search for nobody: the other output keeps the records before it, whole.
class SinkWriter final : public RecordWriter {
 public:
  SinkWriter(OutputSink& output, OutputSink& stats)
      : output_(output),
        stats_(stats),
        output_start_(output.written()),
        stats_start_(stats.written()) {}
  bool write_output(std::string_view data) override {
    return write(output_, data, output_start_);
  }
  bool write_stats(std::string_view data) override {
    return !stats_.is_open() || write(stats_, data, stats_start_);
  }
  const OutputSink* failed() const { return failed_; }
  // Whether what the batch wrote is kept (committed) though a reader went away during it.
  bool keep_batch() const { return keep_batch_; }
  void streaming(bool on) { streaming_ = on; }

 private:
  bool write(OutputSink& sink, std::string_view data, std::uint64_t batch_start) {
    if (data.empty()) return true;
    if (failed_ == &sink && gone_) return true;  // its reader left during this batch
    if (sink.write(data)) return true;
    failed_ = &sink;
    keep_batch_ = sink.broken_pipe() && sink.written() > batch_start;
    gone_ = keep_batch_ && !streaming_;
    return gone_;
  }
  OutputSink& output_;
  OutputSink& stats_;
  std::uint64_t output_start_;
  std::uint64_t stats_start_;
  const OutputSink* failed_ = nullptr;
  bool gone_ = false;
  bool keep_batch_ = false;
  bool streaming_ = false;
};

// A batch's output and statistics, with its streamed records written in their places.
bool write_batch(Batch& batch, const BatchStage& stage, SinkWriter& writer) {
  const std::string_view output = batch.output;
  const std::string_view stats = batch.stats;
  std::size_t output_at = 0;
  std::size_t stats_at = 0;
  for (const StreamedRecord& streamed : batch.streamed) {
    if (!writer.write_output(output.substr(output_at, streamed.output_offset - output_at)) ||
        !writer.write_stats(stats.substr(stats_at, streamed.stats_offset - stats_at))) {
      return false;
    }
    writer.streaming(true);
    const bool streamed_ok = stage.stream_record(batch, streamed, writer);
    writer.streaming(false);
    if (!streamed_ok) return false;
    output_at = streamed.output_offset;
    stats_at = streamed.stats_offset;
  }
  return writer.write_output(output.substr(output_at)) &&
         writer.write_stats(stats.substr(stats_at));
}

bool wants_progress(const PipelineOptions& options) {
  if (options.log == nullptr || options.progress == ProgressMode::off) return false;
  return options.progress == ProgressMode::on || ::isatty(::fileno(options.log)) == 1;
}

}  // namespace

RunSummary run_pipeline(const PipelineOptions& options, const BatchStage& stage) {
  std::vector<std::string> inputs = options.inputs;
  if (inputs.empty()) inputs.push_back("-");
  std::uint64_t total_bytes = 0;
  std::string error;
  std::vector<int> opened;
  if (!open_inputs(inputs, opened, total_bytes, error)) {
    RunSummary summary;
    summary.error = RunError::input;
    summary.message = std::move(error);
    return summary;
  }
  if (options.shard.active()) {
    // A shard reads byte ranges of regular files, which plan_shard opens again.
    for (const int fd : opened) {
      if (fd >= 0) ::close(fd);
    }
    std::vector<ShardRange> ranges;
    if (!plan_shard(inputs, options.shard, ranges, error)) {
      RunSummary summary;
      summary.error = RunError::input;
      summary.message = std::move(error);
      return summary;
    }
    BatchReader reader(std::move(ranges), options.table);
    return run_pipeline(options, reader, stage);
  }
  BatchReader reader(std::move(inputs), total_bytes, options.table, std::move(opened));
  return run_pipeline(options, reader, stage);
}

RunSummary run_pipeline(const PipelineOptions& options, BatchSource& source,
                        const BatchStage& stage) {
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

  // Before anything is opened for writing: `-o` over an input would truncate it unread.
  std::vector<NamedOutput> outputs{{options.output, "-o"}};
  if (!options.stats.empty()) outputs.push_back({options.stats, "--stats"});
  if (std::string clash = find_same_file(source.input_paths(), outputs); !clash.empty()) {
    return finish(RunError::usage, std::move(clash));
  }

  OutputSink output;
  OutputSink stats;
  if (!output.open(options.output)) return finish(RunError::output, output.error());
  if (!options.stats.empty() && !stats.open(options.stats)) {
    return finish(RunError::output, stats.error());
  }
  const auto write_failed = [&](const OutputSink& sink) {
    return finish(sink.broken_pipe() ? RunError::broken_pipe : RunError::output, sink.error());
  };
  if (options.shard.writes_header()) {
    if (!output.write(stage.output_header())) return write_failed(output);
    if (stats.is_open() && !stats.write(stage.stats_header())) return write_failed(stats);
  }
  output.end_header();
  stats.end_header();

  const int threads =
      options.threads > 0 ? options.threads : std::max(1, tbb::info::default_concurrency());
  // A small file still makes several batches per thread, so hard puzzles spread over all
  // threads. Batch boundaries never show in the output.
  std::size_t batch_lines = stage.batch_lines();
  const std::uint64_t total_bytes = source.total_bytes();
  if (total_bytes > 0) {
    const std::uint64_t wanted_batches = 32 * static_cast<std::uint64_t>(threads);
    const std::uint64_t lines = total_bytes / (kCells + 1) / wanted_batches;
    batch_lines = std::min<std::size_t>(batch_lines, std::max<std::uint64_t>(lines, 64));
  }
  // Enough tokens to keep every thread busy while the reader and the writer work, and while
  // a preempted thread holds back the in-order writer.
  const std::size_t tokens = 4 * static_cast<std::size_t>(threads) + 4;
  TokenPool pool(tokens);
  std::optional<ProgressBar> progress;
  if (wants_progress(options)) progress.emplace(options.log, total_bytes);
  const std::uint64_t records_per_line = source.records_per_line();

  // Warnings (dedup's left-out lines): the first kWarningsShown, then how many more, so that a
  // file of noise (dedup /dev/urandom wrote 3.8 million lines in 5 s) gives a few lines.
  constexpr std::uint64_t kWarningsShown = 20;
  std::uint64_t warnings_seen = 0;
  std::atomic<bool> write_error{false};  // set by the writer: later batches are dropped
  std::atomic<std::uint64_t> bytes_read{0};
  std::uint64_t records_read = 0;  // the reader's own count, for Batch::first_record
  const OutputSink* failed_sink = nullptr;
  // The serial stages run on any thread, one at a time; these uncontended locks say so to
  // thread sanitizers (see Token).
  std::mutex reader_mutex;
  std::mutex writer_mutex;

  // The next batch, or nullptr at the end of the input (or after a failed write).
  const auto read = [&]() -> Token* {
    const task_edges::TaskScope task;
    std::lock_guard lock(reader_mutex);
    if (write_error.load(std::memory_order_relaxed) || source.failed()) return nullptr;
    Token* token = pool.take();
    Batch& batch = token->receive();
    batch.clear();
    if (!source.fill(batch, batch_lines)) {
      pool.give_back(token);
      return nullptr;
    }
    batch.first_record = records_read;
    records_read += batch.records.size() - batch.headers;
    bytes_read.store(source.raw_bytes_read(), std::memory_order_relaxed);
    token->publish();
    return token;
  };
  const auto work = [&](Token* token) {
    const task_edges::TaskScope task;
    Batch& batch = token->receive();
    if (!write_error.load(std::memory_order_relaxed)) stage.process(batch);
    token->publish();
    return token;
  };
  const auto write = [&](Token* token) {
    const task_edges::TaskScope task;
    std::lock_guard lock(writer_mutex);
    Batch& batch = token->receive();
    if (!write_error.load(std::memory_order_relaxed)) {
      SinkWriter writer(output, stats);
      const bool written = write_batch(batch, stage, writer);
      failed_sink = writer.failed();
      // The batch is in both outputs (or its reader left during it): a stop keeps it.
      if (written || failed_sink == nullptr || writer.keep_batch()) {
        commit_outputs({&output, &stats});
      }
      if (failed_sink != nullptr) {
        write_error.store(true, std::memory_order_relaxed);
      } else {
        summary.records += batch.records.size() - batch.headers;
        for (std::size_t i = 0; i < summary.counts.size(); ++i) {
          summary.counts[i] += batch.counts[i];
        }
        summary.capped += batch.capped;
        if (!batch.warnings.empty() && options.log != nullptr) {
          if (progress) progress->clear();
          for (const std::string& warning : batch.warnings) {
            if (++warnings_seen > kWarningsShown) continue;
            std::fprintf(options.log, "nonet: warning: %s\n", warning.c_str());
          }
        }
        if (progress) progress->update(bytes_read.load(), summary.records / records_per_line);
      }
    }
    pool.give_back(token);
  };

  if (threads == 1) {
    // One thread: the stages in a plain loop, the same output. Starting oneTBB's scheduler
    // (its allocator, a search for optional libraries, a worker pool) adds up to a
    // millisecond or two, much of a whole run over a small file.
    while (Token* token = read()) write(work(token));
  } else {
    tbb::global_control control(tbb::global_control::max_allowed_parallelism,
                                static_cast<std::size_t>(threads));
    tbb::task_arena arena(threads);
    // The stages are copied into the chain here, before the tasks are told to start.
    const auto read_or_stop = [&](tbb::flow_control& flow) {
      Token* token = read();
      if (token == nullptr) flow.stop();
      return token;
    };
    const tbb::filter<void, void> stages =
        tbb::make_filter<void, Token*>(tbb::filter_mode::serial_in_order, read_or_stop) &
        tbb::make_filter<Token*, Token*>(tbb::filter_mode::parallel, work) &
        tbb::make_filter<Token*, void>(tbb::filter_mode::serial_in_order, write);
    task_edges::before_tasks();
    arena.execute([&] { tbb::parallel_pipeline(tokens, stages); });
    task_edges::after_tasks();
  }
  // The reader and the writer ran on pool threads: take their state under their locks.
  std::scoped_lock lock(reader_mutex, writer_mutex);
  if (progress) progress->clear();
  if (warnings_seen > kWarningsShown && options.log != nullptr) {
    std::fprintf(options.log, "nonet: warning: %llu more warnings like these not shown\n",
                 static_cast<unsigned long long>(warnings_seen - kWarningsShown));
  }

  if (failed_sink != nullptr) {
    // A reader that went away ends the run as a stop signal does: the other output keeps
    // the records sent to it, or its old file when none was. A failed write keeps no output.
    if (failed_sink->broken_pipe()) {
      OutputSink& other = failed_sink == &output ? stats : output;
      if (other.is_open() && !other.close_committed()) return write_failed(other);
    }
    return write_failed(*failed_sink);
  }
  if (source.failed()) {
    // What was written up to the bad input stays, as it would on standard output.
    output.close();
    stats.close();
    return finish(RunError::input, source.error());
  }
  const bool cut_short = options.cut_short.stop_requested();
  if (!(cut_short ? output.close_committed() : output.close())) return write_failed(output);
  if (stats.is_open() && !(cut_short ? stats.close_committed() : stats.close())) {
    return write_failed(stats);
  }
  return finish(RunError::none, {});
}

}  // namespace nonet
