// Sudoku Explainer's forcing chains beyond single chains, on the implication engine
// (rating/implication.hpp):
//   Nishio forcing chains (7.5): house links only, dynamic; an assumption that leads to a
//     contradiction is false (a candidate on -> it goes; off -> it is placed).
//   Multiple forcing chains (8.0): static links, both kinds; a node implied by every digit of
//     a cell (cell forcing chains, cells with 3 digits or more) or by every place of a digit
//     in a house (region forcing chains) is true.
//   Dynamic forcing chains (8.5): dynamic links; contradictions, double forcing (a node
//     implied both by a candidate and by its absence, cells with 3 digits or more), and cell
//     and region forcing chains, cells with 2 digits included.
//   Dynamic forcing chains (+) (9.0): the same, with pointing, claiming, hidden and naked
//     pairs and X-wings applied inside the chains (rating/chain_rules.hpp).
// Each step's rating is the base plus the length penalty of its complexity: the number of
// distinct nodes in the derivations of its conclusion (summed over the branches). Of all the
// steps a technique finds, the one with the lowest rating wins, then the lowest complexity,
// then the kind (double forcing, cell, region, contradiction), then the search order (cells
// in order, digits ascending; for each digit its contradictions, double forcing and region
// chains; then the cell's chains), as Sudoku Explainer picks them.
#include <bit>
#include <memory>

#include "rating/implication.hpp"
#include "rating/techniques/technique.hpp"

namespace nonet {

namespace {

enum class Mode { nishio, multiple, dynamic, dynamic_plus };

constexpr int kSortDouble = 1;
constexpr int kSortCell = 5;
constexpr int kSortRegion = 6;
constexpr int kSortContradiction = 7;

// Outcomes kept at once: one per digit of the source cell, one for the "off" test, one per
// place of a digit in a house.
struct Workspace {
  std::array<Outcome, 9> by_digit;
  Outcome off;
  std::array<Outcome, 9> by_place;
};

Workspace& workspace() {
  thread_local std::unique_ptr<Workspace> space = std::make_unique<Workspace>();
  return *space;
}

struct Search {
  Mode mode;
  const CandidateGrid& grid;
  Step& best;
  ImplicationRules rules;
  int base;
  Technique technique;
  bool found = false;
  int best_complexity = 0;
  int best_sort = 0;

  // Offers a conclusion; keeps it when it is easier than the best so far.
  void offer(int target, int complexity, int sort_key, ForcingKind kind, int source, int house) {
    std::uint16_t removed = 0;
    const int cell = implication_cell(target), digit = implication_digit(target);
    if (target & 1)
      removed = grid.candidates(cell) & ~digit_bit(digit);
    else
      removed = static_cast<std::uint16_t>(digit_bit(digit));
    if (removed == 0) return;  // nothing to remove: not worth a step
    const int rating = base + chain_length_penalty(complexity);
    if (found && (rating > best.rating ||
                  (rating == best.rating &&
                   (complexity > best_complexity ||
                    (complexity == best_complexity && sort_key >= best_sort))))) {
      return;
    }
    found = true;
    best_complexity = complexity;
    best_sort = sort_key;
    best = Step{};
    best.technique = technique;
    best.rating = static_cast<std::uint8_t>(rating);
    best.eliminations[cell] = removed;
    best.forcing = kind;
    best.digit = static_cast<std::uint8_t>(implication_digit(source));
    best.cells = CellSet::of(implication_cell(source));
    if (house >= 0) best.add_house(house);
    best.chain_length = 2;
    best.chain[0] = static_cast<std::uint16_t>(source);
    best.chain[1] = static_cast<std::uint16_t>(target);
  }

  void contradiction(const Outcome& outcome, int source) {
    if (!outcome.contradiction()) return;
    const int complexity =
        ancestor_count(outcome, outcome.conflict_kept()) + conflict_ancestor_count(outcome);
    // The assumption is false: its opposite holds.
    offer(source ^ 1, complexity, kSortContradiction, ForcingKind::contradiction, source, -1);
  }

  void double_forcing(const Outcome& on, const Outcome& off, int source) {
    for (int pass = 1; pass >= 0; --pass) {
      for (int i = 0; i < on.size(); ++i) {
        const int n = on.at(i);
        if ((n & 1) != pass || !off.has(n)) continue;
        offer(n, ancestor_count(on, n) + ancestor_count(off, n), kSortDouble,
              ForcingKind::double_forcing, source, -1);
      }
    }
  }

