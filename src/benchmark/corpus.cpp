#include "benchmark/corpus.hpp"

#include <string_view>

#include "nonet/pipeline.hpp"
#include "pipeline/batch_reader.hpp"
#include "pipeline/text_format.hpp"

namespace nonet {

bool load_corpus(const std::string& path, BenchCorpus& corpus, std::string& error,
                 const TableOptions& table) {
  corpus = BenchCorpus{};
  corpus.path = path;
  const std::size_t slash = path.find_last_of('/');
  corpus.name = printable(slash == std::string::npos ? path : path.substr(slash + 1));

  // The pipeline's reader, so that bench reads what solve reads (tables, block forms).
  TableOptions options = table;
  options.keep_columns = false;
  BatchReader reader({path}, 0, options);
  Batch batch;
  for (;;) {
    batch.clear();
    if (!reader.fill(batch, kBatchLines)) break;
    for (const Record& record : batch.records) {
      std::string reason;
      Grid puzzle;
      if (record_puzzle(batch, record, puzzle, reason)) {
        corpus.puzzles.push_back(puzzle);
        corpus.lines.push_back(record.line);
        continue;
      }
      if (record.shape != RecordShape::bad_row) reason = printable(reason);
      ++corpus.invalid;
      if (corpus.first_invalid.size() < kShownInvalidLines) {
        corpus.first_invalid.push_back({record.line, std::move(reason)});
      }
    }
  }
  if (reader.failed()) {
    error = reader.error();
    return false;
  }
  return true;
}

}  // namespace nonet
