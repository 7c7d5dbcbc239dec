// SearchRun: the searches of a run on their threads, and their finds joined in search order.
//
// Threads take search indexes in order, at most one search per thread ahead of the one being
// read, so the work done ahead is bounded. The reader (next()) takes the finds of search k as
// they come, drops those already written (up to symmetry) and, unless the neighbours are asked
// for, the near copies of those written, and moves to search k + 1 once k has ended. What it
// returns depends only on the searches, never on which thread ran them.
#include <oneapi/tbb/info.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <map>
#include <mutex>
#include <thread>

#include "generate/climb.hpp"
#include "nonet/canon.hpp"

namespace nonet {

namespace {

using Clock = std::chrono::steady_clock;

// A search's finds not yet read, and whether it has ended (and how).
struct SearchSlot {
  std::deque<SearchHit> hits;
  bool ended = false;
  bool out_of_tries = false;  // it graded max_tries candidates
};

}  // namespace

bool near_copies(const Grid& a, const Grid& b) {
  int differ = 0;
  for (int cell = 0; cell < kCells; ++cell) differ += a.cells[cell] != b.cells[cell];
  return differ <= kNearCopyCells;
}

struct SearchRun::State {
  explicit State(const SearchJob& job)
      : job(job),
        context{.options = job.options,
                .band = job.options.rating.value_or(RatingBand{0, kMaxRatingBand}),
                .seeds = job.seeds,
                .known = job.options.known,
                .seed = job.seed,
                .patient_near_band = job.seeds.empty() && !job.end_when_out_of_reach},
        start(Clock::now()),
        forward_stop(job.options.stop, [this] { stop.request_stop(); }) {}

  void work() {
    while (true) {
      std::uint64_t search = 0;
      {
        std::unique_lock lock(mutex);
        changed.wait(lock,
                     [&] { return stop.stop_requested() || next_search < reading + threads; });
        if (stop.stop_requested()) return;
        search = next_search++;
        slots[search];
        ++searches;
      }
      detail::Climb climb(context, search);
      std::uint64_t found = 0;
      const std::uint64_t hits = job.options.neighbours ? kHitsPerSearch : 1;
      while (found < hits) {
        std::optional<SearchHit> hit = climb.next_hit(stop.get_token());
        if (!hit) break;
        ++found;
        std::lock_guard lock(mutex);
        slots[search].hits.push_back(std::move(*hit));
        changed.notify_all();
      }
      std::lock_guard lock(mutex);
      slots[search].ended = true;
      slots[search].out_of_tries = found < hits && !stop.stop_requested();
      changed.notify_all();
    }
  }

  // Ends the run: the threads stop (their gradings are cut short) and are joined.
  void finish(std::unique_lock<std::mutex>& lock, SearchEnd why) {
    if (end == SearchEnd::running) end = why;
    stop.request_stop();
    changed.notify_all();
    lock.unlock();
    for (std::jthread& worker : workers) {
      if (worker.joinable()) worker.join();
    }
    lock.lock();
  }

  // The next find of `reading` onwards not written yet; with `draining`, searches that did not
  // end are passed over too (after a time limit or a stop).
  std::optional<SearchHit> take_new(bool draining) {
    while (!slots.empty()) {
      auto slot = slots.find(reading);
      if (slot == slots.end()) return std::nullopt;
      while (!slot->second.hits.empty()) {
        SearchHit hit = std::move(slot->second.hits.front());
        slot->second.hits.pop_front();
        const Grid form = minlex(hit.puzzle);
        if (written_forms.contains_form(form)) continue;
        if (!job.options.neighbours && near_written(hit.puzzle)) continue;
        written_forms.add_form(form);
        written_puzzles.push_back(hit.puzzle);
        wrote_from_reading = true;
        ++written;
        return hit;
      }
      if (!slot->second.ended && !draining) return std::nullopt;
      // Unless told to end there, the run goes on with the next search.
      if (slot->second.out_of_tries && !wrote_from_reading && !draining &&
          job.end_when_out_of_reach) {
        out_of_reach = true;
        return std::nullopt;
      }
      slots.erase(slot);
      ++reading;
      wrote_from_reading = false;
      changed.notify_all();
    }
    return std::nullopt;
  }

