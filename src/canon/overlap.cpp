// run_overlap: every input's lines numbered by class (the dedup table over all inputs at once),
// then the classes that two inputs share, or that repeat inside one, listed line by line.
#include <algorithm>
#include <cstring>

#include "canon/stage.hpp"
#include "pipeline/text_format.hpp"

namespace nonet {

void OverlapStage::process(Batch& batch) const {
  append_class_keys(batch, true);
}

bool OverlapStage::stream_record(Batch& batch, const StreamedRecord& /*record*/,
                                 RecordWriter& /*writer*/) const {
  std::size_t at = 0;
  for (const Record& record : batch.records) {
    Counts& counts = counts_[record.input];
    if (batch.stats[at++] != kKeyValid) {
      ++counts.invalid;
      continue;
    }
    ClassKey form, cells;
    std::memcpy(form.data(), batch.stats.data() + at, sizeof form);
    std::memcpy(cells.data(), batch.stats.data() + at + sizeof form, sizeof cells);
    at += sizeof form + sizeof cells;
    // Inputs are read one after the other: the exact table holds one input's puzzles.
    if (record.input != exact_input_) {
      exact_ = ClassSet(false);
      exact_input_ = record.input;
    }
    ++counts.lines;
    if (exact_.insert(cells)) ++counts.distinct;
    const auto index = static_cast<std::uint32_t>(classes_.emplace(form).index);
    lines_.push_back({index, record.input, record.line});
  }
  return true;
}

namespace {

constexpr std::uint32_t kNone = UINT32_MAX;

// What the rows tell of each class: the inputs it is in (the first, and whether another),
// and whether one input has it twice.
struct ClassFacts {
  std::uint32_t first_input = kNone;
  std::uint32_t last_input = kNone;
  bool several_inputs = false;
  bool repeated_in_input = false;
};

bool write_listed(const ClassSet& classes, std::span<const OverlapRow> listed,
                  const std::vector<std::string>& paths, OutputSink& output) {
  std::string text = "class,file,line,form\n";
  std::uint64_t number = 0;
  std::uint32_t previous = kNone;
  for (const OverlapRow& row : listed) {
    if (row.class_index != previous) ++number, previous = row.class_index;
    append_uint(text, number);
    text.push_back(',');
    append_csv(text, paths[row.input]);
    text.push_back(',');
    append_uint(text, row.line);
    text.push_back(',');
    char cells[kCells];
    unpack_form(classes.key(row.class_index)).write_line(cells, '0');
    text.append(cells, kCells);
    text.push_back('\n');
    if (text.size() >= (1 << 20)) {
      if (!output.write(text)) return false;  // a failed write shows when the output closes
      text.clear();
    }
  }
  return output.write(text);
}

}  // namespace

std::vector<OverlapRow> list_overlap(std::span<const OverlapRow> rows, std::uint64_t classes,
                                     bool within, OverlapSummary& summary) {
  std::vector<ClassFacts> facts(classes);
  for (const OverlapRow& row : rows) {
    ClassFacts& fact = facts[row.class_index];
    if (fact.last_input == row.input) fact.repeated_in_input = true;
    if (fact.first_input == kNone) fact.first_input = row.input;
    if (fact.first_input != row.input) fact.several_inputs = true;
    fact.last_input = row.input;
  }
  // Per input, its classes and those it shares; per pair of inputs, the classes they share
  // (a shared class's inputs, in order: rows come input by input).
  const std::size_t inputs = summary.inputs.size();
  std::vector<std::uint32_t> seen_in(facts.size(), kNone);
  std::vector<std::vector<std::uint32_t>> inputs_of_shared(facts.size());
  for (const OverlapRow& row : rows) {
    OverlapInput& input = summary.inputs[row.input];
    const bool shared = facts[row.class_index].several_inputs;
    if (shared) ++input.shared_lines;
    if (seen_in[row.class_index] == row.input) continue;
    seen_in[row.class_index] = row.input;
    ++input.classes;
    if (!shared) continue;
    ++input.shared_classes;
    inputs_of_shared[row.class_index].push_back(row.input);
  }
  std::vector<std::uint64_t> pair_counts(inputs * inputs, 0);
  for (const std::vector<std::uint32_t>& of_class : inputs_of_shared) {
    if (of_class.empty()) continue;
    ++summary.shared_classes;
    for (std::size_t a = 0; a < of_class.size(); ++a) {
      for (std::size_t b = a + 1; b < of_class.size(); ++b) {
        ++pair_counts[of_class[a] * inputs + of_class[b]];
      }
    }
  }
  for (std::uint32_t a = 0; a < inputs; ++a) {
    for (std::uint32_t b = a + 1; b < inputs; ++b) {
      const std::uint64_t count = pair_counts[a * inputs + b];
      if (count != 0) summary.pairs.push_back({a, b, count});
    }
  }
  std::vector<OverlapRow> listed;
  for (const OverlapRow& row : rows) {
    const ClassFacts& fact = facts[row.class_index];
    if (fact.several_inputs || (within && fact.repeated_in_input)) listed.push_back(row);
  }
  // Grouped by class in order of first appearance; each class's rows stay in input order.
  std::stable_sort(listed.begin(), listed.end(),
                   [](const auto& a, const auto& b) { return a.class_index < b.class_index; });
  std::uint32_t previous = kNone;
  for (const OverlapRow& row : listed) {
    if (row.class_index != previous) ++summary.listed_classes, previous = row.class_index;
  }
  summary.listed_lines = listed.size();
  return listed;
}

OverlapSummary run_overlap(const OverlapJob& job) {
  std::vector<std::string> paths = job.pipeline.inputs;
  if (paths.empty()) paths.push_back("-");
  const OverlapStage stage(paths.size());
  // One input has nothing to share with another: its repeats are what is asked.
  const bool within = job.within || paths.size() == 1;
  OverlapSummary summary;
  summary.run = run_then_write(job.pipeline, stage, [&](OutputSink& output) {
    summary.inputs.resize(paths.size());
    for (std::size_t i = 0; i < paths.size(); ++i) {
      OverlapInput& input = summary.inputs[i];
      input.path = paths[i];
      input.lines = stage.counts()[i].lines;
      input.invalid = stage.counts()[i].invalid;
      input.distinct_lines = stage.counts()[i].distinct;
    }
    const std::vector<OverlapRow> listed =
        list_overlap(stage.lines(), stage.classes().size(), within, summary);
    write_listed(stage.classes(), listed, paths, output);
    return true;
  });
  return summary;
}

}  // namespace nonet
