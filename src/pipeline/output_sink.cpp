#include "pipeline/output_sink.hpp"

#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <cstring>

namespace nonet {

namespace {

// Outputs in progress, for keep_outputs_in_progress() in a signal handler: fixed arrays, so
// the handler reads no heap memory. A command writes at most two outputs at once.
struct PendingOutput {
  std::atomic<bool> used{false};
  int fd = -1;
  char temporary[PATH_MAX];
  char target[PATH_MAX];
};
std::array<PendingOutput, 4> pending_outputs;

int register_pending(int fd, const std::string& temporary, const std::string& target) {
  if (temporary.size() >= PATH_MAX || target.size() >= PATH_MAX) return -1;
  for (std::size_t i = 0; i < pending_outputs.size(); ++i) {
    PendingOutput& slot = pending_outputs[i];
    if (slot.used.load()) continue;
    slot.fd = fd;
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

}  // namespace

void keep_outputs_in_progress() noexcept {
  for (PendingOutput& slot : pending_outputs) {
    if (!slot.used.exchange(false)) continue;
    // Truncating to its own size gives back the blocks allocated ahead of the writes
    // (space_reservation.cpp); fstat and ftruncate may be called in a signal handler.
    struct stat info {};
    if (::fstat(slot.fd, &info) == 0) (void)::ftruncate(slot.fd, info.st_size);
    ::rename(slot.temporary, slot.target);
  }
}

OutputSink::~OutputSink() {
  if (owns_fd_ && fd_ >= 0) ::close(fd_);
  if (!temporary_.empty()) {
    unregister_pending(pending_slot_);
    ::unlink(temporary_.c_str());
  }
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
  std::string temporary = directory + "." + base + ".nonet-XXXXXX";
  fd_ = ::mkostemp(temporary.data(), O_CLOEXEC);
  if (fd_ < 0) {
    const int error_number = errno;
    // A writable file in a directory we may not add to is still written, in place.
    if (exists && (error_number == EACCES || error_number == EROFS)) return open_in_place(path);
    return fail("open", error_number);
  }
  owns_fd_ = true;
  ::fchmod(fd_, exists ? (info.st_mode & 07777) : new_file_mode());
  temporary_ = std::move(temporary);
  target_ = path;
  pending_slot_ = register_pending(fd_, temporary_, target_);
  return true;
}

bool OutputSink::write(std::string_view data) {
  if (!temporary_.empty()) reservation_.before_write(fd_, written_ + data.size());
  while (!data.empty()) {
    const ssize_t n = ::write(fd_, data.data(), data.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      return fail("write to", errno);
    }
    data.remove_prefix(static_cast<std::size_t>(n));
    written_ += static_cast<std::uint64_t>(n);
  }
  return true;
}

bool OutputSink::close() {
  if (!owns_fd_ || fd_ < 0) return true;
  const int fd = fd_;
  fd_ = -1;
  owns_fd_ = false;
  if (!temporary_.empty()) reservation_.release(fd, written_);
  if (::close(fd) != 0) return fail("write to", errno);
  if (temporary_.empty()) return true;
  unregister_pending(pending_slot_);
  pending_slot_ = -1;
  const bool renamed = ::rename(temporary_.c_str(), target_.c_str()) == 0;
  const int error_number = errno;
  if (!renamed) ::unlink(temporary_.c_str());
  temporary_.clear();
  return renamed || fail("write to", error_number);
}

}  // namespace nonet
