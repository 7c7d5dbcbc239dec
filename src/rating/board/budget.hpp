// The per-puzzle time budget (`rate --max-seconds`, default 60 s): past it, the step solver
// stops where it is and the puzzle is reported `beyond` with the rating reached, so a run
// never hangs on one puzzle. The step solver checks it between steps; a long technique (a
// deep chain search) may check it inside its own loops through the path's Memory
// (Memory::budget_expired(), memory.hpp) and give up.
// A stop request (RateOptions::stop: a caller interrupted, such as Ctrl-C in Python) spends
// the budget at once, through the same checks.
#pragma once

#include <chrono>
#include <stop_token>

namespace nonet {

class TimeBudget {
 public:
  // `seconds` <= 0: no time limit (a stop request still ends it).
  explicit TimeBudget(double seconds = 0, std::stop_token stop = {});
  // Once spent, it stays spent. The clock is read on the first call and then on every
  // kChecksPerClock-th: the chain searches ask once per assumption, and reading the clock
  // each time cost 1% of their time.
  bool expired() const;

 private:
  using Clock = std::chrono::steady_clock;
  static constexpr unsigned kChecksPerClock = 16;
  bool limited_ = false;
  Clock::time_point deadline_{};
  std::stop_token stop_;
  mutable bool spent_ = false;
  mutable unsigned checks_ = 0;
};

}  // namespace nonet
