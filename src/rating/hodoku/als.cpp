// Almost locked sets (N cells of a house holding N+1 digits) as HoDoKu finds and links them.
// ALS-XZ: two ALSes with a restricted common digit X (every place of X in both sees every
// other): a digit Z of both leaves every cell seeing all its places in both (with two restricted
// commons, the ALSes are locked and more goes). HoDoKu lists ALSes house by house (rows,
// columns, boxes), cells depth-first, a set of cells once; restricted commons pair each ALS with
// the later ones that do not overlap it; the first pair with deletions is taken. ALS-XY-Wing:
// two ALSes A and B each with a restricted common with a pivot ALS C (not the same single digit
// twice): a digit of A and B other than those leaves cells seeing all its places in both.
#include <bit>

#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

namespace {

struct Als {
  Cells cells;
  std::uint16_t digits = 0;
  Cells places[10];      // the ALS's cells holding each digit
  Cells sees[10];        // the cells outside it seeing every place of the digit, holding it
  Cells sees_or_in[10];  // sees plus places
  Cells sees_any;        // sees over all its digits
};

struct RestrictedCommon {
  int first, second;  // ALS indices, first < second
  int digit1, digit2 = 0;
};

class AlsSearch {
 public:
  explicit AlsSearch(const HodokuGrid& grid) : grid_(grid) {
    for (int digit = 1; digit <= 9; ++digit) {
      for (int cell = 0; cell < kCells; ++cell) with_[digit][cell] = grid.has(cell, digit);
    }
    collect_alses();
    collect_restricted_commons();
  }

  std::optional<Step> xz() {
    for (const RestrictedCommon& rc : commons_) {
      const Als& a = alses_[rc.first];
      const Als& b = alses_[rc.second];
      Step step;
      delete_common(step, a, b, {rc.digit1});
      if (rc.digit2 != 0) {
        delete_common(step, a, b, {rc.digit2});
        delete_locked(step, a, b, rc.digit1, rc.digit2);
        delete_locked(step, b, a, rc.digit1, rc.digit2);
      }
      if (step.deletions.empty()) continue;
      step.technique = Technique::als_xz;
      return step;
    }
    return std::nullopt;
  }

  std::optional<Step> xy_wing() {
    const int n = static_cast<int>(commons_.size());
    for (int i = 0; i < n; ++i) {
      const RestrictedCommon& one = commons_[i];
      for (int j = i + 1; j < n; ++j) {
        const RestrictedCommon& two = commons_[j];
        if (one.digit2 == 0 && two.digit2 == 0 && one.digit1 == two.digit1) continue;
        int a = -1, b = -1;
        if (one.first == two.first && one.second != two.second) {
          a = one.second, b = two.second;
        } else if (one.second == two.first && one.first != two.second) {
          a = one.first, b = two.second;
        } else if (one.first == two.second && one.second != two.first) {
          a = one.second, b = two.first;
        } else if (one.second == two.second && one.first != two.first) {
          a = one.first, b = two.first;
        } else {
          continue;
        }
        const Als& first = alses_[a];
        const Als& second = alses_[b];
        if ((first.cells & second.cells).any()) continue;
        Step step;
        delete_common(step, first, second, {one.digit1, one.digit2, two.digit1, two.digit2});
        if (step.deletions.empty()) continue;
        step.technique = Technique::als_xy_wing;
        return step;
      }
    }
    return std::nullopt;
  }

 private:
  void collect_alses() {
    for (int house = 0; house < kHouses; ++house) {
      Cells chosen;
      subsets(house_cells(house), 0, 0, 0, chosen);
    }
    for (Als& als : alses_) {
      for (int digit = 1; digit <= 9; ++digit) {
        if (!((als.digits >> (digit - 1)) & 1)) continue;
        als.places[digit] = als.cells & with_[digit];
        Cells seen;
        seen.set();
        for (int cell = 0; cell < kCells; ++cell) {
          if (als.places[digit][cell]) seen &= buddies(cell);
        }
        als.sees[digit] = seen & ~als.cells & with_[digit];
        als.sees_or_in[digit] = als.sees[digit] | als.places[digit];
        als.sees_any |= als.sees[digit];
      }
    }
  }

