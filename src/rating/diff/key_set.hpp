// The keys a rating file has shown, to find the ones it repeats: 64-bit keys in one
// open-addressed table, and line numbers as a bitmap.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string_view>
#include <vector>

namespace nonet::diff_detail {

// FNV-1a over the bytes, mixed: a puzzle's key for finding repeats.
inline std::uint64_t hash_bytes(std::string_view text) {
  std::uint64_t hash = 14695981039346656037ull;
  for (const char c : text) hash = (hash ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  return hash ^ (hash >> 29);
}

// A set of 64-bit keys in one open-addressed table, at most 80% full: 10 to 20 bytes a key.
class KeySet {
 public:
  // False when `key` was there already.
  bool insert(std::uint64_t key) {
    const std::uint64_t stored = key + 1;  // 0 marks an empty slot
    if (stored == 0) return insert_zero();
    if (5 * (size_ + 1) > 4 * slots_.size()) grow();
    for (std::size_t at = slot_of(stored);; at = (at + 1) & (slots_.size() - 1)) {
      if (slots_[at] == stored) return false;
      if (slots_[at] == 0) {
        slots_[at] = stored;
        ++size_;
        return true;
      }
    }
  }

  bool contains(std::uint64_t key) const {
    const std::uint64_t stored = key + 1;
    if (stored == 0) return has_max_;
    if (slots_.empty()) return false;
    for (std::size_t at = slot_of(stored);; at = (at + 1) & (slots_.size() - 1)) {
      if (slots_[at] == stored) return true;
      if (slots_[at] == 0) return false;
    }
  }

 private:
  std::size_t slot_of(std::uint64_t stored) const {
    return static_cast<std::size_t>((stored * 0x9E3779B97F4A7C15ull) >> 17) & (slots_.size() - 1);
  }
  bool insert_zero() {
    const bool fresh = !has_max_;
    has_max_ = true;
    return fresh;
  }
  void grow() {
    std::vector<std::uint64_t> old(std::max<std::size_t>(64, 2 * slots_.size()), 0);
    old.swap(slots_);
    for (const std::uint64_t stored : old) {
      if (stored == 0) continue;
      std::size_t at = slot_of(stored);
      while (slots_[at] != 0) at = (at + 1) & (slots_.size() - 1);
      slots_[at] = stored;
    }
  }

  std::vector<std::uint64_t> slots_;
  std::size_t size_ = 0;
  bool has_max_ = false;  // the key UINT64_MAX, which has no stored form
};

// The line numbers a file has shown: one bit each up to the largest (rating files number
// their lines densely), a KeySet for numbers far past the rows read (a file that skips).
class LineSet {
 public:
  // False when `line` was there already.
  bool insert(std::uint64_t line, std::uint64_t rows) {
    if (line / 64 > 4 * (rows / 64 + 1024)) return sparse_.insert(line);
    if (line / 64 >= bits_.size()) bits_.resize(std::max(line / 64 + 1, 2 * bits_.size()), 0);
    std::uint64_t& word = bits_[line / 64];
    const std::uint64_t bit = std::uint64_t{1} << (line % 64);
    const bool fresh = (word & bit) == 0 && !sparse_.contains(line);
    word |= bit;
    return fresh;
  }

 private:
  std::vector<std::uint64_t> bits_;
  KeySet sparse_;
};

}  // namespace nonet::diff_detail
