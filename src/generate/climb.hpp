// One search of the neighbourhood search (see SearchRun in include/nonet/generator.hpp): a
// climb from a start puzzle through {-n+m} moves, with a pool of the candidates closest to
// the band and restarts. Single-threaded and a pure function of (seed, search index,
// options), the grader's time budget aside.
#pragma once

#include <atomic>
#include <cstdint>
#include <deque>
#include <optional>
#include <span>
#include <stop_token>
#include <unordered_set>
#include <vector>

#include "generate/parts.hpp"

namespace nonet::detail {

// What every search of a run shares: read-only settings and the run's counters.
struct SearchContext {
  const GenerateOptions& options;
  RatingBand band;
  std::span<const Grid> seeds;
  const KnownPuzzles* known = nullptr;
  std::uint64_t seed = 0;
  std::atomic<std::uint64_t> candidates{0};
  std::atomic<int> best_rating{kNoRating};
  bool patient_near_band = false;  // kNearBandPatience applies: from scratch, max_tries not given
};

// Pool members per search, and graded candidates without progress (a better pool or a find)
// before a search starts over (a climb stuck a tenth below the band often needs thousands).
inline constexpr std::size_t kPoolSize = 40;
inline constexpr std::uint64_t kRestartAfter = 6000;
// Carved puzzles graded for a start without seeds (about one in 400 rates 9.0 or more); the
// hardest ones fill the pool.
inline constexpr int kCarvedStarts = 400;
// Moves in a row that give no candidate (no single solution, or seen before) before a
// search starts over: a pool whose every neighbour is known has nowhere to go.
inline constexpr std::uint64_t kFruitlessMoves = 20000;
// From scratch, the best candidates a search keeps across its restarts: a restart starts again
// from them, not from new carvings (a climb that had reached 9.9 went back to 9.0 and seldom got
// as far again before its search ended).
inline constexpr std::size_t kEliteSize = 8;

class Climb {
 public:
  Climb(SearchContext& context, std::uint64_t search);

  // Grades candidates until the next find; nothing when patience() candidates in a row find
  // nothing or a stop is requested.
  std::optional<SearchHit> next_hit(std::stop_token stop);
  std::uint64_t candidates() const { return candidates_; }

 private:
  struct Member {
    Grid puzzle;
    std::int64_t fitness = 0;  // 0 in the band, negative outside (see fitness_of)
    std::uint64_t born = 0;
  };

  void start(std::stop_token stop);
  void start_from_carving(std::stop_token stop);
  std::optional<Grid> move();
  // Grades a candidate with one solution: into the pool if it is close enough, and into
  // `found_` when it is a find.
  void grade(const Grid& puzzle, const Grid& solution, std::stop_token stop);
  void keep(const Grid& puzzle, std::int64_t fitness);
  bool is_find(const Grid& puzzle, const Rating& rating);
  // A search gives up after patience() candidates without progress (one that keeps finding
  // goes on to kHitsPerSearch): max_tries, or kNearBandPatience times that when the context
  // allows it and the search's best is within a tenth of the band.
  std::uint64_t patience() const;
  bool out_of_tries() const { return candidates_ - last_progress_at_ >= patience(); }
  // From scratch: the candidate among the search's best (elite_), and progress when it is the
  // best of all.
  void remember_elite(const Grid& puzzle, std::int64_t fitness);

  SearchContext& context_;
  const GenerateOptions& options_;
  const SymmetryGroups& groups_;
  std::uint64_t search_;
  RandomStream random_;
  // Whether a move drops the clues its candidate does not need: with --minimal, and from
  // scratch unless a clue count is asked for. The hardest puzzles are minimal, and a climb among
  // puzzles with spare clues stalls below 9.5 (seed 11 reached 9.3 in 5 CPU minutes, against
  // three finds at 9.5 or more in 4.5 minimal).
  bool drops_unneeded_clues_;
  std::vector<Member> pool_;
  std::unordered_set<std::uint64_t> seen_;  // hashes of the grids graded since the start
  KnownPuzzles own_finds_;                  // forms of this search's finds
  std::deque<SearchHit> found_;
  std::uint64_t candidates_ = 0;
  // candidates_ at the last find, or from scratch at the last candidate fitter than any before
  // in the search
  std::uint64_t last_progress_at_ = 0;
  std::uint64_t since_progress_ = 0;
  std::int64_t best_fitness_ = 0;
  std::vector<Member> elite_;  // from scratch: the search's kEliteSize fittest, fittest first
};

}  // namespace nonet::detail
