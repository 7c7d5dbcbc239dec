// Simple and multi colors: a digit's conjugate pairs (houses holding it twice) chain its places
// into clusters of two colors, one of which is true. Simple colors: a color with two places
// seeing each other is false (wrap), or a cell seeing both colors loses the digit (trap). Multi
// colors: between two clusters, a color seeing both colors of the other is false (type 2), or
// when one color of each see each other, cells seeing both the others lose the digit (type 1).
// HoDoKu colors each digit from its lowest place, recursing through row, column and box.
#include <bit>
#include <bitset>
#include <cstdint>

#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

namespace {

struct Cluster {
  Cells color[2];
};

class Coloring {
 public:
  Coloring(const HodokuGrid& grid, int digit) : grid_(grid), digit_(digit) {
    // The places in a house holding the digit twice.
    for (std::uint32_t houses = grid.houses_holding(digit, 2); houses != 0; houses &= houses - 1)
      uncolored_ |= grid.places_of(digit) & house_set(std::countr_zero(houses));
    while (uncolored_.any()) {
      const int start = first_cell(uncolored_);
      Cluster cluster;
      paint(start, 0, cluster);
      if (cluster.color[0].any() && cluster.color[1].any()) clusters.push_back(cluster);
    }
  }

  std::vector<Cluster> clusters;

 private:
  void paint(int cell, int color, Cluster& cluster) {
    if (cell < 0 || !uncolored_[cell]) return;
    cluster.color[color][cell] = true;
    uncolored_[cell] = false;
    for (int kind = 0; kind < 3; ++kind)
      paint(partner(cell, house_of(cell, kind)), 1 - color, cluster);
  }

  int partner(int cell, int house) const {
    if (grid_.free(house, digit_) != 2) return -1;
    // HoDoKu takes the lower of the two cells unless it is this one.
    Cells pair = grid_.places_of(digit_) & house_set(house);
    const int low = first_cell(pair);
    pair[low] = false;
    return low == cell ? first_cell(pair) : low;
  }

  const HodokuGrid& grid_;
  int digit_;
  Cells uncolored_;
};

// The cells seeing a cell of `cells`.
Cells seeing_any(const Cells& cells) {
  Cells seeing;
  for_each_cell(cells, [&](int cell) { seeing |= buddies(cell); });
  return seeing;
}

bool sees_any(const Cells& a, const Cells& b) {
  return (seeing_any(a) & b).any();
}

bool sees_itself(const Cells& color) {
  return sees_any(color, color);
}

// The cells holding the digit that see a cell of `a` and a cell of `b`.
Cells seeing_both(const HodokuGrid& grid, int digit, const Cells& a, const Cells& b) {
  return grid.places_of(digit) & seeing_any(a) & seeing_any(b);
}

void delete_all(Step& step, const Cells& cells, int digit) {
  for_each_cell(cells, [&](int cell) { step.deletions.emplace_back(cell, digit); });
}

}  // namespace

// Both colorings look at nothing but a digit's places: a digit whose places are those they last
// found nothing in is skipped.
std::optional<Step> find_simple_colors(const HodokuGrid& grid) {
  thread_local NothingFound nothing;
  for (int digit = 1; digit <= 9; ++digit) {
    const Cells places = grid.places_of(digit);
    if (nothing.known(digit, places)) continue;
    for (const Cluster& cluster : Coloring(grid, digit).clusters) {
      Step wrap;
      wrap.technique = Technique::simple_colors;
      for (const Cells& color : cluster.color) {
        if (sees_itself(color)) delete_all(wrap, color, digit);
      }
      if (!wrap.deletions.empty()) return wrap;
      Step trap;
      trap.technique = Technique::simple_colors;
      delete_all(trap, seeing_both(grid, digit, cluster.color[0], cluster.color[1]), digit);
      if (!trap.deletions.empty()) return trap;
    }
    nothing.remember(digit, places);
  }
  return std::nullopt;
}

std::optional<Step> find_multi_colors(const HodokuGrid& grid) {
  thread_local NothingFound nothing;
  for (int digit = 1; digit <= 9; ++digit) {
    const Cells places = grid.places_of(digit);
    if (nothing.known(digit, places)) continue;
    const std::vector<Cluster> clusters = Coloring(grid, digit).clusters;
    for (std::size_t i = 0; i < clusters.size(); ++i) {
      for (std::size_t j = 0; j < clusters.size(); ++j) {
        if (i == j) continue;
        const Cells& a1 = clusters[i].color[0];
        const Cells& a2 = clusters[i].color[1];
        const Cells& b1 = clusters[j].color[0];
        const Cells& b2 = clusters[j].color[1];
        Step type2;
        type2.technique = Technique::multi_colors;
        for (const Cells* color : {&a1, &a2}) {
          if (sees_any(*color, b1) && sees_any(*color, b2)) delete_all(type2, *color, digit);
        }
        if (!type2.deletions.empty()) return type2;
        Step type1;
        type1.technique = Technique::multi_colors;
        if (sees_any(a1, b1)) delete_all(type1, seeing_both(grid, digit, a2, b2), digit);
        if (sees_any(a1, b2)) delete_all(type1, seeing_both(grid, digit, a2, b1), digit);
        if (sees_any(a2, b1)) delete_all(type1, seeing_both(grid, digit, a1, b2), digit);
        if (sees_any(a2, b2)) delete_all(type1, seeing_both(grid, digit, a1, b1), digit);
        if (!type1.deletions.empty()) return type1;
      }
    }
    nothing.remember(digit, places);
  }
  return std::nullopt;
}

}  // namespace nonet::hodoku
