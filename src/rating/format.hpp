// The records of `nonet rate`: CSV rows or JSON lines, one per input puzzle. `nonet diff`
// reads them back (rating/diff/diff.cpp), so the two stay in this one place.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "nonet/rating.hpp"

namespace nonet {

inline constexpr std::string_view kRatingCsvHeader =
    "line,puzzle,status,se_rating,se_first_placement,se_first_step,se_at_least,qqwing_class,"
    "search,backtracks,steps,hardest_technique,histogram,error\n";
// The columns `rate --scales ...,hodoku` adds at the end of each row.
inline constexpr std::string_view kHodokuCsvColumns = "hodoku_level,hodoku_score,hodoku_at_least";

// The first line of a CSV rating file from `rate --record-grader`, before the grader's
// version line; in JSON lines the first record is {"grader":"..."} instead.
inline constexpr std::string_view kGraderComment = "# grader: ";

// That first line (with its line break) for a grader line, in `format`.
std::string grader_line(std::string_view grader, RatingFormat format);

// A CSV rating file on another version of Sudoku Explainer's scale than the default starts
// with this comment and the version's name (after the grader line, if any); in JSON lines
// each record carries an "se_version" key instead. A file with neither is on the default.
inline constexpr std::string_view kSeVersionComment = "# se_version: ";
std::string se_version_line(SeVersion version, RatingFormat format);

struct RatedRecord {
  std::uint64_t line = 0;
  std::string_view text;                     // the input (shown for invalid records)
  Grid puzzle;                               // valid records
  const Pencilmarks* pencilmarks = nullptr;  // a position given as pencilmarks (puzzle empty)
  Rating rating;
  std::string_view error;                           // invalid records: why the text is not a puzzle
  bool searched = true;                             // the search-effort figures were computed
  bool hodoku = false;                              // HoDoKu's columns are written
  SeVersion se_version = SeVersion::sukaku_1_18_1;  // the scale se_rating ... are on
};

void append_rating(std::string& out, const RatedRecord& record, RatingFormat format);

// The error column of a puzzle that was rated: what is missing and why ("time budget of 60 s
// reached", HoDoKu's part), empty when nothing is. `max_seconds`: the budget it had.
std::string rating_note(const Rating& rating, double max_seconds);

}  // namespace nonet
