#include "rating/chains/hint_cache.hpp"

namespace nonet {

HintCache::Key HintCache::key(Kind kind, const CandidateGrid& values,
                              const std::array<std::uint16_t, kCells>& work) {
  Key key{};
  for (int cell = 0; cell < kCells; ++cell) {
    const int value = values.value(cell);
    key[cell] = value != 0 ? static_cast<std::uint16_t>(0x8000 | value) : work[cell];
  }
  key[kCells] = kind;
  return key;
}

std::size_t HintCache::KeyHash::operator()(const Key& key) const {
  std::uint64_t hash = 0x9E3779B97F4A7C15ull;
  for (const std::uint16_t word : key) {
    hash = (hash ^ word) * 0x100000001B3ull;
    hash ^= hash >> 29;
  }
  return static_cast<std::size_t>(hash);
}

const HintSet* HintCache::find(const Key& key) const {
  const auto found = grids_.find(key);
  return found == grids_.end() ? nullptr : &found->second;
}

void HintCache::keep(const Key& key, const HintSet& hints) {
  if (grids_.size() >= kMaxGrids) grids_.clear();
  grids_.insert_or_assign(key, hints);
}

HintCache& hint_cache() {
  thread_local HintCache cache;
  return cache;
}

}  // namespace nonet
