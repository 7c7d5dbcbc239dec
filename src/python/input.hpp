// Puzzles as Python hands them over: an (N, 81) integer array (0 for an empty cell) or a
// sequence of puzzle strings (str or bytes, any line form `nonet solve` reads). They are read
// a chunk of rows at a time into Grids, so a call on millions of strings holds one chunk of
// Grids at a time, never a copy of the whole input.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "nonet/grid.hpp"

namespace nonet::python {

namespace py = pybind11;

class PuzzleInput {
 public:
  // Raises TypeError / ValueError for what is not a batch of puzzles at all (a wrong shape,
  // a number, a single string); a bad puzzle inside a good batch is a row with an error.
  explicit PuzzleInput(const py::handle& puzzles);

  std::size_t size() const { return size_; }

  // Reads rows [first, first + count) into grids[0..count); errors[i] is empty or says why
  // row first + i is not a puzzle. Needs the GIL.
  void load(std::size_t first, std::size_t count, std::vector<Grid>& grids,
            std::vector<std::string>& errors) const;

 private:
  py::array_t<std::uint8_t, py::array::c_style> array_;  // when an array was given
  py::sequence strings_;                                 // otherwise
  bool is_array_ = false;
  std::size_t size_ = 0;
};

// The text of a str (as UTF-8) or bytes item, borrowed from it; none for any other object.
std::optional<std::string_view> text_of(const py::handle& item);
// "not a string: NoneType".
std::string not_a_string(const py::handle& item);

// "r3c5" for cell 22.
std::string cell_name_of(int cell);

// Rows per chunk: large enough that the serial reading and the start of each parallel loop
// are lost in the solving, small enough that a chunk's Grids and reasons stay a few MB.
std::size_t chunk_rows();
void set_chunk_rows(std::size_t rows);  // for tests of the chunked path

}  // namespace nonet::python
