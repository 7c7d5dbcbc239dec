#include "rating/diff/diff.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string_view>
#include <tuple>

#include "pipeline/input_source.hpp"
#include "pipeline/text_format.hpp"

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
std::vector<std::string> split_csv(std::string_view row) {
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
    } else if (c == ',') {
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

bool read_all(const std::string& path, std::string& text, std::string& error) {
  std::unique_ptr<InputSource> source = InputSource::open(path, error);
  if (!source) return false;
  std::vector<char> buffer(1 << 16);
  for (;;) {
    const std::ptrdiff_t n = source->read(buffer.data(), buffer.size());
    if (n < 0) {
      error = source->error();
      return false;
    }
    if (n == 0) return true;
    text.append(buffer.data(), static_cast<std::size_t>(n));
  }
}

std::string describe(const RatingRow& row) {
  const auto tenths = [](int value) {
    return std::to_string(value / 10) + "." + std::to_string(value % 10);
  };
  if (row.status == "rated" && row.se_rating >= 0) return tenths(row.se_rating);
  if (row.status == "beyond" && row.se_at_least >= 0) {
    return "beyond (>=" + tenths(row.se_at_least) + ")";
  }
  return row.status;
}

int class_index(const std::string& name) {
  static const std::array<std::string_view, 4> kNames = {"Simple", "Easy", "Intermediate",
                                                         "Expert"};
  for (int i = 0; i < 4; ++i) {
    if (name == kNames[static_cast<std::size_t>(i)]) return i;
  }
  return 4;
}

}  // namespace

bool read_ratings(const std::string& path, std::vector<RatingRow>& rows, std::string& error,
                  bool& io_error) {
  std::string text;
  io_error = true;
  if (!read_all(path, text, error)) return false;
  io_error = false;
  const std::string name = path == "-" ? "standard input" : "'" + path + "'";
  // A UTF-8 byte-order mark (spreadsheets write one) is not part of the header.
  std::size_t begin = std::string_view(text).starts_with("\xEF\xBB\xBF") ? 3 : 0;
  std::uint64_t number = 0;
  bool csv = false;
  std::map<std::string, std::size_t> columns;
  while (begin < text.size()) {
    std::size_t end = text.find('\n', begin);
    if (end == std::string::npos) end = text.size();
    std::string_view line(text.data() + begin, end - begin);
    begin = end + 1;
    ++number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty()) continue;
    if (number == 1 && line.starts_with("line,")) {
      csv = true;
      const std::vector<std::string> header = split_csv(line);
      for (std::size_t i = 0; i < header.size(); ++i) columns[header[i]] = i;
      for (const char* needed : {"line", "puzzle", "status", "se_rating", "qqwing_class"}) {
        if (!columns.count(needed)) {
          error = name + " has no '" + std::string(needed) + "' column";
          return false;
        }
      }
      continue;
    }
    RatingRow row;
    std::string se_rating;
    std::string se_at_least;
    if (csv) {
      const std::vector<std::string> fields = split_csv(line);
      const auto field = [&](const char* column) -> std::string {
        const auto it = columns.find(column);
        return it != columns.end() && it->second < fields.size() ? fields[it->second] : "";
      };
      row.line = parse_line_number(field("line"));
      row.puzzle = field("puzzle");
      row.status = field("status");
      se_rating = field("se_rating");
      se_at_least = field("se_at_least");
      row.qqwing_class = field("qqwing_class");
    } else if (line.front() == '{') {
      row.line = parse_line_number(json_field(line, "line"));
      row.puzzle = json_field(line, "puzzle");
      row.status = json_field(line, "status");
      se_rating = json_field(line, "se_rating");
      se_at_least = json_field(line, "se_at_least");
      row.qqwing_class = json_field(line, "qqwing_class");
    } else {
      error = name + " line " + std::to_string(number) +
              " is neither a CSV row after a 'line,...' header nor a JSON object: not a "
              "rating file from nonet rate";
      return false;
    }
    if (row.status.empty() || row.line == 0) {
      error = name + " line " + std::to_string(number) +
              " has no line number (a whole number from 1) or no status";
      return false;
    }
    for (const auto& [column, text, tenths] :
         {std::tuple{"se_rating", &se_rating, &row.se_rating},
          std::tuple{"se_at_least", &se_at_least, &row.se_at_least}}) {
      if (!parse_tenths(*text, *tenths)) {
        error = name + " line " + std::to_string(number) + ": " + column + " '" +
                printable(text->substr(0, 40)) + "' is not a rating (0.0 to " +
                std::to_string(kMaxTenths / 10) + ".0, one decimal)";
        return false;
      }
    }
    rows.push_back(std::move(row));
  }
  return true;
}

