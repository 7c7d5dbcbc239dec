// The permutation branch's target (src/solver/permutation_target.hpp): on AVX-512 it is computed
// from propagation's two 16-lane vectors, elsewhere from a vector per band; both must choose
// the same band or stack and digit, or the search's figures would depend on the machine.
#include "solver/permutation_target.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string_view>

namespace nonet {
namespace {

using detail::kBandCells;
using detail::kBandPermutations;
using detail::kNoTarget;
using detail::Lanes;
using detail::Mask;

constexpr std::string_view kSolution =
    "672491835851637492439258167147529386926783541583146729295374618714862953368915274";

struct Masks {
  Lanes digits[3];
  Mask nines[3];
};

int target_from_lanes(const Masks& m) {
  return detail::permutation_target(m.digits, m.nines);
}

#if defined(__AVX512F__) && defined(__AVX512BW__)
int target_from_wide(const Masks& m) {
  detail::Wide pair, rest;
  for (int d = 0; d < 8; ++d) {
    pair[d] = m.digits[0][d], pair[8 + d] = m.digits[1][d];
    rest[d] = m.digits[2][d];
  }
  for (int b = 0; b < 3; ++b) rest[8 + b] = m.nines[b];
  for (int lane = 11; lane < 16; ++lane) rest[lane] = kBandCells;  // propagation's padding
  return detail::permutation_target(pair, rest);
}
#endif

// A digit-band mask of one of four kinds, so that every count of permutations comes up: any
// cells, the cells of one permutation's triads, of two, or one cell per triad of one.
Mask random_mask(std::mt19937& rng) {
  switch (rng() % 4) {
    case 0:
      return static_cast<Mask>(rng()) & kBandCells;
    case 1:
      return kBandPermutations[rng() % 6].cells;
    case 2:
      return kBandPermutations[rng() % 6].cells | kBandPermutations[rng() % 6].cells;
    default:
      return kBandPermutations[rng() % 6].firsts << (rng() % 3);
  }
}

TEST(PermutationTarget, BothLayoutsChooseTheSame) {
#if defined(__AVX512F__) && defined(__AVX512BW__)
  std::mt19937 rng(30);
  int targets = 0, none = 0;
  for (int round = 0; round < 20000; ++round) {
    Masks m;
    for (int b = 0; b < 3; ++b) {
      for (int d = 0; d < 8; ++d) m.digits[b][d] = random_mask(rng);
      m.nines[b] = random_mask(rng);
    }
    const int expected = target_from_lanes(m);
    ASSERT_EQ(target_from_wide(m), expected) << "round " << round;
    (expected == kNoTarget ? none : targets) += 1;
  }
  EXPECT_GT(targets, 10000);
#else
  GTEST_SKIP() << "this build has one layout only";
#endif
}

// kSolution as masks: every digit settled in every band.
Masks solved() {
  Masks m{};
  for (int cell = 0; cell < 81; ++cell) {
    const int b = cell / 27, d = kSolution[cell] - '1';
    (d == 8 ? m.nines[b] : m.digits[b][d]) |= Mask{1} << (cell % 27);
  }
  return m;
}

TEST(PermutationTarget, NoneInASolvedGrid) {
  const Masks m = solved();
  EXPECT_EQ(target_from_lanes(m), kNoTarget);
#if defined(__AVX512F__) && defined(__AVX512BW__)
  EXPECT_EQ(target_from_wide(m), kNoTarget);
#endif
}

// Everything settled but digit 5, which may take either of two permutations in band 1 (rows
// onto boxes 0 1 2 or 1 0 2 there): band 1 is the place closest to closing, digit 5 its digit.
TEST(PermutationTarget, TheOnlyUnsettledDigit) {
  Masks m = solved();
  m.digits[1][4] = kBandPermutations[0].cells | kBandPermutations[2].cells;
  EXPECT_EQ(target_from_lanes(m), 1 << 4 | 4);
#if defined(__AVX512F__) && defined(__AVX512BW__)
  EXPECT_EQ(target_from_wide(m), 1 << 4 | 4);
#endif
}

}  // namespace
}  // namespace nonet
