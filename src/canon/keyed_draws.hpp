// Random draws from a 64-bit key, the same on every machine: what makes augment's elements and
// split's shuffles reproducible by seed.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

namespace nonet {

// SplitMix64: a 64-bit stream from a key; then draws below a bound by Lemire's multiply with
// rejection, so that no value is favoured.
class KeyedDraws {
 public:
  explicit KeyedDraws(std::uint64_t key) : state_(key) {}
  // 32 bits: each 64-bit output serves twice.
  std::uint32_t next32() {
    if (halves_ == 0) buffer_ = next(), halves_ = 2;
    --halves_;
    const auto half = static_cast<std::uint32_t>(buffer_);
    buffer_ >>= 32;
    return half;
  }
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  // Uniform in [0, bound).
  std::uint32_t below(std::uint32_t bound) {
    std::uint64_t product = std::uint64_t{next32()} * bound;
    if (static_cast<std::uint32_t>(product) <
        bound) {  // maybe in the short end: the division only then
      const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
      while (static_cast<std::uint32_t>(product) < threshold) {
        product = std::uint64_t{next32()} * bound;
      }
    }
    return static_cast<std::uint32_t>(product >> 32);
  }
  // Uniform in [0, bound), for a bound past 32 bits.
  std::uint64_t below64(std::uint64_t bound) {
    unsigned __int128 product = static_cast<unsigned __int128>(next()) * bound;
    if (static_cast<std::uint64_t>(product) < bound) {
      const std::uint64_t threshold = (0 - bound) % bound;
      while (static_cast<std::uint64_t>(product) < threshold) {
        product = static_cast<unsigned __int128>(next()) * bound;
      }
    }
    return static_cast<std::uint64_t>(product >> 64);
  }
  // A uniform permutation of `values` from index `first` on (Fisher-Yates); any container with
  // size() and [].
  template <class Values>
  void shuffle(Values& values, std::size_t first = 0) {
    for (std::size_t i = values.size() - 1; i > first && i < values.size(); --i) {
      std::swap(values[i], values[first + below(static_cast<std::uint32_t>(i - first + 1))]);
    }
  }

 private:
  std::uint64_t state_;
  std::uint64_t buffer_ = 0;
  int halves_ = 0;
};

}  // namespace nonet
