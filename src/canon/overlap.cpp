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

// What the lines tell of each class: the inputs it is in (the first, and whether another),
// and whether one input has it twice.
struct ClassFacts {
  std::uint32_t first_input = kNone;
  std::uint32_t last_input = kNone;
  bool several_inputs = false;
  bool repeated_in_input = false;
};

void write_listed(const OverlapStage& stage, const std::vector<ClassFacts>& facts,
                  const std::vector<std::string>& paths, bool within, OverlapSummary& summary,
                  OutputSink& output) {
  const auto listed = [&](std::uint32_t index) {
    return facts[index].several_inputs || (within && facts[index].repeated_in_input);
  };
  std::vector<OverlapStage::Line> lines;
  for (const OverlapStage::Line& line : stage.lines()) {
    if (listed(line.class_index)) lines.push_back(line);
  }
  // Grouped by class in order of first appearance; each class's lines stay in input order.
  std::stable_sort(lines.begin(), lines.end(),
                   [](const auto& a, const auto& b) { return a.class_index < b.class_index; });
  std::string text = "class,file,line,form\n";
  std::uint64_t number = 0;
  std::uint32_t previous = kNone;
  for (const OverlapStage::Line& line : lines) {
    if (line.class_index != previous) ++number, previous = line.class_index;
    append_uint(text, number);
    text.push_back(',');
    append_csv(text, paths[line.input]);
    text.push_back(',');
    append_uint(text, line.line);
    text.push_back(',');
    char cells[kCells];
    unpack_form(stage.classes().key(line.class_index)).write_line(cells, '0');
    text.append(cells, kCells);
    text.push_back('\n');
    if (text.size() >= (1 << 20)) {
      if (!output.write(text)) return;  // a failed write shows when the output closes
      text.clear();
    }
  }
  output.write(text);
  summary.listed_classes = number;
  summary.listed_lines = lines.size();
}

}  // namespace

OverlapSummary run_overlap(const OverlapJob& job) {
  std::vector<std::string> paths = job.pipeline.inputs;
  if (paths.empty()) paths.push_back("-");
  const OverlapStage stage(paths.size());
  // One input has nothing to share with another: its repeats are what is asked.
  const bool within = job.within || paths.size() == 1;
  OverlapSummary summary;
  summary.run = run_then_write(job.pipeline, stage, [&](OutputSink& output) {
    std::vector<ClassFacts> facts(stage.classes().size());
    for (const OverlapStage::Line& line : stage.lines()) {
      ClassFacts& fact = facts[line.class_index];
      if (fact.last_input == line.input) fact.repeated_in_input = true;
      if (fact.first_input == kNone) fact.first_input = line.input;
      if (fact.first_input != line.input) fact.several_inputs = true;
      fact.last_input = line.input;
    }
    summary.inputs.resize(paths.size());
    for (std::size_t i = 0; i < paths.size(); ++i) {
      OverlapInput& input = summary.inputs[i];
      input.path = paths[i];
      input.lines = stage.counts()[i].lines;
      input.invalid = stage.counts()[i].invalid;
      input.distinct_lines = stage.counts()[i].distinct;
    }
    // Per input, its classes and those it shares; per pair of inputs, the classes they share
    // (a shared class's inputs, in order: lines come input by input).
    std::vector<std::uint32_t> seen_in(facts.size(), kNone);
    std::vector<std::vector<std::uint32_t>> inputs_of_shared(facts.size());
    for (const OverlapStage::Line& line : stage.lines()) {
      OverlapInput& input = summary.inputs[line.input];
      const bool shared = facts[line.class_index].several_inputs;
      if (shared) ++input.shared_lines;
      if (seen_in[line.class_index] == line.input) continue;
      seen_in[line.class_index] = line.input;
      ++input.classes;
      if (!shared) continue;
      ++input.shared_classes;
      inputs_of_shared[line.class_index].push_back(line.input);
    }
    std::vector<std::uint64_t> pair_counts(paths.size() * paths.size(), 0);
    for (const std::vector<std::uint32_t>& inputs : inputs_of_shared) {
      if (inputs.empty()) continue;
      ++summary.shared_classes;
      for (std::size_t a = 0; a < inputs.size(); ++a) {
        for (std::size_t b = a + 1; b < inputs.size(); ++b) {
          ++pair_counts[inputs[a] * paths.size() + inputs[b]];
        }
      }
    }
    for (std::uint32_t a = 0; a < paths.size(); ++a) {
      for (std::uint32_t b = a + 1; b < paths.size(); ++b) {
        const std::uint64_t count = pair_counts[a * paths.size() + b];
        if (count != 0) summary.pairs.push_back({a, b, count});
      }
    }
    write_listed(stage, facts, paths, within, summary, output);
    return true;
  });
  return summary;
}

}  // namespace nonet
