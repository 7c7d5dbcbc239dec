// The end-of-run figures: exit code and the summary line.
#include <cstdio>

#include "nonet/pipeline.hpp"

namespace nonet {

std::string format_summary(const RunSummary& summary, bool singles_only) {
  const auto count = [&](SolveStatus status) {
    return static_cast<unsigned long long>(summary.counts[static_cast<int>(status)]);
  };
  char text[512];
  const double rate =
      summary.seconds > 0 ? static_cast<double>(summary.records) / summary.seconds : 0.0;
  int n =
      std::snprintf(text, sizeof text,
                    "puzzles %llu  solved %llu  unique %llu  multiple %llu  unsolvable %llu"
                    "  invalid %llu",
                    static_cast<unsigned long long>(summary.records), count(SolveStatus::solved),
                    count(SolveStatus::unique), count(SolveStatus::multiple),
                    count(SolveStatus::unsolvable), count(SolveStatus::invalid));
  if (singles_only || count(SolveStatus::stuck) > 0) {
    n += std::snprintf(text + n, sizeof text - n, "  stuck %llu", count(SolveStatus::stuck));
  }
  std::snprintf(text + n, sizeof text - n, "  time %.3f s  %.0f puzzles/s", summary.seconds, rate);
  return text;
}

}  // namespace nonet