DiffReport diff_ratings(const std::vector<RatingRow>& baseline,
                        const std::vector<RatingRow>& current, const DiffOptions& options) {
  DiffReport report;
  const auto key_of = [&](const RatingRow& row) {
    return options.key_by_puzzle ? row.puzzle : "line " + std::to_string(row.line);
  };
  // Equal puzzles pair up in file order.
  std::map<std::string, std::vector<std::size_t>> waiting;
  for (std::size_t i = current.size(); i-- > 0;) waiting[key_of(current[i])].push_back(i);
  std::map<int, std::uint64_t> shifts;
  for (const RatingRow& before : baseline) {
    auto it = waiting.find(key_of(before));
    if (it == waiting.end() || it->second.empty()) {
      ++report.only_in_baseline;
      continue;
    }
    const RatingRow& after = current[it->second.back()];
    it->second.pop_back();
    ++report.compared;
    RatingMove move{key_of(before), before.puzzle, describe(before), describe(after), 0};
    const int class_before = class_index(before.qqwing_class);
    const int class_after = class_index(after.qqwing_class);
    ++report.classes[static_cast<std::size_t>(class_before)][static_cast<std::size_t>(class_after)];
    const bool class_same = class_before == class_after;
    if (!class_same) ++report.class_changed;
    if (before.status != after.status) {
      ++report.status_changed;
      if (report.statuses.size() < 10) report.statuses.push_back(move);
      continue;
    }
    // Rated ratings compare as ER; beyond ones by their lower bound.
    const int a = before.status == "rated" ? before.se_rating : before.se_at_least;
    const int b = after.status == "rated" ? after.se_rating : after.se_at_least;
    move.shift = b - a;
    if (move.shift == 0) {
      if (class_same) ++report.identical;
      continue;
    }
    ++shifts[move.shift];
    if (std::abs(move.shift) <= options.tolerance) {
      ++report.within_tolerance;
      continue;
    }
    ++report.moved;
    report.largest.push_back(move);
  }
  for (const auto& [key, left] : waiting) report.only_in_current += left.size();
  std::stable_sort(report.largest.begin(), report.largest.end(),
                   [](const RatingMove& x, const RatingMove& y) {
                     return std::abs(x.shift) > std::abs(y.shift);
                   });
  if (report.largest.size() > 10) report.largest.resize(10);
  report.shifts.assign(shifts.begin(), shifts.end());
  return report;
}

std::string format_diff(const DiffReport& report, const DiffOptions& options) {
  std::string out;
  char text[256];
  const auto tenths = [](int value) {  // "+0.3", "-1.2"
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%c%d.%d", value < 0 ? '-' : '+', std::abs(value) / 10,
                  std::abs(value) % 10);
    return std::string(buffer);
  };
  std::snprintf(text, sizeof text,
                "compared %llu puzzles (by %s): %llu identical, %llu moved within the tolerance "
                "%d.%d, %llu moved beyond it\n",
                static_cast<unsigned long long>(report.compared),
                options.key_by_puzzle ? "puzzle" : "line",
                static_cast<unsigned long long>(report.identical),
                static_cast<unsigned long long>(report.within_tolerance), options.tolerance / 10,
                options.tolerance % 10, static_cast<unsigned long long>(report.moved));
  out += text;
  std::snprintf(text, sizeof text,
                "status changed %llu, qqwing class changed %llu, only in baseline %llu, only in "
                "current %llu\n",
                static_cast<unsigned long long>(report.status_changed),
                static_cast<unsigned long long>(report.class_changed),
                static_cast<unsigned long long>(report.only_in_baseline),
                static_cast<unsigned long long>(report.only_in_current));
  out += text;
  if (!report.largest.empty()) {
    out += "largest moves:\n";
    for (const RatingMove& move : report.largest) {
      out += "  " + move.key + ": " + move.before + " -> " + move.after + " (" +
             tenths(move.shift) + ")";
      if (move.key != move.puzzle) out += "  " + move.puzzle;
      out += '\n';
    }
  }
  if (!report.statuses.empty()) {
    out += "status changes:\n";
    for (const RatingMove& move : report.statuses) {
      out += "  " + move.key + ": " + move.before + " -> " + move.after;
      if (move.key != move.puzzle) out += "  " + move.puzzle;
      out += '\n';
    }
  }
  if (!report.shifts.empty()) {
    out += "rating shift (current - baseline): puzzles\n";
    for (const auto& [shift, count] : report.shifts) {
      std::snprintf(text, sizeof text, "  %5s: %llu\n", tenths(shift).c_str(),
                    static_cast<unsigned long long>(count));
      out += text;
    }
  }
  if (report.class_changed > 0) {
    static const std::array<const char*, kClasses> kNames = {"Simple", "Easy", "Intermediate",
                                                             "Expert", "(none)"};
    out += "qqwing class (baseline rows, current columns):\n";
    std::snprintf(text, sizeof text, "  %-12s", "");
    out += text;
    for (const char* name : kNames) {
      std::snprintf(text, sizeof text, " %12s", name);
      out += text;
    }
    out += '\n';
    for (int i = 0; i < kClasses; ++i) {
      std::snprintf(text, sizeof text, "  %-12s", kNames[static_cast<std::size_t>(i)]);
      out += text;
      for (int j = 0; j < kClasses; ++j) {
        std::snprintf(
            text, sizeof text, " %12llu",
            static_cast<unsigned long long>(
                report.classes[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)]));
        out += text;
      }
      out += '\n';
    }
  }
  return out;
}

}  // namespace nonet
