// parallel_rows: the heavy loop of every binding, on a oneTBB arena with the GIL released.
#pragma once

#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/info.h>
#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/task_arena.h>

namespace nonet::python {

template <typename Body>
void parallel_rows(std::size_t count, int threads, const Body& body) {
  if (count == 0) return;
  py::gil_scoped_release release;
  const int workers = threads > 0 ? threads : tbb::info::default_concurrency();
  if (workers == 1) {  // no pool hand-off: the 1-thread figure is the loop itself
    for (std::size_t i = 0; i < count; ++i) body(i);
    return;
  }
  tbb::task_arena arena(workers);
  arena.execute([&] {
    tbb::parallel_for(tbb::blocked_range<std::size_t>(0, count, 64),
                      [&](const tbb::blocked_range<std::size_t>& range) {
                        for (std::size_t i = range.begin(); i != range.end(); ++i) body(i);
                      });
  });
}

}  // namespace nonet::python
