// Franken fish (HoDoKu's Franken X-Wing and Swordfish, plain and finned): base houses from rows
// and boxes (or columns and boxes), cover houses from columns and boxes (or rows and boxes) not
// in the base, every base place covered; the digit leaves the covers' other cells, and a cell
// two covers share (cannibalism). Finned: up to five base places outside the cover, and up to
// two places shared by base houses (endo fins), and only cells seeing all fins lose the digit.
// HoDoKu's generic fish search, digit by digit, rows first; houses in row, column, box order.
//
// The search sees nothing but the digit's places, so it numbers them (and the places it lost
// since it last found nothing) in cell order and works on sets of those numbers: one 64-bit
// word for the usual 64 places or fewer, a CellSet beyond.
//
// A finned fish's bases are screened before any cover is tried: nearly all (all but 7 of 707,395
// on se_hard) leave no place that covers could delete, and proving that takes a few branches per
// place (may_delete) where trying their covers takes dozens. The bases but the last are screened
// the same way (may_still_delete): what they leave deletable bounds what the whole base may. A
// plain fish's base (no fins) is tried only when its places could be held by that many covers,
// and then only when may_delete finds a place it could delete.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

namespace {

// The two kinds of set of numbers (a digit's places, today's and lost, are 81 at most).
inline CellSet operator~(CellSet s) {
  return s.complement();
}
inline bool any(std::uint64_t s) {
  return s != 0;
}
inline bool any(CellSet s) {
  return !s.empty();
}
inline int count(std::uint64_t s) {
  return std::popcount(s);
}
inline int count(CellSet s) {
  return s.count();
}
inline void add(std::uint64_t& s, int i) {
  s |= std::uint64_t{1} << i;
}
inline void add(CellSet& s, int i) {
  s.add(i);
}
// The lowest number of a set that is not empty, and the set without it.
inline int lowest(std::uint64_t s) {
  return std::countr_zero(s);
}
inline int lowest(CellSet s) {
  return s.first();
}
inline std::uint64_t without_lowest(std::uint64_t s) {
  return s & (s - 1);
}
inline CellSet without_lowest(CellSet s) {
  s.remove(s.first());
  return s;
}
template <class Visit>
void for_each(std::uint64_t s, Visit&& visit) {
  for (; s != 0; s &= s - 1) visit(std::countr_zero(s));
}
template <class Visit>
void for_each(CellSet s, Visit&& visit) {
  s.for_each(visit);
}

// The places of one digit, numbered in cell order: today's places and the lost ones.
template <class Set>
struct Numbered {
  std::array<int, kCells> cell_of;
  std::array<Set, kCells> sees{};    // by number: the numbers sharing a house with it
  std::array<Set, kHouses> house{};  // by house: its numbers
  Set lost{};                        // the numbers of lost places
  Set deletable{};                   // the numbers of places the solution leaves out

  Numbered(const CellSet& places, const CellSet& lost_places, const CellSet& solved_places) {
    int n = 0;
    (places | lost_places).for_each([&](int cell) {
      cell_of[n] = cell;
      if (lost_places.has(cell)) add(lost, n);
      if (!solved_places.has(cell)) add(deletable, n);
      for (int kind = 0; kind < 3; ++kind) add(house[house_of(cell, kind)], n);
      ++n;
    });
    for (int i = 0; i < n; ++i) {
      const int cell = cell_of[i];
      for (int kind = 0; kind < 3; ++kind) sees[i] |= house[house_of(cell, kind)];
      Set self{};
      add(self, i);
      sees[i] &= ~self;
    }
  }
};

template <class Set>
struct Unit {
  int house;
  Set places;
};

template <class Set>
class FrankenSearch {
 public:
  // With lost places numbered (finned only, the places the digit lost since this search last
  // found nothing), a fish now must have one of them as a fin in the old places (see
  // find_franken_fish).
  // `screened`: a fish's bases are screened first for a deletion their covers could make
  // (may_delete), a plain fish's also for covers that could hold them; the tests' reference
  // leaves both out.
  FrankenSearch(const Numbered<Set>& numbers, int digit, int size, bool rows, bool finned,
                bool screened)
      : numbers_(numbers),
        digit_(digit),
        size_(size),
        finned_(finned),
        screened_(screened),
        restricted_(any(numbers.lost)) {
    for (int house = 0; house < kHouses; ++house) all_numbers_ |= numbers.house[house];
    for_each(all_numbers_, [&](int n) {
      const int cell = numbers.cell_of[n];
      line_of_[n] = numbers.house[rows ? 9 + column_of(cell) : row_of(cell)];
      box_of_[n] = numbers.house[18 + box_of(cell)];
    });
    const Set today = ~numbers.lost;
    for (int house = 0; house < kHouses; ++house) {
      const Unit<Set> unit{house, numbers.house[house] & today};
      if (!any(unit.places)) continue;
      const bool line = house < 9, column = house >= 9 && house < 18, box = house >= 18;
      const bool as_base = box || (rows ? line : column);
      const bool as_cover = box || (rows ? column : line);
      if (as_cover) covers_[cover_count_++] = unit;
      if (as_base && (finned || count(unit.places) <= size)) {
        for_each(unit.places, [&](int n) { near_base_[base_count_] |= line_of_[n] | box_of_[n]; });
        bases_[base_count_++] = unit;
      }
    }
    // Restricted: a fish's base houses hold a lost place; by base, how many from it on do.
    for (int i = base_count_; i-- > 0;)
      lost_bases_from_[i] =
          lost_bases_from_[i + 1] + any(numbers.lost & numbers.house[bases_[i].house]);
  }

