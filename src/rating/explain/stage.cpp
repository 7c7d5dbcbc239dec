// The middle stage of `nonet explain`: parses each record and appends its explanation.
// A bad line is an invalid record in its place; the run goes on.
#include "rating/explain/stage.hpp"

#include "nonet/rating.hpp"
#include "pipeline/text_format.hpp"
#include "rating/board/budget.hpp"
#include "rating/explain/format.hpp"
#include "rating/explain/hodoku_path.hpp"

namespace nonet {

namespace {

void append_invalid(std::string& out, std::string_view text, std::string_view message,
                    std::uint64_t line, bool json) {
  if (json) {
    out += "{\"line\":";
    append_uint(out, line);
    out += ",\"status\":\"invalid\",\"error\":";
    append_json(out, message);
    out += "}\n";
    return;
  }
  out += "# line ";
  append_uint(out, line);
  out += ": ";
  append_shown(out, text, kShownTextChars);
  out += "\nnot a puzzle: ";
  out += message;
  out += '\n';
}

class ExplainStage final : public BatchStage {
 public:
  explicit ExplainStage(const ExplainJob& job)
      : job_(job),
        too_long_error_("line longer than " + std::to_string(kMaxLineBytes) + " bytes") {}

  // An explanation costs more than a rating: small batches keep every thread busy.
  std::size_t batch_lines() const override { return 16; }

  void process(Batch& batch) const override {
    for (std::size_t i = 0; i < batch.records.size(); ++i) {
      const Record& record = batch.records[i];
      // Text explanations are separated by a blank line.
      if (!job_.json && batch.first_record + i > 0) batch.output += '\n';
      const std::string_view text = batch.text_of(record);
      if (record.shape == RecordShape::too_long || record.shape == RecordShape::bad_row) {
        append_invalid(batch.output, text,
                       record.shape == RecordShape::too_long ? std::string_view(too_long_error_)
                                                             : batch.extra_of(record),
                       record.line, job_.json);
        ++batch.counts[static_cast<std::size_t>(RatingStatus::invalid)];
        continue;
      }
      const ParseResult parsed =
          record.shape == RecordShape::block
              ? parse_block(text)
              : parse_line(text, ClashCheck::check, LineForms::puzzle_or_pencilmarks);
      if (!parsed.ok()) {
        append_invalid(batch.output, text, printable(parsed.error.message()), record.line,
                       job_.json);
        ++batch.counts[static_cast<std::size_t>(RatingStatus::invalid)];
        continue;
      }
      const Pencilmarks* pencilmarks = parsed.has_pencilmarks ? &parsed.pencilmarks : nullptr;
      if (job_.hodoku) {
        RatingStatus status = RatingStatus::invalid;
        if (pencilmarks != nullptr) {
          append_invalid(batch.output, text, "HoDoKu's scale rates puzzles, not pencilmarks",
                         record.line, job_.json);
        } else {
          const TimeBudget budget(job_.max_seconds);
          status =
              append_hodoku_explanation(batch.output, parsed.grid, record.line, job_.json, budget);
        }
        ++batch.counts[static_cast<std::size_t>(status)];
        continue;
      }
      const Explanation explanation =
          pencilmarks ? explain(*pencilmarks, job_.max_seconds, {}, job_.se_version)
                      : explain(parsed.grid, job_.max_seconds, {}, job_.se_version);
      if (job_.json)
        append_explanation_json(batch.output, explanation, parsed.grid, record.line, pencilmarks);
      else
        append_explanation_text(batch.output, explanation, parsed.grid, record.line, pencilmarks);
      ++batch.counts[static_cast<std::size_t>(explanation.rating.status)];
    }
  }

 private:
  const ExplainJob& job_;
  std::string too_long_error_;
};

}  // namespace

RunSummary run_explain(const ExplainJob& job) {
  const ExplainStage stage(job);
  return run_pipeline(job.pipeline, stage);
}

}  // namespace nonet
