#include "rating/board/combinations.hpp"

namespace nonet {

namespace {

// Gosper's hack visits the masks with `size` bits in increasing order.
constexpr Combinations make_combinations(int size) {
  Combinations result;
  for (unsigned mask = (1u << size) - 1; mask < (1u << 9);) {
    result.masks[result.count++] = static_cast<std::uint16_t>(mask);
    const unsigned smallest = mask & -mask;
    const unsigned ripple = mask + smallest;
    mask = ripple | (((mask ^ ripple) >> 2) / smallest);
  }
  return result;
}

constexpr std::array<Combinations, 5> kCombinations = {Combinations{}, make_combinations(1),
                                                       make_combinations(2), make_combinations(3),
                                                       make_combinations(4)};

}  // namespace

const Combinations& combinations(int size) {
  return kCombinations[size];
}

}  // namespace nonet
