// `nonet solve`: the middle stage that parses, solves and formats a batch.
#include <algorithm>
#include <chrono>
#include <new>
#include <string>
#include <type_traits>

#include "nonet/grid.hpp"
#include "nonet/pipeline.hpp"
#include "nonet/solver.hpp"
#include "pipeline/record_format.hpp"
#include "pipeline/text_format.hpp"

namespace nonet {

namespace {

// With --all one puzzle may write max_solutions grids; batches shrink so that a batch's
// output stays near this size.
constexpr std::uint64_t kAllModeBatchOutputBytes = 4 * 1024 * 1024;
// A puzzle with more solutions than this is not held in its batch: the writer streams its
// solutions to the output in pieces of this many, so memory stays flat at any
// --max-solutions.
constexpr std::uint64_t kSolutionsPerPiece = 4096;

class SolveStage final : public BatchStage {
 public:
  explicit SolveStage(const SolveJob& job)
      : job_(job),
        with_file_(job.pipeline.inputs.size() > 1),
        records_(job.format, job.mode, with_file_, job.pipeline.table.keep_columns),
        stats_(job.stats_format, with_file_, job.timing),
        too_long_error_("line longer than " + std::to_string(kMaxLineBytes) + " bytes") {
    for (const std::string& input : job.pipeline.inputs) file_names_.push_back(printable(input));
    options_.engine = job.engine;
    // The engines find clashing givens themselves (finish() asks find_clash for the
    // reason then); enumeration has no status to say so.
    clash_check_ = job.mode == SolveJobMode::all ? ClashCheck::check : ClashCheck::skip;
    options_.limit = std::max<std::uint64_t>(job.limit, 1);
    options_.mode = job.mode == SolveJobMode::count          ? SolveMode::count
                    : job.mode == SolveJobMode::singles_only ? SolveMode::singles_only
                                                             : SolveMode::first;
  }

  std::string output_header() const override { return records_.header(); }
  std::string stats_header() const override { return stats_.header(); }

  std::size_t batch_lines() const override {
    if (job_.mode != SolveJobMode::all) return kBatchLines;
    const std::uint64_t held = std::clamp<std::uint64_t>(job_.max_solutions, 1, kSolutionsPerPiece);
    const std::uint64_t per_puzzle = held * (kCells + 1);
    return static_cast<std::size_t>(
        std::clamp<std::uint64_t>(kAllModeBatchOutputBytes / per_puzzle, 1, kBatchLines));
  }

  // Each record in three steps: parsed, solved (but with --all, whose solutions are
  // formatted as the search finds them), formatted. The parse and the solve construct their
  // results in one reused slot rather than returning copies: a copy reads back, in wider
  // pieces, what was just stored, and waits for the stores to land.
  void process(Batch& batch) const override {
    Prepared prepared;
    for (std::size_t index = 0; index < batch.records.size(); ++index) {
      prepare(batch, batch.records[index], prepared);
      if (job_.mode != SolveJobMode::all && prepared.state == PreparedState::parsed) {
        solve_prepared(prepared);
      }
      finish(batch, index, prepared);
    }
  }

 private:
  enum class PreparedState : std::uint8_t { header, too_long, bad_row, not_parsed, parsed, solved };

  // A record between the steps.
  struct Prepared {
    PreparedState state = PreparedState::header;
    ParseResult parsed;  // not_parsed, parsed, solved
    SolveResult result;  // solved
    std::uint64_t solve_ns = 0;
    const Pencilmarks* pencilmarks() const {
      return parsed.has_pencilmarks ? &parsed.pencilmarks : nullptr;
    }
  };
  static_assert(std::is_trivially_destructible_v<ParseResult> &&
                std::is_trivially_destructible_v<SolveResult>);

  // Step 1: what the record is, and its puzzle parsed (constructed in place).
  void prepare(const Batch& batch, const Record& record, Prepared& prepared) const {
    switch (record.shape) {
      case RecordShape::header:
        prepared.state = PreparedState::header;
        return;
      case RecordShape::too_long:
        prepared.state = PreparedState::too_long;
        return;
      case RecordShape::bad_row:
        prepared.state = PreparedState::bad_row;
        return;
      default:
        break;
    }
    const std::string_view text = batch.text_of(record);
    ::new (&prepared.parsed)
        ParseResult(record.shape == RecordShape::block
                        ? parse_block(text)
                        : parse_line(text, clash_check_, LineForms::puzzle_or_pencilmarks));
    prepared.state = prepared.parsed.ok() ? PreparedState::parsed : PreparedState::not_parsed;
  }