  std::optional<Step> first() {
    Set all{};
    if (base(0, 0, Set{}, Set{}, 0, 0, Set{}, Set{}, Set{}, ~all)) return found_;
    return std::nullopt;
  }

 private:
  // `used`: the base houses so far, bit by house; `area` their numbers (lost ones included),
  // `area_twice` the numbers in two of them; `near` the numbers sharing a line or box with a
  // base place; `deletable` the numbers a fish on bases so far may still delete (see
  // may_still_delete).
  bool base(int depth, int from, Set places, Set endo, int endo_count, std::uint32_t used, Set area,
            Set area_twice, Set near, Set deletable) {
    // Restricted, with no lost place in the bases so far, one must come with a later base.
    const bool need_lost = restricted_ && !any(numbers_.lost & area);
    for (int i = from; i < base_count_; ++i) {
      if (need_lost && lost_bases_from_[i] == 0) break;
      const Unit<Set>& unit = bases_[i];
      const Set overlap = places & unit.places;
      const int overlap_count = count(overlap);
      if (overlap_count != 0 && (!finned_ || endo_count + overlap_count > 2)) continue;
      const std::uint32_t with_used = used | std::uint32_t{1} << unit.house;
      const Set with = places | unit.places;
      const Set house = numbers_.house[unit.house];
      if (depth + 1 == size_) {
        Set lost_fins{};
        if (restricted_) {
          // A lost place in two base houses was an endo fin, whatever the covers.
          lost_fins = numbers_.lost & (area | house);
          if (!any(lost_fins)) continue;
          lost_endo_ = any(numbers_.lost & (area_twice | (area & house)));
        }
        // A fish without fins has covers holding every base place, each its line or its box.
        if (screened_ && !finned_ && !coverable(with, size_, boxed_by(with_used))) continue;
        if (screened_ &&
            !may_delete(with, endo | overlap, with_used, near | near_base_[i], deletable))
          continue;
        touching_count_ = 0;
        for (int k = 0; k < cover_count_; ++k) {
          const Unit<Set>& cover = covers_[k];
          if (((with_used >> cover.house) & 1) == 0 && any(cover.places & with))
            touching_[touching_count_++] = &cover;
        }
        // What the covers from the i-th on can still cover, once and twice.
        suffix_[touching_count_] = suffix_twice_[touching_count_] = Set{};
        for (int k = touching_count_; k-- > 0;) {
          suffix_[k] = suffix_[k + 1] | touching_[k]->places;
          suffix_twice_[k] = suffix_twice_[k + 1] | (suffix_[k + 1] & touching_[k]->places);
        }
        if (cover(0, 0, Set{}, Set{}, with, endo | overlap, lost_fins)) return true;
      } else {
        // One base left to choose: most bases so far leave nothing that any last one would let
        // a fish delete. Finding that costs about three of may_delete's tests, so it is done
        // only when more last bases than that are left to try.
        Set still = deletable;
        // The last bases left to try: past this one, only those holding a lost place when the
        // bases so far hold none.
        const int last_bases = need_lost && !any(numbers_.lost & house) ? lost_bases_from_[i + 1]
                                                                        : base_count_ - i - 1;
        if (last_bases == 0) continue;
        if (screened_ && finned_ && depth + 2 == size_ && last_bases >= 3) {
          still = may_still_delete(with, endo | overlap, with_used);
          if (!any(still)) continue;
        }
        if (base(depth + 1, i + 1, with, endo | overlap, endo_count + overlap_count, with_used,
                 area | house, area_twice | (area & house), near | near_base_[i], still))
          return true;
      }
    }
    return false;
  }

