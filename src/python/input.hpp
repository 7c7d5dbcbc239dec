// Puzzles as Python hands them over, read one way by every call (solve, rate, check, canon,
// explain, generate's seeds and exclude, to_array), always by position: an (N, 81) integer
// array (0 for an empty cell; any integer dtype, strides and byte order), anything numpy
// reads as an array (a pandas Series or DataFrame, a memoryview: np.asarray, so a Series is
// read in its order, never by its index labels), or a sequence or other iterable of puzzle
// strings (str or bytes, any line form `nonet solve` reads). They are read a chunk of rows at
// a time into Grids, so a call on millions of strings holds one chunk of Grids at a time,
// never a copy of the whole input.
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

// The 729-character pencilmark lines of a chunk, for the calls that read them (solve, rate,
// explain, as `nonet solve` and `nonet rate` do): row i's candidates are marks[slot[i] - 1],
// or there are none (slot[i] == 0: an 81-cell puzzle, or not a puzzle).
struct ChunkPencilmarks {
  std::vector<std::uint32_t> slot;
  std::vector<Pencilmarks> marks;
  const Pencilmarks* of(std::size_t i) const {
    return slot[i] == 0 ? nullptr : &marks[slot[i] - 1];
  }
};

class PuzzleInput {
 public:
  // Raises TypeError / ValueError for what is not a batch of puzzles at all (a wrong shape,
  // a number, a single string, a bool or float array); a bad puzzle inside a good batch is a
  // row with an error, also a cell outside 0-9 in any integer dtype.
  explicit PuzzleInput(const py::handle& puzzles);

  std::size_t size() const { return size_; }

  // Reads rows [first, first + count) into grids[0..count); errors[i] is empty or says why
  // row first + i is not a puzzle. With `pencilmarks`, a pencilmark line is read into it (its
  // grid is empty); without, it is a row with an error. Needs the GIL.
  void load(std::size_t first, std::size_t count, std::vector<Grid>& grids,
            std::vector<std::string>& errors, ChunkPencilmarks* pencilmarks = nullptr) const;

  // False for a row that is an object other than str or bytes (to_array's TypeError).
  bool is_text(std::size_t row) const;

 private:
  void load_cells(std::size_t first, std::size_t count, std::vector<Grid>& grids,
                  std::vector<std::string>& errors) const;

  py::array array_;        // integer cells, native byte order (when an array was given)
  py::sequence strings_;   // otherwise: a list, tuple or one-dimensional array of strings
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
