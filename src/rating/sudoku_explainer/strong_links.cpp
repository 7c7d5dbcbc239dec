// Strong links (Sukaku Explainer's "n Strong links": skyscraper, kite, turbot fish, empty
// rectangle and their longer and grouped forms): n houses where a digit's places split into
// two groups, one of which holds it, chained end group to end group through houses that hold
// both. Whatever holds the digit, one of the two outer groups does, so a cell seeing both
// loses it; when the outer groups share a house too, the chain is a loop and each of its weak
// links eliminates.
//
// A house is a strong link when the digit has two places there (in a box, not on one line),
// or up to six places split in two groups: in a box, on the row and column of one "heart"
// cell (an empty rectangle) or on two of its mini-lines; in a line, in two of its three
// box segments (both "grouped"). Ratings are serate's: 4.0, 5.4, 5.8 for 2, 3, 4 links,
// +0.1 with a box or both kinds of line, +0.2 with both, +0.3 with a grouped link. (serate
// can chain 5 and 6 links too but leaves them out of its default ladder, as we do.) The
// step taken is serate's first: the lowest rating, then the most eliminations, then the
// lowest name suffix, then serate's search order (house kinds, digit, houses, chain order).
#include <algorithm>
#include <bit>

#include "rating/sudoku_explainer/technique.hpp"

