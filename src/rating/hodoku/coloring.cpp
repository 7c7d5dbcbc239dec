// Simple and multi colors: a digit's conjugate pairs (houses holding it twice) chain its places
// into clusters of two colors, one of which is true. Simple colors: a color with two places
// seeing each other is false (wrap), or a cell seeing both colors loses the digit (trap). Multi
// colors: between two clusters, a color seeing both colors of the other is false (type 2), or
// when one color of each see each other, cells seeing both the others lose the digit (type 1).
// HoDoKu colors each digit from its lowest place, recursing through row, column and box.
#include <bit>
#include <cstdint>

#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

namespace {

struct Cluster {
  CellSet color[2];
  CellSet seeing[2];  // the cells seeing a cell of each color
};

// The cells seeing a cell of `cells`.
CellSet seeing_any(const CellSet& cells) {
  CellSet seeing;
  cells.for_each([&](int cell) { seeing |= buddies(cell); });
  return seeing;
}

class Coloring {
 public:
  Coloring(const HodokuGrid& grid, int digit) : grid_(grid), digit_(digit) {
    // The places in a house holding the digit twice.
    for_each_conjugate_pair(grid, digit, kAllHouses, [&](int p, int q, int) {
      uncolored_.add(p);
      uncolored_.add(q);
    });
    while (!uncolored_.empty()) {
      const int start = uncolored_.first();
      Cluster cluster;
      paint(start, 0, cluster);
      if (!cluster.color[0].empty() && !cluster.color[1].empty()) {
        for (int color = 0; color < 2; ++color)
          cluster.seeing[color] = seeing_any(cluster.color[color]);
        clusters.push_back(cluster);
      }
    }
  }

  std::vector<Cluster> clusters;

 private:
  void paint(int cell, int color, Cluster& cluster) {
    if (cell < 0 || !uncolored_.has(cell)) return;
    cluster.color[color].add(cell);
    uncolored_.remove(cell);
    for (int kind = 0; kind < 3; ++kind)
      paint(partner(cell, house_of(cell, kind)), 1 - color, cluster);
  }

  int partner(int cell, int house) const {
    if (grid_.free(house, digit_) != 2) return -1;
    // HoDoKu takes the lower of the two cells unless it is this one.
    const auto [low, high] = pair_in(grid_, digit_, house);
    return low == cell ? high : low;
  }

  const HodokuGrid& grid_;
  int digit_;
  CellSet uncolored_;
};

void delete_all(Step& step, const CellSet& cells, int digit) {
  cells.for_each([&](int cell) { step.deletions.emplace_back(cell, digit); });
}

}  // namespace

// Both colorings look at nothing but a digit's places: a digit whose places are those they last
// found nothing in is skipped.
std::optional<Step> find_simple_colors(const HodokuGrid& grid, const Ask&, Memory& memory) {
  struct Kept : NothingFound {};
  NothingFound& nothing = memory.kept<Kept>();
  for (int digit = 1; digit <= 9; ++digit) {
    const CellSet places = grid.places_of(digit);
    if (nothing.known(digit, places)) continue;
    for (const Cluster& cluster : Coloring(grid, digit).clusters) {
      Step wrap;
      wrap.technique = Technique::simple_colors;
      for (int color = 0; color < 2; ++color) {
        if (cluster.seeing[color].intersects(cluster.color[color]))
          delete_all(wrap, cluster.color[color], digit);
      }
      if (!wrap.deletions.empty()) return wrap;
      Step trap;
      trap.technique = Technique::simple_colors;
      delete_all(trap, places & cluster.seeing[0] & cluster.seeing[1], digit);
      if (!trap.deletions.empty()) return trap;
    }
    nothing.remember(digit, places);
  }
  return std::nullopt;
}

std::optional<Step> find_multi_colors(const HodokuGrid& grid, const Ask&, Memory& memory) {
  struct Kept : NothingFound {};
  NothingFound& nothing = memory.kept<Kept>();
  for (int digit = 1; digit <= 9; ++digit) {
    const CellSet places = grid.places_of(digit);
    if (nothing.known(digit, places)) continue;
    const std::vector<Cluster> clusters = Coloring(grid, digit).clusters;
    for (std::size_t i = 0; i < clusters.size(); ++i) {
      for (std::size_t j = 0; j < clusters.size(); ++j) {
        if (i == j) continue;
        const Cluster& a = clusters[i];
        const Cluster& b = clusters[j];
        // Whether a cell of a's color x sees one of b's color y.
        auto sees = [&](int x, int y) { return a.seeing[x].intersects(b.color[y]); };
        // The places seeing a cell of a's color x and one of b's color y.
        auto seeing_both = [&](int x, int y) { return places & a.seeing[x] & b.seeing[y]; };
        Step type2;
        type2.technique = Technique::multi_colors;
        for (int x = 0; x < 2; ++x) {
          if (sees(x, 0) && sees(x, 1)) delete_all(type2, a.color[x], digit);
        }
        if (!type2.deletions.empty()) return type2;
        Step type1;
        type1.technique = Technique::multi_colors;
        if (sees(0, 0)) delete_all(type1, seeing_both(1, 1), digit);
        if (sees(0, 1)) delete_all(type1, seeing_both(1, 0), digit);
        if (sees(1, 0)) delete_all(type1, seeing_both(0, 1), digit);
        if (sees(1, 1)) delete_all(type1, seeing_both(0, 0), digit);
        if (!type1.deletions.empty()) return type1;
      }
    }
    nothing.remember(digit, places);
  }
  return std::nullopt;
}

}  // namespace nonet::hodoku
