// nonet.to_array: puzzle strings into an (N, 81) uint8 array, each read as `nonet solve` reads
// a line. A string that is not a puzzle is a ValueError naming its index and why: the array
// has no room to mark a row invalid, and a row of zeros would be a different puzzle. (solve,
// rate and the others take the strings themselves and make such a row `invalid`.)
#include <string_view>
#include <vector>

#include "nonet/grid.hpp"
#include "python/bindings.hpp"
#include "python/input.hpp"
#include "python/puzzle_rows.hpp"
#include "python/results.hpp"

namespace nonet::python {

py::array_t<std::uint8_t> to_array(const py::handle& puzzles) {
  if (py::isinstance<py::str>(puzzles) || py::isinstance<py::bytes>(puzzles)) {
    throw py::type_error(
        "puzzles must be a sequence of strings, not one string: pass [puzzle] for a single "
        "puzzle");
  }
  if (!py::isinstance<py::iterable>(puzzles)) {
    throw py::type_error("puzzles must be a sequence of strings, not " +
                         std::string(py::str(py::type::of(puzzles).attr("__name__"))));
  }
  // Any iterable: its items are held here while their texts are borrowed.
  const py::list items(py::reinterpret_borrow<py::object>(puzzles));
  std::vector<std::string_view> texts(items.size());
  for (std::size_t i = 0; i < texts.size(); ++i) {
    const std::optional<std::string_view> text = text_of(items[i]);
    if (!text) {
      throw py::type_error("puzzles[" + std::to_string(i) + "] is " + not_a_string(items[i]));
    }
    texts[i] = *text;
  }
  auto rows = new_column<std::uint8_t>(texts.size(), kCells);
  if (const std::optional<BadRow> bad = read_rows(texts, rows.mutable_data())) {
    throw py::value_error("puzzles[" + std::to_string(bad->index) +
                          "] is not a puzzle: " + bad->reason);
  }
  return rows;
}

}  // namespace nonet::python
