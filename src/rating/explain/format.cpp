#include "rating/explain/format.hpp"

#include "pipeline/text_format.hpp"

namespace nonet {

namespace {

// "SE", or "SE (1.2.1)" on another version of the scale than the default.
std::string se_name(const Rating& r) {
  if (r.se_version == SeVersion::sukaku_1_18_1) return "SE";
  return "SE (" + std::string(to_string(r.se_version)) + ")";
}

std::string conclusion(const Explanation& e) {
  const Rating& r = e.rating;
  const std::string se = se_name(r);
  const std::string steps = std::to_string(r.steps) + (r.steps == 1 ? " step" : " steps");
  switch (r.status) {
    case RatingStatus::rated:
      if (r.steps == 0) return "already solved";
      return "solved in " + steps + ": " + se + " " + format_se(r.se_rating) + " (" +
             std::string(to_string(r.hardest)) + "), EP " + format_se(r.se_first_placement) +
             ", ED " + format_se(r.se_first_step) + "; qqwing " +
             std::string(to_string(r.qqwing_class));
    case RatingStatus::beyond:
      if (r.out_of_time) {
        return "time budget reached after " + steps + " with " + std::to_string(r.cells_left) +
               " cells left (hardest step so far " +
               (r.se_rating == kNoRating ? std::string("none")
                                         : se + " " + format_se(r.se_rating)) +
               "); qqwing " + std::string(to_string(r.qqwing_class));
      }
      return "logic stalls after " + steps + " with " + std::to_string(r.cells_left) +
             " cells left: the puzzle needs techniques beyond the grader's (hardest step so far " +
             (r.se_rating == kNoRating ? std::string("none") : se + " " + format_se(r.se_rating)) +
             "); qqwing " + std::string(to_string(r.qqwing_class));
    case RatingStatus::multiple:
      return "not rated: the puzzle has more than one solution";
    case RatingStatus::unsolvable:
      return "not rated: the puzzle has no solution";
    case RatingStatus::invalid:
      return "not rated: two equal givens in a house";
  }
  return {};
}

}  // namespace

void append_explanation_text(std::string& out, const Explanation& e, const Grid& puzzle,
                             std::uint64_t line, const Pencilmarks* pencilmarks) {
  if (line > 0) {
    out += "# line ";
    append_uint(out, line);
    out += ": ";
  } else {
    out += "# ";
  }
  append_puzzle_line(out, puzzle, pencilmarks);
  out += '\n';
  for (const ExplainedStep& step : e.steps) {
    out += step.text;
    out += '\n';
  }
  out += conclusion(e);
  out += '\n';
  if (!e.guesses.empty()) {
    out += "the search from there:\n";
    for (const std::string& guess : e.guesses) {
      out += "  ";
      out += guess;
      out += '\n';
    }
  }
}

void append_explanation_json(std::string& out, const Explanation& e, const Grid& puzzle,
                             std::uint64_t line, const Pencilmarks* pencilmarks) {
  const Rating& r = e.rating;
  out += "{\"line\":";
  append_uint(out, line);
  out += ",\"puzzle\":\"";
  append_puzzle_line(out, puzzle, pencilmarks);
  out += "\",\"status\":\"";
  out += to_string(r.status);
  if (r.se_version != SeVersion::sukaku_1_18_1) {
    out += "\",\"se_version\":\"";
    out += to_string(r.se_version);
  }
  out += "\",\"se_rating\":";
  out +=
      r.status == RatingStatus::rated && r.se_rating != kNoRating ? format_se(r.se_rating) : "null";
  // A path cut short: the hardest step taken is a lower bound, as `nonet rate` gives it.
  if (r.status == RatingStatus::beyond && r.se_rating != kNoRating) {
    out += ",\"se_at_least\":";
    out += format_se(r.se_rating);
  }
  out += ",\"steps\":[";
  for (std::size_t i = 0; i < e.steps.size(); ++i) {
    const ExplainedStep& step = e.steps[i];
    if (i > 0) out += ',';
    out += "{\"technique\":\"";
    out += technique_key(step.technique);
    out += "\",\"se_rating\":";
    out += format_se(step.se_rating);
    if (step.placed_cell >= 0) {
      out += ",\"placed\":\"";
      out += cell_name(step.placed_cell);
      out += '=';
      append_uint(out, static_cast<std::uint64_t>(step.placed_digit));
      out += '"';
    }
    out += ",\"eliminations\":";
    append_uint(out, static_cast<std::uint64_t>(step.eliminations));
    out += ",\"text\":";
    append_json(out, step.text);
    out += '}';
  }
  out += "],\"guesses\":[";
  for (std::size_t i = 0; i < e.guesses.size(); ++i) {
    if (i > 0) out += ',';
    append_json(out, e.guesses[i]);
  }
  out += "],\"conclusion\":";
  append_json(out, conclusion(e));
  out += "}\n";
}

}  // namespace nonet