  // Step 2 (not with --all): the solver, as `nonet bench` calls it.
  void solve_prepared(Prepared& prepared) const {
    const auto start =
        job_.timing ? std::chrono::steady_clock::now() : std::chrono::steady_clock::time_point{};
    SolveOptions options = options_;
    options.pencilmarks = prepared.pencilmarks();
    ::new (&prepared.result) SolveResult(solve(prepared.parsed.grid, options));
    if (job_.timing) prepared.solve_ns = nanoseconds_since(start);
    prepared.state = PreparedState::solved;
  }

  // Step 3: the record's output and statistics rows (with --all, its solving first).
  void finish(Batch& batch, std::size_t index, const Prepared& prepared) const {
    const Record& record = batch.records[index];
    if (prepared.state == PreparedState::header) {
      append_extended_header(batch.output, batch.text_of(record), record.delimiter,
                             RecordFormatter::kJoinedColumns);
      return;
    }
    SolvedRecord solved;
    solved.line = record.line;
    // From a local, not from solved.text: reading back a view just stored in two halves
    // as one wide load would wait for the stores.
    const std::string_view text = batch.text_of(record);
    solved.text = text;
    if (with_file_) solved.file = file_names_[record.input];
    if (record.delimiter != 0) solved.delimiter = record.delimiter;
    solved.row = record.shape == RecordShape::bad_row || record.extra_length == 0
                     ? text
                     : batch.extra_of(record);
    std::string error;  // only invalid records fill it
    switch (prepared.state) {
      case PreparedState::too_long:
        solved.error = too_long_error_;
        break;
      case PreparedState::bad_row:
        solved.error = batch.extra_of(record);
        break;
      case PreparedState::not_parsed:
        error = printable(prepared.parsed.error.message());
        solved.error = error;
        break;
      case PreparedState::parsed:  // --all
        solved.puzzle = &prepared.parsed.grid;
        solved.pencilmarks = prepared.pencilmarks();
        if (solve_all_timed(batch, solved)) {
          batch.streamed.push_back({index, batch.output.size(), batch.stats.size()});
          return;
        }
        break;
      case PreparedState::solved:
        solved.puzzle = &prepared.parsed.grid;
        solved.pencilmarks = prepared.pencilmarks();
        solved.status = prepared.result.status;
        solved.solution = &prepared.result.solution;
        solved.stats = prepared.result.stats;
        solved.solve_ns = prepared.solve_ns;
        break;
      case PreparedState::header:
        break;
    }
    if (solved.status == SolveStatus::invalid && solved.error.empty()) {
      // Clashing givens, found by the engine.
      error = printable(find_clash(*solved.puzzle).message());
      solved.error = error;
    }
    if (!solved.error.empty()) {
      solved.status = SolveStatus::invalid;
      solved.stats = SolveStats{};
    }
    ++batch.counts[static_cast<std::size_t>(solved.status)];
    records_.append(batch.output, solved);
    if (!job_.pipeline.stats.empty()) stats_.append(batch.stats, solved);
  }

  static std::uint64_t nanoseconds_since(std::chrono::steady_clock::time_point start) {
    return static_cast<std::uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                          std::chrono::steady_clock::now() - start)
                                          .count());
  }

  // --all: true when the record is left to stream_record (nothing formatted).
  bool solve_all_timed(Batch& batch, SolvedRecord& solved) const {
    const auto start =
        job_.timing ? std::chrono::steady_clock::now() : std::chrono::steady_clock::time_point{};
    if (solve_all(batch, solved)) return true;
    if (job_.timing) solved.solve_ns = nanoseconds_since(start);
    return false;
  }

