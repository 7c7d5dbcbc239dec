#include "line_reader.hpp"

#include <cstring>

#include "batch_reader.hpp"
#include "nonet/pipeline.hpp"

namespace nonet {

namespace {

// Room for a whole kMaxLineBytes line plus large reads behind it.
constexpr std::size_t kReadBufferBytes = 4 * kMaxLineBytes;

}  // namespace

LineReader::LineReader() = default;
LineReader::~LineReader() = default;

bool LineReader::open(const std::string& path) {
  source_ = InputSource::open(path, error_);
  if (!source_) return false;
  buffer_.resize(kReadBufferBytes);
  return true;
}

const std::string& LineReader::name() const {
  return source_->name();
}

std::uint64_t LineReader::raw_bytes_read() const {
  return source_ ? source_->raw_bytes_read() : 0;
}

std::uint64_t LineReader::raw_size() const {
  return source_ ? source_->raw_size() : 0;
}

bool LineReader::refill() {
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

bool LineReader::next_raw_line(std::string_view& line, bool& too_long) {
  if (!started_) {
    started_ = true;
    while (!eof_ && end_ < 3) {
      if (!refill()) return false;
    }
    if (end_ >= 3 && std::memcmp(buffer_.data(), "\xEF\xBB\xBF", 3) == 0) begin_ = 3;
  }
  for (;;) {
    char* const data = buffer_.data();
    if (skipping_) {
      const void* newline = std::memchr(data + begin_, '\n', end_ - begin_);
      if (newline == nullptr) {
        begin_ = end_;
        if (eof_) return false;
        if (!refill()) return false;
        continue;
      }
      begin_ = static_cast<const char*>(newline) - data + 1;
      skipping_ = false;
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

bool LineReader::next(std::string_view& line, std::uint64_t& number, bool& too_long) {
  while (next_raw_line(line, too_long)) {
    ++line_number_;
    if (is_blank_or_comment(line)) continue;
    if (too_long) line = line.substr(0, kTooLongKeptBytes);
    number = line_number_;
    return true;
  }
  return false;
}

}  // namespace nonet
