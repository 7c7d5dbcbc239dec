// Puzzle strings into rows of 81 cells (0 for an empty cell), read as `nonet solve` reads a
// line: what nonet.to_array does, and what every call does with a sequence of strings. Plain
// C++ (no Python), so that tests/fuzz drives it as it is.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "nonet/grid.hpp"

namespace nonet::python {

// Reads `text` into `row` (81 cells). Returns "" or why the text is not a puzzle ("expected 81
// cells, got 82"; a 729-character pencilmark line is one of those); the row is then all empty.
// Clashing givens are kept: the grid is still that puzzle, and the engine reports the clash.
std::string read_row(std::string_view text, std::uint8_t* row);

// As read_row, where a 729-character pencilmark line is read too (as `nonet solve` and `nonet
// rate` read one): then `pencilmarks` holds its candidates, the row is all empty and
// `is_pencilmarks` is set; otherwise `is_pencilmarks` is cleared and `pencilmarks` untouched.
std::string read_row_or_pencilmarks(std::string_view text, std::uint8_t* row,
                                    Pencilmarks& pencilmarks, bool& is_pencilmarks);

struct BadRow {
  std::size_t index = 0;
  std::string reason;
};

// Reads texts[i] into rows + 81 * i, stopping at the first text that is not a puzzle: rows
// before it are read, it and those after are left as they were.
std::optional<BadRow> read_rows(std::span<const std::string_view> texts, std::uint8_t* rows);

}  // namespace nonet::python
