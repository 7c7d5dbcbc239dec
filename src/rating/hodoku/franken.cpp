// Franken fish (HoDoKu's Franken X-Wing and Swordfish, plain and finned): base houses from rows
// and boxes (or columns and boxes), cover houses from columns and boxes (or rows and boxes) not
// in the base, every base place covered; the digit leaves the covers' other cells, and a cell
// two covers share (cannibalism). Finned: up to five base places outside the cover, and up to
// two places shared by base houses (endo fins), and only cells seeing all fins lose the digit.
// HoDoKu's generic fish search, digit by digit, rows first; houses in row, column, box order.
#include <algorithm>
#include <array>
#include <cstdint>

#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

namespace {

struct Unit {
  int house;
  Cells places;
};

class FrankenSearch {
 public:
  FrankenSearch(const HodokuGrid& grid, int digit, int size, bool rows, bool finned)
      : digit_(digit), size_(size), finned_(finned) {
    for (int house = 0; house < kHouses; ++house) {
      const Unit unit{house, grid.places_of(digit) & house_set(house)};
      if (unit.places.none()) continue;
      const bool line = house < 9, column = house >= 9 && house < 18, box = house >= 18;
      const bool as_base = box || (rows ? line : column);
      const bool as_cover = box || (rows ? column : line);
      if (as_cover) covers_.push_back(unit);
      if (as_base && (finned || static_cast<int>(unit.places.count()) <= size))
        bases_.push_back(unit);
    }
  }

  std::optional<Step> first() {
    if (base(0, 0, Cells{}, Cells{}, 0, 0)) return found_;
    return std::nullopt;
  }

 private:
  // `used`: the base houses so far, bit by house.
  bool base(int depth, int from, const Cells& places, const Cells& endo, int endo_count,
            std::uint32_t used) {
    for (int i = from; i < static_cast<int>(bases_.size()); ++i) {
      const Unit& unit = bases_[i];
      const Cells overlap = places & unit.places;
      const int overlap_count = static_cast<int>(overlap.count());
      if (overlap_count != 0 && (!finned_ || endo_count + overlap_count > 2)) continue;
      const std::uint32_t with_used = used | std::uint32_t{1} << unit.house;
      const Cells with = places | unit.places;
      if (depth + 1 == size_) {
        touching_count_ = 0;
        for (const Unit& cover : covers_) {
          if (((with_used >> cover.house) & 1) == 0 && (cover.places & with).any())
            touching_[touching_count_++] = &cover;
        }
        // What the covers from the i-th on can still cover.
        suffix_[touching_count_].reset();
        for (int k = touching_count_; k-- > 0;) suffix_[k] = suffix_[k + 1] | touching_[k]->places;
        if (cover(0, 0, Cells{}, Cells{}, with, endo | overlap)) return true;
      } else if (base(depth + 1, i + 1, with, endo | overlap, endo_count + overlap_count,
                      with_used)) {
        return true;
      }
    }
    return false;
  }

  // Covers in HoDoKu's order. A branch is cut as soon as even all the covers left would leave
  // too many fins (any, for a plain fish), or fins that see no cell those covers hold: the
  // fins only grow and the covers only shrink from there, so the first fish found stays the
  // same.
  bool cover(int depth, int from, const Cells& places, const Cells& twice, const Cells& base,
             const Cells& endo) {
    const int n = touching_count_;
    const std::size_t most_fins = finned_ ? 5 : 0;
    for (int i = from; i < n - (size_ - depth - 1); ++i) {
      const Cells reach = places | suffix_[i];
      const Cells fins = (base & ~reach) | endo;
      if (fins.count() > most_fins) break;
      if (fins.any()) {
        Cells seen = reach;
        for_each_cell(fins, [&](int cell) { seen &= buddies(cell); });
        if (seen.none()) break;
      }
      const Cells& unit = touching_[i]->places;
      const Cells with = places | unit;
      const Cells cannibal = twice | (places & unit);
      if (depth + 1 == size_) {
        if (check(base, with, cannibal, endo)) return true;
      } else if (cover(depth + 1, i + 1, with, cannibal, base, endo)) {
        return true;
      }
    }
    return false;
  }

  bool check(const Cells& base, const Cells& cover, const Cells& cannibal, const Cells& endo) {
    const Cells fins = (base & ~cover) | endo;
    Cells deleted = cover & ~base, eaten = cannibal;
    if (!finned_) {
      if (fins.any()) return false;
    } else {
      const std::size_t count = fins.count();
      if (count == 0 || count > 5) return false;
      Cells seen;
      seen.set();
      for_each_cell(fins, [&](int cell) { seen &= buddies(cell); });
      if (seen.none()) return false;
      deleted &= seen;
      eaten &= seen;
    }
    if (deleted.none() && eaten.none()) return false;
    Step step;
    step.technique =
        finned_
            ? (size_ == 2 ? Technique::finned_franken_x_wing : Technique::finned_franken_swordfish)
            : (size_ == 2 ? Technique::franken_x_wing : Technique::franken_swordfish);
    for (const Cells* cells : {&deleted, &eaten}) {
      for (int cell = 0; cell < kCells; ++cell) {
        if ((*cells)[cell]) step.deletions.emplace_back(cell, digit_);
      }
    }
    found_ = std::move(step);
    return true;
  }

  int digit_, size_;
  bool finned_;
  std::vector<Unit> bases_, covers_;
  std::array<const Unit*, kHouses> touching_;  // the covers meeting the current bases
  int touching_count_ = 0;
  std::array<Cells, kHouses + 1> suffix_;
  Step found_;
};

}  // namespace

std::optional<Step> find_franken_fish(const HodokuGrid& grid, int size, bool finned) {
  thread_local NothingFound nothing[2][2];  // by size (2, 3) and finned
  NothingFound& memo = nothing[size - 2][finned];
  for (int digit = 1; digit <= 9; ++digit) {
    const Cells places = grid.places_of(digit);
    if (memo.known(digit, places)) continue;
    for (const bool rows : {true, false}) {
      if (auto step = FrankenSearch(grid, digit, size, rows, finned).first()) return step;
    }
    memo.remember(digit, places);
  }
  return std::nullopt;
}

}  // namespace nonet::hodoku