  // Whether the bases (numbers `base`, endo fins `endo`, houses `used`) may make a fish that
  // deletes, whatever its covers: a deleted place t sees every fin, so the covers hold t and
  // every base place not seeing it. t lies off the base in a cover meeting the base, or in the
  // base in two covers (eaten). A base place may be covered by its line (never a base) or its
  // box (unless a base): the covers are looked for as a choice of one of those two for each
  // place not yet held, `size_` deep. `near`: the numbers sharing a line or box with a base
  // place, where every t lies.
  bool may_delete(Set base, Set endo, std::uint32_t used, Set near, Set deletable) const {
    Set targets = near & ~numbers_.lost & deletable & numbers_.deletable;
    for_each(endo, [&](int e) { targets &= numbers_.sees[e]; });
    const Set boxed = boxed_by(used);
    for (Set rest = targets; any(rest); rest = without_lowest(rest)) {
      const int t = lowest(rest);
      Set self{};
      add(self, t);
      // t's line and box see it: the covers must hold the base places off them.
      const Set must = base & ~numbers_.sees[t] & ~self;
      const bool box_free = !any(boxed & self);
      if (any(base & self)) {  // eaten: in the base and in two covers, its line and box
        if (box_free && coverable(must, size_ - 2, boxed)) return true;
        continue;
      }
      // t in a cover meeting the base, its line or its box
      const bool meets = any(line_of_[t] & base) || (box_free && any(box_of_[t] & base));
      if (meets && coverable(must, size_ - 1, boxed)) return true;
    }
    return false;
  }
  // The numbers whose box is a base (of houses `used`), which only their line may cover.
  Set boxed_by(std::uint32_t used) const {
    Set boxed{};
    for (std::uint32_t boxes = used >> 18; boxes != 0; boxes &= boxes - 1)
      boxed |= numbers_.house[18 + std::countr_zero(boxes)];
    return boxed;
  }
  // The numbers t that a fish on these bases and one more (`base`, `endo`, `used` as in
  // may_delete) may delete: those may_delete asks about once the last base is added. That base
  // only adds places to cover and boxes that cannot cover, so t is one where the covers but
  // t's own can hold the base places so far that t does not see (and t's own box is no base,
  // and two covers are t's, when t is a base place).
  Set may_still_delete(Set base, Set endo, std::uint32_t used) const {
    Set targets = all_numbers_ & ~numbers_.lost & numbers_.deletable;
    for_each(endo, [&](int e) { targets &= numbers_.sees[e]; });
    const Set boxed = boxed_by(used);
    Set still{};
    for_each(targets, [&](int t) {
      Set self{};
      add(self, t);
      const Set must = base & ~numbers_.sees[t] & ~self;
      const bool may = any(base & self) ? !any(boxed & self) && coverable(must, size_ - 2, boxed)
                                        : coverable(must, size_ - 1, boxed);
      if (may) add(still, t);
    });
    return still;
  }
  // Whether `k` cover houses hold every number of `must` (`boxed`: numbers only a line covers).
  bool coverable(Set must, int k, Set boxed) const {
    if (!any(must)) return true;
    if (k <= 0) return false;
    const int n = lowest(must);
    const Set by_line = must & ~line_of_[n];
    const Set by_box = must & ~box_of_[n];
    Set self{};
    add(self, n);
    const bool box_free = !any(boxed & self);
    if (k == 1) return !any(by_line) || (box_free && !any(by_box));
    return coverable(by_line, k - 1, boxed) || (box_free && coverable(by_box, k - 1, boxed));
  }

  // The numbers seeing every fin.
  Set seeing_all(Set fins, Set within) const {
    for (; any(fins) && any(within); fins = without_lowest(fins))
      within &= numbers_.sees[lowest(fins)];
    return within;
  }

  // Covers in HoDoKu's order. A branch is cut as soon as even all the covers left would leave
  // too many fins (any, for a plain fish), or fins that see no cell those covers could delete
  // (a cover place off the base, or a base place two covers hold): the fins only grow and the
  // covers only shrink from there, so the first fish found stays the same. `lost_fins`: when
  // restricted, the lost places of the base houses outside the covers so far.
  bool cover(int depth, int from, Set places, Set twice, Set base, Set endo, Set lost_fins) {
    const int n = touching_count_;
    const int most_fins = finned_ ? 5 : 0;
    for (int i = from; i < n - (size_ - depth - 1); ++i) {
      const Set reach = places | suffix_[i];
      const Set fins = (base & ~reach) | endo;
      if (count(fins) > most_fins) break;
      if (any(fins)) {
        const Set twice_at_most = twice | (places & suffix_[i]) | suffix_twice_[i];
        if (!any(seeing_all(fins, (reach & ~base) | (base & twice_at_most)))) break;
      }
      Set still_lost = lost_fins;
      if (restricted_ && !lost_endo_) {
        still_lost &= ~numbers_.house[touching_[i]->house];
        if (!any(still_lost)) continue;  // the fish had all its old fins then
      }
      const Set unit = touching_[i]->places;
      const Set with = places | unit;
      const Set cannibal = twice | (places & unit);
      if (depth + 1 == size_) {
        if (check(base, with, cannibal, endo)) return true;
      } else if (cover(depth + 1, i + 1, with, cannibal, base, endo, still_lost)) {
        return true;
      }
    }
    return false;
  }

