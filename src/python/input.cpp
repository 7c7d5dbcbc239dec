#include "python/input.hpp"

#include <algorithm>
#include <cstring>
#include <string_view>
#include <type_traits>

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

PuzzleInput::PuzzleInput(const py::handle& given) {
  if (py::isinstance<py::str>(given) || py::isinstance<py::bytes>(given)) {
    throw py::type_error(
        "puzzles must be an (N, 81) array or a sequence of strings, not one string: "
        "pass [puzzle] for a single puzzle");
  }
  py::object puzzles = py::reinterpret_borrow<py::object>(given);
  // What numpy reads as an array is read as that array, by position: a pandas Series in its
  // order (its own [] goes by index label), an (N, 81) DataFrame as rows of cells, a
  // memoryview as the array it views.
  if (!py::isinstance<py::array>(puzzles) &&
      (PyMemoryView_Check(puzzles.ptr()) || py::hasattr(puzzles, "__array__"))) {
    puzzles = py::module_::import("numpy").attr("asarray")(puzzles);
  }
  if (py::isinstance<py::array>(puzzles)) {
    auto any = py::reinterpret_borrow<py::array>(puzzles);
    const char kind = any.dtype().kind();
    if (kind == 'U' || kind == 'S' || kind == 'O') {
      if (any.ndim() != 1) {
        throw py::value_error(
            "an array of strings must be one-dimensional, not shape " +
            std::string(py::str(puzzles.attr("shape"))) +
            " (for a DataFrame, pass its column of puzzles: df['puzzle'])");
      }
      strings_ = py::reinterpret_borrow<py::sequence>(puzzles);
      size_ = static_cast<std::size_t>(any.shape(0));
      return;
    }
    if (kind != 'u' && kind != 'i') {  // bool and float included: never read as digits
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
    if (!any.dtype().attr("isnative").cast<bool>()) {
      any = py::reinterpret_steal<py::array>(
          any.attr("astype")(any.dtype().attr("newbyteorder")("=")).release());
    }
    array_ = any;
    is_array_ = true;
    size_ = static_cast<std::size_t>(array_.shape(0));
    return;
  }
  if (py::isinstance<py::list>(puzzles) || py::isinstance<py::tuple>(puzzles)) {
    strings_ = py::reinterpret_borrow<py::sequence>(puzzles);
  } else if (!py::isinstance<py::dict>(puzzles) && !py::isinstance<py::set>(puzzles) &&
             !py::isinstance<py::frozenset>(puzzles) && py::isinstance<py::iterable>(puzzles)) {
    // Any other iterable (a generator, a user's sequence): its items in the order it gives
    // them, held here while the call reads them.
    strings_ = py::list(puzzles);
  } else {  // a set or dict has no row order to answer in
    throw py::type_error("puzzles must be an (N, 81) array or a sequence of strings, not " +
                         std::string(py::str(py::type::of(puzzles).attr("__name__"))));
  }
  size_ = py::len(strings_);
}

namespace {

// Rows of cells of type T, at any strides: a value outside 0-9 makes its row an error naming
// the cell and the value as given.
template <typename T>
void read_cells(const py::array& array, std::size_t first, std::size_t count,
                std::vector<Grid>& grids, std::vector<std::string>& errors) {
  const char* base = static_cast<const char*>(array.data());
  const py::ssize_t row_stride = array.strides(0);
  const py::ssize_t cell_stride = array.strides(1);
  for (std::size_t i = 0; i < count; ++i) {
    const char* row = base + static_cast<py::ssize_t>(first + i) * row_stride;
    for (int cell = 0; cell < kCells; ++cell) {
      T value;
      std::memcpy(&value, row + cell * cell_stride, sizeof value);
      bool outside = value > 9;
      if constexpr (std::is_signed_v<T>) outside = outside || value < 0;
      if (outside) {
        errors[i] = "cell " + cell_name_of(cell) + " holds " + std::to_string(value) +
                    ": expected 0-9";
        grids[i] = Grid{};
        break;
      }
      grids[i].cells[cell] = static_cast<std::uint8_t>(value);
    }
  }
}

}  // namespace

void PuzzleInput::load_cells(std::size_t first, std::size_t count, std::vector<Grid>& grids,
                             std::vector<std::string>& errors) const {
  const char kind = array_.dtype().kind();
  const bool is_unsigned = kind == 'u';
  switch (array_.itemsize()) {
    case 1:
      if (is_unsigned && array_.strides(1) == 1) {  // the common case: rows of 81 bytes
        const auto* base = static_cast<const std::uint8_t*>(array_.data());
        for (std::size_t i = 0; i < count; ++i) {
          std::memcpy(grids[i].cells.data(),
                      base + static_cast<py::ssize_t>(first + i) * array_.strides(0), kCells);
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
      return is_unsigned ? read_cells<std::uint8_t>(array_, first, count, grids, errors)
                         : read_cells<std::int8_t>(array_, first, count, grids, errors);
    case 2:
      return is_unsigned ? read_cells<std::uint16_t>(array_, first, count, grids, errors)
                         : read_cells<std::int16_t>(array_, first, count, grids, errors);
    case 4:
      return is_unsigned ? read_cells<std::uint32_t>(array_, first, count, grids, errors)
                         : read_cells<std::int32_t>(array_, first, count, grids, errors);
    case 8:
      return is_unsigned ? read_cells<std::uint64_t>(array_, first, count, grids, errors)
                         : read_cells<std::int64_t>(array_, first, count, grids, errors);
    default:
      throw py::type_error("a puzzle array must hold integers 0-9 (dtype uint8), not " +
                           std::string(py::str(array_.dtype())));
  }
}

void PuzzleInput::load(std::size_t first, std::size_t count, std::vector<Grid>& grids,
                       std::vector<std::string>& errors, ChunkPencilmarks* pencilmarks) const {
  grids.assign(count, Grid{});
  errors.assign(count, std::string());
  if (pencilmarks != nullptr) {
    pencilmarks->slot.assign(count, 0);
    pencilmarks->marks.clear();
  }
  if (is_array_) {
    load_cells(first, count, grids, errors);
    return;
  }
  Pencilmarks marks;
  bool is_pencilmarks = false;
  for (std::size_t i = 0; i < count; ++i) {
    const py::object item = strings_[first + i];
    const std::optional<std::string_view> text = text_of(item);
    if (!text) {
      errors[i] = not_a_string(item);
      continue;
    }
    // The engine finds clashing givens itself (status invalid); the line form is read here.
    if (pencilmarks == nullptr) {
      errors[i] = read_row(*text, grids[i].cells.data());
      continue;
    }
    errors[i] = read_row_or_pencilmarks(*text, grids[i].cells.data(), marks, is_pencilmarks);
    if (is_pencilmarks) {
      pencilmarks->marks.push_back(marks);
      pencilmarks->slot[i] = static_cast<std::uint32_t>(pencilmarks->marks.size());
    }
  }
}

bool PuzzleInput::is_text(std::size_t row) const {
  return is_array_ || text_of(strings_[row]).has_value();
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
