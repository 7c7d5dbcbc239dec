// Checking answers: is a completed grid a valid solution, and is it the answer to a puzzle?
// Every reason found is kept, as a small value; text is made only when a caller asks.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "nonet/grid.hpp"
#include "nonet/solver.hpp"

namespace nonet {

enum class CheckReasonKind : std::uint8_t {
  bad_puzzle,         // the puzzle text is not 81 cells (CheckReport::puzzle_error)
  bad_answer,         // the answer (or grid) text is not 81 cells (CheckReport::answer_error)
  duplicate,          // a digit more than once in a house
  empty_cell,         // the answer leaves a cell empty
  contradicts_given,  // the answer's digit differs from the puzzle's given
  not_unique,         // a valid answer, but the puzzle has other solutions too
};

// One reason. Cells are 0-80 (row-major); `places` has bit k set for the k-th cell of the
// house (a row's cells left to right, a column's top to bottom, a box's row-major).
struct CheckReason {
  CheckReasonKind kind = CheckReasonKind::duplicate;
  std::uint8_t digit = 0;            // duplicate, contradicts_given: the answer's digit
  std::uint8_t given = 0;            // contradicts_given: the puzzle's digit
  std::uint8_t cell = 0;             // empty_cell, contradicts_given
  HouseKind house = HouseKind::row;  // duplicate
  std::uint8_t house_index = 0;      // duplicate: 0-8
  std::uint16_t places = 0;          // duplicate: two bits or more

  friend bool operator==(const CheckReason&, const CheckReason&) = default;
};

// The most reasons one line can have: every cell empty or contradicting (81), four
// duplicated digits in each of the 27 houses (108), two unreadable texts, not unique.
inline constexpr int kMaxCheckReasons = 81 + 27 * 4 + 3;

// The outcome of one check. Fixed size, no allocation: reuse one per thread.
struct CheckReport {
  std::array<CheckReason, kMaxCheckReasons> reasons_store;
  int count = 0;
  ParseError puzzle_error;  // bad_puzzle
  ParseError answer_error;  // bad_answer
  bool paired = false;      // the input held a puzzle and an answer (texts say "answer: ")

  bool valid() const { return count == 0; }
  std::span<const CheckReason> reasons() const {
    return {reasons_store.data(), std::size_t(count)};
  }
  bool has(CheckReasonKind kind) const;
  // Leaves reasons_store as it is: only the first `count` entries mean anything.
  void clear() {
    count = 0;
    puzzle_error = {};
    answer_error = {};
    paired = false;
  }
  void add(const CheckReason& reason) { reasons_store[count++] = reason; }
};

struct CheckOptions {
  // With a puzzle: solve it once more (count to 2) to tell whether a valid answer is its
  // only solution. That solve costs more than everything else a check does.
  bool uniqueness = true;
  Engine engine = Engine::fast;
};

// A completed grid on its own: duplicates in rows, columns, boxes, then empty cells.
void check_grid(const Grid& grid, CheckReport& report);

// An answer to a puzzle: check_grid's reasons, then answer digits that contradict givens,
// then (when those found nothing and options.uniqueness) whether the puzzle has others.
void check_answer(const Grid& puzzle, const Grid& answer, CheckReport& report,
                  const CheckOptions& options = {});

// One input line: a completed grid (81 cells), or `puzzle:answer`, `puzzle,answer`,
// `puzzle answer` (any of white space : , ; | between them). After the grid, or after the
// answer, a separator and anything else is allowed (a comment, a status word).
void check_line(std::string_view line, CheckReport& report, const CheckOptions& options = {});

// The two-file form: one line of each; each is read for its first 81 cells.
void check_pair(std::string_view puzzle_line, std::string_view answer_line, CheckReport& report,
                const CheckOptions& options = {});

// "digit 4 twice in row 2 (c3, c8)", "r5c6 is empty", "r1c1 = 3 contradicts the given 5",
// "valid but not the unique solution: the puzzle has several", "answer: expected 81 cells,
// got 80".
void append_reason(std::string& out, const CheckReport& report, const CheckReason& reason);
std::string reason_text(const CheckReport& report, const CheckReason& reason);

}  // namespace nonet
