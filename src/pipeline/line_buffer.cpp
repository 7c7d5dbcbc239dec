#include "pipeline/line_buffer.hpp"

#include <algorithm>
#include <cstring>

#include "nonet/pipeline.hpp"
#include "pipeline/find_newline.hpp"

namespace nonet {

namespace {

// Room for a whole kMaxLineBytes line plus large reads behind it.
constexpr std::size_t kReadBufferBytes = 4 * kMaxLineBytes;

// Whether `text` leaves a quoted field open: an odd number of quotes (a quote inside a
// quoted field is written twice, RFC 4180).
bool leaves_quote_open(const char* text, std::size_t size) {
  bool open = false;
  for (const char* at = text;
       (at = static_cast<const char*>(std::memchr(at, '"', size - (at - text)))); ++at) {
    open = !open;
  }
  return open;
}

// The length of the row starting at `text` when a quoted field spans its line breaks: up to
// the first line break outside quotes. False when `size` bytes hold none.
bool quoted_row_length(const char* text, std::size_t size, std::size_t& length) {
  bool open = false;
  for (std::size_t at = 0; at < size; ++at) {
    if (text[at] == '"') open = !open;
    if (text[at] == '\n' && !open) {
      length = at;
      return true;
    }
  }
  return false;
}

// Turns each lone '\r' in [from, end) into '\n': a classic Mac line end is a line end, as
// CRLF is (whose '\r' stays, read as trailing white space). A '\r' in the last byte is
// left for the next call, when its successor is known, unless the input has ended.
void end_lone_carriage_returns(char* from, char* end, bool at_end_of_input) {
  for (char* at = from; (at = static_cast<char*>(std::memchr(at, '\r', end - at))); ++at) {
    if (at + 1 < end ? at[1] != '\n' : at_end_of_input) *at = '\n';
  }
}

}  // namespace

LineBuffer::LineBuffer() : buffer_(std::make_unique_for_overwrite<char[]>(kReadBufferBytes)) {}

bool LineBuffer::start(InputSource* source, std::size_t probe_bytes) {
  source_ = source;
  error_.clear();
  runaway_ = false;
  begin_ = end_ = 0;
  eof_ = source == nullptr;
  while (!eof_ && end_ <= probe_bytes) {
    if (!refill()) return false;
  }
  if (end_ >= 3 && std::memcmp(buffer_.get(), "\xEF\xBB\xBF", 3) == 0) begin_ = 3;
  // A UTF-16 text would be a bad character on every line: refused once, by its name.
  if (end_ >= 2 && (std::memcmp(buffer_.get(), "\xFF\xFE", 2) == 0 ||
                    std::memcmp(buffer_.get(), "\xFE\xFF", 2) == 0)) {
    error_ = "cannot read " + source->name() +
             ": it is UTF-16 text (its byte-order mark says so); nonet reads ASCII or UTF-8 "
             "(iconv -f UTF-16 -t UTF-8 converts it)";
    return false;
  }
  return true;
}

bool LineBuffer::refill() {
  if (begin_ > 0) {
    std::memmove(buffer_.get(), buffer_.get() + begin_, end_ - begin_);
    end_ -= begin_;
    begin_ = 0;
  }
  const std::ptrdiff_t n = source_->read(buffer_.get() + end_, kReadBufferBytes - end_);
  if (n < 0) {
    error_ = source_->error();
    return false;
  }
  if (n == 0) eof_ = true;
  // From one byte back: a '\r' that ended the previous read is decided now.
  const std::size_t from = end_ > begin_ ? end_ - 1 : end_;
  end_ += static_cast<std::size_t>(n);
  end_lone_carriage_returns(buffer_.get() + from, buffer_.get() + end_, eof_);
  return true;
}

namespace {

// Whether a line (its line end's carriage return, if any, not counted: the kind of line end
// never changes a result) is over kMaxLineBytes.
bool over_limit(std::string_view line) {
  const bool carriage_return = !line.empty() && line.back() == '\r';
  return line.size() - (carriage_return ? 1 : 0) > kMaxLineBytes;
}

}  // namespace

bool LineBuffer::next_line(std::string_view& line, bool& too_long, bool quoted_rows) {
  line_breaks_inside_ = 0;
  if (runaway_) {
    error_ = "cannot read " + source_->name() + ": a line runs on past " +
             std::to_string(kMaxSkippedLineBytes >> 30) +
             " GiB without a line end: not a text file of puzzles";
    return false;
  }
  for (;;) {
    char* const data = buffer_.get();
    const std::size_t available = end_ - begin_;
    const char* const newline = find_newline(data + begin_, available);
    if (newline != nullptr) {
      std::size_t length = newline - (data + begin_);
      if (quoted_rows && leaves_quote_open(data + begin_, length)) {
        const std::size_t window = std::min(available, kMaxLineBytes + 1);
        if (quoted_row_length(data + begin_, window, length)) {
          line_breaks_inside_ =
              static_cast<std::uint64_t>(std::count(data + begin_, data + begin_ + length, '\n'));
        } else if (available > kMaxLineBytes) {
          return cut_long_row(line, too_long, quoted_rows);  // a quoted field runs past it
        } else if (!eof_) {
          if (!refill()) return false;
          continue;  // look further for the line that closes the field
        } else {
          length = newline - (data + begin_);  // never closed: the line stands alone
        }
      }
      line = std::string_view(data + begin_, length);
      begin_ += length + 1;
      too_long = over_limit(line);
      if (too_long) line = line.substr(0, kTooLongKeptBytes);
      return true;
    }
    // One byte more than the limit may be the carriage return of a CRLF line end.
    if (available > kMaxLineBytes + 1) return cut_long_row(line, too_long, quoted_rows);
    if (eof_) {
      if (available == 0) return false;
      line = std::string_view(data + begin_, available);  // the last line, no newline
      begin_ = end_;
      too_long = over_limit(line);
      if (too_long) line = line.substr(0, kTooLongKeptBytes);
      return true;
    }
    if (!refill()) return false;
  }
}

// A row over kMaxLineBytes: its head is kept, the rest read up to the row's end (a newline;
// with `quoted_rows` one outside quotes) and dropped, counting the line breaks inside.
bool LineBuffer::cut_long_row(std::string_view& line, bool& too_long, bool quoted_rows) {
  long_row_head_.assign(buffer_.get() + begin_, std::min(end_ - begin_, kTooLongKeptBytes));
  bool open = false;  // inside a quoted field
  std::uint64_t skipped = 0;
  for (;;) {
    const char* at = buffer_.get() + begin_;
    const char* const limit = buffer_.get() + end_ - undecided_carriage_return();
    bool row_ended = false;
    while (at < limit && !row_ended) {
      const auto find = [&](char c, const char* until) {
        return static_cast<const char*>(std::memchr(at, c, static_cast<std::size_t>(until - at)));
      };
      if (open) {
        const char* const quote = find('"', limit);
        const char* const stop = quote != nullptr ? quote : limit;
        line_breaks_inside_ += static_cast<std::uint64_t>(std::count(at, stop, '\n'));
        open = quote == nullptr;
        at = quote != nullptr ? quote + 1 : limit;
        continue;
      }
      const char* const newline = find('\n', limit);
      const char* const quote =
          quoted_rows ? find('"', newline != nullptr ? newline : limit) : nullptr;
      if (quote != nullptr) {
        open = true;
        at = quote + 1;
      } else if (newline != nullptr) {
        at = newline + 1;
        row_ended = true;
      } else {
        at = limit;
      }
    }
    skipped += static_cast<std::size_t>(at - buffer_.get()) - begin_;
    begin_ = static_cast<std::size_t>(at - buffer_.get());
    if (row_ended || eof_) break;
    if (skipped > kMaxSkippedLineBytes) {
      runaway_ = true;  // handed out as too long; the next call ends the input
      break;
    }
    if (!refill()) return false;
  }
  line = long_row_head_;
  too_long = true;
  return true;
}

}  // namespace nonet
