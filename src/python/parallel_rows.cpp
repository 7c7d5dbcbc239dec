#include "python/parallel_rows.hpp"

#include <pybind11/pybind11.h>

#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>

namespace nonet::python {

namespace py = pybind11;

namespace {

// How often the waiting Python thread looks for a signal: well under the second a user
// waits after Ctrl-C, and nothing measurable next to the work.
constexpr std::chrono::milliseconds kSignalPoll{50};

}  // namespace

void run_interruptibly(std::stop_source& stop, FunctionRef<void()> work) {
  std::mutex mutex;
  std::condition_variable done;
  bool finished = false;
  bool interrupted = false;
  std::exception_ptr failure;
  {
    py::gil_scoped_release release;
    std::thread runner([&] {
      try {
        work();
      } catch (...) {
        failure = std::current_exception();  // bad_alloc: raised as MemoryError below
      }
      const std::lock_guard lock(mutex);
      finished = true;
      done.notify_one();
    });
    std::unique_lock lock(mutex);
    while (!done.wait_for(lock, kSignalPoll, [&] { return finished; })) {
      if (interrupted) continue;  // the rows are winding down
      lock.unlock();
      {
        const py::gil_scoped_acquire gil;
        interrupted = PyErr_CheckSignals() != 0;  // runs the handlers (main thread only)
      }
      if (interrupted) stop.request_stop();
      lock.lock();
    }
    lock.unlock();
    runner.join();
  }
  if (interrupted) throw py::error_already_set();  // the handler's exception
  if (failure) std::rethrow_exception(failure);
}

}  // namespace nonet::python
