// The numbers a call takes, checked as the command line checks its options
// (src/cli/option_checks): "threads: must be a whole number from 0 to 4096; got 70000".
// Out of range is a ValueError, not a number of the right kind at all a TypeError; both
// before any work, so a bad number never reaches oneTBB or an allocation.
#pragma once

#include <pybind11/pybind11.h>

#include <cstdint>

#include "nonet/rating.hpp"

namespace nonet::python {

namespace py = pybind11;

// A Python int (or anything with __index__, such as numpy's integers; not bool) in [min, max].
std::uint64_t whole_number(const py::handle& value, const char* name, std::uint64_t min,
                           std::uint64_t max);

// `threads`: 0 (every core) to kMaxThreads, as `--threads`, lowered (with a RuntimeWarning) to
// what the machine runs.
int thread_count(const py::handle& threads);

// A finite number of seconds from 0 to 1e6, as `--max-seconds` (0: no limit).
double seconds_budget(const py::handle& value, const char* name);

// `se_version`: "1.18.1" or "1.2.1", as `--se-version` (a TypeError for a non-string).
SeVersion se_version_argument(const py::handle& value);

}  // namespace nonet::python
