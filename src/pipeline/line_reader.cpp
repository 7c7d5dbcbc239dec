#include "pipeline/line_reader.hpp"

#include "nonet/pipeline.hpp"
#include "pipeline/batch_reader.hpp"

namespace nonet {

LineReader::LineReader() = default;
LineReader::~LineReader() = default;

bool LineReader::open(const std::string& path) {
  source_ = InputSource::open(path, error_);
  return source_ != nullptr;
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

bool LineReader::next_raw_line(std::string_view& line, bool& too_long) {
  if (!started_) {
    started_ = true;
    if (!lines_.start(source_.get(), 2)) {  // 3 bytes, to look for a byte-order mark
      error_ = lines_.error();
      return false;
    }
  }
  if (lines_.next_line(line, too_long)) return true;
  error_ = lines_.error();
  return false;
}

bool LineReader::next(std::string_view& line, std::uint64_t& number, bool& too_long) {
  while (next_raw_line(line, too_long)) {
    ++line_number_;
    // A blank-or-comment line holding a '#' is a comment.
    if (is_blank_or_comment(line) && !(keep_comments_ && line.find('#') != line.npos)) continue;
    number = line_number_;
    return true;
  }
  return false;
}

}  // namespace nonet
