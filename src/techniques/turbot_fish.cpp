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
  const auto& houses_a = kTables.cell_houses[a];
  const auto& houses_b = kTables.cell_houses[b];
  if (houses_a[1] == houses_b[1]) return houses_a[1];
  if (houses_a[0] == houses_b[0]) return houses_a[0];
  if (houses_a[2] == houses_b[2]) return houses_a[2];
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

// For each mask of a digit's places in a box, the place whose row and column (inside the box)
// hold them all, the first in reading order; -1 when the places leave no such "empty
// rectangle" (only 3 to 5 places do).
constexpr std::array<std::int8_t, 512> make_hearts() {
  constexpr std::array<std::uint16_t, 9> rectangles = make_rectangles();
  std::array<std::int8_t, 512> result{};
  for (int places = 0; places < 512; ++places) {
    result[places] = -1;
    const int count = std::popcount(static_cast<unsigned>(places));
    if (count < 3 || count > 5) continue;
    for (int e = 0; e < 9 && result[places] < 0; ++e) {
      if ((places & rectangles[e]) == 0) result[places] = static_cast<std::int8_t>(e);
    }
  }
  return result;
}
constexpr std::array<std::int8_t, 512> kHearts = make_hearts();

// The two places of `digit` in a house where it has exactly two, in ascending order.
struct Link {
  int first;
  int second;
  bool meets(const Link& other) const {
    return first == other.first || first == other.second || second == other.first ||
           second == other.second;
  }
};
Link link_in(const CandidateGrid& grid, int house, int digit) {
  const std::uint16_t places = grid.place_mask(house, digit);
  return {kTables.house_cells[house][std::countr_zero(places)],
          kTables.house_cells[house][15 - std::countl_zero(places)]};
}

class Search {
 public:
  Search(const CandidateGrid& grid, Step& step) : grid_(grid), step_(step) {}

  bool run() {
    // Per digit, the houses where it has two places (strong links) and the boxes holding an
    // empty rectangle, as masks over the 27 houses: the loops below only visit those.
    for (int digit = 1; digit <= 9; ++digit) {
      for (int house = 0; house < kHouses; ++house) {
        if (std::popcount(grid_.place_mask(house, digit)) == 2) links_[digit - 1] |= 1u << house;
      }
      for (int box = 0; box < 9; ++box) {
        const int heart = kHearts[grid_.place_mask(kBoxBase + box, digit)];
        hearts_[digit - 1][box] = heart < 0 ? -1 : kTables.house_cells[kBoxBase + box][heart];
        if (heart >= 0) rectangles_[digit - 1] |= 1u << (kBoxBase + box);
      }
    }
    for (const HousePair& pair : kPairs) {
      const Kind kind = kind_of(pair.base_kind, pair.cover_kind);
      if (best_rating_ != 0 && kind.rating > best_rating_) continue;
      const std::uint32_t cover_kind_mask = 0x1ffu << pair.cover_kind;
      for (int digit = 1; digit <= 9; ++digit) {
        const std::uint32_t strong = links_[digit - 1];
        for (std::uint32_t bases = strong & (0x1ffu << pair.base_kind); bases; bases &= bases - 1) {
          const int base = std::countr_zero(bases);
          const int first_cover = pair.base_kind == pair.cover_kind ? base + 1 : pair.cover_kind;
          const std::uint32_t covers =
              (strong | rectangles_[digit - 1]) & cover_kind_mask & ~((1u << first_cover) - 1);
          if (covers != 0) follow_base(kind, digit, base, covers);
        }
      }
    }
    return best_rating_ != 0;
  }

 private:
  void follow_base(const Kind& kind, int digit, int base, std::uint32_t covers) {
    const Link link = link_in(grid_, base, digit);
    // A cover link must have a cell seen by an end of the base link.
    const CellSet reach = kTables.peers[link.first] | kTables.peers[link.second];
    for (; covers; covers &= covers - 1) {
      const int cover = std::countr_zero(covers);
      if ((links_[digit - 1] >> cover) & 1) {
        const Link other = link_in(grid_, cover, digit);
        if (link.meets(other) || (!reach.has(other.first) && !reach.has(other.second))) continue;
        two_links(kind, digit, base, cover, {link.first, link.second, other.first, other.second});
      } else {
        empty_rectangle(digit, base, link, cover);
      }
    }
  }

  // Two disjoint strong links: an inner end of each seeing the other through a third house
  // chains one outer end to the other.
  void two_links(const Kind& kind, int digit, int base, int cover,
                 const std::array<int, 4>& cells) {
    for (int i = 0; i < 2; ++i) {
      for (int j = 2; j < 4; ++j) {
        const int shared = shared_house(cells[1 - i], cells[j]);
        if (shared < 0 || shared == base || shared == cover) continue;
        consider(kind, digit, base, cover, shared, cells[i], cells[1 - i], cells[j], cells[5 - j],
                 kTables.peers[cells[i]] & kTables.peers[cells[5 - j]] & grid_.cells_with(digit));
      }
    }
  }

  // A strong link and a box whose places of the digit lie on the row and column of its heart.
  void empty_rectangle(int digit, int base, const Link& link, int box) {
    const int heart = hearts_[digit - 1][box - kBoxBase];
    if (heart < 0 || heart == link.first || heart == link.second || box_house(link.first) == box ||
        box_house(link.second) == box) {
      return;
    }
    const Kind er{Technique::turbot_fish, kEmptyRectangleRating};
    if (best_rating_ != 0 && er.rating > best_rating_) return;
    for (int i = 0; i < 2; ++i) {
      const int start = i == 0 ? link.first : link.second;
      const int bridge = i == 0 ? link.second : link.first;
      const int shared = shared_house(bridge, heart);
      if (shared < 0 || shared == base || shared == box) continue;
      const CellSet victims =
          (kTables.peers[start] & kTables.peers[heart] & grid_.cells_with(digit))
              .without(kTables.house_set[box])
              .without(kTables.house_set[base]);
      consider(er, digit, base, box, shared, start, bridge, heart, heart, victims);
    }
  }

  void consider(const Kind& kind, int digit, int base, int cover, int shared, int start,
                int bridge1, int bridge2, int end, CellSet victims) {
    const int count = victims.count();
    if (count == 0) return;
    if (best_rating_ != 0 &&
        (kind.rating > best_rating_ || (kind.rating == best_rating_ && count <= best_count_))) {
      return;
    }
    best_rating_ = kind.rating;
    best_count_ = count;
    Step& step = step_;
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
  }

  const CandidateGrid& grid_;
  Step& step_;
  int best_rating_ = 0;
  int best_count_ = 0;  // eliminations of the best step
  std::array<std::uint32_t, 9> links_{};
  std::array<std::uint32_t, 9> rectangles_{};
  std::array<std::array<std::int8_t, 9>, 9> hearts_{};  // per digit and box: the heart cell, or -1
};

}  // namespace

bool find_turbot_fish(const CandidateGrid& grid, Step& step) {
  return Search(grid, step).run();
}

}  // namespace nonet
