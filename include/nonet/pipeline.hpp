// The streaming batch engine: inputs are cut into batches of lines, a middle stage works on
// each batch in parallel, and a writer puts the results out in input order.
//
//   reader (serial, in order) ──► stage (parallel) ──► writer (serial, in order)
//
// A batch is the pipeline's token; a fixed pool of them is reused, so memory stays flat
// whatever the input size. `run_solve` is `nonet solve`; other commands plug another
// BatchStage into `run_pipeline`, and, when their batches do not come from the input
// files, another BatchSource.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/solver.hpp"

namespace nonet {

// Lines longer than this are cut and reported as invalid, never held whole in memory.
inline constexpr std::size_t kMaxLineBytes = 64 * 1024;
// A batch ends after this many puzzle lines or this many bytes of input text.
inline constexpr std::size_t kBatchLines = 2048;
inline constexpr std::size_t kBatchBytes = 256 * 1024;

enum class ProgressMode : std::uint8_t { automatic, on, off };

// Delimited input (CSV, TSV, semicolons): which column holds the puzzle, and whether the
// output repeats every input column before the command's own.
struct TableOptions {
  std::string column;         // --column NAME|N (N counts from 1); empty: found automatically
  std::string answer_column;  // check --answer-column NAME|N (augment --solution-column)
  std::string answer_option = "--answer-column";  // its name, in messages
  bool wants_answer = false;                      // check: look for an answer column by its name
  bool keep_columns = false;                      // --keep-columns
};

// `--shard I/N`: read only the I-th of N line-aligned byte ranges of the inputs (1-based).
// count 0: the whole inputs.
struct Shard {
  std::uint32_t index = 0;
  std::uint32_t count = 0;
  bool active() const { return count > 0; }
  // Only the first shard writes a header, so joined shards equal one whole run.
  bool writes_header() const { return count == 0 || index == 1; }
};

// The most worker threads a run takes (`--threads`, the Python calls' `threads`): oneTBB
// fails on far more, and no machine we run on has as many cores.
inline constexpr int kMaxThreads = 4096;

// What every streaming command shares.
struct PipelineOptions {
  std::vector<std::string> inputs;  // paths; "-" is standard input; none means stdin
  std::string output = "-";         // path; "-" is standard output
  std::string stats;                // per-record statistics path; empty for none
  int threads = 0;                  // 0: every core; at most kMaxThreads
  ProgressMode progress = ProgressMode::automatic;
  std::FILE* log = stderr;  // warnings and the progress bar
  TableOptions table;
  Shard shard;  // plain files only; see src/pipeline/shard.hpp
  // Requested when the source ended early on a stop (generate's search at Ctrl-C): the outputs
  // then end as a stop signal leaves them, with the records written, or the old file when
  // there is none.
  std::stop_token cut_short;
};

enum class RecordShape : std::uint8_t {
  line,      // one puzzle line
  block,     // a whole small input holding one puzzle as a 9x9 block, 81 integers or a matrix
  too_long,  // a line over kMaxLineBytes: `text` holds its beginning only
  bad_row,   // a delimited row without its puzzle's field: `text` is the row, extra the reason
  header,    // --keep-columns: a delimited input's header line (not a puzzle, not counted)
};

// One input record: a view into Batch::text plus where it came from. A delimited row's
// text is its puzzle's field; with --keep-columns the whole row follows it (`extra`).
inline constexpr std::uint16_t kNoField = UINT16_MAX;

struct Record {
  std::uint32_t offset = 0;  // into Batch::text
  std::uint32_t length = 0;
  std::uint32_t input = 0;  // index into the input list
  RecordShape shape = RecordShape::line;
  char delimiter = 0;  // a delimited row's delimiter, else 0
  // A delimited row's puzzle field and answer field (check's; 0-based), for a command that
  // rewrites the row; kNoField when there is none (or it is past the 65,535th).
  std::uint16_t puzzle_field = kNoField;
  std::uint32_t extra_length = 0;  // bytes after the text: the row, or a bad row's reason
  std::uint16_t answer_field = kNoField;
  std::uint64_t line = 0;  // 1-based line number in its input
};

// A record too large to hold in a batch (solve --all with millions of solutions): the stage
// leaves it to the writer, which has the stage write it in pieces at its place in the output.
struct StreamedRecord {
  std::size_t record = 0;         // index into Batch::records
  std::size_t output_offset = 0;  // its place in Batch::output
  std::size_t stats_offset = 0;   // and in Batch::stats
};

// Counts per SolveStatus, indexed by the enum's value.
using StatusCounts = std::array<std::uint64_t, 6>;

// The pipeline's token. Buffers keep their capacity from batch to batch, so a warmed-up
// pipeline allocates nothing per puzzle.
struct Batch {
  std::string text;                // the records' bytes, back to back
  std::vector<Record> records;     // in input order
  std::uint64_t first_record = 0;  // records before this batch in the run; set by the pipeline
  std::string output;              // formatted records, written in order by the writer
  std::string stats;               // formatted statistics rows
  StatusCounts counts{};
  std::uint64_t capped = 0;              // records whose output was cut at a limit
  std::vector<std::string> warnings;     // rare; printed in order by the writer
  std::vector<StreamedRecord> streamed;  // rare; in output order

