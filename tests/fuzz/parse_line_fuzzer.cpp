// The puzzle line parser: any bytes are a puzzle, pencilmarks (where asked for) or an error
// with a reason, never a crash; a puzzle or pencilmarks written back parse to the same.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "nonet/grid.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view line(reinterpret_cast<const char*>(data), size);
  for (const nonet::ClashCheck clash : {nonet::ClashCheck::check, nonet::ClashCheck::skip}) {
    const nonet::ParseResult parsed = nonet::parse_line(line, clash);
    if (!parsed.ok()) {
      if (parsed.error.message().empty()) std::abort();
      continue;
    }
    char cells[nonet::kCells];
    parsed.grid.write_line(cells, '.');
    const nonet::ParseResult again =
        nonet::parse_line(std::string_view(cells, nonet::kCells), clash);
    if (!again.ok() || again.grid.cells != parsed.grid.cells) std::abort();
  }
  const nonet::ParseResult marks =
      nonet::parse_line(line, nonet::ClashCheck::check, nonet::LineForms::puzzle_or_pencilmarks);
  if (!marks.ok()) {
    if (marks.error.message().empty()) std::abort();
  } else if (marks.has_pencilmarks) {
    if (marks.grid.clues() != 0) std::abort();
    const std::string written = nonet::to_pencilmark_line(marks.pencilmarks);
    const nonet::ParseResult again = nonet::parse_line(written, nonet::ClashCheck::check,
                                                       nonet::LineForms::puzzle_or_pencilmarks);
    if (!again.ok() || !again.has_pencilmarks || again.pencilmarks != marks.pencilmarks)
      std::abort();
    // Where only puzzles are read, the same line is refused with its own reason.
    if (nonet::parse_line(line).error.kind != nonet::ParseErrorKind::pencilmarks) std::abort();
  }
  return 0;
}
