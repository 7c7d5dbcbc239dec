// run_check: `nonet check` on the ordered pipeline, with the check stage. The one-file form
// reads its input as every command does; the two-file form takes turns between a puzzles
// file and an answers file, so a PairReader is its source.
#include <cstdio>
#include <string>

#include "check/pair_reader.hpp"
#include "check/stage.hpp"
#include "nonet/check_job.hpp"

namespace nonet {

namespace {

RunSummary run_pairs(const CheckJob& job, const CheckStage& stage, PairMismatch& mismatch) {
  // Both inputs open before anything is written.
  PairReader reader;
  if (!reader.open(job.puzzles.empty() ? "-" : job.puzzles,
                   job.answers.empty() ? "-" : job.answers)) {
    RunSummary summary;
    summary.error = RunError::input;
    summary.message = reader.error();
    return summary;
  }
  RunSummary summary = run_pipeline(job.pipeline, reader, stage);
  mismatch = reader.mismatch();
  return summary;
}

}  // namespace

int CheckSummary::exit_code() const {
  if (run.error == RunError::usage) return 2;
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
