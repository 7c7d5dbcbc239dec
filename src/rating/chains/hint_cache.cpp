#include "rating/chains/hint_cache.hpp"

namespace nonet {

HintCache::Key HintCache::key(Kind kind, const CandidateGrid& values,
                              const std::array<std::uint16_t, kCells>& work) {
  Key key{};
  for (int cell = 0; cell < kCells; ++cell) {
    const int value = values.value(cell);
    key.words[cell] = value != 0 ? static_cast<std::uint16_t>(0x8000 | value) : work[cell];
  }
  key.words[kCells] = kind;
  std::uint64_t hash = 0x9E3779B97F4A7C15ull;
  for (const std::uint16_t word : key.words) {
    hash = (hash ^ word) * 0x100000001B3ull;
    hash ^= hash >> 29;
  }
  key.hash = static_cast<std::size_t>(hash);
  return key;
}

const HintSet* HintCache::find(const Key& key) {
  if (const auto found = newer_.find(key); found != newer_.end()) return &found->second;
  const auto found = older_.find(key);
  if (found == older_.end()) return nullptr;
  auto node = older_.extract(found);
  make_room();
  return &newer_.insert(std::move(node)).position->second;
}

void HintCache::keep(const Key& key, const HintSet& hints) {
  make_room();
  newer_.insert_or_assign(key, hints);
}

void HintCache::make_room() {
  if (newer_.size() < kMaxGrids) return;
  older_ = std::move(newer_);
  newer_.clear();
}

HintCache& hint_cache() {
  thread_local HintCache cache;
  return cache;
}

}  // namespace nonet
