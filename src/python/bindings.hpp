// The functions the module exports (module.cpp binds them with their docstrings).
#pragma once

#include <pybind11/pybind11.h>

#include <cstdint>
#include <string>

namespace nonet::python {

namespace py = pybind11;

py::dict solve(const py::handle& puzzles, const std::string& mode, std::uint64_t limit,
               int threads);
py::dict rate(const py::handle& puzzles, bool search, int threads);
py::dict explain(const py::handle& puzzle, double max_seconds);
py::dict check(const py::handle& grids, const py::object& puzzles, bool unique, int threads);
py::dict canon(const py::handle& puzzles, int threads);
py::dict generate(std::uint64_t count, std::uint64_t seed, std::uint64_t first,
                  const std::string& symmetry, bool minimal, int clues,
                  const py::object& difficulty, const py::object& rating, bool grids,
                  std::uint64_t max_tries, int threads);

}  // namespace nonet::python
