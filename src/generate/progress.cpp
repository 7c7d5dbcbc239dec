#include "generate/progress.hpp"

#include <algorithm>

namespace nonet {

GenerateProgress::GenerateProgress(std::FILE* out, std::uint64_t total)
    : out_(out), total_(total), start_(std::chrono::steady_clock::now()) {}

void GenerateProgress::add_try() {
  tries_.fetch_add(1, std::memory_order_relaxed);
  draw();
}

void GenerateProgress::add_done() {
  done_.fetch_add(1, std::memory_order_relaxed);
  draw();
}

void GenerateProgress::clear() {
  std::lock_guard lock(mutex_);
  if (!drawn_) return;
  std::fputs("\r\033[K", out_);
  std::fflush(out_);
  drawn_ = false;
}

void GenerateProgress::draw() {
  // A worker that finds the line being drawn goes back to work rather than wait.
  std::unique_lock lock(mutex_, std::try_to_lock);
  if (!lock.owns_lock()) return;
  const auto now = std::chrono::steady_clock::now();
  if (drawn_ && now - last_draw_ < std::chrono::milliseconds(100)) return;
  last_draw_ = now;
  drawn_ = true;
  const std::uint64_t done = done_.load(std::memory_order_relaxed);
  const std::uint64_t tries = tries_.load(std::memory_order_relaxed);
  const double seconds = std::chrono::duration<double>(now - start_).count();
  const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0.0;
  const double left = rate > 0 ? static_cast<double>(total_ - done) / rate : 0.0;
  std::fprintf(out_, "\r%llu/%llu  %3d%%  %.0f/s  %llu tries  ETA %.0f s\033[K",
               static_cast<unsigned long long>(done), static_cast<unsigned long long>(total_),
               static_cast<int>(100 * done / std::max<std::uint64_t>(total_, 1)), rate,
               static_cast<unsigned long long>(tries), left);
  std::fflush(out_);
}

void SearchProgress::draw(const SearchTotals& totals) {
  const auto now = std::chrono::steady_clock::now();
  if (drawn_ && now - last_draw_ < std::chrono::milliseconds(100)) return;
  last_draw_ = now;
  drawn_ = true;
  const double minutes = totals.seconds / 60;
  const std::string best =
      totals.best_rating == kNoRating ? std::string("-") : format_se(totals.best_rating);
  std::fprintf(
      out_, "\r%llu/%llu found  best %s  %llu candidates  %.1f/s  %.2f found/min  %.0f s\033[K",
      static_cast<unsigned long long>(totals.written), static_cast<unsigned long long>(total_),
      best.c_str(), static_cast<unsigned long long>(totals.candidates),
      totals.seconds > 0 ? static_cast<double>(totals.candidates) / totals.seconds : 0.0,
      minutes > 0 ? static_cast<double>(totals.written) / minutes : 0.0, totals.seconds);
  std::fflush(out_);
}

void SearchProgress::clear() {
  if (!drawn_) return;
  std::fputs("\r\033[K", out_);
  std::fflush(out_);
  drawn_ = false;
}

}  // namespace nonet
