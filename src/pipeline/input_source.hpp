// InputSource: the decoded bytes of one input (a file or standard input), plain, gzip or
// zstd, chosen by the content's magic bytes rather than by the file name.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace nonet {

enum class Compression : std::uint8_t { none, gzip, zstd };

class InputSource {
 public:
  // Opens `path` ("-" is standard input). On failure returns null and sets `error`.
  static std::unique_ptr<InputSource> open(const std::string& path, std::string& error);
  // Reads `fd`, already opened on `path`, and closes it when done (also on failure). A FIFO or
  // a device is opened once: a second open would lose what its writer already wrote.
  static std::unique_ptr<InputSource> adopt(int fd, const std::string& path, std::string& error);
  // The bytes [begin, end) of the regular, uncompressed file `path` (a shard's range).
  static std::unique_ptr<InputSource> open_range(const std::string& path, std::uint64_t begin,
                                                 std::uint64_t end, std::string& error);
  ~InputSource();
  InputSource(const InputSource&) = delete;
  InputSource& operator=(const InputSource&) = delete;

  // Reads up to `capacity` decoded bytes into `out`: the count, 0 at the end, -1 on an error
  // (then error() says what went wrong).
  std::ptrdiff_t read(char* out, std::size_t capacity);

  const std::string& name() const { return name_; }
  const std::string& error() const { return error_; }
  Compression compression() const { return compression_; }
  std::uint64_t raw_bytes_read() const { return raw_bytes_read_; }  // before decoding
  std::uint64_t raw_size() const { return raw_size_; }              // 0 when not known

 private:
  InputSource() = default;
  bool start(std::string& error);  // the size when known, then the compression
  bool detect();
  std::ptrdiff_t read_raw(char* out, std::size_t capacity);
  bool refill_raw();
  std::ptrdiff_t read_plain(char* out, std::size_t capacity);
  std::ptrdiff_t read_gzip(char* out, std::size_t capacity);
  std::ptrdiff_t read_zstd(char* out, std::size_t capacity);
  std::ptrdiff_t fail(std::string message);

  struct Decoders;  // zlib and zstd state, kept out of this header

  int fd_ = -1;
  bool owns_fd_ = false;
  std::string name_;
  std::string error_;
  Compression compression_ = Compression::none;
  std::uint64_t raw_bytes_read_ = 0;
  std::uint64_t raw_size_ = 0;
  std::uint64_t raw_left_ = UINT64_MAX;  // bytes a range may still read
  // Raw (undecoded) bytes read ahead: the magic bytes, and the decoders' input. Left
  // uninitialised, so that a small input touches only the pages its bytes fill.
  static constexpr std::size_t kRawBufferBytes = 128 * 1024;
  std::unique_ptr<char[]> raw_ = std::make_unique_for_overwrite<char[]>(kRawBufferBytes);
  std::size_t raw_begin_ = 0;
  std::size_t raw_end_ = 0;
  bool raw_eof_ = false;
  bool stream_done_ = true;  // the decoder ended a frame/member and wants no more input
  std::unique_ptr<Decoders> decoders_;
};

}  // namespace nonet
