// `nonet diff`: two rating files (from `nonet rate`, CSV or JSON lines) joined by line number
// or by puzzle, and what moved between them.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace nonet {

// The fields of a rating record that diff compares.
struct RatingRow {
  std::uint64_t line = 0;
  std::string puzzle;
  std::string status;
  int se_rating = -1;  // tenths; -1 when the record has none
  int se_at_least = -1;
  std::string qqwing_class;
};

// Reads a rating file ("-": standard input; .gz/.zst decoded). False on failure: `io_error`
// tells an unreadable file from one that is not a rating file; `error` says what is wrong.
bool read_ratings(const std::string& path, std::vector<RatingRow>& rows, std::string& error,
                  bool& io_error);

struct DiffOptions {
  int tolerance = 0;  // tenths: moves up to this much are not reported as changes
  bool key_by_puzzle = false;
};

struct RatingMove {
  std::string key;  // "line 12" or the puzzle
  std::string puzzle;
  std::string before;  // "4.2", "beyond (>=6.6)", "invalid" ...
  std::string after;
  int shift = 0;  // tenths, when both sides are rated
};

inline constexpr int kClasses = 5;  // Simple, Easy, Intermediate, Expert, none

struct DiffReport {
  std::uint64_t compared = 0;
  std::uint64_t identical = 0;
  std::uint64_t within_tolerance = 0;  // rating moved, by no more than the tolerance
  std::uint64_t moved = 0;             // rating moved by more than the tolerance
  std::uint64_t status_changed = 0;
  std::uint64_t class_changed = 0;
  std::uint64_t only_in_baseline = 0;
  std::uint64_t only_in_current = 0;
  std::vector<RatingMove> largest;                    // rated on both sides, by |shift|, at most 10
  std::vector<RatingMove> statuses;                   // status changes, at most 10
  std::vector<std::pair<int, std::uint64_t>> shifts;  // shift in tenths -> puzzles
  std::array<std::array<std::uint64_t, kClasses>, kClasses> classes{};  // baseline x current

  bool regressions() const {
    return moved + status_changed + class_changed + only_in_baseline + only_in_current > 0;
  }
};

DiffReport diff_ratings(const std::vector<RatingRow>& baseline,
                        const std::vector<RatingRow>& current, const DiffOptions& options);

std::string format_diff(const DiffReport& report, const DiffOptions& options);

}  // namespace nonet
