// The whole-input reader: plain, gzip or zstd bytes (told by their magic) cut into batches
// of records. Any input ends or fails with a message; records stay within their limits
// and inside the batch's text; line numbers only grow.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "memory_file.hpp"
#include "pipeline/batch_reader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const nonet::fuzz::MemoryFile file(data, size);
  nonet::BatchReader reader({file.path()});
  nonet::Batch batch;
  std::uint64_t last_line = 0;
  for (int batches = 0; batches < 100000; ++batches) {
    batch.clear();
    if (!reader.fill(batch, 64)) break;
    if (batch.records.empty() || batch.records.size() > 64) std::abort();
    for (const nonet::Record& record : batch.records) {
      if (std::size_t{record.offset} + record.length > batch.text.size()) std::abort();
      if (record.shape == nonet::RecordShape::line && record.length > nonet::kMaxLineBytes)
        std::abort();
      if (record.line <= last_line && record.shape != nonet::RecordShape::block) std::abort();
      last_line = record.line;
    }
  }
  if (reader.failed() && reader.error().empty()) std::abort();
  return 0;
}