  // Every solution up to max_solutions, gathered in a per-thread buffer that keeps its
  // capacity; one more is asked for, to know whether the list was cut. True, with nothing
  // formatted, when there are more than kSolutionsPerPiece: stream_record writes them.
  bool solve_all(Batch& batch, SolvedRecord& solved) const {
    thread_local std::string solutions;
    solutions.clear();
    const std::uint64_t max = std::max<std::uint64_t>(job_.max_solutions, 1);
    const std::uint64_t held = std::min(max, kSolutionsPerPiece);
    std::uint64_t written = 0;
    bool capped = false;
    bool more = false;
    SolveStats stats = enumerate_solutions(
        *solved.puzzle, held + 1,
        [&](const Grid& grid) {
          if (written == held) {
            (held == max ? capped : more) = true;
            return false;
          }
          append_grid_line(solutions, grid);
          ++written;
          return true;
        },
        job_.engine, solved.pencilmarks);
    if (more) return true;
    stats.solutions = written;
    solved.stats = stats;
    solved.solutions = solutions;
    solved.status = written == 0              ? SolveStatus::unsolvable
                    : written == 1 && !capped ? SolveStatus::unique
                                              : SolveStatus::multiple;
    if (written > 0) {
      thread_local Grid first;  // solved.solution points at it
      for (int cell = 0; cell < kCells; ++cell) {
        const char c = solutions[static_cast<std::size_t>(cell)];
        first.cells[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(c - '0');
      }
      solved.solution = &first;
    }
    if (capped) note_capped(batch, solved, max);
    return false;
  }

  static void note_capped(Batch& batch, const SolvedRecord& solved, std::uint64_t max) {
    ++batch.capped;
    batch.warnings.push_back(std::string(solved.file) + (solved.file.empty() ? "" : " ") + "line " +
                             std::to_string(solved.line) + ": more than " + std::to_string(max) +
                             " solutions; wrote the first " + std::to_string(max) +
                             " (--max-solutions)");
  }

 public:
  // A puzzle with more than kSolutionsPerPiece solutions, in the writer: its solutions go
  // out in pieces as the search finds them. The grid and CSV forms print the count before
  // the solutions (--keep-columns on every row), so for them a first search counts.
  bool stream_record(Batch& batch, const StreamedRecord& streamed,
                     RecordWriter& writer) const override {
    const Record& record = batch.records[streamed.record];
    SolvedRecord solved;
    solved.line = record.line;
    solved.text = batch.text_of(record);
    if (with_file_) solved.file = file_names_[record.input];
    if (record.delimiter != 0) solved.delimiter = record.delimiter;
    solved.row = record.extra_length == 0 ? solved.text : batch.extra_of(record);
    const ParseResult parsed =
        record.shape == RecordShape::block
            ? parse_block(solved.text)
            : parse_line(solved.text, clash_check_, LineForms::puzzle_or_pencilmarks);
    solved.puzzle = &parsed.grid;
    if (parsed.has_pencilmarks) solved.pencilmarks = &parsed.pencilmarks;
    solved.status = SolveStatus::multiple;
    const auto start =
        job_.timing ? std::chrono::steady_clock::now() : std::chrono::steady_clock::time_point{};
    const std::uint64_t max = std::max<std::uint64_t>(job_.max_solutions, 1);
    if (job_.format == OutputFormat::grid || job_.format == OutputFormat::csv ||
        job_.pipeline.table.keep_columns) {
      std::uint64_t total = 0;
      enumerate_solutions(
          *solved.puzzle, max,
          [&](const Grid&) {
            ++total;
            return true;
          },
          job_.engine, solved.pencilmarks);
      solved.stats.solutions = total;
    }

    std::string piece;
    std::string text;
    piece.reserve(kSolutionsPerPiece * kCells);
    std::uint64_t written = 0;
    bool capped = false;
    bool failed = false;
    const auto write_piece = [&](bool last) {
      solved.solutions = piece;
      solved.last_piece = last;
      text.clear();
      records_.append(text, solved);
      solved.first_piece = false;
      solved.solutions_before = written;
      piece.clear();
      return writer.write_output(text);
    };
    SolveStats stats = enumerate_solutions(
        *solved.puzzle, max + 1,
        [&](const Grid& grid) {
          if (written == max) {
            capped = true;
            return false;
          }
          append_grid_line(piece, grid);
          ++written;
          if (piece.size() == kSolutionsPerPiece * kCells && !write_piece(false)) {
            failed = true;
            return false;
          }
          return true;
        },
        job_.engine, solved.pencilmarks);
    if (failed) return false;
    stats.solutions = written;
    solved.stats = stats;
    if (job_.timing) {
      solved.solve_ns =
          static_cast<std::uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                         std::chrono::steady_clock::now() - start)
                                         .count());
    }
    if (!write_piece(true)) return false;
    ++batch.counts[static_cast<std::size_t>(solved.status)];
    if (capped) note_capped(batch, solved, max);
    if (job_.pipeline.stats.empty()) return true;
    text.clear();
    solved.solutions = {};
    stats_.append(text, solved);
    return writer.write_stats(text);
  }

 private:
  const SolveJob& job_;
  bool with_file_;
  RecordFormatter records_;
  StatsFormatter stats_;
  SolveOptions options_;
  ClashCheck clash_check_ = ClashCheck::check;
  std::vector<std::string> file_names_;
  std::string too_long_error_;
};

}  // namespace

StatsFormat stats_format_for(std::string_view path) {
  return path.ends_with(".jsonl") ? StatsFormat::jsonl : StatsFormat::csv;
}

RunSummary run_solve(const SolveJob& job) {
  SolveStage stage(job);
  return run_pipeline(job.pipeline, stage);
}

}  // namespace nonet