  bool near_written(const Grid& puzzle) const {
    return std::any_of(written_puzzles.begin(), written_puzzles.end(),
                       [&](const Grid& written) { return near_copies(puzzle, written); });
  }

  const SearchJob& job;
  detail::SearchContext context;
  Clock::time_point start;
  std::stop_source stop;
  std::stop_callback<std::function<void()>> forward_stop;
  std::uint64_t threads = 1;

  std::mutex mutex;  // guards the fields below
  std::condition_variable changed;
  std::map<std::uint64_t, SearchSlot> slots;
  std::uint64_t next_search = 0;
  std::uint64_t reading = 0;  // the search whose finds are being read
  bool wrote_from_reading = false;
  bool out_of_reach = false;
  std::uint64_t searches = 0;
  std::uint64_t written = 0;
  KnownPuzzles written_forms;
  std::vector<Grid> written_puzzles;  // as found, for near copies
  SearchEnd end = SearchEnd::running;
  std::vector<std::jthread> workers;
};

SearchRun::SearchRun(const SearchJob& job) : state_(std::make_unique<State>(job)) {
  State& state = *state_;
  state.threads = static_cast<std::uint64_t>(
      job.threads > 0 ? job.threads : std::max(1, tbb::info::default_concurrency()));
  state.next_search = state.reading = job.first_search;
  if (job.count == 0) {
    state.end = SearchEnd::count_reached;
    return;
  }
  for (std::uint64_t i = 0; i < state.threads; ++i)
    state.workers.emplace_back([&state] { state.work(); });
}

SearchRun::~SearchRun() {
  std::unique_lock lock(state_->mutex);
  state_->finish(lock, SearchEnd::stopped);
}

std::optional<SearchHit> SearchRun::next() {
  return next([] {});
}

std::optional<SearchHit> SearchRun::next(FunctionRef<void()> on_wait) {
  State& state = *state_;
  const bool limited = state.job.time_limit > 0;
  const auto deadline =
      state.start + std::chrono::duration_cast<Clock::duration>(
                        std::chrono::duration<double>(limited ? state.job.time_limit : 0));
  std::unique_lock lock(state.mutex);
  while (true) {
    if (state.end != SearchEnd::running) {
      // After a time limit or a stop, the finds already made are still written, in order.
      if (state.end == SearchEnd::count_reached || state.end == SearchEnd::out_of_reach ||
          state.written >= state.job.count) {
        return std::nullopt;
      }
      return state.take_new(true);
    }
    if (state.written >= state.job.count) {
      state.finish(lock, SearchEnd::count_reached);
      continue;
    }
    if (std::optional<SearchHit> hit = state.take_new(false)) return hit;
    if (state.out_of_reach) {
      state.finish(lock, SearchEnd::out_of_reach);
      continue;
    }
    if (state.job.options.stop.stop_requested()) {
      state.finish(lock, SearchEnd::stopped);
      continue;
    }
    const auto now = Clock::now();
    if (limited && now >= deadline) {
      state.finish(lock, SearchEnd::time_limit);
      continue;
    }
    auto wake = now + std::chrono::milliseconds(100);
    if (limited) wake = std::min(wake, deadline);
    state.changed.wait_until(lock, wake);
    lock.unlock();
    on_wait();
    lock.lock();
  }
}

SearchTotals SearchRun::totals() const {
  State& state = *state_;
  std::lock_guard lock(state.mutex);
  return SearchTotals{.written = state.written,
                      .candidates = state.context.candidates.load(std::memory_order_relaxed),
                      .searches = state.searches,
                      .best_rating = state.context.best_rating.load(std::memory_order_relaxed),
                      .seconds = std::chrono::duration<double>(Clock::now() - state.start).count(),
                      .end = state.end};
}

}  // namespace nonet
