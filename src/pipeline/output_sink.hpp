// OutputSink: an output file or standard output, written with write(2) in whole batches.
// Failures are values: a full disk is an error to report, a closed pipe (`| head`) is not.
//
// A regular file is written to a temporary file next to it and renamed over it by close():
// a run that fails to write (a full disk) leaves the file as it was, and no reader ever sees
// half a file under the final name. On Linux the temporary has no name until close()
// (O_TMPFILE, then linkat through /proc/self/fd), so a run killed outright leaves nothing
// behind; where the file system refuses that, it is `.NAME.nonet-PID-XXXXXX`, and the next
// output written into the directory removes those whose process is gone
// (temporary_names.hpp). Devices, pipes and symbolic links are written in place. The
// temporary file's blocks are allocated ahead of its writes (see SpaceReservation).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "pipeline/space_reservation.hpp"

namespace nonet {

class OutputSink {
 public:
  enum class Temporary : std::uint8_t {
    unnamed_if_possible,  // O_TMPFILE where the system and the file system have it
    named,                // always `.NAME.nonet-PID-XXXXXX` (what other systems get)
  };

  explicit OutputSink(Temporary temporary = Temporary::unnamed_if_possible)
      : temporary_kind_(temporary) {}
  ~OutputSink();  // without close(): the temporary file is removed, the target untouched
  OutputSink(const OutputSink&) = delete;
  OutputSink& operator=(const OutputSink&) = delete;

  // Opens `path` for a new content; "-" is standard output.
  bool open(const std::string& path);
  bool is_open() const { return fd_ >= 0; }
  // After a failed write every later write fails too, and close() keeps the old file.
  bool write(std::string_view data);
  // Reports errors that only show when a file is closed; renames into place unless a write
  // failed.
  bool close();

  const std::string& error() const { return error_; }
  bool broken_pipe() const { return broken_pipe_; }

 private:
  bool fail(const char* action, int error_number);
  bool open_in_place(const std::string& path);
  bool open_unnamed(const std::string& directory, const std::string& base);
  bool open_named(const std::string& directory, const std::string& base);
  bool link_unnamed(int fd);
  void discard_temporary();

  Temporary temporary_kind_;
  int fd_ = -1;
  bool owns_fd_ = false;
  bool broken_pipe_ = false;
  bool write_failed_ = false;
  bool unnamed_ = false;   // an O_TMPFILE temporary, linked as `temporary_` by close()
  int pending_slot_ = -1;  // the temporary file's slot in the table of outputs in progress
  std::string temporary_;  // the temporary's name (empty: written in place)
  std::string target_;
  std::uint64_t written_ = 0;     // bytes written to the temporary file
  SpaceReservation reservation_;  // the temporary file's blocks, allocated ahead
  std::string name_;
  std::string error_;
};

// Renames into place every output in progress that has been written to, so that an
// interrupted run (Ctrl-C) keeps what it wrote, as writing in place would; an output not
// written to yet keeps its old file. Async-signal-safe: for a signal handler.
void keep_outputs_in_progress() noexcept;

}  // namespace nonet
