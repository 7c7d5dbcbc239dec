#include "pipeline/temporary_names.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdint>

namespace nonet {

namespace {

constexpr std::string_view kMarker = ".nonet-";
constexpr std::size_t kSuffixLength = 6;

bool is_suffix_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
}

// Gone: no process has that pid here (a process we may not signal still exists).
bool process_is_gone(long pid) {
  return ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH;
}

// A regular file nobody holds a lock on, removed while we hold the lock.
void remove_if_unlocked(int directory_fd, const char* name) {
  const int fd = ::openat(directory_fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return;
  struct stat info {};
  if (::fstat(fd, &info) == 0 && S_ISREG(info.st_mode) && ::flock(fd, LOCK_EX | LOCK_NB) == 0) {
    ::unlinkat(directory_fd, name, 0);
  }
  ::close(fd);
}

}  // namespace

std::string temporary_prefix(std::string_view base) {
  std::string prefix = ".";
  prefix += base;
  prefix += kMarker;
  prefix += std::to_string(::getpid());
  prefix += '-';
  return prefix;
}

std::string temporary_suffix() {
  static std::atomic<std::uint64_t> calls{0};
  // splitmix64 over the time, the pid and a counter: unique enough for a name that is
  // checked (linkat fails on an existing name) rather than trusted.
  std::uint64_t x =
      static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()) ^
      (static_cast<std::uint64_t>(::getpid()) << 40) ^ (calls.fetch_add(1) * 0x9e3779b97f4a7c15ull);
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  x ^= x >> 31;
  constexpr std::string_view kChars =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  std::string suffix;
  for (std::size_t i = 0; i < kSuffixLength; ++i, x /= kChars.size()) {
    suffix += kChars[x % kChars.size()];
  }
  return suffix;
}

bool parse_temporary_name(std::string_view name, long& pid) {
  // `.NAME.nonet-PID-XXXXXX`: the marker is searched from the end, since NAME may hold one.
  if (name.size() < 1 + kMarker.size() + 2 + kSuffixLength || name.front() != '.') return false;
  const std::string_view suffix = name.substr(name.size() - kSuffixLength);
  for (const char c : suffix)
    if (!is_suffix_char(c)) return false;
  name.remove_suffix(kSuffixLength);
  if (name.back() != '-') return false;
  name.remove_suffix(1);
  const std::size_t digits_begin = name.find_last_not_of("0123456789") + 1;
  const std::string_view digits = name.substr(digits_begin);
  if (digits.empty() || digits.size() > 9 || digits.front() == '0') return false;
  name.remove_suffix(digits.size());
  if (!name.ends_with(kMarker) || name.size() == 1 + kMarker.size()) return false;
  pid = 0;
  for (const char c : digits) pid = pid * 10 + (c - '0');
  return true;
}

void remove_abandoned_temporaries(const std::string& directory) {
  DIR* listing = ::opendir(directory.empty() ? "." : directory.c_str());
  if (listing == nullptr) return;
  const long own_pid = ::getpid();
  while (const dirent* entry = ::readdir(listing)) {
    long pid = 0;
    if (!parse_temporary_name(entry->d_name, pid) || pid == own_pid || !process_is_gone(pid))
      continue;
    remove_if_unlocked(::dirfd(listing), entry->d_name);
  }
  ::closedir(listing);
}

}  // namespace nonet
