#include "pipeline/space_reservation.hpp"

#include <fcntl.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace nonet {

void SpaceReservation::before_write(int fd, std::uint64_t end) {
  if (stopped_ || end <= reserved_) return;
#if defined(__linux__)
  struct statvfs room {};
  const std::uint64_t length = end - reserved_ + kStepBytes;
  if (::fstatvfs(fd, &room) != 0 ||
      static_cast<std::uint64_t>(room.f_bavail) * room.f_frsize < kMinFreeBytes + length ||
      ::fallocate(fd, FALLOC_FL_KEEP_SIZE, static_cast<off_t>(reserved_),
                  static_cast<off_t>(length)) != 0) {
    stopped_ = true;
    return;
  }
  reserved_ += length;
#else
  (void)fd;
  stopped_ = true;
#endif
}

void SpaceReservation::release(int fd, std::uint64_t size) {
  // Truncating to the same size frees the blocks past the end.
  if (reserved_ > size) (void)::ftruncate(fd, static_cast<off_t>(size));
  reserved_ = 0;
}

}  // namespace nonet
