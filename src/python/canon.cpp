// nonet.canon: the minlex form of every row (src/canon), with the transform that maps the row
// onto it and its automorphism count, in input order.
#include "nonet/canon.hpp"

#include <cstring>

#include "python/arguments.hpp"
#include "python/bindings.hpp"
#include "python/input.hpp"
#include "python/parallel_rows.hpp"
#include "python/results.hpp"

namespace nonet::python {

py::dict canon(const py::handle& puzzles, const py::handle& threads_value) {
  const int threads = thread_count(threads_value);
  const PuzzleInput input(puzzles);
  const std::size_t rows = input.size();
  auto form = new_column<std::uint8_t>(rows, kCells);
  auto automorphisms = new_column<std::uint32_t>(rows);
  py::array transform = new_reason_column(rows);
  py::array reason = new_reason_column(rows);
  std::uint8_t* form_out = form.mutable_data();
  std::uint32_t* automorphisms_out = automorphisms.mutable_data();
  std::vector<Grid> grids;
  std::vector<std::string> reasons;
  std::vector<std::string> transforms;
  std::stop_source stop;
  for (std::size_t first = 0; first < rows; first += chunk_rows()) {
    const std::size_t count = std::min(chunk_rows(), rows - first);
    input.load(first, count, grids, reasons);
    transforms.assign(count, std::string());
    parallel_rows(count, threads, stop, [&](std::size_t i) {
      if (!reasons[i].empty()) return;  // not 81 cells: no form
      const CanonicalForm canonical = canonical_form(grids[i]);
      std::memcpy(form_out + (first + i) * kCells, canonical.form.cells.data(), kCells);
      automorphisms_out[first + i] = canonical.automorphisms;
      transforms[i] = to_string(canonical.transform);
    });
    store_reasons(transform, first, transforms);
    store_reasons(reason, first, reasons);
  }
  py::dict result;
  result["form"] = form;
  result["transform"] = transform;
  result["automorphisms"] = automorphisms;
  result["reason"] = reason;
  return result;
}

}  // namespace nonet::python
