// Walking the lines of a text held in memory (a 9x9 block, a check record).
#pragma once

#include <cstddef>
#include <string_view>

namespace nonet {

// Calls `f(line)` for every line of `text` (split at '\n'; a '\r' stays in the line).
template <typename F>
void for_each_line(std::string_view text, F&& f) {
  for (;;) {
    const std::size_t newline = text.find('\n');
    f(text.substr(0, newline));
    if (newline == std::string_view::npos) return;
    text.remove_prefix(newline + 1);
  }
}

}  // namespace nonet
