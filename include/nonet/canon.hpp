// Canonical forms: one name per puzzle up to the validity-preserving transformations.
//
// The group: transposition, the 3! band orders, the 3! row orders within each band, the
// 3! stack orders, the 3! column orders within each stack, and the 9! digit relabellings
// (2 x 6^8 x 9! elements). The minlex form of a grid is the lexicographically smallest
// 81-character string (empty cells as 0, so they sort first) over the whole group.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "nonet/grid.hpp"

namespace nonet {

// One group element. Applied to a grid G it gives H with
//   H[i][j] = digits[ X[rows[i]][columns[j]] ]
// where X is G, or G transposed when `transpose` is set, and digits[0] = 0 (empty stays
// empty). Text form (`to_string`): `T:RRRRRRRRR:CCCCCCCCC:DDDDDDDDD`, T 0 or 1, then the
// source row of each output row, the source column of each output column (0-8), and the
// new label of digits 1..9, e.g. `0:012345678:012345678:123456789` is the identity.
struct Transform {
  bool transpose = false;
  std::array<std::uint8_t, 9> rows{0, 1, 2, 3, 4, 5, 6, 7, 8};
  std::array<std::uint8_t, 9> columns{0, 1, 2, 3, 4, 5, 6, 7, 8};
  std::array<std::uint8_t, 10> digits{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};

  friend bool operator==(const Transform&, const Transform&) = default;
};

std::string to_string(const Transform& transform);
// The transform a text form names, or nothing (then `error` says why, when given). Rows and
// columns must keep bands and stacks whole; digits must be a permutation of 1-9.
std::optional<Transform> parse_transform(std::string_view text, std::string* error = nullptr);

Grid apply(const Transform& transform, const Grid& grid);

// A group element drawn uniformly from all 2 x 6^8 x 9! of them, from a 64-bit key: each
// piece (transposition, band order, each band's row order, stack order, each stack's column
// order, the digit labels) uniform and independent of the others. The same key gives the
// same element on every machine.
Transform random_transform(std::uint64_t key);

struct CanonicalForm {
  Grid form;            // the minlex form
  Transform transform;  // maps the input onto `form`
  // How many cell permutations of the group (transposition, rows, columns; the digits
  // follow) map the input onto itself: 1 for most puzzles, 648 for the most symmetric grid.
  std::uint32_t automorphisms = 0;
};

// The minlex form of any grid (puzzle or solved grid; the givens need not be valid).
CanonicalForm canonical_form(const Grid& grid);
Grid minlex(const Grid& grid);

}  // namespace nonet
