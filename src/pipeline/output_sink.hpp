// OutputSink: an output file or standard output, written with write(2) in whole batches.
// Failures are values: a full disk is an error to report, a closed pipe (`| head`) is not.
//
// A regular file is written to a temporary file next to it (`.NAME.nonet-XXXXXX`) and
// renamed over it by close(): a run that fails to write (a full disk) leaves the file as it
// was, and no reader ever sees half a file under the final name. Devices, pipes and
// symbolic links are written in place. The temporary file's blocks are allocated ahead of
// its writes (see SpaceReservation).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "pipeline/space_reservation.hpp"

namespace nonet {

class OutputSink {
 public:
  OutputSink() = default;
  ~OutputSink();  // without close(): the temporary file is removed, the target untouched
  OutputSink(const OutputSink&) = delete;
  OutputSink& operator=(const OutputSink&) = delete;

  // Opens `path` for a new content; "-" is standard output.
  bool open(const std::string& path);
  bool is_open() const { return fd_ >= 0; }
  bool write(std::string_view data);
  bool close();  // reports errors that only show when a file is closed; renames into place

  const std::string& error() const { return error_; }
  bool broken_pipe() const { return broken_pipe_; }

 private:
  bool fail(const char* action, int error_number);
  bool open_in_place(const std::string& path);

  int fd_ = -1;
  bool owns_fd_ = false;
  bool broken_pipe_ = false;
  int pending_slot_ = -1;  // the temporary file's slot in the table of outputs in progress
  std::string temporary_;
  std::string target_;
  std::uint64_t written_ = 0;     // bytes written to the temporary file
  SpaceReservation reservation_;  // the temporary file's blocks, allocated ahead
  std::string name_;
  std::string error_;
};

// Renames every output in progress into place, so that an interrupted run (Ctrl-C) keeps
// what it wrote, as writing in place would. Async-signal-safe: for a signal handler.
void keep_outputs_in_progress() noexcept;

}  // namespace nonet
