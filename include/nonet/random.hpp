// Reproducible random numbers: the same seed gives the same numbers on every platform, so every
// command that draws (generate, augment, split) writes the same bytes for the same seed at any
// thread count.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>

namespace nonet {

// SplitMix64 (Steele, Lea & Flood, 2014): 64 bits of state, a few cycles a number, and a
// sequence fixed by the seed on every platform (unlike std::*_distribution).
class RandomStream {
 public:
  explicit RandomStream(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }

  // Uniform in [0, bound), bound >= 1: Lemire's multiply-shift, rejecting the biased part.
  std::uint32_t below(std::uint32_t bound) {
    std::uint64_t product = (next() >> 32) * bound;
    if (static_cast<std::uint32_t>(product) < bound) {
      const std::uint32_t threshold = (0u - bound) % bound;
      while (static_cast<std::uint32_t>(product) < threshold) product = (next() >> 32) * bound;
    }
    return static_cast<std::uint32_t>(product >> 32);
  }

  // The same for a bound past 32 bits.
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

  // A uniform permutation of `values` (Fisher-Yates); any container with size() and [].
  template <class Values>
  void shuffle(Values& values) {
    for (std::size_t i = values.size(); i > 1; --i) {
      std::swap(values[i - 1], values[below(static_cast<std::uint32_t>(i))]);
    }
  }

 private:
  std::uint64_t state_;
};

// The seed of the stream for try `attempt` of output `index` of a run seeded with `seed`: each
// bit of each argument flips about half the bits of the result.
constexpr std::uint64_t stream_seed(std::uint64_t seed, std::uint64_t index,
                                    std::uint64_t attempt) {
  const auto mix = [](std::uint64_t z) {  // SplitMix64's finalizer
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  };
  return mix(mix(mix(seed) ^ index) ^ attempt);
}

}  // namespace nonet
