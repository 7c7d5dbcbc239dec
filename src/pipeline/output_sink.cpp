#include "pipeline/output_sink.hpp"

#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <optional>

#include "pipeline/temporary_names.hpp"

namespace nonet {

namespace {

// Outputs in progress, for keep_outputs_in_progress() in a signal handler: fixed arrays, so
// the handler reads no heap memory. A command writes at most two outputs at once.
struct PendingOutput {
  std::atomic<bool> used{false};
  int fd = -1;
  bool unnamed = false;
  std::atomic<std::uint64_t> committed{0};  // bytes of whole records: what a stop keeps
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
    slot.committed.store(0);
    std::memcpy(slot.temporary, temporary.c_str(), temporary.size() + 1);
    std::memcpy(slot.target, target.c_str(), target.size() + 1);
    slot.used.store(true);
    return static_cast<int>(i);
  }
  return -1;
}

// A stop signal against the writer (stop_writers_and_keep_outputs): once `writers_stopped`
// is set, no sink touches a temporary file again, and the handler waits until no
// WriterSection is under way before it keeps the outputs. The sequentially consistent pair
// (the section raises `writers_busy` then reads `writers_stopped`; the handler sets
// `writers_stopped` then reads `writers_busy`) lets no write slip between the two.
std::atomic<bool> writers_stopped{false};
std::atomic<int> writers_busy{0};

// Around every write, commit and close of a temporary file: the stop signals are blocked on
// this thread meanwhile (a handler never runs in the middle of it here: it runs on another
// thread, which waits for the section to end). After a stop the thread waits for the end of
// the process instead, leaving the files to the handler. Only temporary files: a write to a
// pipe may block for good, and a pipe has nothing to keep.
class WriterSection {
 public:
  WriterSection() {
    sigset_t stops;
    sigemptyset(&stops);
    for (const int signal_number : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&stops, signal_number);
    ::pthread_sigmask(SIG_BLOCK, &stops, &saved_);
    writers_busy.fetch_add(1);
    if (writers_stopped.load()) {
      writers_busy.fetch_sub(1);
      ::pthread_sigmask(SIG_SETMASK, &saved_, nullptr);
      for (;;) ::pause();  // the handler ends the process
    }
  }
  ~WriterSection() {
    writers_busy.fetch_sub(1);
    ::pthread_sigmask(SIG_SETMASK, &saved_, nullptr);
  }
  WriterSection(const WriterSection&) = delete;
  WriterSection& operator=(const WriterSection&) = delete;

 private:
  sigset_t saved_{};
};

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
    const std::uint64_t committed = slot.committed.load();
    if (committed == 0) {  // nothing but a header, or nothing at all: the old file stays
      if (!slot.unnamed) ::unlink(slot.temporary);
      continue;
    }
    // Cut to the whole records committed; this also gives back the blocks allocated ahead of
    // the writes (space_reservation.cpp). ftruncate may be called in a signal handler.
    (void)::ftruncate(slot.fd, static_cast<off_t>(committed));
    if (slot.unnamed && !link_descriptor(slot.fd, slot.temporary)) continue;
    ::rename(slot.temporary, slot.target);
  }
}

void stop_writers_and_keep_outputs() noexcept {
  // A second stop signal, on another thread, leaves the work to the first one.
  if (writers_stopped.exchange(true)) {
    for (;;) ::pause();
  }
  // A write under way to a temporary file ends in a moment (it never waits on a reader).
  while (writers_busy.load() != 0) ::sched_yield();
  keep_outputs_in_progress();
}

void commit_outputs(std::initializer_list<OutputSink*> sinks) {
  bool pending = false;
  for (const OutputSink* sink : sinks) pending |= sink->pending_slot_ >= 0;
  const auto commit = [&] {
    for (OutputSink* sink : sinks) {
      if (sink->written_ <= sink->header_bytes_) continue;  // no record yet
      sink->committed_ = sink->written_;
      if (sink->pending_slot_ >= 0) {
        pending_outputs[static_cast<std::size_t>(sink->pending_slot_)].committed.store(
            sink->written_);
      }
    }
  };
  if (!pending) return commit();
  const WriterSection section;  // every output's mark moves at once, as a stop sees them
  commit();
}

OutputSink::~OutputSink() {
  if (temporary_.empty()) {
    if (owns_fd_ && fd_ >= 0) ::close(fd_);
    return;
  }
  const WriterSection section;
  unregister_pending(pending_slot_);
  if (owns_fd_ && fd_ >= 0) ::close(fd_);  // an unnamed temporary goes with its descriptor
  if (!unnamed_) ::unlink(temporary_.c_str());
}

bool OutputSink::fail(const char* action, int error_number) {
  if (error_number == EPIPE) broken_pipe_ = true;
  error_number_ = error_number;
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
  // Kept on a stop signal once something is committed (commit_outputs): a run stopped before
  // its first record leaves the old file, even after it wrote a header.
  const WriterSection section;
  pending_slot_ = register_pending(fd_, unnamed_, temporary_, target_);
  return true;
}

bool OutputSink::write(std::string_view data) {
  if (write_failed_) return false;
  if (data.empty()) return true;
  std::optional<WriterSection> section;
  if (!temporary_.empty()) {
    section.emplace();
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
  if (temporary_.empty()) {  // written in place
    const int fd = fd_;
    fd_ = -1;
    owns_fd_ = false;
    if (::close(fd) != 0) return fail("write to", errno);
    return !write_failed_;
  }
  const WriterSection section;
  return close_locked();
}

bool OutputSink::close_committed() {
  if (!owns_fd_ || fd_ < 0 || temporary_.empty()) return close();
  const WriterSection section;
  if (committed_ == 0 || write_failed_) {  // nothing to keep: the old file stays
    unregister_pending(pending_slot_);
    pending_slot_ = -1;
    ::close(fd_);
    fd_ = -1;
    owns_fd_ = false;
    discard_temporary();
    return !write_failed_;
  }
  if (written_ > committed_) {
    if (::ftruncate(fd_, static_cast<off_t>(committed_)) != 0) {
      write_failed_ = true;
      fail("write to", errno);
      close_locked();
      return false;
    }
    written_ = committed_;
  }
  return close_locked();
}

// The temporary file's end: renamed into place, or removed after a failed write. In a
// WriterSection.
bool OutputSink::close_locked() {
  const int fd = fd_;
  fd_ = -1;
  owns_fd_ = false;
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
