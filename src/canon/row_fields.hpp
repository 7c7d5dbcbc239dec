// The raw fields of a delimited row, for the commands that rewrite rows (augment) or read a
// column of their own (split --stratify): where each field begins and ends, quotes included.
#pragma once

#include <cstddef>
#include <string_view>
#include <utility>
#include <vector>

namespace nonet {

using FieldSpans = std::vector<std::pair<std::size_t, std::size_t>>;  // [begin, end) of each

// Fills `spans` with the fields of `row` and returns how many there are.
inline std::size_t field_spans(std::string_view row, char delimiter, FieldSpans& spans) {
  spans.clear();
  std::size_t begin = 0;
  if (row.find('"') == std::string_view::npos) {  // the common case: a scan for delimiters
    for (std::size_t end; (end = row.find(delimiter, begin)) != std::string_view::npos;
         begin = end + 1) {
      spans.emplace_back(begin, end);
    }
    spans.emplace_back(begin, row.size());
    return spans.size();
  }
  bool quoted = false;
  for (std::size_t i = 0; i <= row.size(); ++i) {
    if (i < row.size() && row[i] == '"') quoted = !quoted;
    if (i == row.size() || (row[i] == delimiter && !quoted)) {
      spans.emplace_back(begin, i);
      begin = i + 1;
    }
  }
  return spans.size();
}

}  // namespace nonet
