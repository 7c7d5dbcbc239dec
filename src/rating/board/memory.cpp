#include "rating/board/memory.hpp"

#include <atomic>

namespace nonet {

Memory& Memory::of_this_thread() {
  thread_local Memory memory;
  return memory;
}

std::size_t Memory::next_slot() {
  static std::atomic<std::size_t> next{0};
  return next.fetch_add(1, std::memory_order_relaxed);
}

}  // namespace nonet
