#include "rating/sudoku_explainer/chains/rules.hpp"

#include <algorithm>
#include <bit>

#include "rating/board/combinations.hpp"
#include "rating/sudoku_explainer/chains/implication.hpp"

namespace nonet {

namespace {

using Work = std::array<std::uint16_t, kCells>;

// Per pair of houses, the places of the first that lie in the second (a mask over its places).
constexpr auto kPlacesInside = [] {
  std::array<std::array<std::uint16_t, kHouses>, kHouses> inside{};
  for (int a = 0; a < kHouses; ++a) {
    for (int b = 0; b < kHouses; ++b) {
      for (int i = 0; i < 9; ++i) {
        if (kTables.house_set[b].has(house_cells(a)[i]))
          inside[a][b] |= static_cast<std::uint16_t>(1u << i);
      }
    }
  }
  return inside;
}();

// Calls visit(pair) for each two-element subset of the 9-bit `set`, as a mask, in the order of
// combinations(2) (by the higher element, then the lower).
template <typename Visit>
void for_each_pair(std::uint16_t set, Visit visit) {
  for (std::uint16_t high = set; high; high &= high - 1) {
    const unsigned top = high & -high;
    for (std::uint16_t low = set & (top - 1); low; low &= low - 1) {
      visit(static_cast<std::uint16_t>(top | (low & -low)));
    }
  }
}

// What a look sees: the chain's starting grid, its working grid and the working grid's places
// (with what the chain took away), and per house the digits left with two places. An
// instance relies on the chain only when it involves a house and digit that lost places, and
// pairs and X-wings need digits with two places: every technique skips the others.
struct View {
  const CandidateGrid& source;
  const Work& work;
  const WorkingPlaces& places;
  const std::array<std::uint16_t, kHouses>& lost;   // bit digit - 1
  const std::array<std::uint32_t, 9>& lost_houses;  // per digit - 1, bit house
  std::array<std::uint16_t, kHouses> two_places{};  // bit digit - 1

  View(const CandidateGrid& source, const Work& work, const WorkingPlaces& places)
      : source(source),
        work(work),
        places(places),
        lost(places.lost),
        lost_houses(places.lost_houses) {
    if (!changed()) return;
    for (int house = 0; house < kHouses; ++house) {
      std::uint16_t two = 0;
      for (int d = 0; d < 9; ++d)
        two |= static_cast<std::uint16_t>((std::popcount(places.places[house][d]) == 2) << d);
      two_places[house] = two;
    }
  }
  std::uint16_t operator()(int house, int digit) const { return places(house, digit); }
  bool changed() const {
    for (std::uint32_t houses : lost_houses) {
      if (houses) return true;
    }
    return false;
  }
};

// One instance of a technique: the candidates it removes (per cell, in the order found) and
// the chain's removals it relies on.
class Instance {
 public:
  void remove(int cell, std::uint16_t digits) {
    if (digits == 0) return;
    cells_[cell_count_] = static_cast<std::uint8_t>(cell);
    digits_[cell_count_++] = digits;
  }
  void rely_on(int cell, int digit) {
    parents_[parent_count_++] = static_cast<std::uint16_t>(implication_node(cell, digit, false));
  }
  bool removes() const { return cell_count_ > 0; }

  // Gives the instance to `sink` when it removes something and relies on the chain.
  bool emit(ChainRule rule, ChainRuleSink& sink) {
    if (cell_count_ == 0 || parent_count_ == 0) return false;
    std::array<std::uint16_t, 9 * kCells> removed;  // the first `count` are written
    const int count = hash_map_order(cells_.data(), digits_.data(), cell_count_, removed.data());
    sink.eliminate(rule, std::span(removed.data(), count),
                   std::span(parents_.data(), parent_count_), nullptr);
    return true;
  }

