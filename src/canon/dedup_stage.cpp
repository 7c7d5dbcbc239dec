#include <cstring>

#include "canon/stage.hpp"
#include "pipeline/text_format.hpp"

namespace nonet {

namespace {

std::string_view trimmed(std::string_view text) {
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
  while (!text.empty() && space(text.front())) text.remove_prefix(1);
  while (!text.empty() && space(text.back())) text.remove_suffix(1);
  return text;
}

}  // namespace

void append_class_keys(Batch& batch, bool cells) {
  Grid grid;
  std::string reason;
  for (const Record& record : batch.records) {
    if (record.shape == RecordShape::header) {
      batch.stats.push_back(kKeyHeader);
      continue;
    }
    if (!record_puzzle(batch, record, grid, reason)) {
      batch.stats.push_back(kKeyInvalid);
      batch.warnings.push_back("line " + std::to_string(record.line) + ": " + reason +
                               " (not a puzzle: left out)");
      ++batch.counts[kCanonInvalidSlot];
      continue;
    }
    const ClassKey form = pack_form(minlex(grid));
    batch.stats.push_back(kKeyValid);
    batch.stats.append(reinterpret_cast<const char*>(form.data()), sizeof form);
    if (cells) {
      const ClassKey exact = pack_cells(grid);
      batch.stats.append(reinterpret_cast<const char*>(exact.data()), sizeof exact);
    }
    ++batch.counts[kCanonDoneSlot];
  }
  batch.streamed.push_back({.record = 0, .output_offset = 0, .stats_offset = batch.stats.size()});
}

void DedupStage::process(Batch& batch) const {
  append_class_keys(batch, false);
}

bool DedupStage::stream_record(Batch& batch, const StreamedRecord& /*record*/,
                               RecordWriter& writer) const {
  out_.clear();
  std::size_t at = 0;
  for (const Record& record : batch.records) {
    if (batch.stats[at++] != kKeyValid) continue;
    ClassKey key;
    std::memcpy(key.data(), batch.stats.data() + at, sizeof key);
    at += sizeof key;
    if (job_.max_memory != 0 && classes_.bytes_after_insert() > job_.max_memory &&
        !classes_.contains(key)) {
      memory_exceeded_ = true;
      writer.write_output(out_);
      return false;
    }
    ++lines_;
    if (!classes_.insert(key) || job_.counts) continue;
    if (job_.forms || record.shape == RecordShape::block) {
      char cells[kCells];
      if (job_.forms) {
        unpack_form(key).write_line(cells, '0');
      } else {
        std::string reason;
        Grid grid;
        record_puzzle(batch, record, grid, reason);
        grid.write_line(cells, '.');
      }
      out_.append(cells, kCells);
    } else {
      out_.append(trimmed(batch.text_of(record)));
    }
    out_.push_back('\n');
  }
  return writer.write_output(out_);
}

}  // namespace nonet
