// ProgressBar: one line on a terminal, redrawn at most ten times a second: bytes read
// against the input size when it is known, puzzles per second and the time left.
#pragma once

#include <chrono>
#include <cstdint>
#include <cstdio>

namespace nonet {

class ProgressBar {
 public:
  ProgressBar(std::FILE* out, std::uint64_t total_bytes);  // total 0: unknown size
  void update(std::uint64_t bytes, std::uint64_t records);
  void clear();  // wipes the line, e.g. before a warning or at the end

 private:
  std::FILE* out_;
  std::uint64_t total_bytes_;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_draw_;
  bool drawn_ = false;
};

}  // namespace nonet
