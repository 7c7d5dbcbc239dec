#include "pipeline/output_sink.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace nonet {

OutputSink::~OutputSink() {
  if (owns_fd_ && fd_ >= 0) ::close(fd_);
}

bool OutputSink::fail(const char* action, int error_number) {
  if (error_number == EPIPE) broken_pipe_ = true;
  error_ = std::string("cannot ") + action + " " + name_ + ": " + std::strerror(error_number);
  return false;
}

bool OutputSink::open(const std::string& path) {
  if (path == "-") {
    name_ = "standard output";
    fd_ = STDOUT_FILENO;
    return true;
  }
  name_ = "'" + path + "'";
  fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd_ < 0) return fail("open", errno);
  owns_fd_ = true;
  return true;
}

bool OutputSink::write(std::string_view data) {
  while (!data.empty()) {
    const ssize_t n = ::write(fd_, data.data(), data.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      return fail("write to", errno);
    }
    data.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

bool OutputSink::close() {
  if (!owns_fd_ || fd_ < 0) return true;
  const int fd = fd_;
  fd_ = -1;
  owns_fd_ = false;
  if (::close(fd) != 0) return fail("write to", errno);
  return true;
}

}  // namespace nonet
