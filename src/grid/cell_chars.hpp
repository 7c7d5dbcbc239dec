// Character classes of the puzzle line, shared by the line parser and `nonet check`: one
// table lookup per character.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace nonet::detail {

//   cell_value: 1-9 for a digit, 0 for an empty mark, kNotCell for anything else.
//   space:      white space.
//   separator:  what may follow the 81 cells (white space, ':', ',', ';', '|').
inline constexpr std::uint8_t kNotCell = 0xFF;

struct CharTable {
  std::array<std::uint8_t, 256> cell_value{};
  std::array<bool, 256> space{};
  std::array<bool, 256> separator{};
};

constexpr CharTable make_char_table() {
  CharTable table;
  for (auto& value : table.cell_value) value = kNotCell;
  for (char c : std::string_view(".0_-*x?")) table.cell_value[static_cast<unsigned char>(c)] = 0;
  for (int d = 1; d <= 9; ++d) table.cell_value['0' + d] = static_cast<std::uint8_t>(d);
  for (char c : std::string_view(" \t\r\n\v\f")) {
    table.space[static_cast<unsigned char>(c)] = true;
    table.separator[static_cast<unsigned char>(c)] = true;
  }
  for (char c : std::string_view(":,;|")) table.separator[static_cast<unsigned char>(c)] = true;
  return table;
}

inline constexpr CharTable kChars = make_char_table();

inline std::uint8_t cell_value(char c) {
  return kChars.cell_value[static_cast<unsigned char>(c)];
}
inline bool is_space(char c) {
  return kChars.space[static_cast<unsigned char>(c)];
}
inline bool is_separator(char c) {
  return kChars.separator[static_cast<unsigned char>(c)];
}

}  // namespace nonet::detail
