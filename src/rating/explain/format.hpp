// `nonet explain` output: an explanation as text (one line per step) or as a JSON line.
#pragma once

#include <cstdint>
#include <string>

#include "nonet/rating.hpp"

namespace nonet {

// `line` is the input line number (0 for a puzzle given on the command line).
// `pencilmarks`: the position was given as pencilmarks (shown instead of the empty puzzle).
void append_explanation_text(std::string& out, const Explanation& explanation, const Grid& puzzle,
                             std::uint64_t line, const Pencilmarks* pencilmarks = nullptr);
void append_explanation_json(std::string& out, const Explanation& explanation, const Grid& puzzle,
                             std::uint64_t line, const Pencilmarks* pencilmarks = nullptr);

}  // namespace nonet
