#include "python/puzzle_rows.hpp"

#include <cstring>

#include "nonet/grid.hpp"

namespace nonet::python {

namespace {

std::string read_line(std::string_view text, std::uint8_t* row, LineForms forms,
                      Pencilmarks* pencilmarks, bool* is_pencilmarks) {
  const ParseResult parsed = parse_line(text, ClashCheck::skip, forms);
  if (!parsed.ok()) {
    std::memset(row, 0, kCells);
    return parsed.error.message();
  }
  std::memcpy(row, parsed.grid.cells.data(), kCells);  // empty for pencilmarks
  if (is_pencilmarks != nullptr) {
    *is_pencilmarks = parsed.has_pencilmarks;
    if (parsed.has_pencilmarks) *pencilmarks = parsed.pencilmarks;
  }
  return {};
}

}  // namespace

std::string read_row(std::string_view text, std::uint8_t* row) {
  return read_line(text, row, LineForms::puzzle, nullptr, nullptr);
}

std::string read_row_or_pencilmarks(std::string_view text, std::uint8_t* row,
                                    Pencilmarks& pencilmarks, bool& is_pencilmarks) {
  is_pencilmarks = false;
  return read_line(text, row, LineForms::puzzle_or_pencilmarks, &pencilmarks, &is_pencilmarks);
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
