// The functions the module exports (module.cpp binds them with their docstrings).
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstdint>
#include <string>

namespace nonet::python {

namespace py = pybind11;

// Numbers come as Python objects, checked by python/arguments.hpp with the command line's
// wording (a typed pybind11 argument would refuse 2**64 with a bare "incompatible arguments").
py::dict solve(const py::handle& puzzles, const std::string& mode, const py::handle& limit,
               const py::handle& threads);
py::dict rate(const py::handle& puzzles, bool search, bool hodoku, const py::handle& max_seconds,
              const py::handle& threads, const py::handle& se_version);
py::dict explain(const py::handle& puzzle, const py::handle& max_seconds,
                 const py::handle& se_version);
py::dict check(const py::handle& grids, const py::object& puzzles, bool unique,
               const py::handle& threads);
py::dict canon(const py::handle& puzzles, const py::handle& threads);
py::dict generate(const py::handle& count, const py::handle& seed, const py::handle& first,
                  const std::string& symmetry, bool minimal, int clues,
                  const py::object& difficulty, const py::object& rating, const py::object& hodoku,
                  bool grids, const py::handle& max_tries, const py::handle& threads,
                  const py::object& seeds, const py::object& exclude, bool search, int remove,
                  int add, const py::handle& time_limit, const py::handle& max_seconds,
                  const py::handle& se_version);
py::array_t<std::uint8_t> to_array(const py::handle& puzzles);

}  // namespace nonet::python
