#include "benchmark/report.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "pipeline/text_format.hpp"

namespace nonet {

namespace {

std::string format(const char* pattern, double value) {
  char text[64];
  std::snprintf(text, sizeof text, pattern, value);
  return text;
}

// 1234567 -> "1,234,567": puzzle counts and rates are read at a glance.
std::string with_commas(double value) {
  const std::string digits = format("%.0f", value);
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0 && digits[i - 1] != '-') out += ',';
    out += digits[i];
  }
  return out;
}

// Columns are aligned by what a terminal shows: UTF-8 continuation bytes take no room.
std::size_t display_width(const std::string& text) {
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

std::string_view mode_name(SolveMode mode) {
  return mode == SolveMode::count ? "count" : "first";
}

double microseconds(std::uint64_t ns) {
  return static_cast<double>(ns) / 1000.0;
}

}  // namespace

std::uint64_t percentile(const std::vector<std::uint64_t>& sorted, double fraction) {
  if (sorted.empty()) return 0;
  const double rank = std::ceil(fraction * static_cast<double>(sorted.size()));
  const std::size_t index = static_cast<std::size_t>(std::max(rank, 1.0)) - 1;
  return sorted[std::min(index, sorted.size() - 1)];
}

BenchRow make_row(const BenchCorpus& corpus, const BenchCheck& check, const BenchResult& result,
                  SolveMode mode) {
  BenchRow row;
  row.corpus = corpus.name;
  row.mode = mode;
  row.threads = result.threads;
  row.puzzles = result.puzzles;
  row.puzzles_per_sec = result.puzzles_per_second();
  row.usec_per_puzzle = result.usec_per_puzzle();
  row.clock_overhead_ns = result.clock_overhead_ns;
  if (row.puzzles == 0) return row;
  const double puzzles = static_cast<double>(row.puzzles);
  row.no_guess_pct = 100.0 * static_cast<double>(check.no_guess) / puzzles;
  row.guesses_per_puzzle = static_cast<double>(check.guesses) / puzzles;

  std::vector<std::uint64_t> sorted = result.latency_ns;
  std::sort(sorted.begin(), sorted.end());
  row.p50_us = microseconds(percentile(sorted, 0.50));
  row.p90_us = microseconds(percentile(sorted, 0.90));
  row.p99_us = microseconds(percentile(sorted, 0.99));
  row.p999_us = microseconds(percentile(sorted, 0.999));
  row.max_us = microseconds(sorted.back());
  const auto slowest = std::max_element(result.latency_ns.begin(), result.latency_ns.end());
  const auto index = static_cast<std::size_t>(slowest - result.latency_ns.begin());
  row.slowest_line = corpus.lines[index];
  row.slowest_puzzle = corpus.puzzles[index];
  return row;
}

std::string format_csv(const std::vector<BenchRow>& rows) {
  std::string out = kBenchCsvHeader;
  out += '\n';
  for (const BenchRow& row : rows) {
    append_csv(out, row.corpus);
    char text[512];
    std::snprintf(text, sizeof text, ",%s,%d,%llu,%.0f,%.3f,%.2f,%.3f,%.3f,%.3f,%.3f,%.3f,%.3f\n",
                  std::string(mode_name(row.mode)).c_str(), row.threads,
                  static_cast<unsigned long long>(row.puzzles), row.puzzles_per_sec,
                  row.usec_per_puzzle, row.no_guess_pct, row.guesses_per_puzzle, row.p50_us,
                  row.p90_us, row.p99_us, row.p999_us, row.max_us);
    out += text;
  }
  return out;
}

std::string format_table(const std::vector<BenchRow>& rows) {
  // The first two columns (corpus, mode) are text, aligned left; the rest are numbers.
  constexpr std::size_t kTextColumns = 2;
  std::vector<std::vector<std::string>> lines = {
      {"corpus", "mode", "threads", "puzzles", "puzzles/s", "µs/puzzle", "no guess",
       "guesses/puzzle", "p50 µs", "p90 µs", "p99 µs", "p99.9 µs", "max µs", "speed-up"}};
  for (const BenchRow& row : rows) {
    lines.push_back({
        printable(row.corpus),
        std::string(mode_name(row.mode)),
        std::to_string(row.threads),
        with_commas(static_cast<double>(row.puzzles)),
        with_commas(row.puzzles_per_sec),
        format("%.2f", row.usec_per_puzzle),
        format("%.1f%%", row.no_guess_pct),
        format("%.2f", row.guesses_per_puzzle),
        format("%.1f", row.p50_us),
        format("%.1f", row.p90_us),
        format("%.1f", row.p99_us),
        format("%.1f", row.p999_us),
        format("%.1f", row.max_us),
        row.speedup > 0 ? format("%.2f×", row.speedup) : std::string(),
    });
  }
  const bool any_speedup =
      std::any_of(rows.begin(), rows.end(), [](const BenchRow& row) { return row.speedup > 0; });
  if (!any_speedup) {
    for (auto& cells : lines) cells.pop_back();
  }
  std::vector<std::size_t> widths(lines.front().size(), 0);
  for (const auto& cells : lines) {
    for (std::size_t i = 0; i < cells.size(); ++i) {
      widths[i] = std::max(widths[i], display_width(cells[i]));
    }
  }
  std::string out;
  for (const auto& cells : lines) {
    std::string line;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const std::string padding(widths[i] - display_width(cells[i]), ' ');
      if (i > 0) line += "  ";
      line += i < kTextColumns ? cells[i] + padding : padding + cells[i];
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + '\n';
  }
  return out;
}

std::string format_slowest(const std::vector<BenchRow>& rows, const std::string& prefix) {
  const BenchRow* slowest = nullptr;
  for (const BenchRow& row : rows) {
    if (row.puzzles > 0 && (slowest == nullptr || row.max_us > slowest->max_us)) slowest = &row;
  }
  if (slowest == nullptr) return {};
  const double factor = slowest->max_us > 0 ? kClaimMicroseconds / slowest->max_us : 0.0;
  char text[1024];
  std::snprintf(text, sizeof text,
                "%sslowest puzzle: %s line %llu (%d thread%s): %.1f µs, %s× under 100 ms "
                "(\"a few tenths of a second\")\n"
                "%s  %s\n"
                "%slatency: each puzzle timed alone with steady_clock, the least of %d passes, "
                "clock overhead %llu ns taken off\n",
                prefix.c_str(), printable(slowest->corpus).c_str(),
                static_cast<unsigned long long>(slowest->slowest_line), slowest->threads,
                slowest->threads == 1 ? "" : "s", slowest->max_us,
                (factor >= 10 ? with_commas(factor) : format("%.1f", factor)).c_str(),
                prefix.c_str(), slowest->slowest_puzzle.to_line().c_str(), prefix.c_str(),
                kLatencyPasses, static_cast<unsigned long long>(slowest->clock_overhead_ns));
  return text;
}

void append_latencies(std::string& out, const BenchCorpus& corpus, const BenchResult& result,
                      SolveMode mode) {
  for (std::size_t i = 0; i < result.latency_ns.size(); ++i) {
    append_csv(out, corpus.name);
    out += ',';
    out += mode_name(mode);
    out += ',';
    append_uint(out, static_cast<std::uint64_t>(result.threads));
    out += ',';
    append_uint(out, corpus.lines[i]);
    out += ',';
    append_uint(out, result.latency_ns[i]);
    out += '\n';
  }
}

}  // namespace nonet
