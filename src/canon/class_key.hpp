// A minlex form packed into 40 bytes: cells 1-80 as 4-bit values in five words. Cell 0 needs
// no room: it is 1 only when the form's first row is full (then cell 1 is 2), and 0 otherwise
// (then cell 1 is 0 or 1), so cell 1 says what cell 0 is.
#pragma once

#include <array>
#include <cstdint>

#include "nonet/grid.hpp"

namespace nonet {

using ClassKey = std::array<std::uint64_t, 5>;

inline ClassKey pack_form(const Grid& form) {
  ClassKey key{};
  for (int cell = 1; cell < kCells; ++cell) {
    const int at = cell - 1;
    key[at / 16] |= static_cast<std::uint64_t>(form.cells[cell]) << (4 * (at % 16));
  }
  return key;
}

inline Grid unpack_form(const ClassKey& key) {
  Grid form;
  for (int cell = 1; cell < kCells; ++cell) {
    const int at = cell - 1;
    form.cells[cell] = static_cast<std::uint8_t>((key[at / 16] >> (4 * (at % 16))) & 15);
  }
  form.cells[0] = form.cells[1] == 2 ? 1 : 0;
  return form;
}

// Any grid as it is, its 81 cells as base-10 digits, 17 to a word (10^17 < 2^57): equal keys,
// equal grids (what tells exact duplicates from others of their class).
inline ClassKey pack_cells(const Grid& grid) {
  ClassKey key{};
  for (int cell = kCells - 1; cell >= 0; --cell) {
    key[cell / 17] = key[cell / 17] * 10 + grid.cells[cell];
  }
  return key;
}

inline std::uint64_t hash_key(const ClassKey& key) {
  std::uint64_t h = 0x9e3779b97f4a7c15ull;
  for (const std::uint64_t word : key) {
    h ^= word + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    h *= 0xbf58476d1ce4e5b9ull;
  }
  return h ^ (h >> 31);
}

}  // namespace nonet
