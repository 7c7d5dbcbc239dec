// OutputSink: an output file or standard output, written with write(2) in whole batches.
// Failures are values: a full disk is an error to report, a closed pipe (`| head`) is not.
#pragma once

#include <string>
#include <string_view>

namespace nonet {

class OutputSink {
 public:
  OutputSink() = default;
  ~OutputSink();
  OutputSink(const OutputSink&) = delete;
  OutputSink& operator=(const OutputSink&) = delete;

  // Opens (creates, truncates) `path`; "-" is standard output.
  bool open(const std::string& path);
  bool is_open() const { return fd_ >= 0; }
  bool write(std::string_view data);
  bool close();  // reports errors that only show when a file is closed

  const std::string& error() const { return error_; }
  bool broken_pipe() const { return broken_pipe_; }

 private:
  bool fail(const char* action, int error_number);

  int fd_ = -1;
  bool owns_fd_ = false;
  bool broken_pipe_ = false;
  std::string name_;
  std::string error_;
};

}  // namespace nonet
