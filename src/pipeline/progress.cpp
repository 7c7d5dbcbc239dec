#include "pipeline/progress.hpp"

#include <algorithm>

namespace nonet {

namespace {

constexpr auto kRedrawInterval = std::chrono::milliseconds(100);
constexpr int kBarWidth = 24;

}  // namespace

ProgressBar::ProgressBar(std::FILE* out, std::uint64_t total_bytes)
    : out_(out), total_bytes_(total_bytes), start_(std::chrono::steady_clock::now()) {}

void ProgressBar::update(std::uint64_t bytes, std::uint64_t records) {
  const auto now = std::chrono::steady_clock::now();
  if (drawn_ && now - last_draw_ < kRedrawInterval) return;
  last_draw_ = now;
  drawn_ = true;
  const double seconds = std::chrono::duration<double>(now - start_).count();
  const double rate = seconds > 0 ? static_cast<double>(records) / seconds : 0.0;
  const double mib = static_cast<double>(bytes) / (1024.0 * 1024.0);
  if (total_bytes_ > 0) {
    const double done =
        std::min(1.0, static_cast<double>(bytes) / static_cast<double>(total_bytes_));
    const int filled = static_cast<int>(done * kBarWidth);
    char bar[kBarWidth + 1];
    for (int i = 0; i < kBarWidth; ++i) bar[i] = i < filled ? '#' : '.';
    bar[kBarWidth] = '\0';
    const double left = done > 0 ? seconds * (1.0 - done) / done : 0.0;
    std::fprintf(out_, "\r[%s] %3d%%  %.1f/%.1f MiB  %.0f puzzles/s  ETA %.0f s\033[K", bar,
                 static_cast<int>(done * 100), mib,
                 static_cast<double>(total_bytes_) / (1024.0 * 1024.0), rate, left);
  } else {
    std::fprintf(out_, "\r%llu puzzles  %.1f MiB  %.0f puzzles/s\033[K",
                 static_cast<unsigned long long>(records), mib, rate);
  }
  std::fflush(out_);
}

void ProgressBar::clear() {
  if (!drawn_) return;
  std::fputs("\r\033[K", out_);
  std::fflush(out_);
  drawn_ = false;
}

}  // namespace nonet
