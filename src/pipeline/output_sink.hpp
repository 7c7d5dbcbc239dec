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
//
// A run stopped part-way (a stop signal, a reader that goes away) keeps of each output what
// was committed (commit_outputs): whole records, the same ones in every output of the run,
// never a header alone. An output with nothing committed keeps its old file.
#pragma once

#include <cstdint>
#include <initializer_list>
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
  // For a run cut short: keeps what was committed (commit_outputs), the rest cut off, and
  // renames it into place; with nothing committed the old file stays. Written in place (a
  // pipe, a device) there is nothing to take back: a plain close().
  bool close_committed();

  // Bytes written so far (header included).
  std::uint64_t written() const { return written_; }
  // What was written so far is a header: a commit keeps nothing of this output until more
  // is written (a stop never leaves a header alone).
  void end_header() { header_bytes_ = written_; }

  const std::string& error() const { return error_; }
  int error_number() const { return error_number_; }  // errno of the failure
  bool broken_pipe() const { return broken_pipe_; }

 private:
  bool fail(const char* action, int error_number);
  bool open_in_place(const std::string& path);
  bool open_unnamed(const std::string& directory, const std::string& base);
  bool open_named(const std::string& directory, const std::string& base);
  bool link_unnamed(int fd);
  void discard_temporary();
  bool close_locked();

  friend void commit_outputs(std::initializer_list<OutputSink*> sinks);

  Temporary temporary_kind_;
  int fd_ = -1;
  bool owns_fd_ = false;
  bool broken_pipe_ = false;
  bool write_failed_ = false;
  bool unnamed_ = false;   // an O_TMPFILE temporary, linked as `temporary_` by close()
  int pending_slot_ = -1;  // the temporary file's slot in the table of outputs in progress
  std::string temporary_;  // the temporary's name (empty: written in place)
  std::string target_;
  std::uint64_t written_ = 0;     // bytes written
  std::uint64_t committed_ = 0;   // bytes of whole records: what a stopped run keeps
  std::uint64_t header_bytes_ = 0;
  SpaceReservation reservation_;  // the temporary file's blocks, allocated ahead
  std::string name_;
  std::string error_;
  int error_number_ = 0;
};

// Marks what `sinks` hold now as whole records (the writer calls it after each batch, once
// the batch is in every output): a stop keeps exactly that much of each, so that -o and
// --stats hold the same records. Done at once for all of them with regard to a stop signal.
void commit_outputs(std::initializer_list<OutputSink*> sinks);

// Renames into place every output in progress that has something committed, cut to what was
// committed, so that an interrupted run (Ctrl-C) keeps the whole records it wrote; an output
// with nothing committed (nothing written, or a header only) keeps its old file, and a named
// temporary of one is removed. Async-signal-safe.
void keep_outputs_in_progress() noexcept;

// What a stop signal's handler calls: stops every writer (a write under way ends first; a
// later write, commit or close waits for the process to end, never touching the files), then
// keep_outputs_in_progress(). For the process's end only: writing never resumes.
// Async-signal-safe.
void stop_writers_and_keep_outputs() noexcept;

}  // namespace nonet
