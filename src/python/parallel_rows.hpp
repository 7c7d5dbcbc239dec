// parallel_rows: the heavy loop of every binding, interruptible by Ctrl-C.
//
// The rows run on a thread of their own (with oneTBB's pool when threads > 1) while the
// calling Python thread waits with the GIL released, waking every few tens of milliseconds to
// run Python's signal handlers. When one raises (Ctrl-C: KeyboardInterrupt), `stop` is
// requested: rows not yet started are skipped, rows under way see it where they run long (a
// rating through RateOptions::stop, an enumeration in its visitor) and end early, and the
// call raises the handler's exception once every row has returned.
#pragma once

#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/info.h>
#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/task_arena.h>

#include <cstddef>
#include <stop_token>

#include "nonet/function_ref.hpp"

namespace nonet::python {

// Runs `work` on a new thread and waits for it as described above. Needs the GIL.
void run_interruptibly(std::stop_source& stop, FunctionRef<void()> work);

// Runs body(i) for i in [0, count) on `threads` threads of nonet's oneTBB pool (0: every
// core). body must not touch Python objects, and should end early once `stop` is requested
// where a row can run long.
template <typename Body>
void parallel_rows(std::size_t count, int threads, std::stop_source& stop, const Body& body) {
  if (count == 0) return;
  const int workers = threads > 0 ? threads : tbb::info::default_concurrency();
  const auto rows = [&](std::size_t begin, std::size_t end) {
    for (std::size_t i = begin; i != end && !stop.stop_requested(); ++i) body(i);
  };
  run_interruptibly(stop, [&] {
    if (workers == 1) {  // no pool hand-off: the 1-thread figure is the loop itself
      rows(0, count);
      return;
    }
    // As the command line's pipeline: the pool may grow past the cores when asked to.
    tbb::global_control control(tbb::global_control::max_allowed_parallelism,
                                static_cast<std::size_t>(workers));
    tbb::task_arena arena(workers);
    arena.execute([&] {
      tbb::parallel_for(
          tbb::blocked_range<std::size_t>(0, count, 64),
          [&](const tbb::blocked_range<std::size_t>& range) { rows(range.begin(), range.end()); });
    });
  });
}

}  // namespace nonet::python
