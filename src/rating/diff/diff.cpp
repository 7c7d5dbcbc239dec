#include "rating/diff/diff.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string_view>
#include <unordered_map>
#include <utility>

#include "nonet/rating.hpp"
#include "pipeline/text_format.hpp"
#include "rating/diff/key_set.hpp"

namespace nonet {

using diff_detail::hash_bytes;
using diff_detail::KeySet;
using diff_detail::LineSet;

namespace {

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

constexpr std::array<std::string_view, kHodokuLevels> kHodokuLevelNames = {
    "Easy", "Medium", "Hard", "Unfair", "Extreme", "(none)"};

int hodoku_index(const std::string& level) {
  for (int i = 0; i + 1 < kHodokuLevels; ++i) {
    if (level == kHodokuLevelNames[static_cast<std::size_t>(i)]) return i;
  }
  return kHodokuLevels - 1;
}

// "Hard 728", "(none, >=26528)" when its path ran out of time, or "(none)".
std::string describe_hodoku(const RatingRow& row) {
  if (row.hodoku_level.empty() || row.hodoku_score < 0) {
    if (row.hodoku_at_least >= 0) return "(none, >=" + std::to_string(row.hodoku_at_least) + ")";
    return "(none)";
  }
  return row.hodoku_level + " " + std::to_string(row.hodoku_score);
}

constexpr std::array<std::string_view, kClasses> kClassNames = {"Simple", "Easy", "Intermediate",
                                                                "Expert", "(none)"};

int class_index(const std::string& name) {
  for (int i = 0; i + 1 < kClasses; ++i) {
    if (name == kClassNames[static_cast<std::size_t>(i)]) return i;
  }
  return kClasses - 1;
}

}  // namespace

// One file's side of the join: its rows waiting for a partner, and the keys it has shown.
// Waiting rows sit in one vector of slots; a key's rows are chained oldest first, and free
// slots are chained for reuse (a queue per key would cost an allocation per row).
struct RatingJoin::Side {
  static constexpr std::uint32_t kNone = UINT32_MAX;
  struct Waiting {
    RatingRow row;
    std::uint64_t order = 0;     // in its file
    std::uint32_t next = kNone;  // the next waiting row of its key, or the next free slot
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
  if (!options_.key_by_puzzle && before.puzzle != after.puzzle) {
    if (report.other_puzzle++ == 0) report.first_other_puzzle_line = before.line;
  }
  ++report.hodoku_levels[static_cast<std::size_t>(hodoku_index(before.hodoku_level))]
                        [static_cast<std::size_t>(hodoku_index(after.hodoku_level))];
  const bool hodoku_same = before.hodoku_level == after.hodoku_level &&
                           before.hodoku_score == after.hodoku_score &&
                           before.hodoku_at_least == after.hodoku_at_least;
  if (!hodoku_same) {
    ++report.hodoku_changed;
    keep_first(
        report.hodoku_changes,
        RatingMove{order, key, before.puzzle, describe_hodoku(before), describe_hodoku(after), 0},
        [](const RatingMove& x, const RatingMove& y) { return x.order < y.order; });
  }
  if (before.status != after.status) {
    ++report.status_changed;
    keep_first(report.statuses, std::move(move),
               [](const RatingMove& x, const RatingMove& y) { return x.order < y.order; });
    return;
  }
  // Rated ratings compare as ER; beyond ones by their lower bound. A rated row without ER was
  // rated without Sudoku Explainer's scale: nothing to compare.
  const auto se_missing = [](const RatingRow& row) {
    return row.status == "rated" && row.se_rating < 0;
  };
  report.se_missing_in_baseline += se_missing(before);
  report.se_missing_in_current += se_missing(after);
  const int a = before.status == "rated" ? before.se_rating : before.se_at_least;
  const int b = after.status == "rated" ? after.se_rating : after.se_at_least;
  move.shift = se_missing(before) || se_missing(after) ? 0 : b - a;
  if (move.shift == 0) {
    if (class_same) {
      ++report.identical;
      if (!hodoku_same) ++report.identical_but_hodoku;
    }
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

namespace {

// What the files say of their graders: nothing when neither records one.
std::string graders(const DiffReport& report) {
  const std::string& before = report.baseline_grader;
  const std::string& after = report.current_grader;
  if (before.empty() && after.empty()) return {};
  if (before == after) return "graded by " + printable(before) + " on both sides\n";
  const auto named = [](const std::string& grader) {
    return grader.empty() ? std::string("not recorded") : printable(grader);
  };
  return "different graders: baseline " + named(before) + ", current " + named(after) + "\n";
}

// The versions of Sudoku Explainer's scale: nothing when both files are on the default.
std::string se_versions(const DiffReport& report) {
  const std::string& before = report.baseline_se_version;
  const std::string& after = report.current_se_version;
  if (before == after) {
    if (before.empty() || before == to_string(SeVersion::sukaku_1_18_1)) return {};
    return "Sudoku Explainer's scale " + printable(before) + " on both sides\n";
  }
  return "ratings on two versions of Sudoku Explainer's scale: baseline " + printable(before) +
         ", current " + printable(after) + "\n";
}

// A square table of counts with its names on both axes.
template <std::size_t N, class Names>
std::string confusion_matrix(const std::array<std::array<std::uint64_t, N>, N>& counts,
                             const Names& names) {
  std::string out;
  char text[64];
  std::snprintf(text, sizeof text, "  %-12s", "");
  out += text;
  for (const auto& name : names) {
    std::snprintf(text, sizeof text, " %12s", std::string(name).c_str());
    out += text;
  }
  out += '\n';
  std::size_t i = 0;
  for (const auto& name : names) {
    std::snprintf(text, sizeof text, "  %-12s", std::string(name).c_str());
    out += text;
    for (std::size_t j = 0; j < N; ++j) {
      std::snprintf(text, sizeof text, " %12llu", static_cast<unsigned long long>(counts[i][j]));
      out += text;
    }
    out += '\n';
    ++i;
  }
  return out;
}

}  // namespace

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
                static_cast<unsigned long long>(report.identical_on_every_scale()),
                static_cast<unsigned long long>(report.within_tolerance), options.tolerance / 10,
                options.tolerance % 10, static_cast<unsigned long long>(report.moved));
  out += text;
  out += graders(report);
  out += se_versions(report);
  std::snprintf(text, sizeof text,
                "status changed %llu, qqwing class changed %llu, only in baseline %llu, only in "
                "current %llu\n",
                static_cast<unsigned long long>(report.status_changed),
                static_cast<unsigned long long>(report.class_changed),
                static_cast<unsigned long long>(report.only_in_baseline),
                static_cast<unsigned long long>(report.only_in_current));
  out += text;
  if (report.se_missing_in_baseline + report.se_missing_in_current > 0) {
    std::snprintf(text, sizeof text,
                  "Sudoku Explainer's rating missing (not compared): baseline %llu, current %llu "
                  "rated puzzles\n",
                  static_cast<unsigned long long>(report.se_missing_in_baseline),
                  static_cast<unsigned long long>(report.se_missing_in_current));
    out += text;
  }
  if (report.other_puzzle > 0) {
    out += "warning: " + std::to_string(report.other_puzzle) +
           " pairs joined by line hold different puzzles (first: line " +
           std::to_string(report.first_other_puzzle_line) +
           "): the files are not ratings of the same input; --key puzzle joins by puzzle\n";
  }
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
    out += "qqwing class (baseline rows, current columns):\n";
    out += confusion_matrix(report.classes, kClassNames);
  }
  if (report.hodoku_compared()) {
    std::snprintf(text, sizeof text, "HoDoKu level or score changed %llu\n",
                  static_cast<unsigned long long>(report.hodoku_changed));
    out += text;
    for (const RatingMove& move : report.hodoku_changes) {
      out += "  " + move.key + ": " + move.before + " -> " + move.after;
      if (move.key != move.puzzle) out += "  " + move.puzzle;
      out += '\n';
    }
    bool level_changed = false;
    for (int i = 0; i < kHodokuLevels; ++i) {
      for (int j = 0; j < kHodokuLevels; ++j) {
        level_changed |=
            i != j &&
            report.hodoku_levels[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] > 0;
      }
    }
    if (level_changed) {
      out += "HoDoKu level (baseline rows, current columns):\n";
      out += confusion_matrix(report.hodoku_levels, kHodokuLevelNames);
    }
  } else if (report.hodoku_in_baseline != report.hodoku_in_current) {
    out += std::string("HoDoKu's scale only in the ") +
           (report.hodoku_in_baseline ? "baseline" : "current") + " file: not compared\n";
  }
  return out;
}

}  // namespace nonet