namespace nonet {

namespace {

constexpr int kMaxLinks = 4;
constexpr int kBaseRating[kMaxLinks + 1] = {0, 0, 40, 54, 58};

// A house by serate's kind (in its search order: 0 box, 1 row, 2 column, kBoxFirst) and index.
constexpr int house_at(int kind, int index) {
  return first_house(kBoxFirst[kind]) + index;
}

// A strong link: the digit's places in a house split into two sides, one of which holds it.
// `ordinal` tells apart the two ways some houses split (serate tries both, in that order).
struct Link {
  std::uint8_t kind = 0;
  std::uint8_t index = 0;
  std::uint8_t ordinal = 0;
  bool grouped = false;
  CellSet places;
  std::array<CellSet, 2> sides;
};

constexpr int place_row(int place) {
  return place / 3;
}
constexpr int place_column(int place) {
  return place % 3;
}

// Box splits 0-8: the places lie on the row and column (inside the box) of place e, the
// heart; splits 9-14: on two of the box's mini-rows or mini-columns. `empty` must hold none
// of the places, `first` and `second` are the two groups.
struct BoxSplit {
  std::uint16_t empty;
  std::uint16_t first;
  std::uint16_t second;
};
constexpr std::array<BoxSplit, 15> make_box_splits() {
  std::array<BoxSplit, 15> splits{};
  for (int e = 0; e < 9; ++e) {
    for (int p = 0; p < 9; ++p) {
      const auto bit = static_cast<std::uint16_t>(1u << p);
      if (p == e) continue;
      if (place_row(p) != place_row(e) && place_column(p) != place_column(e)) {
        splits[e].empty |= bit;
      } else if (place_column(p) == place_column(e)) {
        splits[e].first |= bit;
      } else {
        splits[e].second |= bit;
      }
    }
  }
  constexpr std::uint16_t kMiniRow[3] = {0007, 0070, 0700};
  constexpr std::uint16_t kMiniColumn[3] = {0111, 0222, 0444};
  for (int k = 0; k < 3; ++k) {  // the empty mini-line last to first, as serate lists them
    splits[9 + k] = {kMiniRow[2 - k], kMiniRow[k == 2 ? 1 : 0], kMiniRow[k == 0 ? 1 : 2]};
    splits[12 + k] = {kMiniColumn[2 - k], kMiniColumn[k == 2 ? 1 : 0], kMiniColumn[k == 0 ? 1 : 2]};
  }
  return splits;
}
constexpr std::array<BoxSplit, 15> kBoxSplits = make_box_splits();

CellSet cells_at(int house, std::uint16_t places) {
  CellSet cells;
  for (; places; places &= places - 1) {
    cells.add(house_cells(house)[std::countr_zero(places)]);
  }
  return cells;
}

bool same_line(int a, int b) {
  return row_of(a) == row_of(b) || column_of(a) == column_of(b);
}

// The strong links of a digit in one house (none, one, or two ways to split its places).
int links_in(int kind, int index, std::uint16_t places, Link* out) {
  const int house = house_at(kind, index);
  const int count = std::popcount(places);
  if (count < 2 || count > 6) return 0;
  Link link;
  link.kind = static_cast<std::uint8_t>(kind);
  link.index = static_cast<std::uint8_t>(index);
  link.places = cells_at(house, places);
  if (count == 2) {
    const int low = house_cells(house)[std::countr_zero(places)];
    const int high = house_cells(house)[15 - std::countl_zero(places)];
    if (kind == 0 && same_line(low, high)) return 0;  // that link is the line's
    link.sides = {CellSet::of(low), CellSet::of(high)};
    out[0] = link;
    return 1;
  }
  // The first split whose empty part holds no place decides, as in serate.
  std::uint16_t first = 0, second = 0;
  int heart = -1;
  bool found = false;
  if (kind == 0) {
    for (int e = 0; e < 15 && !found; ++e) {
      if (e > 8 && count < 4) continue;
      if (places & kBoxSplits[e].empty) continue;
      found = true;
      first = places & kBoxSplits[e].first;
      second = places & kBoxSplits[e].second;
      heart = e < 9 ? e : -1;
    }
  } else {
    for (int e = 0; e < 3 && !found; ++e) {
      if (places & (07u << (3 * e))) continue;
      found = true;
      first = places & (e == 0 ? 070 : 007);
      second = places & (e == 2 ? 070 : 0700);
    }
  }
  if (!found || first == 0 || second == 0) return 0;
  link.grouped = true;
  const CellSet heart_cell = heart < 0 ? CellSet{} : CellSet::of(house_cells(house)[heart]);
  const CellSet one = cells_at(house, first), two = cells_at(house, second);
  const int first_count = std::popcount(first), second_count = std::popcount(second);
  int made = 0;
  if (first_count == 1 || second_count == 1) {
    // A lone place against the rest: in a box the heart joins the other arm. With a lone place
    // on both arms serate keeps one pairing: the row's place against the column's and the heart.
    if (first_count == 1 && second_count != 1) {
      link.sides = {one, two | heart_cell};
      out[made++] = link;
    }
    if (second_count == 1) {
      link.ordinal = 1;
      link.sides = {two, one | heart_cell};
      out[made++] = link;
    }
    return made;
  }
  const bool heart_place = heart >= 0 && ((places >> heart) & 1);
  link.sides = {one | (heart_place ? heart_cell : CellSet{}),
                two | (heart_place ? heart_cell : CellSet{})};
  out[made++] = link;
  // Four places on a rectangle of two mini-rows and two mini-columns split both ways.
  if (kind == 0 && heart < 0 && count == 4) {
    const int a0 = one.first(), b0 = two.first();
    const int a1 = one.without(CellSet::of(a0)).first(), b1 = two.without(CellSet::of(b0)).first();
    if (same_line(a0, b0) && same_line(a1, b1)) {
      link.ordinal = 1;
      link.sides = {CellSet::of(a0) | CellSet::of(b0), CellSet::of(a1) | CellSet::of(b1)};
      out[made++] = link;
    }
  }
  return made;
}

// serate's rank of a permutation of the links: its position in the sequence of the
// "countdown QuickPerm" algorithm, indexed by the permutation's Lehmer code.
int lehmer_code(const int* order, int n) {
  int code = 0;
  for (int i = 0; i < n; ++i) {
    int smaller = 0;
    for (int j = i + 1; j < n; ++j) smaller += order[j] < order[i];
    code = code * (n - i) + smaller;
  }
  return code;
}
struct PermutationRanks {
  std::array<std::array<std::uint8_t, 24>, kMaxLinks + 1> rank{};
  PermutationRanks() {
    for (int n = 2; n <= kMaxLinks; ++n) {
      int q[kMaxLinks + 1], r[kMaxLinks + 1];
      for (int i = 0; i <= n; ++i) q[i] = r[i] = i;
      int position = 0;
      rank[n][lehmer_code(q, n)] = static_cast<std::uint8_t>(position++);
      for (int s = 1; s < n;) {
        --r[s];
        std::swap(q[s % 2 * r[s]], q[s]);
        rank[n][lehmer_code(q, n)] = static_cast<std::uint8_t>(position++);
        for (s = 1; r[s] == 0; ++s) r[s] = s;
      }
    }
  }
};
const PermutationRanks kPermutationRanks;

// Whether `values` reads no greater forwards than backwards (serate keeps one direction).
bool reads_forwards(const int* values, int n) {
  for (int i = 0; i < n; ++i) {
    if (values[i] != values[n - 1 - i]) return values[i] < values[n - 1 - i];
  }
  return true;
}

// serate's name suffix: the number of grouped links, then the house kinds along the chain
// (0 box, 1 and 2 the two kinds of line), read in the direction and line naming that make it
// smallest.
using Suffix = std::array<char, kMaxLinks + 2>;
Suffix suffix_of(const int* kinds_in_chain, int n, int grouped) {
  int kinds[kMaxLinks];
  for (int i = 0; i < n; ++i)
    kinds[i] = kinds_in_chain[reads_forwards(kinds_in_chain, n) ? i : n - 1 - i];
  bool has_row = false;
  Suffix original{}, swapped{}, reversed{};
  for (int i = 0; i < n; ++i) {
    has_row |= kinds[i] == 1;
    original[i] = static_cast<char>('0' + kinds[i]);
    swapped[i] = static_cast<char>('0' + (kinds[i] == 0 ? 0 : 3 - kinds[i]));
  }
  for (int i = 0; i < n; ++i) reversed[i] = swapped[n - 1 - i];
  const Suffix& least_swap = std::min(reversed, swapped);
  Suffix lines{};
  if (has_row) {
    lines = std::min(original, least_swap);
  } else {  // columns only: named as rows
    for (int i = 0; i < n; ++i) lines[i] = static_cast<char>('0' + (kinds[i] == 2 ? 1 : kinds[i]));
  }
  Suffix suffix{};
  suffix[0] = static_cast<char>('0' + grouped);
  for (int i = 0; i < n; ++i) suffix[i + 1] = lines[i];
  return suffix;
}

int rating_of(const Suffix& suffix, int n, int grouped) {
  if (grouped > 0) return kBaseRating[n] + 3;
  bool box = false, second_line = false;
  for (int i = 1; i <= n; ++i) {
    box |= suffix[i] == '0';
    second_line |= suffix[i] == '2';
  }
  return kBaseRating[n] + (box && second_line ? 2 : (box || second_line ? 1 : 0));
}

// A chain found, with what ranks it.
struct Candidate {
  int rating = 0;  // 0: none
  int count = 0;   // eliminations as serate counts them (a loop counts a cell once per link)
  Suffix suffix{};
  std::uint64_t order = 0;  // serate's search order
  int digit = 0;
  int size = 0;
  bool loop = false;
  std::array<Link, kMaxLinks> links{};
  std::array<std::uint8_t, kMaxLinks> entries{};  // the side each link is entered by
  std::array<int, kMaxLinks> shared{};            // houses joining link i to i + 1, then the loop's
  CellSet victims;

