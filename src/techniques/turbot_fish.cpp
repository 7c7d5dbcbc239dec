// Skyscraper (SE 4.0), two-string kite (4.1) and turbot fish (4.1): two strong links on one
// digit (houses where it has exactly two places) whose inner ends see each other; one outer
// end holds the digit, so cells seeing both outer ends lose it. Named after the two houses:
// two rows or two columns make a skyscraper, a row and a column a kite, a line and a box a
// turbot fish. Sukaku Explainer's serate rates these; all candidates are ranked by rating,
// then by more eliminations, then by search order.
#include <bit>

#include "techniques/technique.hpp"

namespace nonet {

namespace {

struct HousePair {
  int base_kind;
  int cover_kind;
};
constexpr std::array<HousePair, 6> kPairs = {{{kRowBase, kRowBase},
                                              {kColumnBase, kColumnBase},
                                              {kColumnBase, kRowBase},
                                              {kRowBase, kBoxBase},
                                              {kColumnBase, kBoxBase},
                                              {kBoxBase, kBoxBase}}};

// The house two cells share, preferring a column, then a row, then a box; -1 for none.
int shared_house(int a, int b) {
  if (column_of(a) == column_of(b)) return column_house(a);
  if (row_of(a) == row_of(b)) return row_house(a);
  if (box_of(a) == box_of(b)) return box_house(a);
  return -1;
}

// Sukaku Explainer rates an empty rectangle (a box whose places of the digit lie on one row
// and one column, crossing at the "heart") as a turbot fish.
constexpr int kEmptyRectangleRating = 43;

struct Kind {
  Technique technique;
  int rating;
};

// Sukaku Explainer's later serate rates two strong links by their houses: two rows or two
// columns 4.0, any other pair 4.1 (its calibration agrees: line-and-box turbot fish are 4.1).
Kind kind_of(int base_kind, int cover_kind) {
  if (cover_kind == kBoxBase || base_kind == kBoxBase) return {Technique::turbot_fish, 41};
  if (base_kind == cover_kind) return {Technique::skyscraper, 40};
  return {Technique::two_string_kite, 41};
}

// For each place of a box, the places off its row and column (inside the box).
constexpr std::array<std::uint16_t, 9> make_rectangles() {
  std::array<std::uint16_t, 9> result{};
  for (int e = 0; e < 9; ++e) {
    for (int i = 0; i < 9; ++i) {
      if (i / 3 != e / 3 && i % 3 != e % 3) result[e] |= static_cast<std::uint16_t>(1 << i);
    }
  }
  return result;
}
constexpr std::array<std::uint16_t, 9> kRectangles = make_rectangles();

// The cell of `box` whose row and column (inside the box) hold every place of `digit`, the
// first in reading order; -1 when the places leave no such "empty rectangle".
int empty_rectangle_heart(const CandidateGrid& grid, int box, int digit) {
  const std::uint16_t places = grid.place_mask(box, digit);
  const int count = std::popcount(places);
  if (count < 3 || count > 5) return -1;
  for (int e = 0; e < 9; ++e) {
    if ((places & kRectangles[e]) == 0) return kTables.house_cells[box][e];
  }
  return -1;
}

}  // namespace

bool find_turbot_fish(const CandidateGrid& grid, Step& step) {
  int best_rating = 0;
  int best_count = 0;
  auto consider = [&](const Kind& kind, int digit, int base, int cover, int shared, int start,
                      int bridge1, int bridge2, int end, CellSet victims) {
    const int count = victims.count();
    if (count == 0) return;
    if (best_rating != 0 &&
        (kind.rating > best_rating || (kind.rating == best_rating && count <= best_count))) {
      return;
    }
    best_rating = kind.rating;
    best_count = count;
    step = Step{};
    step.technique = kind.technique;
    step.rating = static_cast<std::uint8_t>(kind.rating);
    step.digits = static_cast<std::uint16_t>(digit_bit(digit));
    const std::array<int, 4> chain = {start, bridge1, bridge2, end};
    step.chain_length = static_cast<std::uint8_t>(bridge2 == end ? 3 : 4);
    for (int k = 0; k < step.chain_length; ++k) {
      step.cells.add(chain[k]);
      // start off, bridge1 on, bridge2 off, end on
      step.chain[k] = static_cast<std::uint16_t>(2 * (9 * chain[k] + digit - 1) + (k % 2));
    }
    step.add_house(base);
    step.add_house(cover);
    step.add_house(shared);
    victims.for_each([&](int cell) { step.eliminations[cell] = digit_bit(digit); });
  };
  // Per digit, the houses where it has two places (strong links) and the boxes holding an
  // empty rectangle, as masks over the 27 houses: the loops below only visit those.
  std::array<std::uint32_t, 9> links{};
  std::array<std::uint32_t, 9> rectangles{};
  std::array<std::array<std::int8_t, 9>, 9> hearts{};
  for (int digit = 1; digit <= 9; ++digit) {
    for (int house = 0; house < kHouses; ++house) {
      if (std::popcount(grid.place_mask(house, digit)) == 2) links[digit - 1] |= 1u << house;
    }
    for (int box = 0; box < 9; ++box) {
      const int heart = empty_rectangle_heart(grid, kBoxBase + box, digit);
      hearts[digit - 1][box] = static_cast<std::int8_t>(heart);
      if (heart >= 0) rectangles[digit - 1] |= 1u << (kBoxBase + box);
    }
  }
  for (const HousePair& pair : kPairs) {
    const Kind kind = kind_of(pair.base_kind, pair.cover_kind);
    if (best_rating != 0 && kind.rating > best_rating) continue;
    const std::uint32_t cover_kind_mask = 0x1ffu << pair.cover_kind;
    for (int digit = 1; digit <= 9; ++digit) {
      const std::uint32_t strong = links[digit - 1];
      for (std::uint32_t bases = strong & (0x1ffu << pair.base_kind); bases; bases &= bases - 1) {
        const int base = std::countr_zero(bases);
        const CellSet base_places = grid.positions(base, digit);
        const int b0 = base_places.first();
        const int b1 = base_places.without(CellSet::of(b0)).first();
        const int first_cover = pair.base_kind == pair.cover_kind ? base + 1 : pair.cover_kind;
        const std::uint32_t covers =
            (strong | rectangles[digit - 1]) & cover_kind_mask & ~((1u << first_cover) - 1);
        for (std::uint32_t bits = covers; bits; bits &= bits - 1) {
          const int cover = std::countr_zero(bits);
          if ((strong >> cover) & 1) {
            const CellSet cover_places = grid.positions(cover, digit);
            if (!(cover_places & base_places).empty()) continue;
            const int c0 = cover_places.first();
            const std::array<int, 4> cells = {b0, b1, c0,
                                              cover_places.without(CellSet::of(c0)).first()};
            for (int i = 0; i < 2; ++i) {
              for (int j = 2; j < 4; ++j) {
                const int shared = shared_house(cells[1 - i], cells[j]);
                if (shared < 0 || shared == base || shared == cover) continue;
                consider(
                    kind, digit, base, cover, shared, cells[i], cells[1 - i], cells[j],
                    cells[5 - j],
                    kTables.peers[cells[i]] & kTables.peers[cells[5 - j]] & grid.cells_with(digit));
              }
            }
            continue;
          }
          const int heart = hearts[digit - 1][cover - kBoxBase];
          if (heart < 0 || base_places.has(heart) || box_of(b0) == box_of(heart) ||
              box_of(b1) == box_of(heart)) {
            continue;
          }
          const Kind er{Technique::turbot_fish, kEmptyRectangleRating};
          if (best_rating != 0 && er.rating > best_rating) continue;
          for (int i = 0; i < 2; ++i) {
            const int start = i == 0 ? b0 : b1, bridge = i == 0 ? b1 : b0;
            const int shared = shared_house(bridge, heart);
            if (shared < 0 || shared == base || shared == cover) continue;
            const CellSet victims =
                (kTables.peers[start] & kTables.peers[heart] & grid.cells_with(digit))
                    .without(kTables.house_set[cover])
                    .without(kTables.house_set[base]);
            consider(er, digit, base, cover, shared, start, bridge, heart, heart, victims);
          }
        }
      }
    }
  }
  return best_rating != 0;
}

}  // namespace nonet
