// run_split: two passes over one file. The first numbers each row's class (the dedup table) and
// notes its band of the --stratify column; then the classes of each band, shuffled by seed, go
// one by one to the part furthest below its share; the second pass writes each row to its
// class's part, in input order.
#include <algorithm>
#include <charconv>
#include <cstring>
#include <map>
#include <memory>

#include "canon/row_fields.hpp"
#include "canon/stage.hpp"
#include "nonet/random.hpp"
#include "pipeline/same_file.hpp"
#include "pipeline/text_format.hpp"

namespace nonet {

namespace {

constexpr std::uint32_t kLeftOut = UINT32_MAX;

bool parse_double(std::string_view text, double& value) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return !text.empty() && error == std::errc() && end == text.data() + text.size();
}

std::string_view field_text(std::string_view row, const std::pair<std::size_t, std::size_t>& span) {
  std::string_view field = row.substr(span.first, span.second - span.first);
  while (!field.empty() && (field.front() == ' ' || field.front() == '\t')) field.remove_prefix(1);
  while (!field.empty() && (field.back() == ' ' || field.back() == '\t')) field.remove_suffix(1);
  if (field.size() >= 2 && field.front() == '"' && field.back() == '"') {
    field = field.substr(1, field.size() - 2);
  }
  return field;
}

// The first pass: each row's class, and each class's band.
class ClassingStage : public BatchStage {
 public:
  explicit ClassingStage(const SplitJob& job) : job_(job) {
    std::uint32_t band = 0;
    for (std::size_t edge = 0; edge <= job.bands.size() && !job.bands.empty(); ++edge) {
      band_named(numeric_band_name(edge), band);  // numeric bands in their order
    }
  }

  void process(Batch& batch) const override { append_class_keys(batch, false); }

  bool stream_record(Batch& batch, const StreamedRecord& /*record*/,
                     RecordWriter& /*writer*/) const override {
    std::size_t at = 0;
    for (const Record& record : batch.records) {
      const char mark = batch.stats[at++];
      if (mark == kKeyHeader) {
        if (!job_.stratify.empty() && !find_column(batch.text_of(record), record.delimiter)) {
          return false;
        }
        continue;
      }
      if (mark != kKeyValid) {
        record_class_.push_back(kLeftOut);
        continue;
      }
      ClassKey key;
      std::memcpy(key.data(), batch.stats.data() + at, sizeof key);
      at += sizeof key;
      const ClassSet::Emplaced emplaced = classes_.emplace(key);
      const auto index = static_cast<std::uint32_t>(emplaced.index);
      record_class_.push_back(index);
      if (emplaced.added) {
        class_rows_.push_back(0);
        class_band_.push_back(0);
        if (!job_.stratify.empty()) {
          if (!band_of(batch, record, class_band_.back())) return false;
        }
      }
      ++class_rows_[index];
    }
    return true;
  }

  // Per record (headers aside) its class, or kLeftOut.
  const std::vector<std::uint32_t>& record_class() const { return record_class_; }
  const std::vector<std::uint64_t>& class_rows() const { return class_rows_; }
  const std::vector<std::uint32_t>& class_band() const { return class_band_; }
  const std::vector<std::string>& band_names() const { return band_names_; }
  const std::string& error() const { return error_; }

 private:
  bool fail(std::string message) const {
    error_ = std::move(message);
    return false;
  }

  // The --stratify column by name, from the header.
  bool find_column(std::string_view header, char delimiter) const {
    if (column_ != kNoField) return true;
    const std::string& wanted = job_.stratify;
    if (std::all_of(wanted.begin(), wanted.end(), [](char c) { return c >= '0' && c <= '9'; })) {
      return true;  // a number: band_of reads it
    }
    FieldSpans spans;
    field_spans(header, delimiter, spans);
    std::string names;
    for (std::size_t i = 0; i < spans.size(); ++i) {
      const std::string_view name = field_text(header, spans[i]);
      if (name == wanted) {
        column_ = i;
        return true;
      }
      names += (i ? ", " : "") + std::string(name);
    }
    return fail("--stratify '" + wanted + "': no such column (the header has " + names + ")");
  }