  bool beats(const Candidate& other) const {
    if (other.rating == 0) return true;
    if (rating != other.rating) return rating < other.rating;
    if (count != other.count) return count > other.count;
    if (suffix != other.suffix) return suffix < other.suffix;
    return order < other.order;
  }
};

// The chains of `size` links on one digit: every path through its links, each end group of a
// link joined to the next link's entry group by a house holding both.
class DigitSearch {
 public:
  DigitSearch(const CandidateGrid& grid, int digit, int size)
      : grid_(grid), digit_(digit), size_(size), digit_cells_(grid.cells_with(digit)) {}

  Candidate run() {
    for (int kind = 0; kind < 3; ++kind) {
      for (int index = 0; index < 9; ++index) {
        link_count_ += links_in(kind, index, grid_.place_mask(house_at(kind, index), digit_),
                                &links_[link_count_]);
      }
    }
    if (link_count_ < size_) return best_;
    join_sides();
    for (int first = 0; first < link_count_; ++first) {
      path_[0] = first;
      const Link& link = links_[first];
      for (int entry = 0; entry < 2; ++entry) {
        entries_[0] = static_cast<std::uint8_t>(entry);
        // Pruning (see extend): the victims a chain from here may still have, and whether it
        // may still close into a loop that serate lists from this start.
        const CellSet open = seen_[2 * first + entry].without(house_set_of(link));
        if (open.empty() && entry != 0) continue;
        extend(1, link.places, open, entry == 0);
      }
    }
    return best_;
  }

