// SolutionBuffer: the solutions of one row in mode "all", 81 bytes each, as they come, in one
// malloc'd block grown by realloc and handed over to numpy as the (k, 81) array's own memory.
// glibc's realloc moves a large block's pages (mremap) instead of copying them, so a row of
// 405 MB of solutions peaks at about 405 MB, not at twice that (a vector of Grids copied into
// a new array).
#pragma once

#include <pybind11/numpy.h>

#include <cstddef>
#include <cstdint>

#include "nonet/grid.hpp"

namespace nonet::python {

namespace py = pybind11;

class SolutionBuffer {
 public:
  SolutionBuffer() = default;
  SolutionBuffer(SolutionBuffer&& other) noexcept;
  SolutionBuffer& operator=(SolutionBuffer&& other) noexcept;
  ~SolutionBuffer();

  // False (and nothing kept) when memory ran out: the caller stops and reports it.
  bool push_back(const Grid& grid);
  std::size_t size() const { return size_; }

  // The (size(), 81) uint8 array owning the block; the buffer is empty after. Needs the GIL.
  py::array_t<std::uint8_t> release_as_array();

 private:
  std::uint8_t* cells_ = nullptr;
  std::size_t size_ = 0;      // solutions held
  std::size_t capacity_ = 0;  // solutions the block has room for
};

}  // namespace nonet::python
