#include "rating/format.hpp"

#include <cstdio>

#include "pipeline/text_format.hpp"

namespace nonet {

namespace {

bool has_path(RatingStatus status) {
  return status == RatingStatus::rated || status == RatingStatus::beyond;
}

// Sudoku Explainer's path was run (its figures are written, empty ones too).
bool has_se_path(const Rating& r) {
  return has_path(r.status) && !r.se_skipped;
}

// Sudoku Explainer's path reached the end: ER is exact (also when HoDoKu's ran out of time).
bool se_complete(const Rating& r) {
  return !r.se_skipped && (r.status == RatingStatus::rated ||
                           (r.status == RatingStatus::beyond && r.cells_left == 0));
}

// ER, EP or ED as written: a completed grid, rated in no step, is 0.0 on all three, as
// serate's figures start.
std::string se_text(const Rating& r, int tenths) {
  if (r.status == RatingStatus::rated && r.steps == 0) return "0.0";
  return format_se(tenths);
}

// Search figures are means over 16 relabellings: four decimals show them exactly.
void append_mean(std::string& out, double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.4f", value);
  out += text;
}

// The steps per technique, those used only: "key:count" apart by spaces (CSV), or
// "\"key\":count" apart by commas (JSON).
void append_histogram(std::string& out, const Rating& r, bool json) {
  bool first = true;
  for (int t = 0; t < kTechniqueCount; ++t) {
    if (r.histogram[t] == 0) continue;
    if (!first) out += json ? ',' : ' ';
    first = false;
    if (json) out += '"';
    out += technique_key(static_cast<Technique>(t));
    out += json ? "\":" : ":";
    append_uint(out, r.histogram[t]);
  }
}

void append_csv_row(std::string& out, const RatedRecord& record) {
  const Rating& r = record.rating;
  append_uint(out, record.line);
  out += ',';
  if (r.status == RatingStatus::invalid && !record.error.empty()) {
    std::string shown;
    append_shown(shown, record.text, kShownTextChars);
    append_csv(out, shown);
  } else {
    append_puzzle_line(out, record.puzzle, record.pencilmarks);
  }
  out += ',';
  out += to_string(r.status);
  out += ',';
  if (se_complete(r)) out += se_text(r, r.se_rating);
  out += ',';
  if (has_se_path(r)) out += se_text(r, r.se_first_placement);
  out += ',';
  if (has_se_path(r)) out += se_text(r, r.se_first_step);
  out += ',';
  if (r.status == RatingStatus::beyond) out += format_se(r.se_rating);
  out += ',';
  if (has_path(r.status)) {
    out += to_string(r.qqwing_class);
    out += ',';
    if (record.searched) append_mean(out, r.search);
    out += ',';
    if (record.searched) append_mean(out, r.search_backtracks);
    out += ',';
    if (has_se_path(r)) append_uint(out, static_cast<std::uint64_t>(r.steps));
    out += ',';
    if (r.steps > 0) out += technique_key(r.hardest);
    out += ',';
    append_histogram(out, r, false);
  } else {
    out += ",,,,,";
  }
  out += ',';
  if (!record.error.empty()) append_csv(out, record.error);
  if (record.hodoku) {
    out += ',';
    out += r.hodoku_level;
    out += ',';
    if (r.hodoku_score >= 0) append_uint(out, static_cast<std::uint64_t>(r.hodoku_score));
    out += ',';
    if (r.hodoku_at_least >= 0) append_uint(out, static_cast<std::uint64_t>(r.hodoku_at_least));
  }
  out += '\n';
}

// Sudoku Explainer's figures in JSON: ER (null when beyond, with its bound), EP and ED.
void append_se_figures_json(std::string& out, const Rating& r) {
  out += ",\"se_rating\":";
  out += se_complete(r) ? se_text(r, r.se_rating) : "null";
  if (r.status == RatingStatus::beyond && r.se_rating != kNoRating) {
    out += ",\"se_at_least\":";
    out += format_se(r.se_rating);
  }
  const bool no_step = r.status == RatingStatus::rated && r.steps == 0;
  if (r.se_first_placement != kNoRating || no_step) {
    out += ",\"se_first_placement\":";
    out += se_text(r, r.se_first_placement);
  }
  if (r.se_first_step != kNoRating || no_step) {
    out += ",\"se_first_step\":";
    out += se_text(r, r.se_first_step);
  }
}

// Sudoku Explainer's path in JSON: its steps, the hardest technique and the histogram.
void append_se_path_json(std::string& out, const Rating& r) {
  out += ",\"steps\":";
  append_uint(out, static_cast<std::uint64_t>(r.steps));
  if (r.steps > 0) {
    out += ",\"hardest_technique\":\"";
    out += technique_key(r.hardest);
    out += '"';
  }
  out += ",\"histogram\":{";
  append_histogram(out, r, true);
  out += '}';
}

void append_jsonl(std::string& out, const RatedRecord& record) {
  const Rating& r = record.rating;
  out += "{\"line\":";
  append_uint(out, record.line);
  out += ",\"puzzle\":";
  if (r.status == RatingStatus::invalid && !record.error.empty()) {
    std::string shown;
    append_shown(shown, record.text, kShownTextChars);
    append_json(out, shown);
  } else {
    out += '"';
    append_puzzle_line(out, record.puzzle, record.pencilmarks);
    out += '"';
  }
  out += ",\"status\":\"";
  out += to_string(r.status);
  out += '"';
  if (record.se_version != SeVersion::sukaku_1_18_1) {
    out += ",\"se_version\":\"";
    out += to_string(record.se_version);
    out += '"';
  }
  if (has_path(r.status)) {
    if (!r.se_skipped) append_se_figures_json(out, r);
    out += ",\"qqwing_class\":\"";
    out += to_string(r.qqwing_class);
    out += '"';
    if (record.searched) {
      out += ",\"search\":";
      append_mean(out, r.search);
      out += ",\"backtracks\":";
      append_mean(out, r.search_backtracks);
    }
    if (!r.se_skipped) append_se_path_json(out, r);
  }
  if (record.hodoku && r.hodoku_score >= 0) {
    out += ",\"hodoku_level\":\"";
    out += r.hodoku_level;
    out += "\",\"hodoku_score\":";
    append_uint(out, static_cast<std::uint64_t>(r.hodoku_score));
  } else if (record.hodoku && r.hodoku_at_least >= 0) {
    out += ",\"hodoku_at_least\":";
    append_uint(out, static_cast<std::uint64_t>(r.hodoku_at_least));
  }
  if (!record.error.empty()) {
    out += ",\"error\":";
    append_json(out, record.error);
  }
  out += "}\n";
}

}  // namespace

std::string grader_line(std::string_view grader, RatingFormat format) {
  std::string line;
  if (format == RatingFormat::csv) {
    line = std::string(kGraderComment) + std::string(grader);
  } else {
    line = "{\"grader\":";
    append_json(line, grader);
    line += '}';
  }
  return line + '\n';
}

std::string se_version_line(SeVersion version, RatingFormat format) {
  if (version == SeVersion::sukaku_1_18_1 || format != RatingFormat::csv) return {};
  return std::string(kSeVersionComment) + std::string(to_string(version)) + '\n';
}

void append_rating(std::string& out, const RatedRecord& record, RatingFormat format) {
  if (format == RatingFormat::csv)
    append_csv_row(out, record);
  else
    append_jsonl(out, record);
}

std::string rating_note(const Rating& rating, double max_seconds) {
  // Nothing missing, the common case on every rated puzzle: no text to build.
  if (rating.hodoku_gap == HodokuGap::none && !rating.out_of_time) return {};
  char seconds[32];  // "60", "0.5": as the user wrote it, without trailing zeros
  std::snprintf(seconds, sizeof seconds, "%g", max_seconds);
  const std::string budget = std::string("time budget of ") + seconds + " s reached";
  switch (rating.hodoku_gap) {
    case HodokuGap::out_of_time:
      return "HoDoKu: " + budget +
             (rating.se_skipped ? "" : " (Sudoku Explainer's rating is complete)");
    case HodokuGap::not_run:
      return budget + "; HoDoKu not rated";
    case HodokuGap::pencilmarks:
      return "HoDoKu's scale rates puzzles, not pencilmarks";
    case HodokuGap::none:
      break;
  }
  return rating.out_of_time ? budget : std::string();
}

}  // namespace nonet