 private:
  const CellSet& side(int index) const { return links_[index / 2].sides[index % 2]; }

  // Per link side (2 * link + side): the digit's cells seeing the whole group, and the sides
  // it joins through a house holding both (the house: a column, else a row, else a box, as
  // serate prefers), in the search order (by link, then side).
  void join_sides() {
    const int sides = 2 * link_count_;
    std::array<std::array<std::uint8_t, 4 * kHouses>, kHouses> held;  // sides inside a house
    std::array<std::uint8_t, kHouses> held_count{};
    // Per side, its row, column and box when they hold the whole side, else -1.
    std::array<std::array<std::int8_t, 3>, 4 * kHouses> holding;
    for (int a = 0; a < sides; ++a) {
      seen_[a] = seen_by_all(side(a)) & digit_cells_;
      const auto& houses = cell_houses(side(a).first());
      for (int k = 0; k < 3; ++k) {
        const bool holds = side(a).without(kTables.house_set[houses[k]]).empty();
        holding[a][k] = static_cast<std::int8_t>(holds ? houses[k] : -1);
        if (holds) held[houses[k]][held_count[houses[k]]++] = static_cast<std::uint8_t>(a);
      }
    }
    for (int a = 0; a < sides; ++a) {
      auto& join = joins_[a];
      std::fill_n(join.begin(), sides, std::int8_t{-1});
      std::array<std::uint64_t, 2> joined{};  // the sides b with join[b] set, to list in order
      for (int k : {1, 0, 2}) {               // column, row, box
        const int house = holding[a][k];
        if (house < 0) continue;
        for (int i = 0; i < held_count[house]; ++i) {
          const int b = held[house][i];
          if (b / 2 != a / 2 && join[b] < 0) {
            join[b] = static_cast<std::int8_t>(house);
            joined[b / 64] |= std::uint64_t{1} << (b % 64);
          }
        }
      }
      for (int word = 0; word < 2; ++word) {
        for (std::uint64_t bits = joined[word]; bits; bits &= bits - 1) {
          neighbours_[a][neighbour_count_[a]++] =
              static_cast<std::uint8_t>(64 * word + std::countr_zero(bits));
        }
      }
    }
  }

  static const CellSet& house_set_of(const Link& link) {
    return kTables.house_set[house_at(link.kind, link.index)];
  }

  // `open`: the cells a chain through this path could still eliminate (those seeing the start
  // group, outside the houses used so far); `loop`: a loop through this path would be listed
  // (serate lists a loop from its first link, by house kind and index, entered by side 0:
  // links come in that order here). A path with neither leads nowhere.
  void extend(int length, CellSet used, CellSet open, bool loop) {
    if (length == size_) {
      evaluate();
      return;
    }
    const int exit = 2 * path_[length - 1] + 1 - entries_[length - 1];
    // serate lists a path in the direction whose depths read smaller and a loop from its
    // first link by house: either way the last link comes after the first in links_.
    const int from = length + 1 == size_ ? path_[0] + 1 : 0;
    for (int k = 0; k < neighbour_count_[exit]; ++k) {
      const int target = neighbours_[exit][k];
      const int next = target / 2, entry = target % 2;
      if (next < from) continue;
      const Link& link = links_[next];
      if (!(link.places & used).empty()) continue;
      const int house = joins_[exit][target];
      const CellSet next_open = open.without(house_set_of(link)).without(kTables.house_set[house]);
      const bool next_loop = loop && next > path_[0];
      if (next_open.empty() && !next_loop) continue;
      path_[length] = next;
      entries_[length] = static_cast<std::uint8_t>(entry);
      shared_[length - 1] = house;
      extend(length + 1, used | link.places, next_open, next_loop);
    }
  }

