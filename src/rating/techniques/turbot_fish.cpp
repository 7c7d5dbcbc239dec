// Skyscraper (SE 4.0), two-string kite (4.1) and turbot fish (4.1): two strong links on one
// digit (houses where it has exactly two places) whose inner ends see each other; one outer
// end holds the digit, so cells seeing both outer ends lose it. Named after the two houses:
// two rows or two columns make a skyscraper, a row and a column a kite, a line and a box a
// turbot fish. Sukaku Explainer's serate rates these; all candidates are ranked by rating,
// then by more eliminations, then by search order.
#include <bit>

#include "rating/techniques/technique.hpp"

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

// The best pattern on one digit: the lowest rating, then the most eliminations, then the first
// in the search order (by pair of house kinds, then base house, cover house and ends).
struct Candidate {
  Kind kind{};   // rating 0: none
  int pair = 0;  // index in kPairs
  int base = 0;
  int cover = 0;
  int shared = 0;
  std::array<int, 4> chain{};  // start, bridge, bridge, end (the heart twice for a rectangle)
  CellSet victims;
  int count = 0;
};

// The turbot fish patterns on one digit, in Sudoku Explainer's search order.
class DigitSearch {
 public:
  DigitSearch(const CandidateGrid& grid, int digit) : grid_(grid), digit_(digit) {}

  Candidate run() {
    // The houses where the digit has two places (strong links) and the boxes holding an empty
    // rectangle, as masks over the 27 houses: the loops below only visit those.
    for (int house = 0; house < kHouses; ++house) {
      if (std::popcount(grid_.place_mask(house, digit_)) == 2) links_ |= 1u << house;
    }
    for (int box = 0; box < 9; ++box) {
      const int heart = kHearts[grid_.place_mask(kBoxBase + box, digit_)];
      hearts_[box] = heart < 0 ? -1 : kTables.house_cells[kBoxBase + box][heart];
      if (heart >= 0) rectangles_ |= 1u << (kBoxBase + box);
    }
    for (int pair = 0; pair < static_cast<int>(kPairs.size()); ++pair) {
      const Kind kind = kind_of(kPairs[pair].base_kind, kPairs[pair].cover_kind);
      if (best_.kind.rating != 0 && kind.rating > best_.kind.rating) continue;
      const int base_kind = kPairs[pair].base_kind;
      const int cover_kind = kPairs[pair].cover_kind;
      for (std::uint32_t bases = links_ & (0x1ffu << base_kind); bases; bases &= bases - 1) {
        const int base = std::countr_zero(bases);
        const int first_cover = base_kind == cover_kind ? base + 1 : cover_kind;
        const std::uint32_t covers =
            (links_ | rectangles_) & (0x1ffu << cover_kind) & ~((1u << first_cover) - 1);
        if (covers != 0) follow_base(kind, pair, base, covers);
      }
    }
    return best_;
  }

 private:
  void follow_base(const Kind& kind, int pair, int base, std::uint32_t covers) {
    const Link link = link_in(grid_, base, digit_);
    // A cover link must have a cell seen by an end of the base link.
    const CellSet reach = kTables.peers[link.first] | kTables.peers[link.second];
    for (; covers; covers &= covers - 1) {
      const int cover = std::countr_zero(covers);
      if ((links_ >> cover) & 1) {
        const Link other = link_in(grid_, cover, digit_);
        if (link.meets(other) || (!reach.has(other.first) && !reach.has(other.second))) continue;
        two_links(kind, pair, base, cover, {link.first, link.second, other.first, other.second});
      } else {
        empty_rectangle(pair, base, link, cover);
      }
    }
  }

  // Two disjoint strong links: an inner end of each seeing the other through a third house
  // chains one outer end to the other.
  void two_links(const Kind& kind, int pair, int base, int cover, const std::array<int, 4>& cells) {
    for (int i = 0; i < 2; ++i) {
      for (int j = 2; j < 4; ++j) {
        const int shared = shared_house(cells[1 - i], cells[j]);
        if (shared < 0 || shared == base || shared == cover) continue;
        consider(
            {kind,
             pair,
             base,
             cover,
             shared,
             {cells[i], cells[1 - i], cells[j], cells[5 - j]},
             kTables.peers[cells[i]] & kTables.peers[cells[5 - j]] & grid_.cells_with(digit_)});
      }
    }
  }

