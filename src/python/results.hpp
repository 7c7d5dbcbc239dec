// Result columns: numpy arrays made once per call under the GIL, written through raw
// pointers by the parallel loops, and the `reason` column (an object array, '' for a row
// with nothing to say) filled only where there is a reason.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstddef>
#include <string>
#include <vector>

namespace nonet::python {

namespace py = pybind11;

template <typename T>
py::array_t<T> new_column(std::size_t rows, std::size_t width = 0) {
  py::array_t<T> column =
      width == 0
          ? py::array_t<T>(static_cast<py::ssize_t>(rows))
          : py::array_t<T>({static_cast<py::ssize_t>(rows), static_cast<py::ssize_t>(width)});
  if (rows > 0) std::fill_n(column.mutable_data(), column.size(), T{});
  return column;
}

// An object array of `rows` empty strings.
py::array new_reason_column(std::size_t rows);

// Sets reason[first + i] = reasons[i] for every non-empty reasons[i].
void store_reasons(py::array& reason, std::size_t first, const std::vector<std::string>& reasons);

}  // namespace nonet::python