  bool band_of(const Batch& batch, const Record& record, std::uint32_t& band) const {
    const std::string& wanted = job_.stratify;
    if (record.delimiter == 0 || record.extra_length == 0) {
      return fail("--stratify '" + wanted + "': the input is not a delimited file with columns");
    }
    if (column_ == kNoField) {
      std::size_t number = 0;
      const auto [end, error] =
          std::from_chars(wanted.data(), wanted.data() + wanted.size(), number);
      if (error != std::errc() || end != wanted.data() + wanted.size() || number == 0) {
        return fail("--stratify '" + wanted + "': no such column (the input has no header)");
      }
      column_ = number - 1;
    }
    FieldSpans& spans = spans_;
    const std::string_view row = batch.extra_of(record);
    if (field_spans(row, record.delimiter, spans) <= column_) {
      return band_named("(missing)", band);
    }
    const std::string_view value = field_text(row, spans[column_]);
    if (job_.bands.empty()) return band_named(value, band);
    double number = 0;
    if (!parse_double(value, number)) return band_named("(not a number)", band);
    const std::size_t edge = static_cast<std::size_t>(
        std::upper_bound(job_.bands.begin(), job_.bands.end(), number) - job_.bands.begin());
    return band_named(numeric_band_name(edge), band);
  }

  std::string numeric_band_name(std::size_t edge) const {
    const auto text = [](double value) {
      char buffer[32];
      const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
      return std::string(buffer, end);
    };
    if (edge == 0) return "< " + text(job_.bands.front());
    if (edge == job_.bands.size()) return ">= " + text(job_.bands.back());
    return text(job_.bands[edge - 1]) + " to < " + text(job_.bands[edge]);
  }

  bool band_named(std::string_view name, std::uint32_t& band) const {
    const auto found = band_index_.find(std::string(name));
    if (found != band_index_.end()) {
      band = found->second;
    } else {
      band = static_cast<std::uint32_t>(band_names_.size());
      band_index_.emplace(name, band);
      band_names_.emplace_back(name);
    }
    return true;
  }

  const SplitJob& job_;
  // Touched only by stream_record, which the pipeline runs in its serial writer.
  mutable ClassSet classes_{false};
  mutable std::vector<std::uint32_t> record_class_;
  mutable std::vector<std::uint64_t> class_rows_;
  mutable std::vector<std::uint32_t> class_band_;
  mutable std::vector<std::string> band_names_;
  mutable std::map<std::string, std::uint32_t> band_index_;
  mutable std::size_t column_ = kNoField;
  mutable FieldSpans spans_;
  mutable std::string error_;
};

// The second pass: each row to its part, as it was read; headers to every part.
class RoutingStage : public BatchStage {
 public:
  RoutingStage(const std::vector<std::uint32_t>& record_part, std::vector<OutputSink>& sinks)
      : record_part_(record_part), sinks_(sinks), buffers_(sinks.size()) {}

  void process(Batch& batch) const override {
    batch.streamed.push_back({.record = 0, .output_offset = 0, .stats_offset = 0});
  }

  bool stream_record(Batch& batch, const StreamedRecord& /*record*/,
                     RecordWriter& /*writer*/) const override {
    for (const Record& record : batch.records) {
      if (record.shape == RecordShape::header) {
        for (std::string& buffer : buffers_) append_row(buffer, batch, record);
        continue;
      }
      if (next_ >= record_part_.size()) return fail("the input changed while it was read", true);
      const std::uint32_t part = record_part_[next_++];
      if (part != kLeftOut) append_row(buffers_[part], batch, record);
    }
    for (std::size_t i = 0; i < sinks_.size(); ++i) {
      if (!sinks_[i].write(buffers_[i])) return fail(sinks_[i].error());
      buffers_[i].clear();
    }
    return true;
  }

  std::uint64_t records() const { return next_; }
  const std::string& error() const { return error_; }
  bool input_error() const { return input_error_; }

 private:
  static void append_row(std::string& out, const Batch& batch, const Record& record) {
    std::string_view row;
    if (record.shape == RecordShape::block) {
      Grid grid;
      std::string reason;
      record_puzzle(batch, record, grid, reason);
      append_grid_line(out, grid);
    } else if (record.shape != RecordShape::header && record.extra_length != 0) {
      row = batch.extra_of(record);  // a delimited row, whole
    } else {
      row = batch.text_of(record);  // a header, or a plain line
    }
    if (!row.empty() && row.back() == '\r') row.remove_suffix(1);
    out.append(row);
    out.push_back('\n');
  }

  bool fail(std::string message, bool input = false) const {
    error_ = std::move(message);
    input_error_ = input;
    return false;
  }

  const std::vector<std::uint32_t>& record_part_;
  std::vector<OutputSink>& sinks_;
  mutable std::vector<std::string> buffers_;
  mutable std::uint64_t next_ = 0;
  mutable std::string error_;
  mutable bool input_error_ = false;
};

}  // namespace

