// Appending text pieces to output buffers without temporaries: numbers, CSV fields, JSON
// strings, and input text made safe to show (bytes outside printable ASCII become \xNN).
#pragma once

#include <array>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "nonet/grid.hpp"

namespace nonet {

// How many characters of an input line an output record shows before cutting it with "...".
inline constexpr std::size_t kShownTextChars = 100;

void append_uint(std::string& out, std::uint64_t value);
// The decimal digits of `value` at `out` (room for kMaxUintChars); returns their end. The
// byte at the end may be written too. Numbers under 100, most of a statistics row, take no
// branch on their length.
inline constexpr std::size_t kMaxUintChars = 20;
inline char* write_uint(char* out, std::uint64_t value) {
  if (value >= 100) return std::to_chars(out, out + kMaxUintChars, value).ptr;
  // "00".."99": a number under ten is the second character of its pair.
  static constexpr auto kPairs = [] {
    std::array<char, 200> pairs{};
    for (int n = 0; n < 100; ++n) {
      pairs[static_cast<std::size_t>(2 * n)] = static_cast<char>('0' + n / 10);
      pairs[static_cast<std::size_t>(2 * n + 1)] = static_cast<char>('0' + n % 10);
    }
    return pairs;
  }();
  // Two bytes copied either way (one load, one store): after a single digit the second is
  // scratch, left for the caller to write over.
  const std::size_t two_digits = value >= 10;
  std::memcpy(out, kPairs.data() + 2 * value + 1 - two_digits, 2);
  return out + 1 + two_digits;
}
void append_grid_line(std::string& out, const Grid& grid);  // 81 characters, '.' for empty
// The puzzle as given: its 81 cells, or the 729 characters of a position given as pencilmarks.
void append_puzzle_line(std::string& out, const Grid& puzzle, const Pencilmarks* pencilmarks);
// Printable ASCII as is, line breaks as spaces, other bytes as \xNN; outer white space trimmed;
// cut after `max_chars` input characters with "...".
void append_shown(std::string& out, std::string_view text, std::size_t max_chars);
// A CSV field, quoted when it holds a comma, a quote or a line break.
void append_csv(std::string& out, std::string_view field);
// A field of a delimited row, quoted when it holds `delimiter`, a quote or a line break.
void append_field(std::string& out, std::string_view field, char delimiter);
// --keep-columns: a header row extended with the command's own column names ("a,b,c").
void append_extended_header(std::string& out, std::string_view header, char delimiter,
                            std::string_view names);
// A JSON string literal with its quotes.
void append_json(std::string& out, std::string_view text);

// `text` made printable as append_shown does, without cutting.
std::string printable(std::string_view text);

}  // namespace nonet
