#include "rating/sudoku_explainer/chains/hint_cache.hpp"

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

HintSet* HintCache::Generation::find(const Key& key) {
  for (std::size_t i = key.hash & (kSlots - 1);; i = (i + 1) & (kSlots - 1)) {
    const Slot& slot = slots[i];
    if (slot.stamp != stamp) return nullptr;
    if (slot.hash == key.hash && slot.words == key.words) return &sets[i];
  }
}

HintSet& HintCache::Generation::add(const Key& key) {
  std::size_t i = key.hash & (kSlots - 1);
  while (slots[i].stamp == stamp) i = (i + 1) & (kSlots - 1);
  slots[i].stamp = stamp;
  slots[i].hash = key.hash;
  slots[i].words = key.words;
  ++size;
  return sets[i];
}

void HintCache::Generation::clear() {
  // The room of the sets let go is given back (a slot would keep the largest set it held).
  for (HintSet& set : sets) set = HintSet{};
  if (++stamp == 0) {
    for (Slot& slot : slots) slot.stamp = 0;
    stamp = 1;
  }
  size = 0;
}

const HintSet* HintCache::find(const Key& key) {
  if (const HintSet* known = newer().find(key)) return known;
  make_room();
  const HintSet* old = older().find(key);
  if (old == nullptr) return nullptr;
  HintSet& kept = newer().add(key);
  kept = *old;
  return &kept;
}

void HintCache::keep(const Key& key, const HintSet& hints) {
  make_room();
  HintSet* known = newer().find(key);
  (known != nullptr ? *known : newer().add(key)) = hints;
}

void HintCache::make_room() {
  if (newer().size < kMaxGrids) return;
  newer_ = 1 - newer_;
  newer().clear();
}

}  // namespace nonet
