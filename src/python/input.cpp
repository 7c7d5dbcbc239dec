#include "python/input.hpp"

#include <algorithm>
#include <cstring>
#include <string_view>

#include "python/puzzle_rows.hpp"

namespace nonet::python {

namespace {

std::size_t g_chunk_rows = 65536;

std::string cell_error(int cell, unsigned value) {
  return "cell " + cell_name_of(cell) + " holds " + std::to_string(value) + ": expected 0-9";
}

}  // namespace

std::string cell_name_of(int cell) {
  return "r" + std::to_string(cell / 9 + 1) + "c" + std::to_string(cell % 9 + 1);
}

std::size_t chunk_rows() {
  return g_chunk_rows;
}

void set_chunk_rows(std::size_t rows) {
  g_chunk_rows = std::max<std::size_t>(rows, 1);
}

PuzzleInput::PuzzleInput(const py::handle& puzzles) {
  if (py::isinstance<py::str>(puzzles) || py::isinstance<py::bytes>(puzzles)) {
    throw py::type_error(
        "puzzles must be an (N, 81) array or a sequence of strings, not one string: "
        "pass [puzzle] for a single puzzle");
  }
  if (py::isinstance<py::array>(puzzles)) {
    const auto any = py::reinterpret_borrow<py::array>(puzzles);
    const char kind = any.dtype().kind();
    if (kind == 'U' || kind == 'S' || kind == 'O') {
      strings_ = py::reinterpret_borrow<py::sequence>(puzzles);
      size_ = any.ndim() == 0 ? 0 : static_cast<std::size_t>(any.shape(0));
      if (any.ndim() != 1) throw py::value_error("an array of strings must be one-dimensional");
      return;
    }
    if (kind != 'u' && kind != 'i' && kind != 'b') {
      throw py::type_error("a puzzle array must hold integers 0-9 (dtype uint8), not " +
                           std::string(py::str(any.dtype())));
    }
    if (any.ndim() != 2 || any.shape(1) != kCells) {
      if (any.ndim() == 2 && any.shape(0) == 0) {
        is_array_ = true;
        return;
      }
      throw py::value_error("a puzzle array must have shape (N, 81)");
    }
    if (kind != 'u' || any.itemsize() != 1) {
      // Other integer types: values outside 0-9 must still be seen, not wrapped into range.
      const py::object numpy = py::module_::import("numpy");
      const py::object bad = numpy.attr("any")(
          numpy.attr("logical_or")(numpy.attr("less")(any, 0), numpy.attr("greater")(any, 255)));
      if (bad.cast<bool>()) throw py::value_error("puzzle cells must be 0-9");
    }
    array_ = py::array_t<std::uint8_t, py::array::c_style | py::array::forcecast>::ensure(puzzles);
    is_array_ = true;
    size_ = static_cast<std::size_t>(array_.shape(0));
    return;
  }
  if (!py::isinstance<py::sequence>(puzzles)) {
    throw py::type_error("puzzles must be an (N, 81) array or a sequence of strings");
  }
  strings_ = py::reinterpret_borrow<py::sequence>(puzzles);
  size_ = py::len(strings_);
}

void PuzzleInput::load(std::size_t first, std::size_t count, std::vector<Grid>& grids,
                       std::vector<std::string>& errors) const {
  grids.resize(count);
  errors.assign(count, std::string());
  if (is_array_) {
    const std::uint8_t* rows = array_.data() + first * kCells;
    for (std::size_t i = 0; i < count; ++i) {
      std::memcpy(grids[i].cells.data(), rows + i * kCells, kCells);
      for (int cell = 0; cell < kCells; ++cell) {
        if (grids[i].cells[cell] > 9) {
          errors[i] = cell_error(cell, grids[i].cells[cell]);
          grids[i] = Grid{};
          break;
        }
      }
    }
    return;
  }
  for (std::size_t i = 0; i < count; ++i) {
    const py::object item = strings_[first + i];
    const std::optional<std::string_view> text = text_of(item);
    if (!text) {
      errors[i] = not_a_string(item);
      grids[i] = Grid{};
      continue;
    }
    // The engine finds clashing givens itself (status invalid); the line form is read here.
    errors[i] = read_row(*text, grids[i].cells.data());
  }
}

std::optional<std::string_view> text_of(const py::handle& item) {
  if (py::isinstance<py::str>(item)) {
    Py_ssize_t length = 0;
    const char* utf8 = PyUnicode_AsUTF8AndSize(item.ptr(), &length);
    if (utf8 == nullptr) throw py::error_already_set();
    return std::string_view(utf8, static_cast<std::size_t>(length));
  }
  if (py::isinstance<py::bytes>(item)) {
    char* bytes = nullptr;
    Py_ssize_t length = 0;
    PyBytes_AsStringAndSize(item.ptr(), &bytes, &length);
    return std::string_view(bytes, static_cast<std::size_t>(length));
  }
  return std::nullopt;
}

std::string not_a_string(const py::handle& item) {
  return "not a string: " + std::string(py::str(py::type::of(item).attr("__name__")));
}

}  // namespace nonet::python
