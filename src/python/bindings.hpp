// The functions the module exports (module.cpp binds them with their docstrings).
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstdint>
#include <string>
#include <vector>

namespace nonet::python {

namespace py = pybind11;

// Numbers come as Python objects, checked by python/arguments.hpp with the command line's
// wording (a typed pybind11 argument would refuse 2**64 with a bare "incompatible arguments").
py::dict solve(const py::handle& puzzles, const std::string& mode, const py::handle& limit,
               const py::handle& threads);
py::dict rate(const py::handle& puzzles, bool search, bool se, bool hodoku,
              const py::handle& max_seconds, const py::handle& threads,
              const py::handle& se_version);
py::dict explain(const py::handle& puzzle, const py::handle& max_seconds,
                 const py::handle& se_version);
py::dict check(const py::handle& grids, const py::object& puzzles, bool unique,
               const py::handle& threads);
py::dict canon(const py::handle& puzzles, const py::handle& threads);
py::dict augment(const py::handle& puzzles, const py::object& solutions, const py::handle& copies,
                 const py::handle& seed, bool with_original, bool with_transform,
                 const py::handle& first_line, const py::handle& threads);
py::dict split(const py::handle& puzzles, const std::vector<double>& weights,
               const py::handle& seed, const py::object& row_bands, bool renumber_bands,
               const py::handle& threads, const py::object& forms);
py::dict overlap(const py::sequence& batches, bool within, const py::handle& threads,
                 const py::object& forms);
py::dict generate(const py::handle& count, const py::handle& seed, const py::handle& first,
                  const std::string& symmetry, bool minimal, int clues,
                  const py::object& difficulty, const py::object& rating, const py::object& hodoku,
                  bool grids, const py::handle& max_tries, const py::handle& threads,
                  const py::object& seeds, const py::object& exclude, bool search, bool neighbours,
                  int remove, int add, const py::handle& time_limit, const py::handle& max_seconds,
                  const py::handle& se_version);
py::array_t<std::uint8_t> to_array(const py::handle& puzzles);

}  // namespace nonet::python
