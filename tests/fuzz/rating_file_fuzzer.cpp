// `nonet diff`'s rating-file reader: any bytes are rows or an error with a message (no
// overflow on huge numbers: UBSan watches); rows read are compared with themselves and
// must come out identical.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "memory_file.hpp"
#include "rating/diff/diff.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const nonet::fuzz::MemoryFile file(data, size);
  std::vector<nonet::RatingRow> rows;
  std::string error;
  bool io_error = false;
  if (!nonet::read_ratings(file.path(), rows, error, io_error)) {
    if (error.empty()) std::abort();
    return 0;
  }
  for (const bool by_puzzle : {false, true}) {
    const nonet::DiffOptions options{.tolerance = 0, .key_by_puzzle = by_puzzle};
    const nonet::DiffReport report = nonet::diff_ratings(rows, rows, options);
    if (report.regressions() || report.compared != rows.size()) std::abort();
    if (nonet::format_diff(report, options).empty()) std::abort();
  }
  return 0;
}
