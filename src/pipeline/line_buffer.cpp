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

}  // namespace

LineBuffer::LineBuffer() : buffer_(std::make_unique_for_overwrite<char[]>(kReadBufferBytes)) {}

bool LineBuffer::start(InputSource* source, std::size_t probe_bytes) {
  source_ = source;
  error_.clear();
  begin_ = end_ = 0;
  eof_ = source == nullptr;
  skipping_ = false;
  while (!eof_ && end_ <= probe_bytes) {
    if (!refill()) return false;
  }
  if (end_ >= 3 && std::memcmp(buffer_.get(), "\xEF\xBB\xBF", 3) == 0) begin_ = 3;
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
  end_ += static_cast<std::size_t>(n);
  return true;
}

bool LineBuffer::next_line(std::string_view& line, bool& too_long, bool quoted_rows) {
  for (;;) {
    char* const data = buffer_.get();
    if (skipping_) {
      const void* newline = std::memchr(data + begin_, '\n', end_ - begin_);
      if (newline != nullptr) {
        begin_ = static_cast<const char*>(newline) - data + 1;
        skipping_ = false;
      } else {
        begin_ = end_;
        if (eof_) {
          skipping_ = false;
          return false;
        }
        if (!refill()) return false;
        continue;
      }
    }
    const std::size_t available = end_ - begin_;
    const char* const newline = find_newline(data + begin_, available);
    if (newline != nullptr) {
      std::size_t length = newline - (data + begin_);
      if (quoted_rows && leaves_quote_open(data + begin_, length)) {
        const std::size_t window = std::min(available, kMaxLineBytes + 1);
        if (!quoted_row_length(data + begin_, window, length)) {
          length = newline - (data + begin_);
          if (!eof_ && available <= kMaxLineBytes) {
            if (!refill()) return false;
            continue;  // look further for the line that closes the field
          }
        }
      }
      line = std::string_view(data + begin_, length);
      begin_ += length + 1;
      too_long = length > kMaxLineBytes;
      return true;
    }
    if (available > kMaxLineBytes) {
      // Hand out the head now; the rest is dropped up to the next newline.
      line = std::string_view(data + begin_, available);
      too_long = true;
      begin_ = end_;
      skipping_ = !eof_;
      return true;
    }
    if (eof_) {
      if (available == 0) return false;
      line = std::string_view(data + begin_, available);  // the last line, no newline
      begin_ = end_;
      too_long = false;
      return true;
    }
    if (!refill()) return false;
  }
}

}  // namespace nonet
