// The single-puzzle block forms (9x9 block / SUDOKU.TXT, 81 integers, Octave matrix): any
// bytes give a puzzle or an error with a reason; a puzzle read back from its line is itself.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "nonet/grid.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 64 * 1024) return 0;  // the readers probe at most 16 KB for a block
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const nonet::ParseResult parsed = nonet::parse_block(text);
  if (!parsed.ok()) {
    if (parsed.error.message().empty()) std::abort();
    return 0;
  }
  char cells[nonet::kCells];
  parsed.grid.write_line(cells, '.');
  const nonet::ParseResult again =
      nonet::parse_line(std::string_view(cells, nonet::kCells), nonet::ClashCheck::skip);
  if (!again.ok() || again.grid.cells != parsed.grid.cells) std::abort();
  return 0;
}
