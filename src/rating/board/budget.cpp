#include "rating/board/budget.hpp"

#include <utility>

namespace nonet {

namespace {
thread_local const TimeBudget* current_budget = nullptr;
}  // namespace

TimeBudget::TimeBudget(double seconds, std::stop_token stop)
    : limited_(seconds > 0), stop_(std::move(stop)) {
  if (limited_) {
    deadline_ = Clock::now() +
                std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  }
}

bool TimeBudget::expired() const {
  if (spent_) return true;
  if (stop_.stop_requested()) return spent_ = true;
  if (!limited_ || checks_++ % kChecksPerClock != 0) return false;
  return spent_ = Clock::now() >= deadline_;
}

ScopedTimeBudget::ScopedTimeBudget(const TimeBudget& budget) : previous_(current_budget) {
  current_budget = &budget;
}

ScopedTimeBudget::~ScopedTimeBudget() {
  current_budget = previous_;
}

bool time_budget_expired() {
  return current_budget != nullptr && current_budget->expired();
}

}  // namespace nonet