  std::uint64_t headers = 0;  // RecordShape::header records, not counted as puzzles

  std::string_view text_of(const Record& record) const {
    return std::string_view(text).substr(record.offset, record.length);
  }
  std::string_view extra_of(const Record& record) const {
    return std::string_view(text).substr(record.offset + record.length, record.extra_length);
  }
  // Appends a record holding `record_text` (for sources), followed by `extra`.
  void add_record(std::string_view record_text, std::uint32_t input, RecordShape shape,
                  std::uint64_t line, std::string_view extra = {}, char delimiter = 0);
  void clear();
};

// Where a streamed record goes: the run's output and statistics, in order.
class RecordWriter {
 public:
  virtual ~RecordWriter() = default;
  virtual bool write_output(std::string_view data) = 0;  // false: a write failed, stop
  virtual bool write_stats(std::string_view data) = 0;
};

// The middle stage. process() runs on several batches at once, so it must only touch the
// batch it is given (and read-only state of its own).
class BatchStage {
 public:
  virtual ~BatchStage() = default;
  virtual void process(Batch& batch) const = 0;
  virtual std::string output_header() const { return {}; }  // e.g. a CSV header
  virtual std::string stats_header() const { return {}; }
  virtual std::size_t batch_lines() const { return kBatchLines; }
  // Writes a record that process() left in Batch::streamed. Runs in the serial writer, one
  // record at a time, in order; it may add to the batch's counts, capped and warnings.
  // False when a write failed.
  virtual bool stream_record(Batch& /*batch*/, const StreamedRecord& /*record*/,
                             RecordWriter& /*writer*/) const {
    return true;
  }
};

// Where the batches come from. fill() runs in the serial reader filter, one call at a time,
// so a source needs no locks of its own.
class BatchSource {
 public:
  virtual ~BatchSource() = default;
  // Appends up to `max_lines` lines' records to `batch` (which the caller cleared). False
  // when none was added: the source is done, or an error stopped it (then failed()).
  virtual bool fill(Batch& batch, std::size_t max_lines) = 0;
  virtual bool failed() const { return false; }
  virtual std::string error() const { return {}; }
  // For the progress bar: input bytes consumed so far (before decompression) and in all
  // (0 when not known), and how many records make one line counted.
  virtual std::uint64_t raw_bytes_read() const { return 0; }
  virtual std::uint64_t total_bytes() const { return 0; }
  virtual std::uint32_t records_per_line() const { return 1; }
  // The files it reads ("-": standard input), so that no output is written over one.
  virtual std::vector<std::string> input_paths() const { return {}; }
};

enum class RunError : std::uint8_t {
  none,
  input,        // an input could not be opened or read, or its compressed data is corrupt
  output,       // the output or statistics could not be written
  broken_pipe,  // the reader of our output went away (`| head`): not reported
  usage,        // an output is an input or another output: refused before writing (exit 2)
};

struct RunSummary {
  std::uint64_t records = 0;
  StatusCounts counts{};
  std::uint64_t capped = 0;
  double seconds = 0;
  RunError error = RunError::none;
  std::string message;  // what went wrong, for RunError::input, output and usage
};

// Runs the reader, `stage` and the writer over `options.inputs`.
RunSummary run_pipeline(const PipelineOptions& options, const BatchStage& stage);
// The same over the batches of `source`; `options.inputs` is not used.
RunSummary run_pipeline(const PipelineOptions& options, BatchSource& source,
                        const BatchStage& stage);

// `nonet solve`.
enum class OutputFormat : std::uint8_t { line, grid, csv, jsonl };
enum class StatsFormat : std::uint8_t { csv, jsonl };

enum class SolveJobMode : std::uint8_t {
  first,         // the first solution: `solved`
  count,         // count up to `limit`: `unique` / `multiple`
  all,           // every solution up to `max_solutions`
  singles_only,  // propagation only: `solved` or `stuck`
};

struct SolveJob {
  PipelineOptions pipeline;
  OutputFormat format = OutputFormat::line;
  StatsFormat stats_format = StatsFormat::csv;
  SolveJobMode mode = SolveJobMode::first;
  std::uint64_t limit = 2;             // count
  std::uint64_t max_solutions = 1000;  // all
  Engine engine = Engine::fast;
  bool timing = false;  // adds a solve_ns column to the statistics
};

// The statistics format a path asks for: JSON Lines for `.jsonl`, CSV otherwise.
StatsFormat stats_format_for(std::string_view path);

RunSummary run_solve(const SolveJob& job);

// "puzzles 3  solved 2  unique 0 ... invalid 1  time 0.012 s  250 puzzles/s"
std::string format_summary(const RunSummary& summary, bool singles_only = false);

}  // namespace nonet
