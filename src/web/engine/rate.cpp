// Ratings for the page: one puzzle as an object, or a batch line as `nonet rate` writes it.
#include <cstdio>

#include "nonet/rating.hpp"
#include "pipeline/text_format.hpp"
#include "rating/format.hpp"
#include "web/engine/engine.hpp"
#include "web/engine/values.hpp"

namespace nonet::web {

using emscripten::val;

SeVersion se_version_named(const std::string& name) {
  SeVersion version = SeVersion::sukaku_1_18_1;
  parse_se_version(name, version);
  return version;
}

val rate_puzzle(const std::string& text, double max_seconds, const std::string& se_version) {
  const ParseResult parsed = read_puzzle(text, true);
  if (!parsed.ok()) return parse_failure(parsed);
  const RateOptions options{.max_seconds = max_seconds, .se_version = se_version_named(se_version)};
  const Rating rating =
      parsed.has_pencilmarks ? rate(parsed.pencilmarks, options) : rate(parsed.grid, options);
  val out = rating_value(rating);
  out.set("ok", true);
  out.set("puzzle", grid_value(parsed.grid));
  if (rating.status == RatingStatus::invalid)
    out.set("error", val(find_clash(parsed.grid).message()));
  return out;
}

std::string rate_csv_header() {
  return std::string(kRatingCsvHeader);
}

std::string rate_csv_version_line(const std::string& se_version) {
  return se_version_line(se_version_named(se_version), RatingFormat::csv);
}


// As RateStage (rating/stage.cpp) makes a record of a puzzle line.
std::string rate_csv_row(const std::string& text, double line, double max_seconds, bool quick,
                         const std::string& se_version) {
  const RateOptions options{.search_effort = !quick,
                            .max_seconds = max_seconds,
                            .se_version = se_version_named(se_version)};
  RatedRecord rated;
  rated.se_version = options.se_version;
  rated.line = static_cast<std::uint64_t>(line);
  rated.text = text;
  rated.searched = options.search_effort;
  std::string error;
  const ParseResult parsed = parse_line(text, ClashCheck::check, LineForms::puzzle_or_pencilmarks);
  if (parsed.ok() && parsed.has_pencilmarks) {
    rated.pencilmarks = &parsed.pencilmarks;
    rated.rating = rate(parsed.pencilmarks, options);
  } else if (parsed.ok()) {
    rated.puzzle = parsed.grid;
    rated.rating = rate(parsed.grid, options);
    if (rated.rating.status == RatingStatus::invalid) {
      error = printable(find_clash(parsed.grid).message());
      rated.error = error;
    }
  } else {
    error = printable(parsed.error.message());
    rated.error = error;
  }
  if (!rated.error.empty()) rated.rating = Rating{};
  const std::string note = rating_note(rated.rating, max_seconds);
  if (rated.error.empty()) rated.error = note;
  std::string out;
  append_rating(out, rated, RatingFormat::csv);
  return out;
}

}  // namespace nonet::web
