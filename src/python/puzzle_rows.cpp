#include "python/puzzle_rows.hpp"

#include <cstring>

#include "nonet/grid.hpp"

namespace nonet::python {

std::string read_row(std::string_view text, std::uint8_t* row) {
  const ParseResult parsed = parse_line(text, ClashCheck::skip);
  if (!parsed.ok()) {
    std::memset(row, 0, kCells);
    return parsed.error.message();
  }
  std::memcpy(row, parsed.grid.cells.data(), kCells);
  return {};
}

std::optional<BadRow> read_rows(std::span<const std::string_view> texts, std::uint8_t* rows) {
  for (std::size_t i = 0; i < texts.size(); ++i) {
    std::uint8_t row[kCells];
    std::string reason = read_row(texts[i], row);
    if (!reason.empty()) return BadRow{i, std::move(reason)};
    std::memcpy(rows + i * kCells, row, kCells);
  }
  return std::nullopt;
}

}  // namespace nonet::python
