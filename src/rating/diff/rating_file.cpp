#include "rating/diff/rating_file.hpp"

#include <charconv>
#include <span>
#include <tuple>

#include "nonet/pipeline.hpp"
#include "pipeline/delimited.hpp"
#include "pipeline/line_reader.hpp"
#include "pipeline/text_format.hpp"
#include "rating/format.hpp"

namespace nonet {

namespace {

// The largest rating a file may hold, in tenths: far above any real puzzle's, and small
// enough that no sum or difference of two ratings can overflow.
constexpr int kMaxTenths = 1000 * 10;

// "4.2" -> 42 in `tenths`; an empty field is -1 (no rating). False for anything else than
// digits, a dot and one digit, or a rating over kMaxTenths.
bool parse_tenths(std::string_view text, int& tenths) {
  tenths = -1;
  if (text.empty()) return true;
  const std::size_t dot = text.find('.');
  if (dot == 0 || dot == std::string_view::npos || dot + 2 != text.size()) return false;
  int value = 0;
  for (char c : text.substr(0, dot)) {
    if (c < '0' || c > '9') return false;
    value = 10 * value + (c - '0');
    if (value > kMaxTenths / 10) return false;
  }
  const char tenth = text[dot + 1];
  if (tenth < '0' || tenth > '9') return false;
  value = 10 * value + (tenth - '0');
  if (value > kMaxTenths) return false;
  tenths = value;
  return true;
}

// A line number: digits only, at least 1, no overflow; 0 when it is anything else.
std::uint64_t parse_line_number(std::string_view text) {
  std::uint64_t value = 0;
  if (text.empty()) return 0;
  for (char c : text) {
    if (c < '0' || c > '9') return 0;
    const auto digit = static_cast<std::uint64_t>(c - '0');
    if (value > (UINT64_MAX - digit) / 10) return 0;
    value = 10 * value + digit;
  }
  return value;
}

// Splits one CSV row (fields may be quoted, with "" for a quote).
std::vector<std::string> split_csv(std::string_view row, char delimiter = ',') {
  std::vector<std::string> fields(1);
  bool quoted = false;
  for (std::size_t i = 0; i < row.size(); ++i) {
    const char c = row[i];
    if (quoted) {
      if (c == '"' && i + 1 < row.size() && row[i + 1] == '"') {
        fields.back() += '"';
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        fields.back() += c;
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == delimiter) {
      fields.emplace_back();
    } else {
      fields.back() += c;
    }
  }
  return fields;
}

// The raw value of `"key":` in a flat JSON object: a string without its quotes, or a number
// or null as written; empty when absent.
std::string json_field(std::string_view object, std::string_view key) {
  const std::string needle = "\"" + std::string(key) + "\":";
  const std::size_t at = object.find(needle);
  if (at == std::string_view::npos) return {};
  std::size_t i = at + needle.size();
  std::string value;
  if (i < object.size() && object[i] == '"') {
    for (++i; i < object.size() && object[i] != '"'; ++i) {
      if (object[i] == '\\' && i + 1 < object.size()) ++i;
      value += object[i];
    }
    return value;
  }
  while (i < object.size() && object[i] != ',' && object[i] != '}') value += object[i++];
  return value == "null" ? std::string() : value;
}

// The values each column may hold, as `nonet rate` writes them ("" too: a record without).
bool one_of(const std::string& value, std::span<const std::string_view> names) {
  if (value.empty()) return true;
  for (std::string_view name : names) {
    if (value == name) return true;
  }
  return false;
}

// A whole number from 0 in `value` (-1 when empty); false for anything else.
bool parse_count(const std::string& text, int& value) {
  value = -1;
  if (text.empty()) return true;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc{} && end == text.data() + text.size() && value >= 0;
}

// A rating file's CSV header: `nonet rate`'s own ("line,puzzle,status,..."), or with
// --keep-columns the input's columns then the rating's (status, se_rating, ...), in the input's
// delimiter. The delimiter that splits out both status and se_rating, or 0 for none.
char header_delimiter(std::string_view line) {
  for (const char delimiter : {',', ';', '\t', '|'}) {
    const std::vector<std::string> names = split_csv(line, delimiter);
    bool status = false, se_rating = false;
    for (const std::string& name : names) {
      status |= name == "status";
      se_rating |= name == "se_rating";
    }
    if (status && se_rating) return delimiter;
  }
  return 0;
}

}  // namespace

RatingFileReader::RatingFileReader() = default;
RatingFileReader::~RatingFileReader() = default;

bool RatingFileReader::fail(std::string message, bool io_error) {
  error_ = std::move(message);
  io_error_ = io_error;
  return false;
}

std::string RatingFileReader::se_version() const {
  return se_version_.empty() ? std::string(to_string(SeVersion::sukaku_1_18_1)) : se_version_;
}

bool RatingFileReader::open(const std::string& path) {
  name_ = path == "-" ? "standard input" : "'" + path + "'";
  lines_ = std::make_unique<LineReader>();
  lines_->keep_comments();  // for the grader line
  if (!lines_->open(path)) return fail(lines_->error(), true);
  return true;
}

bool RatingFileReader::next(RatingRow& row) {
  std::string_view line;
  std::uint64_t number = 0;
  bool too_long = false;
  for (;;) {
    if (!lines_->next(line, number, too_long)) {
      return lines_->failed() ? fail(lines_->error(), true) : false;
    }
    if (too_long) break;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const std::size_t hash = line.find_first_not_of(" \t");
    // A comment: only the grader line means something.
    if (hash != line.npos && line[hash] == '#') {
      const std::string_view comment = line.substr(hash);
      if (grader_.empty() && comment.starts_with(kGraderComment)) {
        grader_ = comment.substr(kGraderComment.size());
      }
      if (!started_ && comment.starts_with(kSeVersionComment)) {
        se_version_ = comment.substr(kSeVersionComment.size());
      }
      continue;
    }
    if (!started_ && line.starts_with("{\"grader\":")) {
      grader_ = json_field(line, "grader");
      continue;
    }
    break;
  }
  const std::string at = name_ + " line " + std::to_string(number);
  if (too_long) {
    return fail(at + " is longer than " + std::to_string(kMaxLineBytes) +
                    " bytes: not a rating file from nonet rate",
                false);
  }
  if (!started_) {
    started_ = true;
    if (const char delimiter = header_delimiter(line); delimiter != 0 && line.front() != '{') {
      csv_ = true;
      delimiter_ = delimiter;
      const std::vector<std::string> header = split_csv(line, delimiter);
      for (std::size_t i = 0; i < header.size(); ++i) columns_.emplace(header[i], i);
      // --keep-columns: the input's own puzzle column, under the name it had there.
      for (std::size_t i = 0; i < header.size() && !columns_.count("puzzle"); ++i) {
        if (names_puzzle_column(header[i])) columns_.emplace("puzzle", i);
      }
      for (const char* needed : {"status", "se_rating", "qqwing_class"}) {
        if (!columns_.count(needed)) {
          return fail(name_ + " has no '" + std::string(needed) + "' column", false);
        }
      }
      has_hodoku_ = columns_.count("hodoku_level") > 0;
      return next(row);
    }
  }
  row = RatingRow{};
  ++data_rows_;
  std::string se_rating;
  std::string se_at_least;
  std::string hodoku_score;
  std::string hodoku_at_least;
  if (csv_) {
    const std::vector<std::string> fields = split_csv(line, delimiter_);
    const auto field = [&](const char* column) -> std::string {
      const auto it = columns_.find(column);
      return it != columns_.end() && it->second < fields.size() ? fields[it->second] : "";
    };
    // --keep-columns output has no line column: its rows are in input order, one per line.
    row.line = columns_.count("line") ? parse_line_number(field("line")) : data_rows_;
    row.puzzle = field("puzzle");
    row.status = field("status");
    se_rating = field("se_rating");
    se_at_least = field("se_at_least");
    row.qqwing_class = field("qqwing_class");
    row.hodoku_level = field("hodoku_level");
    hodoku_score = field("hodoku_score");
    hodoku_at_least = field("hodoku_at_least");
  } else if (line.front() == '{') {
    row.line = parse_line_number(json_field(line, "line"));
    row.puzzle = json_field(line, "puzzle");
    row.status = json_field(line, "status");
    se_rating = json_field(line, "se_rating");
    se_at_least = json_field(line, "se_at_least");
    row.qqwing_class = json_field(line, "qqwing_class");
    row.hodoku_level = json_field(line, "hodoku_level");
    hodoku_score = json_field(line, "hodoku_score");
    hodoku_at_least = json_field(line, "hodoku_at_least");
    if (!row.hodoku_level.empty() || !hodoku_at_least.empty()) has_hodoku_ = true;
    if (se_version_.empty()) se_version_ = json_field(line, "se_version");
  } else {
    return fail(at + " is neither a CSV row after a 'line,...' header nor a JSON object: not a "
                     "rating file from nonet rate",
                false);
  }
  if (row.status.empty() || row.line == 0) {
    return fail(at + " has no line number (a whole number from 1) or no status", false);
  }
  for (const auto& [column, text, tenths] :
       {std::tuple{"se_rating", &se_rating, &row.se_rating},
        std::tuple{"se_at_least", &se_at_least, &row.se_at_least}}) {
    if (!parse_tenths(*text, *tenths)) {
      return fail(at + ": " + column + " '" + printable(text->substr(0, 40)) +
                      "' is not a rating (0.0 to " + std::to_string(kMaxTenths / 10) +
                      ".0, one decimal)",
                  false);
    }
  }
  for (const auto& [column, text, value] :
       {std::tuple{"hodoku_score", &hodoku_score, &row.hodoku_score},
        std::tuple{"hodoku_at_least", &hodoku_at_least, &row.hodoku_at_least}}) {
    if (!parse_count(*text, *value)) {
      return fail(at + ": " + column + " '" + printable(text->substr(0, 40)) +
                      "' is not a score (a whole number from 0)",
                  false);
    }
  }
  // Names as `nonet rate` writes them, in their case.
  static constexpr std::string_view kStatuses[] = {"rated", "beyond", "invalid", "unsolvable",
                                                   "multiple"};
  static constexpr std::string_view kClasses[] = {"Simple", "Easy", "Intermediate", "Expert"};
  static constexpr std::string_view kLevels[] = {"Easy", "Medium", "Hard", "Unfair", "Extreme"};
  for (const auto& [column, value, names] :
       {std::tuple{"status", &row.status, std::span<const std::string_view>(kStatuses)},
        std::tuple{"qqwing_class", &row.qqwing_class, std::span<const std::string_view>(kClasses)},
        std::tuple{"hodoku_level", &row.hodoku_level, std::span<const std::string_view>(kLevels)}}) {
    if (!one_of(*value, names)) {
      std::string listed;
      for (std::string_view name : names) listed += (listed.empty() ? "" : ", ") + std::string(name);
      return fail(at + ": " + column + " '" + printable(value->substr(0, 40)) + "' is not one of " +
                      listed,
                  false);
    }
  }
  return true;
}

bool read_ratings(const std::string& path, std::vector<RatingRow>& rows, std::string& error,
                  bool& io_error) {
  RatingFileReader reader;
  RatingRow row;
  if (reader.open(path)) {
    while (reader.next(row)) rows.push_back(std::move(row));
  }
  error = reader.error();
  io_error = reader.io_error();
  return !reader.failed();
}

}  // namespace nonet
