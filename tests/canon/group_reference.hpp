// References for the canon tests, built without the minlex search: a random element of the
// group, and the minlex form by brute force over all 2 x 6^8 cell permutations.
#pragma once

#include <algorithm>
#include <array>
#include <random>
#include <string>

#include "nonet/canon.hpp"

namespace nonet::reference {

inline Transform random_transform(std::mt19937_64& random) {
  Transform t;
  t.transpose = random() & 1;
  auto shuffle_groups = [&](std::array<std::uint8_t, 9>& order) {
    std::array<std::uint8_t, 3> groups{0, 1, 2};
    std::shuffle(groups.begin(), groups.end(), random);
    for (int g = 0; g < 3; ++g) {
      std::array<std::uint8_t, 3> inside{0, 1, 2};
      std::shuffle(inside.begin(), inside.end(), random);
      for (int k = 0; k < 3; ++k)
        order[3 * g + k] = static_cast<std::uint8_t>(3 * groups[g] + inside[k]);
    }
  };
  shuffle_groups(t.rows);
  shuffle_groups(t.columns);
  std::shuffle(t.digits.begin() + 1, t.digits.end(), random);
  return t;
}

// The reference: every one of the 2 x 6^8 cell permutations, each with the digits labelled in
// order of first appearance. That relabelling is the smallest for a fixed cell order (the
// first given must be 1, the first other digit 2, ...), so this minimum is the minimum over
// the whole group with its 9! relabellings: the search is exhaustive.
inline std::string brute_force_minlex(const Grid& grid) {
  std::array<std::uint8_t, kCells> best;
  best.fill(10);
  const auto& p = std::array<std::array<int, 3>, 6>{
      {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};
  std::array<int, 9> rows{};
  std::array<int, 9> cols{};
  for (int t = 0; t < 2; ++t) {
    for (int bands = 0; bands < 6; ++bands)
      for (int r0 = 0; r0 < 6; ++r0)
        for (int r1 = 0; r1 < 6; ++r1)
          for (int r2 = 0; r2 < 6; ++r2) {
            const std::array<int, 3> rp{r0, r1, r2};
            for (int b = 0; b < 3; ++b)
              for (int k = 0; k < 3; ++k) rows[3 * b + k] = 3 * p[bands][b] + p[rp[b]][k];
            for (int stacks = 0; stacks < 6; ++stacks)
              for (int c0 = 0; c0 < 6; ++c0)
                for (int c1 = 0; c1 < 6; ++c1)
                  for (int c2 = 0; c2 < 6; ++c2) {
                    const std::array<int, 3> cp{c0, c1, c2};
                    for (int s = 0; s < 3; ++s)
                      for (int k = 0; k < 3; ++k) cols[3 * s + k] = 3 * p[stacks][s] + p[cp[s]][k];
                    std::array<std::uint8_t, 10> labels{};
                    std::uint8_t next = 1;
                    bool less = false;
                    std::array<std::uint8_t, kCells> out;
                    int i = 0;
                    for (; i < kCells; ++i) {
                      const int r = rows[i / 9];
                      const int c = cols[i % 9];
                      std::uint8_t d = t ? grid.cells[9 * c + r] : grid.cells[9 * r + c];
                      if (d) {
                        if (!labels[d]) labels[d] = next++;
                        d = labels[d];
                      }
                      out[i] = d;
                      if (!less) {
                        if (d > best[i]) break;
                        if (d < best[i]) less = true;
                      }
                    }
                    if (i == kCells && less) best = out;
                  }
          }
  }
  std::string result(kCells, '0');
  for (int i = 0; i < kCells; ++i) result[i] = static_cast<char>('0' + best[i]);
  return result;
}

}  // namespace nonet::reference
