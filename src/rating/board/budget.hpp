// The per-puzzle time budget (`rate --max-seconds`, default 60 s): past it, the step solver
// stops where it is and the puzzle is reported `beyond` with the rating reached, so a run
// never hangs on one puzzle. The step solver checks it between steps; a long technique (a
// deep chain search) may check time_budget_expired() inside its own loops and give up.
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

// Makes `budget` the one time_budget_expired() reads on this thread for its lifetime.
class ScopedTimeBudget {
 public:
  explicit ScopedTimeBudget(const TimeBudget& budget);
  ~ScopedTimeBudget();
  ScopedTimeBudget(const ScopedTimeBudget&) = delete;
  ScopedTimeBudget& operator=(const ScopedTimeBudget&) = delete;

 private:
  const TimeBudget* previous_;
};

// Whether the budget of the puzzle being solved on this thread (if any) is spent.
bool time_budget_expired();

}  // namespace nonet