  // Nodes implied by every one of `outcomes` (in the order of the first).
  template <typename Branches>
  void common(const Outcome& first, int branches, Branches branch, int sort_key, ForcingKind kind,
              int source, int house) {
    for (int pass = 1; pass >= 0; --pass) {
      for (int i = 0; i < first.size(); ++i) {
        const int n = first.at(i);
        if ((n & 1) != pass) continue;
        bool everywhere = true;
        for (int b = 0; b < branches && everywhere; ++b) everywhere = branch(b).has(n);
        if (!everywhere) continue;
        int complexity = 0;
        for (int b = 0; b < branches; ++b) complexity += ancestor_count(branch(b), n);
        offer(n, complexity, sort_key, kind, source, house);
      }
    }
  }

  void regions(int cell, int digit, const Outcome& on) {
    Workspace& space = workspace();
    for (int house : {box_house(cell), row_house(cell), column_house(cell)}) {
      const CellSet places = grid.positions(house, digit);
      if (places.count() < 2) continue;
      // Each house is searched once, from its first place.
      int first = -1;
      for (int other : kTables.house_cells[house]) {
        if (places.has(other)) {
          first = other;
          break;
        }
      }
      if (first != cell) continue;
      std::array<const Outcome*, 9> branches{};
      int count = 0;
      for (int other : kTables.house_cells[house]) {
        if (!places.has(other)) continue;
        if (other == cell) {
          branches[count++] = &on;
          continue;
        }
        Outcome& outcome = space.by_place[count];
        outcome.propagate(grid, implication_node(other, digit, true), rules);
        branches[count++] = &outcome;
      }
      common(on, count, [&](int b) -> const Outcome& { return *branches[b]; }, kSortRegion,
             ForcingKind::region, implication_node(cell, digit, true), house);
    }
  }

  void visit_cell(int cell) {
    const std::uint16_t digits = grid.candidates(cell);
    const int count = std::popcount(digits);
    const bool dynamic = mode != Mode::multiple;
    if (!(count > 2 || (count > 1 && dynamic))) return;
    Workspace& space = workspace();
    int slot = 0;
    for (std::uint16_t bits = digits; bits; bits &= bits - 1, ++slot) {
      const int digit = std::countr_zero(bits) + 1;
      const int on_node = implication_node(cell, digit, true);
      Outcome& on = space.by_digit[slot];
      on.propagate(grid, on_node, rules);
      const bool contradictions = dynamic;
      const bool doubles = count >= 3 && dynamic && mode != Mode::nishio;
      if (contradictions) contradiction(on, on_node);
      if (contradictions || doubles) {
        space.off.propagate(grid, on_node ^ 1, rules);
        if (contradictions) contradiction(space.off, on_node ^ 1);
        if (doubles) double_forcing(on, space.off, on_node);
      }
      if (mode != Mode::nishio) regions(cell, digit, on);
    }
    if (mode != Mode::nishio) {
      common(space.by_digit[0], count, [&](int b) -> const Outcome& { return space.by_digit[b]; },
             kSortCell, ForcingKind::cell, implication_node(cell, std::countr_zero(digits) + 1, true),
             -1);
    }
  }

  bool run() {
    grid.empty_cells().for_each([&](int c) { visit_cell(c); });
    return found;
  }
};

bool find_forcing(Mode mode, const CandidateGrid& grid, Step& step) {
  Search search{mode, grid, step, {}, 0, Technique::nishio_forcing_chain};
  switch (mode) {
    case Mode::nishio:
      search.rules = {.dynamic = true, .cell_links = false};
      search.base = 75;
      search.technique = Technique::nishio_forcing_chain;
      break;
    case Mode::multiple:
      search.rules = {.dynamic = false, .cell_links = true};
      search.base = 80;
      search.technique = Technique::multiple_forcing_chain;
      break;
    case Mode::dynamic:
      search.rules = {.dynamic = true, .cell_links = true};
      search.base = 85;
      search.technique = Technique::dynamic_forcing_chain;
      break;
    case Mode::dynamic_plus:
      search.rules = {.dynamic = true, .cell_links = true, .plus = true};
      search.base = 90;
      search.technique = Technique::dynamic_forcing_chain_plus;
      break;
  }
  return search.run();
}

}  // namespace

bool find_nishio_forcing_chain(const CandidateGrid& grid, Step& step) {
  return find_forcing(Mode::nishio, grid, step);
}

bool find_multiple_forcing_chain(const CandidateGrid& grid, Step& step) {
  return find_forcing(Mode::multiple, grid, step);
}

bool find_dynamic_forcing_chain(const CandidateGrid& grid, Step& step) {
  return find_forcing(Mode::dynamic, grid, step);
}

bool find_dynamic_forcing_chain_plus(const CandidateGrid& grid, Step& step) {
  return find_forcing(Mode::dynamic_plus, grid, step);
}

}  // namespace nonet
