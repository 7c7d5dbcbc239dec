// How many worker threads a run gets: what was asked (0: every core), but never more than the
// cores this process may run on, nor than the memory available holds workers. More threads
// than cores only share the same cores (a rating run took 110 s at 4096 threads against 1.3 s
// at 2), and a generator's search takes about 23 MB a thread.
#pragma once

#include <cstdint>
#include <string>

namespace nonet {

// The memory one worker may need (a generator's search: about 23 MB, the most of any stage).
inline constexpr std::uint64_t kWorkerBytes = std::uint64_t{32} << 20;

struct ThreadCount {
  int threads = 1;
  std::string lowered;  // why the request was lowered; empty when it was not
};

// `cores`: the threads this process may run at once; `available_bytes`: memory available for
// workers (0: not known, no bound). Pure, for tests; worker_threads() asks the machine.
ThreadCount bound_threads(int requested, int cores, std::uint64_t available_bytes);
ThreadCount worker_threads(int requested);

}  // namespace nonet
