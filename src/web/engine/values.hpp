// What the engine's functions share: reading the puzzle text a page was given, and turning
// the library's values into plain JavaScript objects (they cross to the page by postMessage).
#pragma once

#include <emscripten/val.h>

#include <string>

#include "nonet/grid.hpp"
#include "nonet/rating.hpp"

namespace nonet::web {

// A puzzle as the command line takes one: a line (any one-line form; a 729-character
// pencilmark line too when `pencilmarks`), or a block (9 lines, 81 integers, a matrix) when the
// text has more than one line that is neither blank nor a comment.
ParseResult read_puzzle(const std::string& text, bool pencilmarks = false);

emscripten::val js_string(const std::string& text);  // UTF-8 text as a JavaScript string
emscripten::val grid_value(const Grid& grid);        // "81 characters, '.' for empty"
// { ok: false, error: "digit 5 twice in row 1" }
emscripten::val parse_failure(const ParseResult& parsed);
emscripten::val rating_value(const Rating& rating);
// An array of the 81 cells' candidate masks (bit d-1 for digit d).
emscripten::val mask_array(const Pencilmarks& masks);

}  // namespace nonet::web
