#include "rating/board/budget.hpp"

#include <utility>

namespace nonet {

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

}  // namespace nonet
