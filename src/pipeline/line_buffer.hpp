// LineBuffer: the lines of one input, cut from large reads into one buffer. The readers
// (BatchReader for the pipeline, LineReader for check's two-file form) share it. A line
// ends at '\n', "\r\n" or a lone '\r' (lone ones are turned into '\n' as they are read).
//
// A line over kMaxLineBytes is handed out cut to its first kTooLongKeptBytes (`too_long`)
// and the rest of it is read and dropped, so no line is ever held whole. Views into the
// buffer last until the next call that reads.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "pipeline/input_source.hpp"

namespace nonet {

// How many bytes of a too long line are handed out, to show what it was.
inline constexpr std::size_t kTooLongKeptBytes = 128;
// A line that runs on past this without a line end (/dev/zero, a binary file) ends its input
// with an error, after its record: no puzzle file holds one, and skipping it could last
// forever.
inline constexpr std::uint64_t kMaxSkippedLineBytes = std::uint64_t{1} << 30;

class LineBuffer {
 public:
  LineBuffer();

  // Starts over on `source` (not owned; null for none) and reads until more than
  // `probe_bytes` are buffered or the input ends, then skips a UTF-8 byte-order mark.
  // False on a read error (then error()).
  bool start(InputSource* source, std::size_t probe_bytes);

  // The next line, without its line end (the '\r' of a CRLF stays). False at the end of the
  // input or on an error. `quoted_rows` (delimited input): a line that leaves a quoted field
  // open goes on to the line that closes it, the line breaks inside; when the input ends
  // first, the line stays alone (its row reports the open quote). A row longer than
  // kMaxLineBytes (a quoted field running past it included) is handed out cut, `too_long`,
  // and the rest of it dropped, up to the quote's end.
  bool next_line(std::string_view& line, bool& too_long, bool quoted_rows = false);
  // The line breaks inside the last line handed out (a quoted row that spans lines).
  std::uint64_t line_breaks_inside() const { return line_breaks_inside_; }

  std::string_view buffered() const { return {buffer_.get() + begin_, end_ - begin_}; }
  bool at_end_of_input() const { return eof_; }
  void drop_buffered() { begin_ = end_; }
  const std::string& error() const { return error_; }

 private:
  bool refill();
  bool cut_long_row(std::string_view& line, bool& too_long, bool quoted_rows);
  // 1 when the last byte read is a '\r' whose successor is not read yet (it may end a line).
  std::size_t undecided_carriage_return() const {
    return !eof_ && end_ > begin_ && buffer_[end_ - 1] == '\r' ? 1 : 0;
  }

  InputSource* source_ = nullptr;
  std::string error_;
  bool runaway_ = false;  // the last line handed out ran past kMaxSkippedLineBytes
  // Left uninitialised, so that a small input touches only the pages its bytes fill.
  std::unique_ptr<char[]> buffer_;
  std::size_t begin_ = 0;
  std::size_t end_ = 0;
  bool eof_ = false;
  std::uint64_t line_breaks_inside_ = 0;
  std::string long_row_head_;  // what a too long line hands out
};

}  // namespace nonet
