// The delimited (CSV/TSV/semicolon) reader: each line's fields as split_row sees them are
// the ones row_field hands out one by one, and a missing or unclosed field is counted
// right; then the whole input, with column options picked by its first byte, goes through
// the batch reader (layout detection, header, quoted fields, bad rows in place) and `solve`
// with --keep-columns, which must read as many records as the reader alone.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "memory_file.hpp"
#include "nonet/pipeline.hpp"
#include "pipeline/batch_reader.hpp"
#include "pipeline/delimited.hpp"

namespace {

constexpr std::size_t kMaxFields = 64;

void check_fields(std::string_view row, char delimiter) {
  std::array<std::string, kMaxFields> fields;
  const std::size_t count = nonet::split_row(row, delimiter, fields.data(), kMaxFields);
  std::string scratch;
  for (std::size_t i = 0; i <= count && i < kMaxFields; ++i) {
    std::string_view field;
    std::size_t seen = 0;
    const nonet::FieldStatus status = nonet::row_field(row, delimiter, i, field, scratch, seen);
    if (i < count) {
      if (status != nonet::FieldStatus::ok || field != fields[i]) std::abort();
    } else if (status == nonet::FieldStatus::ok) {
      std::abort();  // split_row stopped before a field that exists
    } else if (status == nonet::FieldStatus::missing && seen != count) {
      std::abort();
    } else if (status == nonet::FieldStatus::open_quote && seen != count + 1) {
      std::abort();
    }
  }
}

std::uint64_t count_records(const std::string& path, const nonet::TableOptions& table) {
  nonet::BatchReader reader({path}, 0, table);
  nonet::Batch batch;
  std::uint64_t records = 0;
  for (int batches = 0; batches < 100000; ++batches) {
    batch.clear();
    if (!reader.fill(batch, 64)) break;
    for (const nonet::Record& record : batch.records) {
      const std::size_t end = std::size_t{record.offset} + record.length + record.extra_length;
      if (end > batch.text.size()) std::abort();
      if (record.shape != nonet::RecordShape::header) ++records;
    }
  }
  if (reader.failed() && reader.error().empty()) std::abort();
  return records;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::uint8_t options = data[0];
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);

  for (std::size_t at = 0, lines = 0; at < text.size() && lines < 64; ++lines) {
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    for (const char delimiter : {',', '\t', ';'}) check_fields(text.substr(at, end - at), delimiter);
    at = end + 1;
  }

  static constexpr std::array<const char*, 4> kColumns = {"", "2", "puzzle", "quizzes"};
  nonet::TableOptions table;
  table.column = kColumns[options & 3];
  table.keep_columns = (options & 4) != 0;
  const nonet::fuzz::MemoryFile file(data + 1, size - 1);
  const std::uint64_t records = count_records(file.path(), table);

  nonet::SolveJob job;
  job.pipeline.inputs = {file.path()};
  job.pipeline.output = "/dev/null";
  job.pipeline.threads = 1;
  job.pipeline.progress = nonet::ProgressMode::off;
  job.pipeline.log = nullptr;
  job.pipeline.table = table;
  job.format = (options & 8) != 0 ? nonet::OutputFormat::csv : nonet::OutputFormat::line;
  const nonet::RunSummary summary = nonet::run_solve(job);
  if (summary.error == nonet::RunError::none && summary.records != records) std::abort();
  return 0;
}
