#include "pipeline/shard.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <memory>

namespace nonet {

namespace {

constexpr std::size_t kScanBytes = 256 * 1024;

// An open file, closed on every return path.
struct FileHandle {
  int fd = -1;
  ~FileHandle() {
    if (fd >= 0) ::close(fd);
  }
};

std::string quoted(const std::string& path) {
  return "'" + path + "'";
}

// Reads [at, at + size) or less at the end of the file; -1 on an error.
std::ptrdiff_t read_at(int fd, char* out, std::size_t size, std::uint64_t at) {
  for (;;) {
    const ssize_t n = ::pread(fd, out, size, static_cast<off_t>(at));
    if (n >= 0 || errno != EINTR) return n;
  }
}

// Lines end at '\n', "\r\n" or a lone '\r', as the line reader reads them. Whether the
// '\r' at `at` is lone: the byte after it is not '\n' (or there is none).
bool is_lone_carriage_return(int fd, std::uint64_t at, bool& lone) {
  char next = 0;
  const std::ptrdiff_t n = read_at(fd, &next, 1, at + 1);
  if (n < 0) return false;
  lone = n == 0 || next != '\n';
  return true;
}

// The first line start at or after `position`: 0, the byte after a line end, or `size`.
bool line_start_from(int fd, std::uint64_t position, std::uint64_t size, std::vector<char>& buffer,
                     std::uint64_t& start) {
  if (position == 0 || position >= size) {
    start = std::min(position, size);
    return true;
  }
  // A line starts at `position` when the byte before it ends a line.
  for (std::uint64_t at = position - 1; at < size;) {
    const std::ptrdiff_t n = read_at(fd, buffer.data(), buffer.size(), at);
    if (n < 0) return false;
    if (n == 0) break;
    for (std::ptrdiff_t i = 0; i < n; ++i) {
      const char c = buffer[static_cast<std::size_t>(i)];
      if (c != '\n' && c != '\r') continue;
      bool ends_line = c == '\n';
      if (c == '\r' && !is_lone_carriage_return(fd, at + i, ends_line)) return false;
      if (ends_line) {
        start = at + static_cast<std::uint64_t>(i) + 1;
        return true;
      }
    }
    at += static_cast<std::uint64_t>(n);
  }
  start = size;
  return true;
}

// Line ends in [0, end), `end` being a line start: the number of the last line before it.
bool count_lines(int fd, std::uint64_t end, std::vector<char>& buffer, std::uint64_t& lines) {
  lines = 0;
  bool after_carriage_return = false;  // the byte before this read was a '\r'
  for (std::uint64_t at = 0; at < end;) {
    const std::size_t want =
        static_cast<std::size_t>(std::min<std::uint64_t>(buffer.size(), end - at));
    const std::ptrdiff_t n = read_at(fd, buffer.data(), want, at);
    if (n < 0) return false;
    if (n == 0) break;
    const char* const data = buffer.data();
    if (!after_carriage_return && std::memchr(data, '\r', static_cast<std::size_t>(n)) == nullptr) {
      lines += static_cast<std::uint64_t>(std::count(data, data + n, '\n'));  // the common case
      at += static_cast<std::uint64_t>(n);
      continue;
    }
    for (std::ptrdiff_t i = 0; i < n; ++i) {
      const char c = data[i];
      if (after_carriage_return && c != '\n') ++lines;  // the '\r' before was lone
      if (c == '\n') ++lines;
      after_carriage_return = c == '\r';
    }
    at += static_cast<std::uint64_t>(n);
  }
  if (after_carriage_return) ++lines;  // `end` starts a line, so that '\r' ended one
  return true;
}

bool is_compressed(const unsigned char* bytes, std::ptrdiff_t n) {
  if (n >= 2 && bytes[0] == 0x1f && bytes[1] == 0x8b) return true;
  return n >= 4 && bytes[0] == 0x28 && bytes[1] == 0xb5 && bytes[2] == 0x2f && bytes[3] == 0xfd;
}

// Range `shard` of `total` bytes: [total * (I-1) / N, total * I / N).
std::uint64_t shard_bound(std::uint64_t total, std::uint32_t part, std::uint32_t count) {
  return static_cast<std::uint64_t>(static_cast<unsigned __int128>(total) * part / count);
}

}  // namespace

std::optional<Shard> parse_shard(std::string_view text) {
  const std::size_t slash = text.find('/');
  if (slash == std::string_view::npos) return std::nullopt;
  const auto whole = [](std::string_view digits, std::uint32_t& value) {
    if (digits.empty() || digits.front() < '0' || digits.front() > '9') return false;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    return ec == std::errc() && end == digits.data() + digits.size();
  };
  Shard shard;
  if (!whole(text.substr(0, slash), shard.index) || !whole(text.substr(slash + 1), shard.count)) {
    return std::nullopt;
  }
  if (shard.count == 0 || shard.index == 0 || shard.index > shard.count) return std::nullopt;
  return shard;
}

bool plan_shard(const std::vector<std::string>& inputs, Shard shard,
                std::vector<ShardRange>& ranges, std::string& error) {
  ranges.clear();
  struct Input {
    FileHandle file;
    std::uint64_t size = 0;
  };
  std::vector<std::unique_ptr<Input>> files;
  std::uint64_t total = 0;
  for (const std::string& path : inputs) {
    if (path == "-") {
      error = "--shard needs files: standard input cannot be split";
      return false;
    }
    auto input = std::make_unique<Input>();
    input->file.fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (input->file.fd < 0) {
      error = "cannot open " + quoted(path) + ": " + std::strerror(errno);
      return false;
    }
    struct stat info {};
    if (::fstat(input->file.fd, &info) != 0 || !S_ISREG(info.st_mode)) {
      error = "--shard needs regular files: " + quoted(path) + " is not one";
      return false;
    }
    unsigned char magic[4] = {};
    const std::ptrdiff_t n = read_at(input->file.fd, reinterpret_cast<char*>(magic), 4, 0);
    if (n < 0) {
      error = "cannot read " + quoted(path) + ": " + std::strerror(errno);
      return false;
    }
    if (is_compressed(magic, n)) {
      error = "--shard needs uncompressed files: " + quoted(path) + " is compressed";
      return false;
    }
    input->size = static_cast<std::uint64_t>(info.st_size);
    total += input->size;
    files.push_back(std::move(input));
  }
  const std::uint64_t low = shard_bound(total, shard.index - 1, shard.count);
  const std::uint64_t high = shard_bound(total, shard.index, shard.count);
  std::vector<char> buffer(kScanBytes);
  std::uint64_t offset = 0;  // of this file in the inputs taken together
  for (std::size_t i = 0; i < files.size(); ++i) {
    const Input& input = *files[i];
    const std::uint64_t size = input.size;
    const auto local = [&](std::uint64_t bound) {
      return bound <= offset ? 0 : std::min(bound - offset, size);
    };
    ShardRange range;
    range.path = inputs[i];
    range.input = static_cast<std::uint32_t>(i);
    const int fd = input.file.fd;
    if (!line_start_from(fd, local(low), size, buffer, range.begin) ||
        !line_start_from(fd, local(high), size, buffer, range.end) ||
        (range.begin < range.end && !count_lines(fd, range.begin, buffer, range.lines_before))) {
      error = "cannot read " + quoted(inputs[i]) + ": " + std::strerror(errno);
      return false;
    }
    offset += size;
    if (range.begin >= range.end) continue;
    range.whole_file = range.begin == 0 && range.end == size;
    ranges.push_back(std::move(range));
  }
  return true;
}

}  // namespace nonet
