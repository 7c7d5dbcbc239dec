#include "python/results.hpp"

namespace nonet::python {

py::array new_reason_column(std::size_t rows) {
  const py::object numpy = py::module_::import("numpy");
  return numpy.attr("full")(rows, "", py::arg("dtype") = "object");
}

void store_reasons(py::array& reason, std::size_t first, const std::vector<std::string>& reasons) {
  for (std::size_t i = 0; i < reasons.size(); ++i) {
    if (!reasons[i].empty()) reason[py::int_(first + i)] = py::str(reasons[i]);
  }
}

}  // namespace nonet::python
