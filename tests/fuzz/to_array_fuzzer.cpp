// nonet.to_array's string path (read_rows, src/python/puzzle_rows.cpp), without Python: the
// bytes, cut at newlines, are the strings of one call. It reads every string up to the first
// that is not a puzzle, exactly as parse_line reads it, names that one with parse_line's
// reason, and leaves the rows after it alone; a row read holds cells 0-9 and, written back,
// reads as itself.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string_view>
#include <vector>

#include "nonet/grid.hpp"
#include "python/puzzle_rows.hpp"

namespace {

constexpr std::uint8_t kUntouched = 0xee;

void require(bool condition) {
  if (!condition) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  std::vector<std::string_view> texts;
  for (std::size_t start = 0; start <= input.size();) {
    const std::size_t end = std::min(input.find('\n', start), input.size());
    texts.push_back(input.substr(start, end - start));
    start = end + 1;
  }
  std::vector<std::uint8_t> rows(texts.size() * nonet::kCells, kUntouched);
  const std::optional<nonet::python::BadRow> bad = nonet::python::read_rows(texts, rows.data());
  const std::size_t read = bad ? bad->index : texts.size();
  require(read <= texts.size());
  for (std::size_t i = 0; i < read; ++i) {
    const std::uint8_t* row = rows.data() + i * nonet::kCells;
    const nonet::ParseResult parsed = nonet::parse_line(texts[i], nonet::ClashCheck::skip);
    require(parsed.ok());
    require(std::memcmp(row, parsed.grid.cells.data(), nonet::kCells) == 0);
    nonet::Grid grid;
    for (int cell = 0; cell < nonet::kCells; ++cell) {
      require(row[cell] <= 9);
      grid.cells[cell] = row[cell];
    }
    std::uint8_t again[nonet::kCells];
    require(nonet::python::read_row(grid.to_line(), again).empty());
    require(std::memcmp(again, row, nonet::kCells) == 0);
  }
  if (bad) {
    const nonet::ParseResult parsed = nonet::parse_line(texts[read], nonet::ClashCheck::skip);
    require(!parsed.ok() && !bad->reason.empty() && bad->reason == parsed.error.message());
    for (std::size_t i = read * nonet::kCells; i < rows.size(); ++i) require(rows[i] == kUntouched);
  }
  return 0;
}
