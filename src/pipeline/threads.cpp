#include "pipeline/threads.hpp"

#include <oneapi/tbb/info.h>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace nonet {

namespace {

// MemAvailable from /proc/meminfo, lowered to what a cgroup's memory.max leaves; 0 when
// neither can be read.
std::uint64_t available_memory() {
  std::uint64_t available = 0;
  std::ifstream meminfo("/proc/meminfo");
  std::string key;
  std::uint64_t kilobytes = 0;
  std::string unit;
  while (meminfo >> key >> kilobytes >> unit) {
    if (key == "MemAvailable:") {
      available = kilobytes * 1024;
      break;
    }
  }
  std::ifstream max_file("/sys/fs/cgroup/memory.max");
  std::ifstream current_file("/sys/fs/cgroup/memory.current");
  std::string max_text;
  std::uint64_t current = 0;
  if (max_file >> max_text && max_text != "max" && current_file >> current) {
    std::uint64_t max = 0;
    std::istringstream(max_text) >> max;
    const std::uint64_t left = max > current ? max - current : 0;
    available = available == 0 ? left : std::min(available, left);
  }
  return available;
}

}  // namespace

ThreadCount bound_threads(int requested, int cores, std::uint64_t available_bytes) {
  cores = std::max(cores, 1);
  ThreadCount count;
  count.threads = requested > 0 ? requested : cores;
  if (count.threads > cores) {
    count.threads = cores;
    count.lowered = "this machine runs " + std::to_string(cores) + " thread" +
                    (cores == 1 ? "" : "s") + " at once";
  }
  if (available_bytes > 0) {
    const auto fit = static_cast<int>(
        std::clamp<std::uint64_t>(available_bytes / kWorkerBytes, 1, static_cast<unsigned>(cores)));
    if (count.threads > fit) {
      count.threads = fit;
      count.lowered = "the memory available (" + std::to_string(available_bytes >> 20) +
                      " MB) holds " + std::to_string(fit) + " worker" + (fit == 1 ? "" : "s") +
                      " of " + std::to_string(kWorkerBytes >> 20) + " MB";
    }
  }
  if (requested == 0) count.lowered.clear();  // "every core" asks for no number
  return count;
}

ThreadCount worker_threads(int requested) {
  return bound_threads(requested, tbb::info::default_concurrency(), available_memory());
}

}  // namespace nonet
