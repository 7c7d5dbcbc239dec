// `nonet diff`: two rating files (from `nonet rate`, CSV or JSON lines) joined by line number
// or by puzzle as they stream in, and what moved between them.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "rating/diff/rating_file.hpp"

namespace nonet {

struct DiffOptions {
  int tolerance = 0;  // tenths: moves up to this much are not reported as changes
  bool key_by_puzzle = false;
};

struct RatingMove {
  std::uint64_t order = 0;  // of the baseline row, in its file
  std::string key;          // "line 12" or the puzzle
  std::string puzzle;
  std::string before;  // "4.2", "beyond (>=6.6)", "invalid" ...
  std::string after;
  int shift = 0;  // tenths, when both sides are rated
};

inline constexpr int kClasses = 5;       // Simple, Easy, Intermediate, Expert, none
inline constexpr int kHodokuLevels = 6;  // Easy, Medium, Hard, Unfair, Extreme, none

struct DiffReport {
  std::uint64_t compared = 0;
  std::uint64_t identical = 0;             // the same ER (or bound), status and class
  std::uint64_t identical_but_hodoku = 0;  // of those, the pairs whose HoDoKu figures differ
  std::uint64_t within_tolerance = 0;  // rating moved, by no more than the tolerance
  std::uint64_t moved = 0;             // rating moved by more than the tolerance
  std::uint64_t status_changed = 0;
  std::uint64_t class_changed = 0;
  std::uint64_t only_in_baseline = 0;
  std::uint64_t only_in_current = 0;
  // Rated pairs whose ER is missing on one side or both (`rate --scales` without se): their
  // ERs are not compared; counted by side.
  std::uint64_t se_missing_in_baseline = 0;
  std::uint64_t se_missing_in_current = 0;
  std::vector<RatingMove>
      largest;  // rated on both sides, by |shift| then baseline order, at most 10
  std::vector<RatingMove> statuses;  // status changes in baseline order, at most 10
  // Keys a file holds more than once (such rows pair in file order): how many rows repeat
  // an earlier key, and the first such key.
  std::uint64_t repeated_in_baseline = 0;
  std::uint64_t repeated_in_current = 0;
  std::string first_repeated_in_baseline;
  std::string first_repeated_in_current;
  // With --key line: pairs whose puzzles differ (the files are not of the same input), and the
  // first such line.
  std::uint64_t other_puzzle = 0;
  std::uint64_t first_other_puzzle_line = 0;
  std::vector<std::pair<int, std::uint64_t>> shifts;  // shift in tenths -> puzzles
  std::array<std::array<std::uint64_t, kClasses>, kClasses> classes{};  // baseline x current
  // The files' grader lines (`rate --record-grader`), empty when a file has none.
  std::string baseline_grader;
  std::string current_grader;
  // The versions of Sudoku Explainer's scale the files are on (RatingFileReader::se_version);
  // the report names them when they are not both the default.
  std::string baseline_se_version;
  std::string current_se_version;
  // HoDoKu's scale: whether each file carries it (the caller sets these from the readers; it
  // is compared when both do), the pairs whose level or score differ, the first of them in
  // baseline order (at most 10), and the levels, baseline x current.
  bool hodoku_in_baseline = false;
  bool hodoku_in_current = false;
  std::uint64_t hodoku_changed = 0;
  std::vector<RatingMove> hodoku_changes;
  std::array<std::array<std::uint64_t, kHodokuLevels>, kHodokuLevels> hodoku_levels{};

  bool hodoku_compared() const { return hodoku_in_baseline && hodoku_in_current; }
  // Identical on every scale both files carry.
  std::uint64_t identical_on_every_scale() const {
    return identical - (hodoku_compared() ? identical_but_hodoku : 0);
  }
  bool regressions() const {
    return moved + status_changed + class_changed + only_in_baseline + only_in_current +
               (hodoku_compared() ? hodoku_changed : 0) >
           0;
  }
};

// The join of two rating files, fed a row at a time from each side as they are read. Rows
// pair up by key, the k-th of a key in the baseline with the k-th in the current file; a
// row waits only until its partner comes, so files in the same order (the common case)
// hold no rows at all, and files in different orders hold only the rows not yet matched.
// To find keys a file holds more than once, each file's keys are kept: line numbers as one
// bit each, puzzles as 64-bit hashes (10 to 20 bytes a distinct puzzle).
class RatingJoin {
 public:
  explicit RatingJoin(const DiffOptions& options);
  ~RatingJoin();
  void add_baseline(RatingRow row);
  void add_current(RatingRow row);
  DiffReport finish();  // once, after the last row

 private:
  struct Side;
  void add(RatingRow row, int side);
  void compare(const RatingRow& before, std::uint64_t order, const RatingRow& after);

  DiffOptions options_;
  std::unique_ptr<Side> sides_[2];
  std::map<int, std::uint64_t> shifts_;
  DiffReport report_;
};

// Joins two rating files read whole (tests, the fuzzer): the same as feeding a RatingJoin.
DiffReport diff_ratings(const std::vector<RatingRow>& baseline,
                        const std::vector<RatingRow>& current, const DiffOptions& options);

std::string format_diff(const DiffReport& report, const DiffOptions& options);

}  // namespace nonet