 private:
  // Only the first cell_count_ / parent_count_ entries are meaningful: left unset otherwise, as
  // an instance is made for every pattern looked at.
  std::array<std::uint8_t, kCells> cells_;
  std::array<std::uint16_t, kCells> digits_;
  int cell_count_ = 0;
  std::array<std::uint16_t, 2 * kCells> parents_;
  int parent_count_ = 0;
};

bool removed_by_chain(const CandidateGrid& source, const Work& work, int cell, int digit) {
  return source.has(cell, digit) && !(work[cell] & digit_bit(digit));
}

// Pointing (a box's places of a digit on one line) and claiming (a line's places in one
// box), in Sudoku Explainer's order: box/column, box/row, column/box, row/box.
bool locking(const View& view, ChainRuleSink& sink) {
  const CandidateGrid& source = view.source;
  const Work& work = view.work;
  static constexpr std::array<std::array<int, 2>, 4> kPairs = {{{kBoxSlot, kColumnSlot},
                                                                {kBoxSlot, kRowSlot},
                                                                {kColumnSlot, kBoxSlot},
                                                                {kRowSlot, kBoxSlot}}};
  bool found = false;
  for (const auto& [slot1, slot2] : kPairs) {
    for (int digit = 1; digit <= 9; ++digit) {
      // Without a removal of the chain in the first house the pattern holds anyway.
      const std::uint32_t lost = view.lost_houses[digit - 1] >> first_house(slot1) & 0x1FF;
      for (std::uint32_t bits = lost; bits; bits &= bits - 1) {
        const int house1 = first_house(slot1) + std::countr_zero(bits);
        const std::uint16_t mask = view(house1, digit);
        if (std::popcount(mask) < 2) continue;
        // The one house of the second kind that may hold them all: the first one's.
        const int first = house_cells(house1)[std::countr_zero(mask)];
        const int house2 = house_of(first, slot2);
        if (mask & ~kPlacesInside[house1][house2]) continue;
        // Without a place to remove, or a removal of the chain to rely on, nothing to give.
        if (!(view(house2, digit) & ~kPlacesInside[house2][house1])) continue;
        if (!(source.place_mask(house1, digit) & ~mask & ~kPlacesInside[house1][house2])) continue;
        const CellSet& set2 = kTables.house_set[house2];
        Instance instance;
        for (int cell : house_cells(house2)) {
          if (!kTables.house_set[house1].has(cell) && (work[cell] & digit_bit(digit))) {
            instance.remove(cell, static_cast<std::uint16_t>(digit_bit(digit)));
          }
        }
        for (int cell : house_cells(house1)) {
          if (!set2.has(cell) && removed_by_chain(source, work, cell, digit)) {
            instance.rely_on(cell, digit);
          }
        }
        found |= instance.emit(ChainRule::locking, sink);
      }
    }
  }
  return found;
}

// Two digits with the same two places in a house: other digits leave those cells.
bool hidden_pair(const View& view, ChainRuleSink& sink) {
  const CandidateGrid& source = view.source;
  const Work& work = view.work;
  bool found = false;
  for (int base : kBoxesColumnsRows) {
    for (int house = base; house < base + 9; ++house) {
      if (source.empty_in(house) <= 4 || view.lost[house] == 0) continue;
      const auto& cells = house_cells(house);
      // Digits with two places each; a pair whose digits kept their places holds anyway.
      for_each_pair(view.two_places[house], [&](std::uint16_t digits) {
        if (!(view.lost[house] & digits)) return;
        const int d1 = std::countr_zero(digits) + 1;
        const int d2 = 15 - std::countl_zero(digits) + 1;
        const std::uint16_t places1 = view(house, d1), places2 = view(house, d2);
        const std::uint16_t common = places1 | places2;
        if (std::popcount(common) != 2) return;
        if ((source.place_mask(house, d1) | source.place_mask(house, d2)) == common) return;
        Instance instance;
        for (int place = 0; place < 9; ++place) {
          if (common >> place & 1) {
            instance.remove(cells[place], static_cast<std::uint16_t>(work[cells[place]] & ~digits));
          }
        }
        if (!instance.removes()) return;
        for (int place = 0; place < 9; ++place) {
          if (common >> place & 1) continue;
          for (int digit : {d1, d2}) {
            if (source.has(cells[place], digit)) instance.rely_on(cells[place], digit);
          }
        }
        found |= instance.emit(ChainRule::hidden_pair, sink);
      });
    }
  }
  return found;
}

// Two cells of a house with the same two digits: the digits leave the house's other cells.
bool naked_pair(const View& view, ChainRuleSink& sink) {
  const CandidateGrid& source = view.source;
  const Work& work = view.work;
  bool found = false;
  for (int base : kBoxesColumnsRows) {
    for (int house = base; house < base + 9; ++house) {
      // A cell that lost digits to the chain lost places in its houses.
      if (source.empty_in(house) < 4 || view.lost[house] == 0) continue;
      const auto& cells = house_cells(house);
      std::uint16_t two_digits = 0;  // the places of cells with two digits
      for (int place = 0; place < 9; ++place) {
        if (std::popcount(work[cells[place]]) == 2)
          two_digits |= static_cast<std::uint16_t>(1u << place);
      }
      for_each_pair(two_digits, [&](std::uint16_t members) {
        const int a = cells[std::countr_zero(members)];
        const int b = cells[15 - std::countl_zero(members)];
        const std::uint16_t digits = work[a] | work[b];
        if (std::popcount(digits) != 2) return;
        if (((source.candidates(a) | source.candidates(b)) & ~digits) == 0) return;
        Instance instance;
        for (int place = 0; place < 9; ++place) {
          if (members >> place & 1) continue;
          instance.remove(cells[place], static_cast<std::uint16_t>(work[cells[place]] & digits));
        }
        if (!instance.removes()) return;
        for (int cell : {a, b}) {
          for (std::uint16_t bits = source.candidates(cell) & ~digits; bits; bits &= bits - 1) {
            instance.rely_on(cell, std::countr_zero(bits) + 1);
          }
        }
        found |= instance.emit(ChainRule::naked_pair, sink);
      });
    }
  }
  return found;
}

// Two lines whose places of a digit lie on the same two cross lines: the digit leaves the
// cross lines' other cells. Columns as base lines first, then rows.
bool x_wing(const View& view, ChainRuleSink& sink) {
  const CandidateGrid& source = view.source;
  const Work& work = view.work;
  static constexpr std::array<std::array<int, 2>, 2> kPairs = {
      {{kColumnSlot, kRowSlot}, {kRowSlot, kColumnSlot}}};
  bool found = false;
  for (const auto& [base_slot, cover_slot] : kPairs) {
    const Combinations& pairs = combinations(2);
    for (int p = 0; p < pairs.count; ++p) {
      const std::uint16_t bases = pairs.masks[p];
      const int base1 = first_house(base_slot) + std::countr_zero(bases);
      const int base2 = first_house(base_slot) + 15 - std::countl_zero(bases);
      const std::uint16_t lost =
          (view.lost[base1] | view.lost[base2]) & view.two_places[base1] & view.two_places[base2];
      if (lost == 0) continue;
      for (int digit = 1; digit <= 9; ++digit) {
        if (!(lost & digit_bit(digit)) || source.placed_count(digit) + 4 > 9) continue;
        const std::uint16_t places1 = view(base1, digit);
        const std::uint16_t places2 = view(base2, digit);
        const std::uint16_t covers = places1 | places2;
        if (std::popcount(covers) != 2) continue;
        if (((source.place_mask(base1, digit) | source.place_mask(base2, digit)) & ~covers) == 0) {
          continue;
        }
        Instance instance;
        for (int c = 0; c < 9; ++c) {
          if (!(covers >> c & 1)) continue;
          const int cover = first_house(cover_slot) + c;
          const std::uint16_t outside = view(cover, digit) & ~bases;
          for (std::uint16_t bits = outside; bits; bits &= bits - 1) {
            instance.remove(house_cells(cover)[std::countr_zero(bits)],
                            static_cast<std::uint16_t>(digit_bit(digit)));
          }
        }
        if (!instance.removes()) continue;
        for (int base : {base1, base2}) {
          const auto& cells = house_cells(base);
          for (int place = 0; place < 9; ++place) {
            if (!(covers >> place & 1) && removed_by_chain(source, work, cells[place], digit)) {
              instance.rely_on(cells[place], digit);
            }
          }
        }
        found |= instance.emit(ChainRule::x_wing, sink);
      }
    }
  }
  return found;
}

}  // namespace

int hash_map_order(const std::uint8_t* cells, const std::uint16_t* digits, int count,
                   std::uint16_t* nodes) {
  int capacity = 16;
  while (count > capacity * 3 / 4) capacity *= 2;
  std::array<int, kCells> order;
  for (int i = 0; i < count; ++i) order[i] = i;
  std::stable_sort(order.begin(), order.begin() + count, [&](int a, int b) {
    return (cells[a] & (capacity - 1)) < (cells[b] & (capacity - 1));
  });
  int written = 0;
  for (int i = 0; i < count; ++i) {
    const int cell = cells[order[i]];
    for (std::uint16_t bits = digits[order[i]]; bits; bits &= bits - 1) {
      nodes[written++] =
          static_cast<std::uint16_t>(implication_node(cell, std::countr_zero(bits) + 1, false));
    }
  }
  return written;
}

WorkingPlaces::WorkingPlaces(const CandidateGrid& source) {
  for (int house = 0; house < kHouses; ++house) {
    for (int digit = 1; digit <= 9; ++digit)
      places[house][digit - 1] = source.place_mask(house, digit);
  }
}

WorkingPlaces::WorkingPlaces(const CandidateGrid& source, const Work& work) {
  for (int house = 0; house < kHouses; ++house) {
    const auto& cells = house_cells(house);
    for (int i = 0; i < 9; ++i) {
      for (std::uint16_t bits = work[cells[i]]; bits; bits &= bits - 1)
        places[house][std::countr_zero(bits)] |= static_cast<std::uint16_t>(1u << i);
    }
    for (int digit = 1; digit <= 9; ++digit) {
      if (places[house][digit - 1] == source.place_mask(house, digit)) continue;
      lost[house] |= static_cast<std::uint16_t>(digit_bit(digit));
      lost_houses[digit - 1] |= 1u << house;
    }
  }
}

void WorkingPlaces::remove(int cell, int digit) {
  for (int k = 0; k < 3; ++k) {
    const int house = cell_houses(cell)[k];
    places[house][digit - 1] &=
        static_cast<std::uint16_t>(~(1u << kTables.place_in_house[cell][k]));
    lost[house] |= static_cast<std::uint16_t>(digit_bit(digit));
    lost_houses[digit - 1] |= 1u << house;
  }
}

bool find_chain_rule_eliminations(const CandidateGrid& source, const Work& work,
                                  const WorkingPlaces& places, ChainRuleSink& sink) {
  const View view(source, work, places);
  if (!view.changed()) return false;
  return locking(view, sink) || hidden_pair(view, sink) || naked_pair(view, sink) ||
         x_wing(view, sink);
}

bool find_chain_rule_eliminations(const CandidateGrid& source, const Work& work,
                                  ChainRuleSink& sink) {
  return find_chain_rule_eliminations(source, work, WorkingPlaces(source, work), sink);
}

}  // namespace nonet
