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

// The first line start at or after `position`: 0, the byte after a newline, or `size`.
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
    const void* newline = std::memchr(buffer.data(), '\n', static_cast<std::size_t>(n));
    if (newline != nullptr) {
      start =
          at + static_cast<std::uint64_t>(static_cast<const char*>(newline) - buffer.data()) + 1;
      return true;
    }
    at += static_cast<std::uint64_t>(n);
  }
  start = size;
  return true;
}

// Newlines in [0, end): the number of the last line before `end`.
bool count_lines(int fd, std::uint64_t end, std::vector<char>& buffer, std::uint64_t& lines) {
  lines = 0;
  for (std::uint64_t at = 0; at < end;) {
    const std::size_t want =
        static_cast<std::size_t>(std::min<std::uint64_t>(buffer.size(), end - at));
    const std::ptrdiff_t n = read_at(fd, buffer.data(), want, at);
    if (n < 0) return false;
    if (n == 0) break;
    lines += static_cast<std::uint64_t>(std::count(buffer.data(), buffer.data() + n, '\n'));
    at += static_cast<std::uint64_t>(n);
  }
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
