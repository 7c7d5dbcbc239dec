// The hints found on working grids met before (one cache in the path's Memory). Many assumptions of
// an outer chain reach the same working grid, the next rung runs the chains of the one before
// again, and the next step of the solving path meets most of the same grids once more. A
// HintSet depends on the working grid and the kind of search alone, so a grid met again needs
// no search.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "rating/board/candidate_grid.hpp"
#include "rating/sudoku_explainer/chains/hints.hpp"

namespace nonet {

class HintCache {
 public:
  // What is searched on a working grid: cycles and forcing chains, multiple forcing chains,
  // or dynamic forcing chains of a nesting level (kDynamic + level).
  enum Kind : std::uint16_t { kUnary = 0, kMultiple = 1, kDynamic = 2 };

  // A search of `kind` on a working grid: per cell its candidates in `work`, or 0x8000 + its
  // value in `values` when filled there; then the kind. Its hash is worked out once, with the
  // key: a grid not met is looked up in both generations and then kept.
  struct Key {
    std::array<std::uint16_t, kCells + 1> words;
    std::size_t hash;
    friend bool operator==(const Key& a, const Key& b) { return a.words == b.words; }
  };
  static Key key(Kind kind, const CandidateGrid& values,
                 const std::array<std::uint16_t, kCells>& work);

  // The hints kept for `key`, or nullptr when its grid was not met.
  const HintSet* find(const Key& key);
  // Keeps `hints` for `key` (a copy). The cache is bounded: when full, the grids kept become
  // the older generation and the one before is let go, which costs searches again but never
  // changes a result. A grid found in the older generation comes back to the newer one.
  void keep(const Key& key, const HintSet& hints);

 private:
  static constexpr std::size_t kMaxGrids = 8192;        // per generation
  static constexpr std::size_t kSlots = 2 * kMaxGrids;  // open addressing, at most half full

  // One generation: keys in slots found by their hash (linear probing), each with its hint
  // set, in two arrays allocated once (no allocation per grid kept, but for the hints of the
  // few sets that have some). Emptying the generation moves its stamp on.
  struct Slot {
    std::uint32_t stamp = 0;  // in use when it is the generation's
    std::size_t hash = 0;
    std::array<std::uint16_t, kCells + 1> words{};
  };
  struct Generation {
    std::vector<Slot> slots = std::vector<Slot>(kSlots);
    std::vector<HintSet> sets = std::vector<HintSet>(kSlots);
    std::uint32_t stamp = 1;
    std::size_t size = 0;

    HintSet* find(const Key& key);
    // The set of `key`, which the generation lacks, to be filled.
    HintSet& add(const Key& key);
    void clear();
  };
  std::array<Generation, 2> generations_;
  int newer_ = 0;

  Generation& newer() { return generations_[newer_]; }
  Generation& older() { return generations_[1 - newer_]; }
  // When the newer generation is full, it becomes the older one and the older one is let go.
  void make_room();
};

}  // namespace nonet