  // A strong link and a box whose places of the digit lie on the row and column of its heart.
  void empty_rectangle(int pair, int base, const Link& link, int box) {
    const int heart = hearts_[box - kBoxBase];
    if (heart < 0 || heart == link.first || heart == link.second || box_house(link.first) == box ||
        box_house(link.second) == box) {
      return;
    }
    const Kind er{Technique::turbot_fish, kEmptyRectangleRating};
    if (best_.kind.rating != 0 && er.rating > best_.kind.rating) return;
    for (int i = 0; i < 2; ++i) {
      const int start = i == 0 ? link.first : link.second;
      const int bridge = i == 0 ? link.second : link.first;
      const int shared = shared_house(bridge, heart);
      if (shared < 0 || shared == base || shared == box) continue;
      const CellSet victims =
          (kTables.peers[start] & kTables.peers[heart] & grid_.cells_with(digit_))
              .without(kTables.house_set[box])
              .without(kTables.house_set[base]);
      consider({er, pair, base, box, shared, {start, bridge, heart, heart}, victims});
    }
  }

  // Candidates come in search order: a later one wins only with a lower rating or, at the same
  // rating, more eliminations.
  void consider(Candidate candidate) {
    candidate.count = candidate.victims.count();
    if (candidate.count == 0) return;
    if (best_.kind.rating != 0 &&
        (candidate.kind.rating > best_.kind.rating ||
         (candidate.kind.rating == best_.kind.rating && candidate.count <= best_.count))) {
      return;
    }
    best_ = candidate;
  }

  const CandidateGrid& grid_;
  int digit_;
  std::uint32_t links_ = 0;
  std::uint32_t rectangles_ = 0;
  std::array<std::int8_t, 9> hearts_{};  // per box: the heart cell, or -1
  Candidate best_;
};

// Whether `a` (on a later digit) beats `b`: the search order goes by pair of house kinds first,
// then digit.
bool beats(const Candidate& a, const Candidate& b) {
  if (b.kind.rating == 0) return true;
  if (a.kind.rating != b.kind.rating) return a.kind.rating < b.kind.rating;
  if (a.count != b.count) return a.count > b.count;
  return a.pair < b.pair;
}

void describe(const Candidate& best, int digit, Step& step) {
  step = Step{};
  step.technique = best.kind.technique;
  step.rating = static_cast<std::uint8_t>(best.kind.rating);
  step.digits = static_cast<std::uint16_t>(digit_bit(digit));
  step.chain_length = static_cast<std::uint8_t>(best.chain[2] == best.chain[3] ? 3 : 4);
  for (int k = 0; k < step.chain_length; ++k) {
    step.cells.add(best.chain[k]);
    // start off, bridge1 on, bridge2 off, end on
    step.chain[k] = static_cast<std::uint16_t>(2 * (9 * best.chain[k] + digit - 1) + (k % 2));
  }
  step.add_house(best.base);
  step.add_house(best.cover);
  step.add_house(best.shared);
  best.victims.for_each([&](int cell) { step.eliminations[cell] = digit_bit(digit); });
}

// The patterns on a digit depend on its candidate cells only, and most digits keep theirs from
// one search to the next (the ladder starts again after each step, the hardest puzzles after
// each chain): each thread keeps each digit's last cells and best candidate.
struct Memo {
  bool known = false;
  CellSet cells;
  Candidate best;
};
thread_local std::array<Memo, 9> memos;

}  // namespace

bool find_turbot_fish(const CandidateGrid& grid, Step& step) {
  Candidate best;
  int best_digit = 0;
  for (int digit = 1; digit <= 9; ++digit) {
    Memo& memo = memos[digit - 1];
    if (!memo.known || !(memo.cells == grid.cells_with(digit))) {
      memo = {true, grid.cells_with(digit), DigitSearch(grid, digit).run()};
    }
    if (memo.best.kind.rating != 0 && beats(memo.best, best)) {
      best = memo.best;
      best_digit = digit;
    }
  }
  if (best_digit == 0) return false;
  describe(best, best_digit, step);
  return true;
}

}  // namespace nonet
