#include "pipeline/input_source.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>
#include <zstd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace nonet {

namespace {

std::string quoted(const std::string& name) {
  return "'" + name + "'";
}

}  // namespace

struct InputSource::Decoders {
  z_stream zlib{};
  bool zlib_ready = false;
  ZSTD_DCtx* zstd = nullptr;

  ~Decoders() {
    if (zlib_ready) inflateEnd(&zlib);
    if (zstd != nullptr) ZSTD_freeDCtx(zstd);
  }
};

std::unique_ptr<InputSource> InputSource::open(const std::string& path, std::string& error) {
  if (path != "-") {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
      error = "cannot open " + quoted(path) + ": " + std::strerror(errno);
      return nullptr;
    }
    return adopt(fd, path, error);
  }
  std::unique_ptr<InputSource> source(new InputSource());
  source->fd_ = STDIN_FILENO;
  source->name_ = "standard input";
  return source->start(error) ? std::move(source) : nullptr;
}

std::unique_ptr<InputSource> InputSource::adopt(int fd, const std::string& path,
                                                std::string& error) {
  std::unique_ptr<InputSource> source(new InputSource());
  source->fd_ = fd;
  source->owns_fd_ = true;
  source->name_ = quoted(path);
  return source->start(error) ? std::move(source) : nullptr;
}

bool InputSource::start(std::string& error) {
  struct stat info {};
  if (::fstat(fd_, &info) == 0) {
    if (S_ISDIR(info.st_mode)) {
      error = "cannot read " + name_ + ": " + std::strerror(EISDIR);
      return false;
    }
    if (S_ISREG(info.st_mode)) {
      raw_size_ = static_cast<std::uint64_t>(info.st_size);
      ::posix_fadvise(fd_, 0, 0, POSIX_FADV_SEQUENTIAL);
    }
  }
  if (!detect()) {
    error = error_;
    return false;
  }
  return true;
}

std::unique_ptr<InputSource> InputSource::open_range(const std::string& path, std::uint64_t begin,
                                                     std::uint64_t end, std::string& error) {
  std::unique_ptr<InputSource> source(new InputSource());
  source->name_ = quoted(path);
  source->fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (source->fd_ < 0) {
    error = "cannot open " + source->name_ + ": " + std::strerror(errno);
    return nullptr;
  }
  source->owns_fd_ = true;
  if (::lseek(source->fd_, static_cast<off_t>(begin), SEEK_SET) < 0) {
    error = "cannot read " + source->name_ + ": " + std::strerror(errno);
    return nullptr;
  }
  ::posix_fadvise(source->fd_, static_cast<off_t>(begin), static_cast<off_t>(end - begin),
                  POSIX_FADV_SEQUENTIAL);
  source->raw_size_ = end - begin;
  source->raw_left_ = end - begin;
  return source;  // plain text: the shard plan refused compressed files
}

InputSource::~InputSource() {
  if (owns_fd_) ::close(fd_);
}

std::ptrdiff_t InputSource::fail(std::string message) {
  error_ = "cannot read " + name_ + ": " + std::move(message);
  return -1;
}

std::ptrdiff_t InputSource::read_raw(char* out, std::size_t capacity) {
  capacity = static_cast<std::size_t>(std::min<std::uint64_t>(capacity, raw_left_));
  if (capacity == 0) return 0;
  for (;;) {
    const ssize_t n = ::read(fd_, out, capacity);
    if (n >= 0) {
      raw_bytes_read_ += static_cast<std::uint64_t>(n);
      if (raw_left_ != UINT64_MAX) raw_left_ -= static_cast<std::uint64_t>(n);
      return n;
    }
    if (errno != EINTR) return fail(std::strerror(errno));
  }
}

bool InputSource::refill_raw() {
  if (raw_begin_ > 0) {
    std::memmove(raw_.get(), raw_.get() + raw_begin_, raw_end_ - raw_begin_);
    raw_end_ -= raw_begin_;
    raw_begin_ = 0;
  }
  const std::ptrdiff_t n = read_raw(raw_.get() + raw_end_, kRawBufferBytes - raw_end_);
  if (n < 0) return false;
  if (n == 0) raw_eof_ = true;
  raw_end_ += static_cast<std::size_t>(n);
  return true;
}

