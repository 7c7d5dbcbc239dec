#include "pipeline/output_sink.hpp"

#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <cstring>

#include "pipeline/temporary_names.hpp"

namespace nonet {

namespace {

// Outputs in progress, for keep_outputs_in_progress() in a signal handler: fixed arrays, so
// the handler reads no heap memory. A command writes at most two outputs at once.
struct PendingOutput {
  std::atomic<bool> used{false};
  int fd = -1;
  bool unnamed = false;
  char temporary[PATH_MAX];
  char target[PATH_MAX];
};
std::array<PendingOutput, 4> pending_outputs;

int register_pending(int fd, bool unnamed, const std::string& temporary,
                     const std::string& target) {
  if (temporary.size() >= PATH_MAX || target.size() >= PATH_MAX) return -1;
  for (std::size_t i = 0; i < pending_outputs.size(); ++i) {
    PendingOutput& slot = pending_outputs[i];
    if (slot.used.load()) continue;
    slot.fd = fd;
    slot.unnamed = unnamed;
    std::memcpy(slot.temporary, temporary.c_str(), temporary.size() + 1);
    std::memcpy(slot.target, target.c_str(), target.size() + 1);
    slot.used.store(true);
    return static_cast<int>(i);
  }
  return -1;
}

void unregister_pending(int slot) {
  if (slot >= 0) pending_outputs[static_cast<std::size_t>(slot)].used.store(false);
}

mode_t new_file_mode() {
  const mode_t mask = ::umask(0);
  ::umask(mask);
  return 0666 & ~mask;
}

#if defined(__linux__)
// "/proc/self/fd/FD", where an unnamed file can be linked from. Async-signal-safe.
void proc_fd_path(int fd, char (&out)[32]) {
  constexpr char kPrefix[] = "/proc/self/fd/";
  std::memcpy(out, kPrefix, sizeof kPrefix);
  std::size_t end = sizeof kPrefix - 1;
  char digits[12];
  std::size_t count = 0;
  for (unsigned value = static_cast<unsigned>(fd); count == 0 || value != 0; value /= 10)
    digits[count++] = static_cast<char>('0' + value % 10);
  while (count > 0) out[end++] = digits[--count];
  out[end] = '\0';
}
#endif

// Gives the unnamed file open as `fd` the name `name`. Async-signal-safe.
bool link_descriptor(int fd, const char* name) {
#if defined(__linux__)
  char proc_path[32];
  proc_fd_path(fd, proc_path);
  // (AT_EMPTY_PATH would need CAP_DAC_READ_SEARCH: open_unnamed() checks /proc is there.)
  return ::linkat(AT_FDCWD, proc_path, AT_FDCWD, name, AT_SYMLINK_FOLLOW) == 0;
#else
  (void)fd;
  (void)name;
  errno = ENOTSUP;
  return false;
#endif
}

}  // namespace

void keep_outputs_in_progress() noexcept {
  for (PendingOutput& slot : pending_outputs) {
    if (!slot.used.exchange(false)) continue;
    // Truncating to its own size gives back the blocks allocated ahead of the writes
    // (space_reservation.cpp); fstat and ftruncate may be called in a signal handler.
    struct stat info {};
    if (::fstat(slot.fd, &info) == 0) (void)::ftruncate(slot.fd, info.st_size);
    if (slot.unnamed && !link_descriptor(slot.fd, slot.temporary)) continue;
    ::rename(slot.temporary, slot.target);
  }
}

OutputSink::~OutputSink() {
  if (!temporary_.empty()) unregister_pending(pending_slot_);
  if (owns_fd_ && fd_ >= 0) ::close(fd_);  // an unnamed temporary goes with its descriptor
  if (!temporary_.empty() && !unnamed_) ::unlink(temporary_.c_str());
}

bool OutputSink::fail(const char* action, int error_number) {
  if (error_number == EPIPE) broken_pipe_ = true;
  error_ = std::string("cannot ") + action + " " + name_ + ": " + std::strerror(error_number);
  return false;
}

bool OutputSink::open_in_place(const std::string& path) {
  fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd_ < 0) return fail("open", errno);
  owns_fd_ = true;
  return true;
}

