#include "pipeline/line_buffer.hpp"

#include <cstring>

#include "nonet/pipeline.hpp"

namespace nonet {

namespace {

// Room for a whole kMaxLineBytes line plus large reads behind it.
constexpr std::size_t kReadBufferBytes = 4 * kMaxLineBytes;

}  // namespace

LineBuffer::LineBuffer() : buffer_(kReadBufferBytes) {}

bool LineBuffer::start(InputSource* source, std::size_t probe_bytes) {
  source_ = source;
  error_.clear();
  begin_ = end_ = 0;
  eof_ = source == nullptr;
  skipping_ = false;
  while (!eof_ && end_ <= probe_bytes) {
    if (!refill()) return false;
  }
  if (end_ >= 3 && std::memcmp(buffer_.data(), "\xEF\xBB\xBF", 3) == 0) begin_ = 3;
  return true;
}

bool LineBuffer::refill() {
  if (begin_ > 0) {
    std::memmove(buffer_.data(), buffer_.data() + begin_, end_ - begin_);
    end_ -= begin_;
    begin_ = 0;
  }
  const std::ptrdiff_t n = source_->read(buffer_.data() + end_, buffer_.size() - end_);
  if (n < 0) {
    error_ = source_->error();
    return false;
  }
  if (n == 0) eof_ = true;
  end_ += static_cast<std::size_t>(n);
  return true;
}

bool LineBuffer::next_line(std::string_view& line, bool& too_long) {
  for (;;) {
    char* const data = buffer_.data();
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
    const void* newline = std::memchr(data + begin_, '\n', available);
    if (newline != nullptr) {
      const std::size_t length = static_cast<const char*>(newline) - (data + begin_);
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
