// The puzzle line parser: any bytes are a puzzle or an error with a reason, never a crash;
// a puzzle written back as a line parses to the same grid.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
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
  return 0;
}
