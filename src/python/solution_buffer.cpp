#include "python/solution_buffer.hpp"

#include <cstdlib>
#include <cstring>
#include <utility>

#include "python/results.hpp"

namespace nonet::python {

SolutionBuffer::SolutionBuffer(SolutionBuffer&& other) noexcept
    : cells_(std::exchange(other.cells_, nullptr)),
      size_(std::exchange(other.size_, 0)),
      capacity_(std::exchange(other.capacity_, 0)) {}

SolutionBuffer& SolutionBuffer::operator=(SolutionBuffer&& other) noexcept {
  if (this != &other) {
    std::free(cells_);
    cells_ = std::exchange(other.cells_, nullptr);
    size_ = std::exchange(other.size_, 0);
    capacity_ = std::exchange(other.capacity_, 0);
  }
  return *this;
}

SolutionBuffer::~SolutionBuffer() {
  std::free(cells_);
}

bool SolutionBuffer::push_back(const Grid& grid) {
  if (size_ == capacity_) {
    const std::size_t capacity = capacity_ == 0 ? 4 : capacity_ * 2;
    void* grown = std::realloc(cells_, capacity * kCells);
    if (grown == nullptr) return false;
    cells_ = static_cast<std::uint8_t*>(grown);
    capacity_ = capacity;
  }
  std::memcpy(cells_ + size_ * kCells, grid.cells.data(), kCells);
  ++size_;
  return true;
}

py::array_t<std::uint8_t> SolutionBuffer::release_as_array() {
  const auto rows = static_cast<py::ssize_t>(size_);
  if (size_ == 0) return new_column<std::uint8_t>(0, kCells);
  // Give back the room never used (for a large block, by unmapping its tail).
  if (void* fitted = std::realloc(cells_, size_ * kCells))
    cells_ = static_cast<std::uint8_t*>(fitted);
  const py::capsule owner(cells_, [](void* cells) { std::free(cells); });  // may throw: still ours
  cells_ = nullptr;
  size_ = capacity_ = 0;
  return py::array_t<std::uint8_t>({rows, py::ssize_t{kCells}},
                                   static_cast<std::uint8_t*>(owner.get_pointer()), owner);
}

}  // namespace nonet::python
