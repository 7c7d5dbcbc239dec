// nonet.overlap: the classes several batches share, and the rows that repeat a class of their
// own batch, by overlap's rule (canon's list_overlap) over rows numbered in one class table.
#include "canon/class_key.hpp"
#include "nonet/canon_job.hpp"
#include "python/arguments.hpp"
#include "python/bindings.hpp"
#include "python/classes.hpp"
#include "python/results.hpp"

namespace nonet::python {

namespace {

template <typename T, typename Field>
py::array_t<T> per_input(const OverlapSummary& summary, Field field) {
  auto column = new_column<T>(summary.inputs.size());
  for (std::size_t i = 0; i < summary.inputs.size(); ++i) {
    column.mutable_data()[i] = static_cast<T>(field(summary.inputs[i]));
  }
  return column;
}

}  // namespace

py::dict overlap(const py::sequence& batches, bool within, const py::handle& threads_value,
                 const py::object& forms_in) {
  const int threads = thread_count(threads_value);
  std::vector<PuzzleInput> inputs, forms;
  for (const py::handle batch : batches) inputs.emplace_back(batch);
  if (inputs.empty()) throw py::value_error("overlap needs at least one batch of puzzles");
  if (!forms_in.is_none()) {
    for (const py::handle batch : py::sequence(forms_in)) forms.emplace_back(batch);
    if (forms.size() != inputs.size()) {
      throw py::value_error("forms: must hold one batch of forms per batch of puzzles");
    }
  }
  ClassSet classes(false);
  std::stop_source stop;
  OverlapSummary summary;
  summary.inputs.resize(inputs.size());
  std::vector<OverlapRow> rows;
  py::list reasons;
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    RowClasses numbered = number_classes(inputs[i], classes, true, threads, stop,
                                         forms.empty() ? nullptr : &forms[i]);
    OverlapInput& counts = summary.inputs[i];
    for (std::size_t row = 0; row < numbered.class_of.size(); ++row) {
      const std::uint32_t c = numbered.class_of[row];
      if (c == kNoClass) {
        ++counts.invalid;
        continue;
      }
      ++counts.lines;
      rows.push_back({c, static_cast<std::uint32_t>(i), row});
    }
    counts.distinct_lines = numbered.distinct;
    reasons.append(numbered.reason);
  }
  // One batch has nothing to share with another: its repeats are what is asked.
  const std::vector<OverlapRow> listed =
      list_overlap(rows, classes.size(), within || inputs.size() == 1, summary);

  auto class_column = new_column<std::int64_t>(listed.size());
  auto batch_column = new_column<std::int32_t>(listed.size());
  auto row_column = new_column<std::int64_t>(listed.size());
  auto form_column = new_column<std::uint8_t>(listed.size(), kCells);
  std::int64_t number = 0;
  for (std::size_t i = 0; i < listed.size(); ++i) {
    if (i == 0 || listed[i].class_index != listed[i - 1].class_index) ++number;
    class_column.mutable_data()[i] = number;
    batch_column.mutable_data()[i] = static_cast<std::int32_t>(listed[i].input);
    row_column.mutable_data()[i] = static_cast<std::int64_t>(listed[i].line);
    const Grid form = unpack_form(classes.key(listed[i].class_index));
    std::copy(form.cells.begin(), form.cells.end(), form_column.mutable_data() + i * kCells);
  }
  auto pairs = new_column<std::int64_t>(summary.pairs.size(), 3);
  for (std::size_t i = 0; i < summary.pairs.size(); ++i) {
    std::int64_t* pair = pairs.mutable_data() + 3 * i;
    pair[0] = summary.pairs[i].first;
    pair[1] = summary.pairs[i].second;
    pair[2] = static_cast<std::int64_t>(summary.pairs[i].classes);
  }
  py::dict result;
  result["class"] = class_column;
  result["batch"] = batch_column;
  result["row"] = row_column;
  result["form"] = form_column;
  result["rows"] = per_input<std::int64_t>(summary, [](const auto& in) { return in.lines; });
  result["invalid"] = per_input<std::int64_t>(summary, [](const auto& in) { return in.invalid; });
  result["classes"] = per_input<std::int64_t>(summary, [](const auto& in) { return in.classes; });
  result["distinct"] =
      per_input<std::int64_t>(summary, [](const auto& in) { return in.distinct_lines; });
  result["shared_classes"] =
      per_input<std::int64_t>(summary, [](const auto& in) { return in.shared_classes; });
  result["shared_rows"] =
      per_input<std::int64_t>(summary, [](const auto& in) { return in.shared_lines; });
  result["pairs"] = pairs;
  result["shared"] = summary.shared_classes;
  result["reasons"] = reasons;
  return result;
}

}  // namespace nonet::python