  void evaluate() {
    const int n = size_;
    // serate numbers the links by house kind and index (its search depth) and lists each
    // chain once: a path in the direction whose depths read smaller, a loop from its first
    // link entered by side 0.
    // links_ comes in that order, one house per link of a path.
    int depth[kMaxLinks];
    for (int i = 0; i < n; ++i) {
      depth[i] = 0;
      for (int j = 0; j < n; ++j) depth[i] += path_[j] < path_[i];
    }
    const int start = 2 * path_[0] + entries_[0];
    const int end = 2 * path_[n - 1] + 1 - entries_[n - 1];
    const int loop_house = joins_[start][end];
    const bool loop = loop_house >= 0;
    if (loop ? depth[0] != 0 || entries_[0] != 0 : !reads_forwards(depth, n)) return;

    CellSet link_houses;
    int grouped = 0;
    int kinds[kMaxLinks];
    for (int i = 0; i < n; ++i) {
      const Link& link = links_[path_[i]];
      link_houses |= house_set_of(link);
      grouped += link.grouped;
      kinds[i] = link.kind;
    }
    const CellSet open = digit_cells_.without(link_houses);
    CellSet victims = seen_[start] & seen_[end] & open;
    int count = 0;
    if (loop) {
      count = victims.count();
      for (int i = 0; i + 1 < n; ++i) {
        const int exit = 2 * path_[i] + 1 - entries_[i];
        const int entry = 2 * path_[i + 1] + entries_[i + 1];
        const CellSet weak = seen_[exit] & seen_[entry] & open;
        count += weak.count();
        victims |= weak;
      }
    } else {
      for (int i = 0; i + 1 < n; ++i) victims = victims.without(kTables.house_set[shared_[i]]);
      count = victims.count();
    }
    if (count == 0) return;

    Candidate candidate;
    candidate.suffix = suffix_of(kinds, n, grouped);
    candidate.rating = rating_of(candidate.suffix, n, grouped);
    candidate.count = count;
    if (best_.rating != 0 &&
        (candidate.rating > best_.rating ||
         (candidate.rating == best_.rating && candidate.count < best_.count))) {
      return;  // loses before the search order is even needed
    }
    candidate.order = search_order(depth);
    if (!candidate.beats(best_)) return;
    candidate.digit = digit_;
    candidate.size = n;
    candidate.loop = loop;
    candidate.victims = victims;
    for (int i = 0; i < n; ++i) {
      candidate.links[i] = links_[path_[i]];
      candidate.entries[i] = entries_[i];
    }
    for (int i = 0; i + 1 < n; ++i) candidate.shared[i] = shared_[i];
    if (loop) candidate.shared[n - 1] = loop_house;
    best_ = candidate;
  }

  // serate's order: house kinds of the links (compared from the last link by depth), digit,
  // each depth's house and split, the chain's permutation of depths, the entry sides.
  std::uint64_t search_order(const int* depth) const {
    const int n = size_;
    int by_depth[kMaxLinks];
    for (int i = 0; i < n; ++i) by_depth[depth[i]] = i;
    std::uint64_t kinds = 0, houses = 0, entries = 0;
    for (int d = n - 1; d >= 0; --d) kinds = kinds * 3 + links_[path_[by_depth[d]]].kind;
    for (int d = 0; d < n; ++d) {
      const Link& link = links_[path_[by_depth[d]]];
      houses = houses << 5 | (link.index * 2u + link.ordinal);
    }
    for (int i = 0; i < n; ++i) entries = entries << 1 | entries_[i];
    const std::uint64_t permutation = kPermutationRanks.rank[n][lehmer_code(depth, n)];
    return kinds << 50 | static_cast<std::uint64_t>(digit_) << 46 | houses << 16 |
           permutation << 6 | entries;
  }

