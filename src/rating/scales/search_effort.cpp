// Search effort: the engine's guesses depend on the order it meets cells and digits, so the
// figure is a mean over relabellings of the same puzzle, drawn from a fixed seed.
#include <array>
#include <numeric>
#include <utility>

#include "nonet/solver.hpp"
#include "rating/scales/search_effort.hpp"

namespace nonet {

namespace {

// splitmix64: small, fast, and the same sequence on every platform.
struct Random {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
    z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
    return z ^ (z >> 31);
  }
  int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
  template <std::size_t N>
  void shuffle(std::array<int, N>& values) {
    for (int i = static_cast<int>(N) - 1; i > 0; --i) std::swap(values[i], values[below(i + 1)]);
  }
};

// A random symmetry of the Sudoku grid: source row/column for each target row/column, a
// digit map and a transposition.
struct Relabelling {
  std::array<int, 9> rows{};
  std::array<int, 9> columns{};
  std::array<int, 10> digits{};
  bool transpose = false;

  static Relabelling draw(Random& random) {
    Relabelling r;
    r.rows = lines(random);
    r.columns = lines(random);
    std::array<int, 9> digits{};
    std::iota(digits.begin(), digits.end(), 1);
    random.shuffle(digits);
    for (int d = 1; d <= 9; ++d) r.digits[d] = digits[d - 1];
    r.transpose = random.below(2) == 1;
    return r;
  }

  // Bands (or stacks) in a random order, and lines in a random order inside each.
  static std::array<int, 9> lines(Random& random) {
    std::array<int, 3> bands = {0, 1, 2};
    random.shuffle(bands);
    std::array<int, 9> result{};
    for (int b = 0; b < 3; ++b) {
      std::array<int, 3> inner = {0, 1, 2};
      random.shuffle(inner);
      for (int i = 0; i < 3; ++i) result[3 * b + i] = 3 * bands[b] + inner[i];
    }
    return result;
  }

  Grid apply(const Grid& grid) const {
    Grid result;
    for (int r = 0; r < 9; ++r) {
      for (int c = 0; c < 9; ++c) {
        const int source = 9 * rows[r] + columns[c];
        const int target = transpose ? 9 * c + r : 9 * r + c;
        result.cells[target] = static_cast<std::uint8_t>(digits[grid.cells[source]]);
      }
    }
    return result;
  }

  Pencilmarks apply(const Pencilmarks& pencilmarks) const {
    Pencilmarks result{};
    for (int r = 0; r < 9; ++r) {
      for (int c = 0; c < 9; ++c) {
        const int source = 9 * rows[r] + columns[c];
        const int target = transpose ? 9 * c + r : 9 * r + c;
        for (int d = 1; d <= 9; ++d) {
          if ((pencilmarks[source] >> (d - 1)) & 1) result[target] |= 1u << (digits[d] - 1);
        }
      }
    }
    return result;
  }
};

}  // namespace

SearchEffort search_effort(const Grid& puzzle, int relabellings, std::uint64_t seed,
                           const Pencilmarks* pencilmarks) {
  SearchEffort effort;
  if (relabellings <= 0) return effort;
  Random random{seed};
  std::uint64_t guesses = 0;
  std::uint64_t backtracks = 0;
  for (int i = 0; i < relabellings; ++i) {
    const Relabelling relabelling = Relabelling::draw(random);
    Pencilmarks relabelled{};
    if (pencilmarks) relabelled = relabelling.apply(*pencilmarks);
    const SolveResult result = solve(relabelling.apply(puzzle),
                                     SolveOptions{.pencilmarks = pencilmarks ? &relabelled : nullptr});
    guesses += result.stats.guesses;
    backtracks += result.stats.backtracks;
  }
  effort.guesses = static_cast<double>(guesses) / relabellings;
  effort.backtracks = static_cast<double>(backtracks) / relabellings;
  return effort;
}

}  // namespace nonet
