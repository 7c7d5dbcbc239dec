// SpaceReservation: disk blocks allocated ahead of an output file's writes. On ext4 a write
// into unallocated space reserves its blocks page by page (delayed allocation, quota,
// extent-status bookkeeping), which costs as much as copying the data; one fallocate(2) per
// step of kStepBytes does that work once per step. The blocks past the file's end do not
// change its size (FALLOC_FL_KEEP_SIZE) and release() gives them back.
//
// Only for a file nobody else writes (OutputSink's temporary file), and only while its file
// system has plenty of room, so that blocks taken ahead never make another output's write
// fail. Best effort: where fallocate is not supported, writes go on as before.
#pragma once

#include <cstdint>

namespace nonet {

class SpaceReservation {
 public:
  static constexpr std::uint64_t kStepBytes = 8u << 20;
  // Below this much free space nothing is reserved.
  static constexpr std::uint64_t kMinFreeBytes = 1u << 30;

  // Makes sure blocks up to `end` (the file's size after the coming write) are allocated
  // when it can: a step at a time.
  void before_write(int fd, std::uint64_t end);
  // Frees the blocks past `size`, the file's final size.
  void release(int fd, std::uint64_t size);

 private:
  std::uint64_t reserved_ = 0;  // blocks are allocated up to here
  bool stopped_ = false;        // unsupported or short of room: no more reserving
};

}  // namespace nonet
