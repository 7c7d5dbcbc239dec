// GenerateProgress: the progress line of `nonet generate`. One line on a terminal, redrawn
// at most ten times a second by whichever worker gets there first: done against COUNT, the
// rate, the tries so far (a band that is hard to hit shows as tries climbing while done
// stands still), the time left.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <mutex>

#include "nonet/generator.hpp"

namespace nonet {

class GenerateProgress {
 public:
  GenerateProgress(std::FILE* out, std::uint64_t total);

  // Both are called by the workers, any number at once.
  void add_try();
  void add_done();
  void clear();  // wipes the line at the end

 private:
  void draw();

  std::FILE* out_;
  std::uint64_t total_;
  std::chrono::steady_clock::time_point start_;
  std::mutex mutex_;  // guards the drawing state below
  std::chrono::steady_clock::time_point last_draw_;
  bool drawn_ = false;
  std::atomic<std::uint64_t> done_{0};
  std::atomic<std::uint64_t> tries_{0};
};

// The progress line of the neighbourhood search: found against COUNT, the best rating any
// candidate got so far, candidates graded (and per second), finds per minute, time so far.
// Drawn by the one thread that waits for the finds, at most ten times a second.
class SearchProgress {
 public:
  SearchProgress(std::FILE* out, std::uint64_t total) : out_(out), total_(total) {}
  void draw(const SearchTotals& totals);
  void clear();

 private:
  std::FILE* out_;
  std::uint64_t total_;
  std::chrono::steady_clock::time_point last_draw_;
  bool drawn_ = false;
};

}  // namespace nonet
