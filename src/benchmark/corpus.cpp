#include "benchmark/corpus.hpp"

#include <string_view>

#include "nonet/pipeline.hpp"
#include "pipeline/line_reader.hpp"
#include "pipeline/text_format.hpp"

namespace nonet {

bool load_corpus(const std::string& path, BenchCorpus& corpus, std::string& error) {
  corpus = BenchCorpus{};
  corpus.path = path;
  const std::size_t slash = path.find_last_of('/');
  corpus.name = printable(slash == std::string::npos ? path : path.substr(slash + 1));

  LineReader reader;
  if (!reader.open(path)) {
    error = reader.error();
    return false;
  }
  std::string_view text;
  std::uint64_t line = 0;
  bool too_long = false;
  while (reader.next(text, line, too_long)) {
    std::string reason;
    if (too_long) {
      reason = "line longer than " + std::to_string(kMaxLineBytes) + " bytes";
    } else {
      const ParseResult parsed = parse_line(text);
      if (parsed.ok()) {
        corpus.puzzles.push_back(parsed.grid);
        corpus.lines.push_back(line);
        continue;
      }
      reason = printable(parsed.error.message());
    }
    ++corpus.invalid;
    if (corpus.first_invalid.size() < kShownInvalidLines) {
      corpus.first_invalid.push_back({line, std::move(reason)});
    }
  }
  if (reader.failed()) {
    error = reader.error();
    return false;
  }
  return true;
}

}  // namespace nonet