// Reads ahead until the magic bytes can be seen (a pipe may deliver them one by one).
bool InputSource::detect() {
  while (raw_end_ < 4 && !raw_eof_) {
    if (!refill_raw()) return false;
  }
  const auto* bytes = reinterpret_cast<const unsigned char*>(raw_.get());
  const std::size_t n = raw_end_;
  if (n >= 2 && bytes[0] == 0x1f && bytes[1] == 0x8b) {
    compression_ = Compression::gzip;
    decoders_ = std::make_unique<Decoders>();
    // 15 + 32: the largest window, with automatic gzip/zlib header detection.
    if (inflateInit2(&decoders_->zlib, 15 + 32) != Z_OK) {
      fail("cannot start the gzip decoder");
      return false;
    }
    decoders_->zlib_ready = true;
    stream_done_ = false;
  } else if (n >= 4 && bytes[0] == 0x28 && bytes[1] == 0xb5 && bytes[2] == 0x2f &&
             bytes[3] == 0xfd) {
    compression_ = Compression::zstd;
    decoders_ = std::make_unique<Decoders>();
    decoders_->zstd = ZSTD_createDCtx();
    if (decoders_->zstd == nullptr) {
      fail("cannot start the zstd decoder");
      return false;
    }
    stream_done_ = false;
  }
  return true;
}

std::ptrdiff_t InputSource::read(char* out, std::size_t capacity) {
  if (capacity == 0) return 0;
  switch (compression_) {
    case Compression::none:
      return read_plain(out, capacity);
    case Compression::gzip:
      return read_gzip(out, capacity);
    case Compression::zstd:
      return read_zstd(out, capacity);
  }
  return 0;
}

std::ptrdiff_t InputSource::read_plain(char* out, std::size_t capacity) {
  if (raw_begin_ < raw_end_) {
    const std::size_t n = std::min(capacity, raw_end_ - raw_begin_);
    std::memcpy(out, raw_.get() + raw_begin_, n);
    raw_begin_ += n;
    return static_cast<std::ptrdiff_t>(n);
  }
  if (raw_eof_) return 0;
  // Large reads straight into the caller's buffer: no copy for plain files.
  const std::ptrdiff_t n = read_raw(out, capacity);
  if (n == 0) raw_eof_ = true;
  return n;
}

std::ptrdiff_t InputSource::read_gzip(char* out, std::size_t capacity) {
  z_stream& zlib = decoders_->zlib;
  zlib.next_out = reinterpret_cast<Bytef*>(out);
  zlib.avail_out = static_cast<uInt>(std::min<std::size_t>(capacity, 1u << 30));
  const uInt wanted = zlib.avail_out;
  while (zlib.avail_out == wanted) {
    if (raw_begin_ == raw_end_ && !raw_eof_ && !refill_raw()) return -1;
    const bool no_input = raw_begin_ == raw_end_;
    if (no_input && stream_done_) return 0;
    if (stream_done_) {  // another gzip member follows (`cat a.gz b.gz` is valid gzip)
      inflateReset(&zlib);
      stream_done_ = false;
    }
    zlib.next_in = reinterpret_cast<Bytef*>(raw_.get() + raw_begin_);
    zlib.avail_in = static_cast<uInt>(raw_end_ - raw_begin_);
    const int rc = inflate(&zlib, Z_NO_FLUSH);
    raw_begin_ = raw_end_ - zlib.avail_in;
    if (rc == Z_STREAM_END) {
      stream_done_ = true;
    } else if (rc != Z_OK && rc != Z_BUF_ERROR) {
      return fail("corrupt gzip data");
    } else if (no_input && zlib.avail_out == wanted) {
      return fail("truncated gzip data");
    }
  }
  return static_cast<std::ptrdiff_t>(wanted - zlib.avail_out);
}

std::ptrdiff_t InputSource::read_zstd(char* out, std::size_t capacity) {
  ZSTD_outBuffer output{out, capacity, 0};
  while (output.pos == 0) {
    if (raw_begin_ == raw_end_ && !raw_eof_ && !refill_raw()) return -1;
    const bool no_input = raw_begin_ == raw_end_;
    if (no_input && stream_done_) return 0;
    ZSTD_inBuffer input{raw_.get() + raw_begin_, raw_end_ - raw_begin_, 0};
    const std::size_t rc = ZSTD_decompressStream(decoders_->zstd, &output, &input);
    raw_begin_ += input.pos;
    if (ZSTD_isError(rc)) return fail(std::string("corrupt zstd data: ") + ZSTD_getErrorName(rc));
    stream_done_ = rc == 0;  // 0: a frame ended and everything was flushed
    if (no_input && output.pos == 0 && !stream_done_) return fail("truncated zstd data");
  }
  return static_cast<std::ptrdiff_t>(output.pos);
}

}  // namespace nonet
