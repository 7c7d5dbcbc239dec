// LineBuffer: the lines of one input, cut from large reads into one buffer. The readers
// (BatchReader for the pipeline, LineReader for check's two-file form) share it.
//
// A line over kMaxLineBytes is handed out cut (`too_long`) and the rest of it is dropped up
// to the next newline, so no line is ever held whole. Views into the buffer last until the
// next call that reads.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

#include "pipeline/input_source.hpp"

namespace nonet {

class LineBuffer {
 public:
  LineBuffer();

  // Starts over on `source` (not owned; null for none) and reads until more than
  // `probe_bytes` are buffered or the input ends, then skips a UTF-8 byte-order mark.
  // False on a read error (then error()).
  bool start(InputSource* source, std::size_t probe_bytes);

  // The next line, without its '\n'. False at the end of the input or on an error.
  // `quoted_rows` (delimited input): a line that leaves a quoted field open goes on to the
  // line that closes it, the line breaks inside; when none does within kMaxLineBytes or
  // before the end of the input, the line stays alone (its row reports the open quote).
  bool next_line(std::string_view& line, bool& too_long, bool quoted_rows = false);

  std::string_view buffered() const { return {buffer_.get() + begin_, end_ - begin_}; }
  bool at_end_of_input() const { return eof_; }
  void drop_buffered() { begin_ = end_; }
  const std::string& error() const { return error_; }

 private:
  bool refill();

  InputSource* source_ = nullptr;
  std::string error_;
  // Left uninitialised, so that a small input touches only the pages its bytes fill.
  std::unique_ptr<char[]> buffer_;
  std::size_t begin_ = 0;
  std::size_t end_ = 0;
  bool eof_ = false;
  bool skipping_ = false;  // dropping the rest of a too long line
};

}  // namespace nonet
