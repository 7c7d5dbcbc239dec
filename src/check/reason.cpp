// The words for check reasons. Only lines that fail a check come here.
#include <bit>
#include <cstdio>

#include "nonet/check.hpp"

namespace nonet {

namespace {

constexpr std::string_view kTimes[] = {
    "",           "once",      "twice",       "three times", "four times",
    "five times", "six times", "seven times", "eight times", "nine times"};

// "r4c5": the cell at position `k` of a house, named as a reader finds it in the house:
// the column in a row, the row in a column, both in a box.
void append_place(std::string& out, HouseKind house, int house_index, int k) {
  char text[8];
  switch (house) {
    case HouseKind::row:
      std::snprintf(text, sizeof text, "c%d", k + 1);
      break;
    case HouseKind::column:
      std::snprintf(text, sizeof text, "r%d", k + 1);
      break;
    case HouseKind::box:
      std::snprintf(text, sizeof text, "r%dc%d", 3 * (house_index / 3) + k / 3 + 1,
                    3 * (house_index % 3) + k % 3 + 1);
      break;
  }
  out.append(text);
}

void append_cell(std::string& out, int cell) {
  char text[8];
  std::snprintf(text, sizeof text, "r%dc%d", cell / 9 + 1, cell % 9 + 1);
  out.append(text);
}

}  // namespace

void append_reason(std::string& out, const CheckReport& report, const CheckReason& reason) {
  char text[64];
  switch (reason.kind) {
    case CheckReasonKind::bad_puzzle:
      out.append("puzzle: ");
      out.append(report.puzzle_error.message());
      return;
    case CheckReasonKind::bad_answer:
      if (report.paired) out.append("answer: ");
      out.append(report.answer_error.message());
      return;
    case CheckReasonKind::duplicate: {
      const int times = std::popcount(reason.places);
      const std::string_view house = to_string(reason.house);
      std::snprintf(text, sizeof text, "digit %d %.*s in %.*s %d (", reason.digit,
                    static_cast<int>(kTimes[times].size()), kTimes[times].data(),
                    static_cast<int>(house.size()), house.data(), reason.house_index + 1);
      out.append(text);
      bool first = true;
      for (int k = 0; k < 9; ++k) {
        if ((reason.places >> k & 1) == 0) continue;
        if (!first) out.append(", ");
        first = false;
        append_place(out, reason.house, reason.house_index, k);
      }
      out.push_back(')');
      return;
    }
    case CheckReasonKind::empty_cell:
      append_cell(out, reason.cell);
      out.append(" is empty");
      return;
    case CheckReasonKind::contradicts_given:
      append_cell(out, reason.cell);
      std::snprintf(text, sizeof text, " = %d contradicts the given %d", reason.digit,
                    reason.given);
      out.append(text);
      return;
    case CheckReasonKind::not_unique:
      out.append("valid but not the unique solution: the puzzle has several");
      return;
  }
}

std::string reason_text(const CheckReport& report, const CheckReason& reason) {
  std::string text;
  append_reason(text, report, reason);
  return text;
}

}  // namespace nonet
