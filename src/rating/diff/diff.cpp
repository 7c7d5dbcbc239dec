#include "rating/diff/diff.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>

#include "nonet/pipeline.hpp"
#include "pipeline/line_reader.hpp"
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

// FNV-1a over the bytes, mixed: a puzzle's key for finding repeats.
std::uint64_t hash_bytes(std::string_view text) {
  std::uint64_t hash = 14695981039346656037ull;
  for (const char c : text) hash = (hash ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  return hash ^ (hash >> 29);
}

// A set of 64-bit keys in one open-addressed table, at most 80% full: 10 to 20 bytes a key.
class KeySet {
 public:
  // False when `key` was there already.
  bool insert(std::uint64_t key) {
    const std::uint64_t stored = key + 1;  // 0 marks an empty slot
    if (stored == 0) return insert_zero();
    if (5 * (size_ + 1) > 4 * slots_.size()) grow();
    for (std::size_t at = slot_of(stored);; at = (at + 1) & (slots_.size() - 1)) {
      if (slots_[at] == stored) return false;
      if (slots_[at] == 0) {
        slots_[at] = stored;
        ++size_;
        return true;
      }
    }
  }

  bool contains(std::uint64_t key) const {
    const std::uint64_t stored = key + 1;
    if (stored == 0) return has_max_;
    if (slots_.empty()) return false;
    for (std::size_t at = slot_of(stored);; at = (at + 1) & (slots_.size() - 1)) {
      if (slots_[at] == stored) return true;
      if (slots_[at] == 0) return false;
    }
  }

 private:
  std::size_t slot_of(std::uint64_t stored) const {
    return static_cast<std::size_t>((stored * 0x9E3779B97F4A7C15ull) >> 17) & (slots_.size() - 1);
  }
  bool insert_zero() {
    const bool fresh = !has_max_;
    has_max_ = true;
    return fresh;
  }
  void grow() {
    std::vector<std::uint64_t> old(std::max<std::size_t>(64, 2 * slots_.size()), 0);
    old.swap(slots_);
    for (const std::uint64_t stored : old) {
      if (stored == 0) continue;
      std::size_t at = slot_of(stored);
      while (slots_[at] != 0) at = (at + 1) & (slots_.size() - 1);
      slots_[at] = stored;
    }
  }

  std::vector<std::uint64_t> slots_;
  std::size_t size_ = 0;
  bool has_max_ = false;  // the key UINT64_MAX, which has no stored form
};

// The line numbers a file has shown: one bit each up to the largest (rating files number
// their lines densely), a KeySet for numbers far past the rows read (a file that skips).
class LineSet {
 public:
  // False when `line` was there already.
  bool insert(std::uint64_t line, std::uint64_t rows) {
    if (line / 64 > 4 * (rows / 64 + 1024)) return sparse_.insert(line);
    if (line / 64 >= bits_.size()) bits_.resize(std::max(line / 64 + 1, 2 * bits_.size()), 0);
    std::uint64_t& word = bits_[line / 64];
    const std::uint64_t bit = std::uint64_t{1} << (line % 64);
    const bool fresh = (word & bit) == 0 && !sparse_.contains(line);
    word |= bit;
    return fresh;
  }

 private:
  std::vector<std::uint64_t> bits_;
  KeySet sparse_;
};

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

RatingFileReader::RatingFileReader() = default;
RatingFileReader::~RatingFileReader() = default;

bool RatingFileReader::fail(std::string message, bool io_error) {
  error_ = std::move(message);
  io_error_ = io_error;
  return false;
}

bool RatingFileReader::open(const std::string& path) {
  name_ = path == "-" ? "standard input" : "'" + path + "'";
  lines_ = std::make_unique<LineReader>();
  if (!lines_->open(path)) return fail(lines_->error(), true);
  return true;
}

bool RatingFileReader::next(RatingRow& row) {
  std::string_view line;
  std::uint64_t number = 0;
  bool too_long = false;
  if (!lines_->next(line, number, too_long)) {
    return lines_->failed() ? fail(lines_->error(), true) : false;
  }
  const std::string at = name_ + " line " + std::to_string(number);
  if (too_long) {
    return fail(at + " is longer than " + std::to_string(kMaxLineBytes) +
                    " bytes: not a rating file from nonet rate",
                false);
  }
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  if (!started_) {
    started_ = true;
    if (line.starts_with("line,")) {
      csv_ = true;
      const std::vector<std::string> header = split_csv(line);
      for (std::size_t i = 0; i < header.size(); ++i) columns_[header[i]] = i;
      for (const char* needed : {"line", "puzzle", "status", "se_rating", "qqwing_class"}) {
        if (!columns_.count(needed)) {
          return fail(name_ + " has no '" + std::string(needed) + "' column", false);
        }
      }
      return next(row);
    }
  }
  row = RatingRow{};
  std::string se_rating;
  std::string se_at_least;
  if (csv_) {
    const std::vector<std::string> fields = split_csv(line);
    const auto field = [&](const char* column) -> std::string {
      const auto it = columns_.find(column);
      return it != columns_.end() && it->second < fields.size() ? fields[it->second] : "";
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
    return fail(at +
                    " is neither a CSV row after a 'line,...' header nor a JSON object: not a "
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

// One file's side of the join: its rows waiting for a partner, by key, oldest first, and
// the keys it has shown.
// One file's side of the join: its rows waiting for a partner, and the keys it has shown.
// Waiting rows sit in one vector of slots; a key's rows are chained oldest first, and free
// slots are chained for reuse (a queue per key would cost an allocation per row).
struct RatingJoin::Side {
  static constexpr std::uint32_t kNone = UINT32_MAX;
  struct Waiting {
    RatingRow row;
    std::uint64_t order = 0;        // in its file
    std::uint32_t next = kNone;     // the next waiting row of its key, or the next free slot
  };
  struct Chain {
    std::uint32_t first;
    std::uint32_t last;
  };

  void push(std::string key, RatingRow row, std::uint64_t order) {
    std::uint32_t slot = free;
    if (slot == kNone) {
      slot = static_cast<std::uint32_t>(slots.size());
      slots.emplace_back();
    } else {
      free = slots[slot].next;
    }
    slots[slot] = {std::move(row), order, kNone};
    const auto [chain, fresh] = waiting.try_emplace(std::move(key), Chain{slot, slot});
    if (!fresh) slots[std::exchange(chain->second.last, slot)].next = slot;
    ++waiting_rows;
  }

  // The oldest row waiting under `key`, taken out; false when there is none.
  bool pop(const std::string& key, Waiting& out) {
    const auto chain = waiting.find(key);
    if (chain == waiting.end()) return false;
    const std::uint32_t slot = chain->second.first;
    out = std::move(slots[slot]);
    if (out.next == kNone) {
      waiting.erase(chain);
    } else {
      chain->second.first = out.next;
    }
    slots[slot].next = free;
    free = slot;
    --waiting_rows;
    return true;
  }

  std::unordered_map<std::string, Chain> waiting;
  std::vector<Waiting> slots;
  std::uint32_t free = kNone;
  std::uint64_t waiting_rows = 0;
  LineSet lines_seen;   // with keys by line
  KeySet puzzles_seen;  // with keys by puzzle: 64-bit hashes
  std::uint64_t rows = 0;
  std::uint64_t repeated = 0;
  std::string first_repeated;
};

RatingJoin::RatingJoin(const DiffOptions& options)
    : options_(options), sides_{std::make_unique<Side>(), std::make_unique<Side>()} {}

RatingJoin::~RatingJoin() = default;

void RatingJoin::add_baseline(RatingRow row) {
  add(std::move(row), 0);
}

void RatingJoin::add_current(RatingRow row) {
  add(std::move(row), 1);
}

void RatingJoin::add(RatingRow row, int side_index) {
  Side& side = *sides_[side_index];
  Side& other = *sides_[1 - side_index];
  const std::uint64_t order = side.rows++;
  std::string key = options_.key_by_puzzle ? row.puzzle : "line " + std::to_string(row.line);
  const bool fresh = options_.key_by_puzzle ? side.puzzles_seen.insert(hash_bytes(row.puzzle))
                                             : side.lines_seen.insert(row.line, order);
  if (!fresh && side.repeated++ == 0) side.first_repeated = key;
  // Same order on both sides: a row meets its partner at once, and nothing is kept.
  Side::Waiting waited;
  if (!other.pop(key, waited)) {
    side.push(std::move(key), std::move(row), order);
    return;
  }
  if (side_index == 0) {
    compare(row, order, waited.row);
  } else {
    compare(waited.row, waited.order, row);
  }
}

namespace {

// Inserts `move` into `list`, kept sorted by `before` and cut to kListedMoves.
constexpr std::size_t kListedMoves = 10;

template <typename Before>
void keep_first(std::vector<RatingMove>& list, RatingMove move, Before before) {
  if (list.size() == kListedMoves && !before(move, list.back())) return;
  list.insert(std::upper_bound(list.begin(), list.end(), move, before), std::move(move));
  if (list.size() > kListedMoves) list.pop_back();
}

}  // namespace

void RatingJoin::compare(const RatingRow& before, std::uint64_t order, const RatingRow& after) {
  DiffReport& report = report_;
  ++report.compared;
  const std::string key =
      options_.key_by_puzzle ? before.puzzle : "line " + std::to_string(before.line);
  RatingMove move{order, key, before.puzzle, describe(before), describe(after), 0};
  const int class_before = class_index(before.qqwing_class);
  const int class_after = class_index(after.qqwing_class);
  ++report.classes[static_cast<std::size_t>(class_before)][static_cast<std::size_t>(class_after)];
  const bool class_same = class_before == class_after;
  if (!class_same) ++report.class_changed;
  if (before.status != after.status) {
    ++report.status_changed;
    keep_first(report.statuses, std::move(move),
               [](const RatingMove& x, const RatingMove& y) { return x.order < y.order; });
    return;
  }
  // Rated ratings compare as ER; beyond ones by their lower bound.
  const int a = before.status == "rated" ? before.se_rating : before.se_at_least;
  const int b = after.status == "rated" ? after.se_rating : after.se_at_least;
  move.shift = b - a;
  if (move.shift == 0) {
    if (class_same) ++report.identical;
    return;
  }
  ++shifts_[move.shift];
  if (std::abs(move.shift) <= options_.tolerance) {
    ++report.within_tolerance;
    return;
  }
  ++report.moved;
  keep_first(report.largest, std::move(move), [](const RatingMove& x, const RatingMove& y) {
    const int dx = std::abs(x.shift);
    const int dy = std::abs(y.shift);
    return dx != dy ? dx > dy : x.order < y.order;
  });
}

DiffReport RatingJoin::finish() {
  report_.only_in_baseline = sides_[0]->waiting_rows;
  report_.only_in_current = sides_[1]->waiting_rows;
  report_.shifts.assign(shifts_.begin(), shifts_.end());
  report_.repeated_in_baseline = sides_[0]->repeated;
  report_.repeated_in_current = sides_[1]->repeated;
  report_.first_repeated_in_baseline = sides_[0]->first_repeated;
  report_.first_repeated_in_current = sides_[1]->first_repeated;
  return std::move(report_);
}

DiffReport diff_ratings(const std::vector<RatingRow>& baseline,
                        const std::vector<RatingRow>& current, const DiffOptions& options) {
  RatingJoin join(options);
  for (std::size_t i = 0; i < std::max(baseline.size(), current.size()); ++i) {
    if (i < baseline.size()) join.add_baseline(baseline[i]);
    if (i < current.size()) join.add_current(current[i]);
  }
  return join.finish();
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
  if (report.repeated_in_baseline + report.repeated_in_current > 0) {
    const auto side = [](std::uint64_t count, const std::string& first) {
      std::string text = std::to_string(count);
      if (count > 0) text += " (first: " + printable(first.substr(0, 90)) + ")";
      return text;
    };
    out += "keys repeated within a file (paired in file order): baseline " +
           side(report.repeated_in_baseline, report.first_repeated_in_baseline) + ", current " +
           side(report.repeated_in_current, report.first_repeated_in_current) + "\n";
  }
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
