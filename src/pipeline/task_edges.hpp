// The order oneTBB gives between a caller and the tasks it runs for it, stated where a
// thread sanitizer can see it. oneTBB hands work to its threads inside libtbb.so, and
// Debian's library is not built with -fsanitize=thread, so without these edges every task
// would seem to race with the caller that set up its data. Two one-way counters keep the
// edges exact: caller -> each task, each task -> caller, never task -> task (two tasks
// that overlap in time and share data are still reported). They are static, so no thread
// ever sees them constructed; the cost is one atomic operation at each end of a task.
#pragma once

#include <atomic>
#include <cstdint>

namespace nonet::task_edges {

namespace detail {
inline constinit std::atomic<std::uint64_t> into_tasks{0};
inline constinit std::atomic<std::uint64_t> out_of_tasks{0};
}  // namespace detail

// The caller, before handing work to oneTBB.
inline void before_tasks() { detail::into_tasks.fetch_add(1, std::memory_order_release); }
// Each task, first thing.
inline void task_begins() { detail::into_tasks.load(std::memory_order_acquire); }
// Each task, last thing.
inline void task_ends() { detail::out_of_tasks.fetch_add(1, std::memory_order_release); }
// The caller, after oneTBB returned.
inline void after_tasks() { detail::out_of_tasks.load(std::memory_order_acquire); }

// A task's body, from its first statement to its last (any return).
class TaskScope {
 public:
  TaskScope() { task_begins(); }
  ~TaskScope() { task_ends(); }
  TaskScope(const TaskScope&) = delete;
  TaskScope& operator=(const TaskScope&) = delete;
};

}  // namespace nonet::task_edges