  // Cells of the house from `from` on, depth-first; `count` chosen so far holding `digits`.
  void subsets(const std::array<int, 9>& house, int from, int count, std::uint16_t digits,
               Cells& chosen) {
    if (count + 1 > 8) return;
    for (int i = from; i < 9; ++i) {
      const int cell = house[i];
      if (grid_.value(cell) != 0) continue;
      chosen[cell] = true;
      const std::uint16_t with = digits | grid_.candidates(cell);
      if (std::popcount(with) == count + 2) {
        bool known = false;
        for (const Als& als : alses_) known = known || als.cells == chosen;
        if (!known) {
          Als als;
          als.cells = chosen;
          als.digits = with;
          alses_.push_back(als);
        }
      }
      subsets(house, i + 1, count + 1, with, chosen);
      chosen[cell] = false;
    }
  }

  void collect_restricted_commons() {
    const int n = static_cast<int>(alses_.size());
    for (int i = 0; i < n; ++i) {
      const Als& a = alses_[i];
      for (int j = i + 1; j < n; ++j) {
        const Als& b = alses_[j];
        if ((a.cells & b.cells).any()) continue;
        const std::uint16_t common = a.digits & b.digits;
        int found = 0;
        for (std::uint16_t rest = common; rest != 0; rest &= rest - 1) {
          const int digit = std::countr_zero(rest) + 1;
          const Cells places = a.places[digit] | b.places[digit];
          const Cells both = a.sees_or_in[digit] & b.sees_or_in[digit];
          if ((places & ~both).any()) continue;
          if (found++ == 0) {
            commons_.push_back({i, j, digit});
          } else {
            commons_.back().digit2 = digit;
          }
        }
      }
    }
  }

  // Digits of both ALSes but the restricted commons leave cells seeing all their places.
  void delete_common(Step& step, const Als& a, const Als& b,
                     std::initializer_list<int> restricted) const {
    std::uint16_t digits = a.digits & b.digits;
    for (const int digit : restricted) {
      if (digit != 0) digits &= ~(1u << (digit - 1));
    }
    if (digits == 0 || (a.sees_any & b.sees_any).none()) return;
    for (; digits != 0; digits &= digits - 1) {
      const int digit = std::countr_zero(digits) + 1;
      const Cells gone = a.sees[digit] & b.sees[digit];
      for (int cell = 0; cell < kCells; ++cell) {
        if (gone[cell]) step.deletions.emplace_back(cell, digit);
      }
    }
  }

  // Doubly linked: every other digit of `a` leaves the cells (outside `b`) seeing all its places.
  void delete_locked(Step& step, const Als& a, const Als& b, int first, int second) const {
    std::uint16_t digits = a.digits & ~(1u << (first - 1)) & ~(1u << (second - 1));
    for (; digits != 0; digits &= digits - 1) {
      const int digit = std::countr_zero(digits) + 1;
      const Cells gone = a.sees[digit] & ~b.cells;
      for (int cell = 0; cell < kCells; ++cell) {
        if (gone[cell]) step.deletions.emplace_back(cell, digit);
      }
    }
  }

  const HodokuGrid& grid_;
  std::array<Cells, 10> with_{};
  std::vector<Als> alses_;
  std::vector<RestrictedCommon> commons_;
};

}  // namespace

std::optional<Step> find_als_xz(const HodokuGrid& grid) {
  return AlsSearch(grid).xz();
}

std::optional<Step> find_als_xy_wing(const HodokuGrid& grid) {
  return AlsSearch(grid).xy_wing();
}

}  // namespace nonet::hodoku
