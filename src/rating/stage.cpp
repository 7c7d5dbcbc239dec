// `nonet rate`: the middle stage that parses, rates and formats a batch, and run_rate().
#include <cstdio>

#include "nonet/pipeline.hpp"
#include "nonet/rating.hpp"
#include "pipeline/text_format.hpp"
#include "rating/format.hpp"

namespace nonet {

namespace {

class RateStage final : public BatchStage {
 public:
  explicit RateStage(const RateJob& job)
      : job_(job),
        too_long_error_("line longer than " + std::to_string(kMaxLineBytes) + " bytes") {}

  std::string output_header() const override {
    std::string header = job_.grader.empty() ? "" : grader_line(job_.grader, job_.format);
    header += se_version_line(job_.options.se_version, job_.format);
    // With --keep-columns the input's own header row comes through the batches.
    if (job_.format == RatingFormat::csv && !job_.pipeline.table.keep_columns) {
      header += kRatingCsvHeader;
      if (job_.options.hodoku) {
        header.back() = ',';
        header += kHodokuCsvColumns;
        header += '\n';
      }
    }
    return header;
  }

  // Rating costs far more per puzzle than solving: smaller batches keep every thread busy.
  std::size_t batch_lines() const override { return 16; }

  void process(Batch& batch) const override {
    std::string error;
    std::string note;
    Pencilmarks pencilmarks;
    const bool keep = job_.pipeline.table.keep_columns;
    for (const Record& record : batch.records) {
      if (record.shape == RecordShape::header) {
        // The rating columns after `line,puzzle`, without the line break.
        std::string names(
            kRatingCsvHeader.substr(kJoinedFrom, kRatingCsvHeader.size() - kJoinedFrom - 1));
        if (job_.options.hodoku) names += "," + std::string(kHodokuCsvColumns);
        append_extended_header(batch.output, batch.text_of(record), record.delimiter, names);
        continue;
      }
      RatedRecord rated;
      rated.line = record.line;
      rated.text = batch.text_of(record);
      rated.searched = job_.options.search_effort;
      rated.hodoku = job_.options.hodoku;
      rated.se_version = job_.options.se_version;
      error.clear();
      if (record.shape == RecordShape::too_long) {
        rated.error = too_long_error_;
      } else if (record.shape == RecordShape::bad_row) {
        rated.error = batch.extra_of(record);
      } else {
        const ParseResult parsed =
            record.shape == RecordShape::block
                ? parse_block(rated.text)
                : parse_line(rated.text, ClashCheck::check, LineForms::puzzle_or_pencilmarks);
        if (parsed.ok() && parsed.has_pencilmarks) {
          pencilmarks = parsed.pencilmarks;
          rated.pencilmarks = &pencilmarks;
          rated.rating = rate(pencilmarks, job_.options);
        } else if (parsed.ok()) {
          rated.puzzle = parsed.grid;
          rated.rating = rate(parsed.grid, job_.options);
          if (rated.rating.status == RatingStatus::invalid) {
            error = printable(find_clash(parsed.grid).message());
            rated.error = error;
          }
        } else {
          error = printable(parsed.error.message());
          rated.error = error;
        }
      }
      if (!rated.error.empty()) rated.rating = Rating{};  // status invalid
      if (rated.error.empty()) {
        note = rating_note(rated.rating, job_.options.max_seconds);
        rated.error = note;
      }
      ++batch.counts[static_cast<std::size_t>(rated.rating.status)];
      if (keep) {
        append_joined(batch.output, batch, record, rated);
      } else {
        append_rating(batch.output, rated, job_.format);
      }
    }
  }

 private:
  // "line,puzzle," starts the rating row: --keep-columns puts the input row there instead.
  static constexpr std::size_t kJoinedFrom = std::string_view("line,puzzle").size();

  // The input row, then the rating row's columns after `line,puzzle`, with the input's
  // delimiter between them.
  static void append_joined(std::string& out, const Batch& batch, const Record& record,
                            const RatedRecord& rated) {
    thread_local std::string row;
    row.clear();
    append_rating(row, rated, RatingFormat::csv);
    std::size_t at = row.find(',') + 1;  // after the line number
    bool quoted = false;
    for (; at < row.size() && (quoted || row[at] != ','); ++at) {
      if (row[at] == '"') quoted = !quoted;
    }
    const char d = record.delimiter != 0 ? record.delimiter : ',';
    out.append(record.shape == RecordShape::bad_row || record.extra_length == 0
                   ? batch.text_of(record)
                   : batch.extra_of(record));
    quoted = false;
    for (; at < row.size(); ++at) {
      const char c = row[at];
      if (c == '"') quoted = !quoted;
      out.push_back(c == ',' && !quoted ? d : c);
    }
  }

  const RateJob& job_;
  std::string too_long_error_;
};

}  // namespace

RunSummary run_rate(const RateJob& job) {
  const RateStage stage(job);
  return run_pipeline(job.pipeline, stage);
}

std::string format_rate_summary(const RunSummary& summary) {
  char text[320];
  const double rate = summary.seconds > 0 ? summary.records / summary.seconds : 0.0;
  const auto count = [&](RatingStatus status) {
    return static_cast<unsigned long long>(summary.counts[static_cast<std::size_t>(status)]);
  };
  std::snprintf(text, sizeof text,
                "puzzles %llu  rated %llu  beyond %llu  multiple %llu  unsolvable %llu  invalid "
                "%llu  time %.3f s  %.0f puzzles/s",
                static_cast<unsigned long long>(summary.records), count(RatingStatus::rated),
                count(RatingStatus::beyond), count(RatingStatus::multiple),
                count(RatingStatus::unsolvable), count(RatingStatus::invalid), summary.seconds,
                rate);
  return text;
}

}  // namespace nonet
