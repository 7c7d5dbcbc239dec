#include "python/arguments.hpp"

#include <cmath>
#include <string>

#include "nonet/pipeline.hpp"
#include "pipeline/threads.hpp"

namespace nonet::python {

namespace {

std::string got(const char* name, const std::string& range, const py::handle& value) {
  return std::string(name) + ": must be " + range + "; got " + std::string(py::repr(value));
}

}  // namespace

std::uint64_t whole_number(const py::handle& value, const char* name, std::uint64_t min,
                           std::uint64_t max) {
  const std::string range =
      "a whole number from " + std::to_string(min) + " to " + std::to_string(max);
  if (PyBool_Check(value.ptr()) || !PyIndex_Check(value.ptr())) {
    throw py::type_error(got(name, range, value));
  }
  const py::int_ number = py::reinterpret_steal<py::int_>(PyNumber_Index(value.ptr()));
  if (!number) throw py::error_already_set();
  if (number < py::int_(min) || number > py::int_(max)) {
    throw py::value_error(got(name, range, value));
  }
  return number.cast<std::uint64_t>();
}

int thread_count(const py::handle& threads) {
  const int asked = static_cast<int>(whole_number(threads, "threads", 0, kMaxThreads));
  // As `--threads`: no more workers than the machine runs (pipeline/threads.hpp), said with a
  // RuntimeWarning when asked for explicitly.
  const ThreadCount count = worker_threads(asked);
  if (!count.lowered.empty()) {
    const std::string message = "threads=" + std::to_string(asked) + " lowered to " +
                                std::to_string(count.threads) + ": " + count.lowered;
    if (PyErr_WarnEx(PyExc_RuntimeWarning, message.c_str(), 1) != 0) throw py::error_already_set();
  }
  return count.threads;
}

double seconds_budget(const py::handle& value, const char* name) {
  constexpr double kMax = 1e6;
  const std::string range = "a number from 0 to 1e+06";
  if (PyBool_Check(value.ptr()) || !PyNumber_Check(value.ptr()) || PyComplex_Check(value.ptr())) {
    throw py::type_error(got(name, range, value));
  }
  const double seconds = PyFloat_AsDouble(value.ptr());
  if (seconds == -1.0 && PyErr_Occurred()) throw py::error_already_set();
  if (!std::isfinite(seconds) || seconds < 0 || seconds > kMax) {
    throw py::value_error(got(name, range, value));
  }
  return seconds;
}

SeVersion se_version_argument(const py::handle& value) {
  if (!py::isinstance<py::str>(value)) {
    throw py::type_error("se_version: must be a string, '1.18.1' or '1.2.1'");
  }
  const std::string name = py::str(value);
  SeVersion version{};
  if (!parse_se_version(name, version)) {
    throw py::value_error("se_version: must be '1.18.1' or '1.2.1'; got '" + name + "'");
  }
  return version;
}

}  // namespace nonet::python
