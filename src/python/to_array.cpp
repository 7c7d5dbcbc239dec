// nonet.to_array: puzzles into an (N, 81) uint8 array, read as every call reads them
// (PuzzleInput: strings as `nonet solve` reads a line, by position). A row that is not a
// puzzle is a ValueError naming its index and why: the array has no room to mark a row
// invalid, and a row of zeros would be a different puzzle. (solve, rate and the others make
// such a row `invalid` instead.)
#include <cstring>
#include <string>
#include <vector>

#include "nonet/grid.hpp"
#include "python/bindings.hpp"
#include "python/input.hpp"
#include "python/results.hpp"

namespace nonet::python {

py::array_t<std::uint8_t> to_array(const py::handle& puzzles) {
  const PuzzleInput input(puzzles);
  const std::size_t rows = input.size();
  auto cells = new_column<std::uint8_t>(rows, kCells);
  std::uint8_t* out = cells.mutable_data();
  std::vector<Grid> grids;
  std::vector<std::string> errors;
  for (std::size_t first = 0; first < rows; first += chunk_rows()) {
    const std::size_t count = std::min(chunk_rows(), rows - first);
    input.load(first, count, grids, errors);
    for (std::size_t i = 0; i < count; ++i) {
      const std::string index = "puzzles[" + std::to_string(first + i) + "] is ";
      if (!errors[i].empty()) {
        if (!input.is_text(first + i)) throw py::type_error(index + errors[i]);
        throw py::value_error(index + "not a puzzle: " + errors[i]);
      }
      std::memcpy(out + (first + i) * kCells, grids[i].cells.data(), kCells);
    }
  }
  return cells;
}

}  // namespace nonet::python