std::vector<std::uint32_t> split_classes(std::span<const std::uint64_t> class_rows,
                                         std::span<const std::uint32_t> class_band,
                                         std::span<const double> weights, std::uint64_t seed) {
  const std::size_t parts = weights.size();
  double total_weight = 0;
  for (const double weight : weights) total_weight += weight;
  std::vector<std::vector<std::uint32_t>> band_classes;
  for (std::uint32_t c = 0; c < class_rows.size(); ++c) {
    if (class_band[c] >= band_classes.size()) band_classes.resize(class_band[c] + 1);
    band_classes[class_band[c]].push_back(c);
  }
  std::vector<std::uint32_t> class_part(class_rows.size(), 0);
  for (std::size_t band = 0; band < band_classes.size(); ++band) {
    RandomStream draws(stream_seed(seed, band, 0));
    draws.shuffle(band_classes[band]);
    std::vector<std::uint64_t> placed(parts, 0);
    std::uint64_t total = 0;
    for (const std::uint32_t c : band_classes[band]) {
      total += class_rows[c];
      std::size_t best = 0;
      double best_deficit = 0;
      for (std::size_t p = 0; p < parts; ++p) {
        const double deficit =
            weights[p] / total_weight * static_cast<double>(total) - static_cast<double>(placed[p]);
        if (p == 0 || deficit > best_deficit) best = p, best_deficit = deficit;
      }
      class_part[c] = static_cast<std::uint32_t>(best);
      placed[best] += class_rows[c];
    }
  }
  return class_part;
}

SplitSummary run_split(const SplitJob& job) {
  SplitSummary summary;
  const auto stop = [&](RunError error, std::string message) {
    summary.run.error = error;
    summary.run.message = std::move(message);
    return summary;
  };
  std::vector<NamedOutput> outputs;
  for (std::size_t i = 0; i < job.paths.size(); ++i) {
    outputs.push_back({job.paths[i], "part " + job.parts[i].name});
  }
  std::string clash = find_same_file(job.pipeline.inputs, outputs);
  if (!clash.empty()) return stop(RunError::usage, std::move(clash));
  std::vector<OutputSink> sinks(job.paths.size());
  for (std::size_t i = 0; i < sinks.size(); ++i) {
    if (!sinks[i].open(job.paths[i])) return stop(RunError::output, sinks[i].error());
  }

  PipelineOptions reading = job.pipeline;
  reading.output = "/dev/null";
  reading.table.keep_columns = true;  // rows come whole, headers as records
  const ClassingStage classing(job);
  summary.run = run_pipeline(reading, classing);
  if (!classing.error().empty()) return stop(RunError::input, classing.error());
  if (summary.run.error != RunError::none) return summary;
  summary.invalid = summary.run.counts[kCanonInvalidSlot];
  summary.rows = summary.run.counts[kCanonDoneSlot];
  summary.classes = classing.class_rows().size();

  std::vector<double> weights;
  for (const SplitPart& part : job.parts) weights.push_back(part.weight);
  const std::vector<std::uint32_t> class_part =
      split_classes(classing.class_rows(), classing.class_band(), weights, job.seed);
  std::vector<std::uint32_t> record_part(classing.record_class().size());
  const std::size_t parts = job.parts.size();
  summary.part_rows.assign(parts, 0);
  summary.part_classes.assign(parts, 0);
  for (std::size_t c = 0; c < class_part.size(); ++c) {
    ++summary.part_classes[class_part[c]];
    summary.part_rows[class_part[c]] += classing.class_rows()[c];
  }
  for (const std::string& name : classing.band_names()) {
    summary.bands.push_back({name, std::vector<std::uint64_t>(parts, 0)});
  }
  for (std::size_t r = 0; r < record_part.size(); ++r) {
    const std::uint32_t c = classing.record_class()[r];
    record_part[r] = c == kLeftOut ? kLeftOut : class_part[c];
    if (c != kLeftOut && !summary.bands.empty()) {
      ++summary.bands[classing.class_band()[c]].part_rows[class_part[c]];
    }
  }
  if (job.bands.empty()) {  // values: numbers in order, then the others by name
    std::stable_sort(summary.bands.begin(), summary.bands.end(), [](const auto& a, const auto& b) {
      double x = 0, y = 0;
      const bool a_number = parse_double(a.name, x), b_number = parse_double(b.name, y);
      if (a_number != b_number) return a_number;
      return a_number ? x < y : a.name < b.name;
    });
  }

  reading.progress = ProgressMode::off;
  const RoutingStage routing(record_part, sinks);
  const RunSummary written = run_pipeline(reading, routing);
  if (!routing.error().empty()) {
    return stop(routing.input_error() ? RunError::input : RunError::output, routing.error());
  }
  if (written.error != RunError::none) return stop(written.error, written.message);
  if (routing.records() != record_part.size()) {
    return stop(RunError::input, "the input changed while it was read");
  }
  summary.run.seconds += written.seconds;
  for (OutputSink& sink : sinks) {
    if (!sink.close()) return stop(RunError::output, sink.error());
  }
  return summary;
}

}  // namespace nonet