  bool check(Set base, Set cover, Set cannibal, Set endo) {
    const Set fins = (base & ~cover) | endo;
    Set deleted = cover & ~base, eaten = cannibal;
    if (!finned_) {
      if (any(fins)) return false;
    } else {
      const int fin_count = count(fins);
      if (fin_count == 0 || fin_count > 5) return false;
      const Set seen = seeing_all(fins, deleted | eaten);
      deleted &= seen;
      eaten &= seen;
    }
    if (!any(deleted) && !any(eaten)) return false;
    Step step;
    step.technique =
        finned_
            ? (size_ == 2 ? Technique::finned_franken_x_wing : Technique::finned_franken_swordfish)
            : (size_ == 2 ? Technique::franken_x_wing : Technique::franken_swordfish);
    for (const Set cells : {deleted, eaten}) {
      for_each(cells, [&](int i) { step.deletions.emplace_back(numbers_.cell_of[i], digit_); });
    }
    found_ = std::move(step);
    return true;
  }

  const Numbered<Set>& numbers_;
  int digit_, size_;
  bool finned_, screened_, restricted_;
  Set all_numbers_{};
  // By number: the numbers of the line and of the box that may cover it.
  std::array<Set, kCells> line_of_{}, box_of_{};
  bool lost_endo_ = false;  // a lost place lies in two base houses
  std::array<Unit<Set>, kHouses> bases_, covers_;
  std::array<Set, kHouses> near_base_{};  // by base: the numbers sharing a line or box with it
  // By base: how many bases from it on hold a lost place (restricted).
  std::array<int, kHouses + 1> lost_bases_from_{};
  int base_count_ = 0, cover_count_ = 0;
  std::array<const Unit<Set>*, kHouses> touching_;  // the covers meeting the current bases
  int touching_count_ = 0;
  std::array<Set, kHouses + 1> suffix_, suffix_twice_;
  Step found_;
};

template <class Set>
std::optional<Step> search_digit(const CellSet& places, const CellSet& lost, const CellSet& solved,
                                 int digit, int size, bool finned, bool screened) {
  const Numbered<Set> numbers(places, lost, solved);
  for (const bool rows : {true, false}) {
    FrankenSearch<Set> search(numbers, digit, size, rows, finned, screened);
    if (auto step = search.first()) return step;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_franken_fish(const HodokuGrid& grid, const Ask& ask, Memory& memory) {
  const int size = ask.size;
  const bool finned = ask.variant;
  struct Kept {
    NothingFound by_kind[2][2];  // by size (2, 3) and finned
  };
  NothingFound& memo = memory.kept<Kept>().by_kind[size - 2][finned];
  const auto* solution = grid.ruling_solution(memory);
  for (int digit = 1; digit <= 9; ++digit) {
    const CellSet places = grid.places_of(digit);
    if (memo.known(digit, places)) continue;
    // A fish in today's places is one in the old places too, with the same houses, fewer
    // fins (the lost ones) and cells seeing them all no fewer; it found nothing then, so it had
    // a lost place among its fins (or among the bases' shared places). Finned only: a plain
    // search keeps base lines by their count of places, which the losses change. (Places lost
    // are never none here: the same places were skipped above.)
    const CellSet lost = finned ? memo.lost_since(digit, places).value_or(CellSet{}) : CellSet{};
    // Every deletion is sound: a place the solution gives the digit is never one (the bases'
    // screens pass it by).
    CellSet solved;
    if (solution != nullptr) {
      places.for_each([&](int cell) {
        if ((*solution)[cell] == digit) solved.add(cell);
      });
    }
    const std::optional<Step> step =
        (places | lost).count() <= 64
            ? search_digit<std::uint64_t>(places, lost, solved, digit, size, finned, true)
            : search_digit<CellSet>(places, lost, solved, digit, size, finned, true);
    if (step) return step;
    memo.remember(digit, places);
  }
  return std::nullopt;
}

std::optional<Step> find_franken_fish_afresh(const HodokuGrid& grid, int size, bool finned) {
  for (int digit = 1; digit <= 9; ++digit) {
    if (auto step = search_digit<CellSet>(grid.places_of(digit), CellSet{}, CellSet{}, digit, size,
                                          finned, false))
      return step;
  }
  return std::nullopt;
}

}  // namespace nonet::hodoku
