#include "python/classes.hpp"

#include "canon/class_key.hpp"
#include "nonet/canon.hpp"
#include "python/parallel_rows.hpp"
#include "python/results.hpp"

namespace nonet::python {

RowClasses number_classes(const PuzzleInput& input, ClassSet& classes, bool count_distinct,
                          int threads, std::stop_source& stop, const PuzzleInput* forms) {
  const std::size_t rows = input.size();
  if (forms != nullptr && forms->size() != rows) {
    throw py::value_error("forms: must hold one form per row (" + std::to_string(rows) + "); got " +
                          std::to_string(forms->size()));
  }
  RowClasses result;
  result.class_of.assign(rows, kNoClass);
  result.reason = new_reason_column(rows);
  ClassSet exact(false);
  std::vector<Grid> grids, given_forms;
  std::vector<std::string> reasons, form_reasons;
  std::vector<ClassKey> keys, cells;
  for (std::size_t first = 0; first < rows; first += chunk_rows()) {
    const std::size_t count = std::min(chunk_rows(), rows - first);
    input.load(first, count, grids, reasons);
    if (forms != nullptr) {
      forms->load(first, count, given_forms, form_reasons);
      for (std::size_t i = 0; i < count; ++i) {
        if (reasons[i].empty() && !form_reasons[i].empty()) reasons[i] = "form: " + form_reasons[i];
      }
    }
    keys.resize(count);
    cells.resize(count);
    parallel_rows(count, threads, stop, [&](std::size_t i) {
      if (!reasons[i].empty()) return;
      keys[i] = pack_form(forms != nullptr ? given_forms[i] : minlex(grids[i]));
      if (count_distinct) cells[i] = pack_cells(grids[i]);
    });
    for (std::size_t i = 0; i < count; ++i) {
      if (!reasons[i].empty()) continue;
      result.class_of[first + i] = static_cast<std::uint32_t>(classes.emplace(keys[i]).index);
      if (count_distinct && exact.insert(cells[i])) ++result.distinct;
    }
    store_reasons(result.reason, first, reasons);
  }
  return result;
}

}  // namespace nonet::python
