// The distinct classes seen so far, in order of first appearance: packed keys in fixed-size
// chunks (no copy of the whole table when it grows) and an open-addressing index of 32-bit
// slots kept at most 3/4 full. Memory: 40 bytes a key, 4 to 8 bytes of index a key once
// warmed up (at the worst load, 5.3 + 8 during a doubling; counted as 11 below), and 8 bytes a
// count when counts are kept.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "canon/class_key.hpp"

namespace nonet {

class ClassSet {
 public:
  explicit ClassSet(bool counts);

  // Adds `key` (or counts one more for it). True when it was new. Never fails: the caller
  // checks bytes() against its limit before adding.
  bool insert(const ClassKey& key) { return emplace(key).added; }
  // The same, with the key's index (its order of first appearance).
  struct Emplaced {
    std::uint64_t index;
    bool added;
  };
  Emplaced emplace(const ClassKey& key);
  bool contains(const ClassKey& key) const;

  std::uint64_t size() const { return size_; }
  const ClassKey& key(std::uint64_t index) const;
  std::uint64_t count(std::uint64_t index) const { return counts_[index]; }
  // What the table holds now, and would hold after one more class.
  std::uint64_t bytes() const;
  std::uint64_t bytes_after_insert() const;

 private:
  static constexpr std::uint64_t kChunkKeys = 1 << 16;
  void grow_index();

  bool keep_counts_;
  std::uint64_t size_ = 0;
  std::vector<std::unique_ptr<ClassKey[]>> chunks_;
  std::vector<std::uint32_t> slots_;  // index + 1 into the keys, 0 when free
  std::vector<std::uint64_t> counts_;
};

}  // namespace nonet
