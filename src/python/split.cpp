// nonet.split: each row's class and part, by split's rule (canon's split_classes): every class
// whole in one part, each part's share of every band's rows as asked to within one class.
#include <memory>

#include "nonet/canon_job.hpp"
#include "python/arguments.hpp"
#include "python/bindings.hpp"
#include "python/classes.hpp"
#include "python/results.hpp"

namespace nonet::python {

py::dict split(const py::handle& puzzles, const std::vector<double>& weights,
               const py::handle& seed_value, const py::object& row_bands, bool renumber_bands,
               const py::handle& threads_value, const py::object& forms_in) {
  const int threads = thread_count(threads_value);
  const std::uint64_t seed = whole_number(seed_value, "seed", 0, UINT64_MAX);
  const PuzzleInput input(puzzles);
  const std::size_t rows = input.size();
  py::array_t<std::uint32_t, py::array::c_style | py::array::forcecast> bands;
  const bool banded = !row_bands.is_none();
  if (banded) {
    bands = row_bands;
    if (bands.ndim() != 1 || static_cast<std::size_t>(bands.shape(0)) != rows) {
      throw py::value_error("bands: must hold one band per row (" + std::to_string(rows) + ")");
    }
  }
  ClassSet classes(false);
  std::stop_source stop;
  std::unique_ptr<PuzzleInput> forms;
  if (!forms_in.is_none()) forms = std::make_unique<PuzzleInput>(forms_in);
  RowClasses numbered = number_classes(input, classes, false, threads, stop, forms.get());
  // Each class's rows, and its band: its first row's.
  std::vector<std::uint64_t> class_rows(classes.size(), 0);
  std::vector<std::uint32_t> class_band(classes.size(), 0);
  for (std::size_t row = 0; row < rows; ++row) {
    const std::uint32_t c = numbered.class_of[row];
    if (c == kNoClass) continue;
    if (class_rows[c]++ == 0 && banded) class_band[c] = bands.at(row);
  }
  if (renumber_bands) {  // values: bands numbered as their classes first show them
    std::vector<std::uint32_t> number;
    std::uint32_t numbered = 0;
    for (std::uint32_t& band : class_band) {
      if (band >= number.size()) number.resize(band + 1, kNoClass);
      if (number[band] == kNoClass) number[band] = numbered++;
      band = number[band];
    }
  }
  const std::vector<std::uint32_t> class_part =
      split_classes(class_rows, class_band, weights, seed);
  auto class_column = new_column<std::int64_t>(rows);
  auto part_column = new_column<std::int32_t>(rows);
  std::int64_t* class_out = class_column.mutable_data();
  std::int32_t* part_out = part_column.mutable_data();
  for (std::size_t row = 0; row < rows; ++row) {
    const std::uint32_t c = numbered.class_of[row];
    class_out[row] = c == kNoClass ? -1 : std::int64_t{c};
    part_out[row] = c == kNoClass ? -1 : static_cast<std::int32_t>(class_part[c]);
  }
  py::dict result;
  result["part"] = part_column;
  result["class"] = class_column;
  result["reason"] = numbered.reason;
  return result;
}

}  // namespace nonet::python
