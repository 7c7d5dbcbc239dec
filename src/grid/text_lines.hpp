// Walking the lines of a text held in memory (a 9x9 block, a check record).
#pragma once

#include <cstddef>
#include <string_view>

namespace nonet {

// Calls `f(line)` for every line of `text`. A line ends at '\n', "\r\n" (whose '\r' stays
// in the line, as white space) or a lone '\r'.
template <typename F>
void for_each_line(std::string_view text, F&& f) {
  for (;;) {
    std::size_t end = text.find_first_of("\r\n");
    if (end != std::string_view::npos && text[end] == '\r' && end + 1 < text.size() &&
        text[end + 1] == '\n') {
      ++end;  // CRLF
    }
    f(text.substr(0, end));
    if (end == std::string_view::npos) return;
    text.remove_prefix(end + 1);
  }
}

}  // namespace nonet
