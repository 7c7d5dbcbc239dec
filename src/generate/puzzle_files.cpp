// Seed and --exclude files read with the pipeline's reader: each usable puzzle with its
// canonical form, found on every core.
#include <oneapi/tbb/info.h>

#include <algorithm>
#include <atomic>
#include <thread>

#include "nonet/canon.hpp"
#include "nonet/generator.hpp"
#include "pipeline/batch_reader.hpp"

namespace nonet {

namespace {

constexpr std::size_t kLinesPerRead = 4096;

// One record's verdict: a usable puzzle and its form, or why it is skipped.
struct Verdict {
  bool usable = false;
  Grid puzzle;
  Grid form;
  std::string reason;
};

Verdict judge(const Batch& batch, const Record& record, bool seeds, Symmetry symmetry) {
  Verdict verdict;
  if (record.shape == RecordShape::too_long) {
    verdict.reason = "line longer than " + std::to_string(kMaxLineBytes) + " bytes";
    return verdict;
  }
  if (record.shape == RecordShape::bad_row) {
    verdict.reason = std::string(batch.extra_of(record));
    return verdict;
  }
  const std::string_view text = batch.text_of(record);
  const ParseResult parsed =
      record.shape == RecordShape::block ? parse_block(text) : parse_line(text);
  if (!parsed.ok()) {
    verdict.reason = parsed.error.message();
    return verdict;
  }
  if (seeds) {
    verdict.reason = seed_problem(parsed.grid, symmetry);
    if (!verdict.reason.empty()) return verdict;
  }
  verdict.usable = true;
  verdict.puzzle = parsed.grid;
  verdict.form = minlex(parsed.grid);
  return verdict;
}

// Judges every record of `batch` on `workers` threads, each taking the next record in turn.
// Plain threads rather than a oneTBB loop: their start and join are what a thread sanitizer
// sees, and a batch of thousands of canonical forms outweighs starting a thread.
void judge_all(const Batch& batch, bool seeds, Symmetry symmetry, int workers,
               std::vector<Verdict>& verdicts) {
  std::atomic<std::size_t> next{0};
  const auto judge_records = [&] {
    for (std::size_t i = next++; i < batch.records.size(); i = next++) {
      if (batch.records[i].shape != RecordShape::header) {
        verdicts[i] = judge(batch, batch.records[i], seeds, symmetry);
      }
    }
  };
  std::vector<std::jthread> helpers;
  for (int i = 1; i < workers; ++i) helpers.emplace_back(judge_records);
  judge_records();
}

}  // namespace

std::string seed_problem(const Grid& puzzle, Symmetry symmetry) {
  const SolveStatus status = solve(puzzle, {.mode = SolveMode::count, .limit = 2}).status;
  if (status == SolveStatus::multiple) return "more than one solution";
  if (status != SolveStatus::unique) return "no solution";
  if (!is_symmetric(puzzle, symmetry))
    return "not " + std::string(to_string(symmetry)) + "-symmetric";
  return {};
}

PuzzleFile read_puzzle_files(const std::vector<std::string>& paths, bool seeds, Symmetry symmetry,
                             int threads, KnownPuzzles& known) {
  PuzzleFile file;
  BatchReader reader(paths);
  Batch batch;
  std::vector<Verdict> verdicts;
  const int workers = threads > 0 ? threads : tbb::info::default_concurrency();
  while (true) {
    batch.clear();
    if (!reader.fill(batch, kLinesPerRead)) break;
    verdicts.assign(batch.records.size(), Verdict{});
    judge_all(batch, seeds, symmetry, workers, verdicts);
    for (std::size_t i = 0; i < batch.records.size(); ++i) {
      const Record& record = batch.records[i];
      if (record.shape == RecordShape::header) continue;
      ++file.lines;
      Verdict& verdict = verdicts[i];
      if (verdict.usable) {
        if (seeds) file.puzzles.push_back(verdict.puzzle);
        known.add_form(verdict.form);
        continue;
      }
      ++file.skipped;
      if (file.first_skipped.size() < kSkippedShown) {
        file.first_skipped.push_back(paths[record.input] + " line " + std::to_string(record.line) +
                                     ": " + verdict.reason);
      }
    }
  }
  if (reader.failed()) file.error = reader.error();
  return file;
}

}  // namespace nonet
