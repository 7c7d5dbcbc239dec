#include "canon/class_set.hpp"

namespace nonet {

ClassSet::ClassSet(bool counts) : keep_counts_(counts), slots_(1 << 10, 0) {}

const ClassKey& ClassSet::key(std::uint64_t index) const {
  return chunks_[index / kChunkKeys][index % kChunkKeys];
}

std::uint64_t ClassSet::bytes() const {
  return chunks_.size() * kChunkKeys * sizeof(ClassKey) + slots_.size() * sizeof(std::uint32_t) +
         counts_.capacity() * sizeof(std::uint64_t);
}

std::uint64_t ClassSet::bytes_after_insert() const {
  std::uint64_t bytes = this->bytes();
  if (size_ % kChunkKeys == 0) bytes += kChunkKeys * sizeof(ClassKey);
  if ((size_ + 1) * 4 > slots_.size() * 3) bytes += slots_.size() * 2 * sizeof(std::uint32_t);
  if (keep_counts_ && size_ + 1 > counts_.capacity()) {
    bytes += (counts_.capacity() == 0 ? 1 : counts_.capacity()) * sizeof(std::uint64_t);
  }
  return bytes;
}

void ClassSet::grow_index() {
  std::vector<std::uint32_t> grown(slots_.size() * 2, 0);
  const std::uint64_t mask = grown.size() - 1;
  for (const std::uint32_t slot : slots_) {
    if (slot == 0) continue;
    std::uint64_t at = hash_key(key(slot - 1)) & mask;
    while (grown[at] != 0) at = (at + 1) & mask;
    grown[at] = slot;
  }
  slots_.swap(grown);
}

bool ClassSet::contains(const ClassKey& candidate) const {
  const std::uint64_t mask = slots_.size() - 1;
  for (std::uint64_t at = hash_key(candidate) & mask; slots_[at] != 0; at = (at + 1) & mask) {
    if (key(slots_[at] - 1) == candidate) return true;
  }
  return false;
}

ClassSet::Emplaced ClassSet::emplace(const ClassKey& candidate) {
  const std::uint64_t mask = slots_.size() - 1;
  std::uint64_t at = hash_key(candidate) & mask;
  while (slots_[at] != 0) {
    const std::uint64_t index = slots_[at] - 1;
    if (key(index) == candidate) {
      if (keep_counts_) ++counts_[index];
      return {index, false};
    }
    at = (at + 1) & mask;
  }
  if (size_ % kChunkKeys == 0) chunks_.push_back(std::make_unique<ClassKey[]>(kChunkKeys));
  chunks_[size_ / kChunkKeys][size_ % kChunkKeys] = candidate;
  ++size_;
  slots_[at] = static_cast<std::uint32_t>(size_);
  if (keep_counts_) counts_.push_back(1);
  if (size_ * 4 > slots_.size() * 3) grow_index();
  return {size_ - 1, true};
}

}  // namespace nonet