  const CandidateGrid& grid_;
  int digit_;
  int size_;
  CellSet digit_cells_;
  std::array<Link, 2 * kHouses> links_;
  int link_count_ = 0;
  std::array<CellSet, 4 * kHouses> seen_;                                // per link side
  std::array<std::array<std::int8_t, 4 * kHouses>, 4 * kHouses> joins_;  // per pair of sides
  std::array<std::array<std::uint8_t, 4 * kHouses>, 4 * kHouses> neighbours_;
  std::array<std::uint8_t, 4 * kHouses> neighbour_count_{};
  std::array<int, kMaxLinks> path_{};
  std::array<std::uint8_t, kMaxLinks> entries_{};
  std::array<int, kMaxLinks> shared_{};
  Candidate best_;
};

// serate's names: two lines of one kind make a skyscraper, a row and a column a kite, two
// links with a box a turbot fish; longer chains are named by their length.
Technique technique_of(const Candidate& best) {
  switch (best.size) {
    case 2: {
      const int a = best.links[0].kind, b = best.links[1].kind;
      if (a == 0 || b == 0) return Technique::turbot_fish;
      return a == b ? Technique::skyscraper : Technique::two_string_kite;
    }
    case 3:
      return Technique::three_strong_links;
    default:
      return Technique::four_strong_links;
  }
}

void describe(const Candidate& best, Step& step) {
  step = Step{};
  step.technique = technique_of(best);
  step.rating = static_cast<std::uint8_t>(best.rating);
  step.digits = static_cast<std::uint16_t>(digit_bit(best.digit));
  step.chain_length = static_cast<std::uint8_t>(2 * best.size);
  for (int i = 0; i < best.size; ++i) {
    const Link& link = best.links[i];
    const CellSet entry = link.sides[best.entries[i]], exit = link.sides[1 - best.entries[i]];
    step.cells |= entry | exit;
    // Each link read as: its entry group off, so its exit group on.
    step.chain[2 * i] = static_cast<std::uint16_t>(2 * (9 * entry.first() + best.digit - 1));
    step.chain[2 * i + 1] = static_cast<std::uint16_t>(2 * (9 * exit.first() + best.digit - 1) + 1);
  }
  for (int i = 0; i < best.size; ++i) {
    step.add_house(house_at(best.links[i].kind, best.links[i].index));
  }
  for (int i = 0; i + 1 < best.size + (best.loop ? 1 : 0); ++i) step.add_house(best.shared[i]);
  best.victims.for_each([&](int cell) { step.eliminations[cell] = digit_bit(best.digit); });
}

// The chains on a digit depend on its candidate cells only, and most digits keep theirs from
// one search to the next (the ladder starts again after each step): the path's Memory keeps
// each digit's last cells and best chain, per chain size.
struct Memo {
  bool known = false;
  CellSet cells;
  Candidate best;
};
struct Memos {
  std::array<std::array<Memo, 9>, kMaxLinks + 1> by_size;  // and digit
};

bool find_strong_links(const CandidateGrid& grid, Step& step, int size, Memory& memory) {
  auto& memos = memory.kept<Memos>().by_size;
  const Candidate* best = nullptr;
  for (int digit = 1; digit <= 9; ++digit) {
    Memo& memo = memos[size][digit - 1];
    if (!memo.known || !(memo.cells == grid.cells_with(digit))) {
      memo = {true, grid.cells_with(digit), DigitSearch(grid, digit, size).run()};
    }
    if (memo.best.rating != 0 && (best == nullptr || memo.best.beats(*best))) best = &memo.best;
  }
  if (best == nullptr) return false;
  describe(*best, step);
  return true;
}

}  // namespace

bool find_two_strong_links(const CandidateGrid& grid, Step& step, Memory& memory) {
  return find_strong_links(grid, step, 2, memory);
}
bool find_three_strong_links(const CandidateGrid& grid, Step& step, Memory& memory) {
  return find_strong_links(grid, step, 3, memory);
}
bool find_four_strong_links(const CandidateGrid& grid, Step& step, Memory& memory) {
  return find_strong_links(grid, step, 4, memory);
}

}  // namespace nonet
