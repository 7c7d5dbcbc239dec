// LineReader: the puzzle lines of one input, one at a time, for a reader that takes turns
// between inputs (the two-file form of `nonet check`). As BatchReader does: large reads
// into one buffer, blank and `#` lines skipped but counted, a byte-order mark skipped, a
// line over kMaxLineBytes handed out cut (`too_long`) and the rest of it dropped. No block
// forms: an input of this kind is one record per line.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "pipeline/input_source.hpp"
#include "pipeline/line_buffer.hpp"

namespace nonet {

class LineReader {
 public:
  LineReader();
  ~LineReader();

  bool open(const std::string& path);  // false: error() says why
  // `#` lines are handed out too, for a reader whose comments carry data (the grader line of
  // a rating file).
  void keep_comments() { keep_comments_ = true; }

  // The next puzzle line and its 1-based number; the view lasts until the next call. False
  // at the end of the input, or on an error (then failed()).
  bool next(std::string_view& line, std::uint64_t& number, bool& too_long);

  bool failed() const { return !error_.empty(); }
  const std::string& error() const { return error_; }
  const std::string& name() const;                      // "'path'" or "standard input"
  std::uint64_t lines() const { return line_number_; }  // lines read so far, all kinds
  std::uint64_t raw_bytes_read() const;
  std::uint64_t raw_size() const;  // 0 when not known

 private:
  bool next_raw_line(std::string_view& line, bool& too_long);

  std::unique_ptr<InputSource> source_;
  std::string error_;
  LineBuffer lines_;
  bool started_ = false;  // the byte-order mark was looked for
  bool keep_comments_ = false;
  std::uint64_t line_number_ = 0;
};

}  // namespace nonet