bool OutputSink::open_unnamed(const std::string& directory, const std::string& base) {
#if defined(__linux__) && defined(O_TMPFILE)
  const int fd =
      ::open(directory.empty() ? "." : directory.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0600);
  if (fd < 0) return false;
  // Giving it a name at the end goes through /proc: without /proc, a named temporary.
  char proc_path[32];
  proc_fd_path(fd, proc_path);
  if (::access(proc_path, F_OK) != 0) {
    ::close(fd);
    return false;
  }
  fd_ = fd;
  unnamed_ = true;
  temporary_ = directory + temporary_prefix(base) + temporary_suffix();
  return true;
#else
  (void)directory;
  (void)base;
  return false;
#endif
}

bool OutputSink::open_named(const std::string& directory, const std::string& base) {
  std::string temporary = directory + temporary_prefix(base) + "XXXXXX";
  fd_ = ::mkostemp(temporary.data(), O_CLOEXEC);
  if (fd_ < 0) return false;
  temporary_ = std::move(temporary);
  return true;
}

bool OutputSink::open(const std::string& path) {
  if (path == "-") {
    name_ = "standard output";
    fd_ = STDOUT_FILENO;
    return true;
  }
  name_ = "'" + path + "'";
  struct stat info {};
  const bool exists = ::lstat(path.c_str(), &info) == 0;
  if (exists && !S_ISREG(info.st_mode)) return open_in_place(path);

  const std::size_t slash = path.rfind('/');
  const std::string directory = slash == std::string::npos ? "" : path.substr(0, slash + 1);
  const std::string base = slash == std::string::npos ? path : path.substr(slash + 1);
  remove_abandoned_temporaries(directory);
  const bool opened =
      (temporary_kind_ == Temporary::unnamed_if_possible && open_unnamed(directory, base)) ||
      open_named(directory, base);
  if (!opened) {
    const int error_number = errno;
    // A writable file in a directory we may not add to is still written, in place.
    if (exists && (error_number == EACCES || error_number == EROFS)) return open_in_place(path);
    return fail("open", error_number);
  }
  owns_fd_ = true;
  // Held until the process ends: a temporary whose lock is free is abandoned.
  ::flock(fd_, LOCK_EX | LOCK_NB);
  ::fchmod(fd_, exists ? (info.st_mode & 07777) : new_file_mode());
  target_ = path;
  return true;
}

bool OutputSink::write(std::string_view data) {
  if (write_failed_) return false;
  if (data.empty()) return true;
  if (!temporary_.empty()) {
    // Kept on a stop signal from the first byte on: a run stopped before it wrote anything
    // leaves the old file (dedup --count and bench --latencies write only at the end).
    if (written_ == 0) pending_slot_ = register_pending(fd_, unnamed_, temporary_, target_);
    reservation_.before_write(fd_, written_ + data.size());
  }
  while (!data.empty()) {
    const ssize_t n = ::write(fd_, data.data(), data.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      write_failed_ = true;
      return fail("write to", errno);
    }
    data.remove_prefix(static_cast<std::size_t>(n));
    written_ += static_cast<std::uint64_t>(n);
  }
  return true;
}

bool OutputSink::link_unnamed(int fd) {
  // The name drawn at open() is checked here, not trusted: another is drawn while it exists.
  for (int attempt = 0; attempt < 100; ++attempt) {
    if (link_descriptor(fd, temporary_.c_str())) return true;
    if (errno != EEXIST) return false;
    temporary_.replace(temporary_.size() - 6, 6, temporary_suffix());
  }
  return false;
}

void OutputSink::discard_temporary() {
  if (!unnamed_) ::unlink(temporary_.c_str());
  temporary_.clear();
}

bool OutputSink::close() {
  if (!owns_fd_ || fd_ < 0) return !write_failed_;
  const int fd = fd_;
  fd_ = -1;
  owns_fd_ = false;
  if (temporary_.empty()) {  // written in place
    if (::close(fd) != 0) return fail("write to", errno);
    return !write_failed_;
  }
  unregister_pending(pending_slot_);
  pending_slot_ = -1;
  if (write_failed_) {  // the old file stays as it was
    ::close(fd);
    discard_temporary();
    return false;
  }
  reservation_.release(fd, written_);
  if (unnamed_ && !link_unnamed(fd)) {
    const int error_number = errno;
    ::close(fd);
    temporary_.clear();
    return fail("write to", error_number);
  }
  unnamed_ = false;  // named from here on
  if (::close(fd) != 0) {
    const int error_number = errno;
    discard_temporary();
    return fail("write to", error_number);
  }
  const bool renamed = ::rename(temporary_.c_str(), target_.c_str()) == 0;
  const int error_number = errno;
  if (!renamed) ::unlink(temporary_.c_str());
  temporary_.clear();
  return renamed || fail("write to", error_number);
}

}  // namespace nonet
