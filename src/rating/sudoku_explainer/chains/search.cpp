#include "rating/sudoku_explainer/chains/search.hpp"

#include <algorithm>
#include <bit>
#include <memory>

#include "rating/board/budget.hpp"
#include "rating/sudoku_explainer/chains/nesting_pool.hpp"
#include "rating/sudoku_explainer/chains/static_reach.hpp"

namespace nonet {

namespace {

constexpr int kSortDouble = 1;
constexpr int kSortCell = 5;
constexpr int kSortRegion = 6;
constexpr int kSortContradiction = 7;

// The outcomes of a search: of every candidate "on" and "off", each propagated once per
// search (a candidate is a branch of its cell's chains and of up to three region chains).
// The ladder tries dynamic chains level after level on one grid while they find nothing: a
// search at the next level resumes the outcomes the one before left (Outcome::resume).
struct Workspace {
  struct Outcomes {
    std::array<std::unique_ptr<Outcome>, kCells * 9> outcome;
    std::array<std::uint32_t, kCells * 9> epoch{};
  };
  Outcomes on, off;
  Outcome off_scratch;
  std::uint32_t epoch = 0;
  // The search whose outcomes the next level may resume: its epoch (0: none), level and grid.
  std::uint32_t resumable_epoch = 0;
  ImplicationRules resumable_rules;
  std::array<std::uint16_t, kCells> resumable_candidates{};
  std::array<std::uint8_t, kCells> resumable_values{};
  std::uint32_t resume_from = 0;  // the epoch this search resumes, or 0
  // Static searches: which assumptions can meet at all (static_reach.hpp).
  StaticReach reach;
  bool filter = false;

  void new_search(const CandidateGrid& grid, const ImplicationRules& rules) {
    resume_from = resumes(grid, rules) ? resumable_epoch : 0;
    resumable_epoch = 0;
    if (++epoch == 0) {
      on.epoch.fill(0);
      off.epoch.fill(0);
      resume_from = 0;
      epoch = 1;
    }
  }
  // After a complete search: a dynamic one below level 3 may be resumed.
  void finished(const CandidateGrid& grid, const ImplicationRules& rules) {
    if (!rules.dynamic || rules.level >= 3) return;
    resumable_epoch = epoch;
    resumable_rules = rules;
    for (int cell = 0; cell < kCells; ++cell) {
      resumable_candidates[cell] = grid.candidates(cell);
      resumable_values[cell] = static_cast<std::uint8_t>(grid.value(cell));
    }
  }
  const Outcome& on_outcome(const CandidateGrid& grid, int cell, int digit,
                            const ImplicationRules& rules) {
    return outcome(on, grid, implication_node(cell, digit, true), rules);
  }
  const Outcome& off_outcome(const CandidateGrid& grid, int cell, int digit,
                             const ImplicationRules& rules) {
    // Each "off" outcome is read once per search: level 0 searches, the most frequent by far
    // and often the last on their grid, keep none (one outcome stays in cache).
    if (rules.level == 0) {
      off_scratch.propagate(grid, implication_node(cell, digit, false), rules);
      return off_scratch;
    }
    return outcome(off, grid, implication_node(cell, digit, false), rules);
  }

 private:
  bool resumes(const CandidateGrid& grid, const ImplicationRules& rules) const {
    if (resumable_epoch == 0 || !rules.dynamic || rules.level == 0 || rules.level > 3 ||
        rules.level != resumable_rules.level + 1 ||
        rules.cell_links != resumable_rules.cell_links) {
      return false;
    }
    for (int cell = 0; cell < kCells; ++cell) {
      if (grid.candidates(cell) != resumable_candidates[cell] ||
          grid.value(cell) != resumable_values[cell]) {
        return false;
      }
    }
    return true;
  }
  const Outcome& outcome(Outcomes& kept, const CandidateGrid& grid, int start,
                         const ImplicationRules& rules) {
    const int index = start / 2;
    if (kept.epoch[index] != epoch) {
      if (!kept.outcome[index]) kept.outcome[index] = std::make_unique<Outcome>();
      if (resume_from != 0 && kept.epoch[index] == resume_from)
        kept.outcome[index]->resume(grid, rules);
      else
        kept.outcome[index]->propagate(grid, start, rules);
      kept.epoch[index] = epoch;
    }
    return *kept.outcome[index];
  }
};

// Nishio's links (house links only, dynamic) stay within one digit: whether assuming `cell`
// on (or off) for a digit with these `places` meets a contradiction, worked out on the places
// as cell sets. The links' fixed point does not depend on the order they are followed in, so this
// answers exactly whether the propagation would find a contradiction; the propagation, which
// also gives the chain, runs only when it does.
bool single_digit_contradiction(const CellSet places, int cell, bool on) {
  CellSet on_cells = on ? CellSet::of(cell) : CellSet{};
  CellSet off_cells = on ? CellSet{} : CellSet::of(cell);
  CellSet followed;  // "on" cells whose peers are off already
  for (;;) {
    // on -> off: the digit's other places in the cell's houses.
    on_cells.without(followed).for_each([&](int c) { off_cells |= kTables.peers[c] & places; });
    followed = on_cells;
    if (!(on_cells & off_cells).empty()) return true;
    // off -> on: a house left with one place, once one of its places is off. A house of two
    // places or more left with none is a contradiction too: the propagation follows an "off"
    // before the next one takes its place away, so it puts the last place on and off.
    const CellSet left = places.without(off_cells);
    bool grew = false;
    for (int house = 0; house < kHouses; ++house) {
      const CellSet in_house = kTables.house_set[house];
      if ((off_cells & in_house).empty()) continue;
      const CellSet last = left & in_house;
      if (last.empty() && (places & in_house).count() >= 2) return true;
      if (last.count() != 1 || !(last & on_cells).empty()) continue;
      on_cells |= last;
      grew = true;
    }
    if (!grew) return false;
  }
}

// The answers of single_digit_contradiction() depend on the digit's places alone, and most
// digits keep theirs from one step of a puzzle to the next: the path's Memory keeps, per digit,
// the places last asked about and the answers found there so far.
class DigitContradictions {
 public:
  // Whether assuming `cell` on (`on`) or off for `digit` meets a contradiction.
  bool meets(const CandidateGrid& grid, int cell, int digit, bool on) {
    Known& known = digits_[digit - 1];
    if (!(known.places == grid.cells_with(digit))) known = {grid.cells_with(digit), {}, {}, {}};
    if (!known.asked.has(cell)) {
      known.asked.add(cell);
      if (single_digit_contradiction(known.places, cell, true)) known.on.add(cell);
      if (single_digit_contradiction(known.places, cell, false)) known.off.add(cell);
    }
    return (on ? known.on : known.off).has(cell);
  }

 private:
  struct Known {
    CellSet places, asked, on, off;  // no places: nothing asked yet
  };
  std::array<Known, 9> digits_{};
};
// A search may run inside a propagation of another (nested chains): each depth has its own
// outcomes (working objects of the path's Memory).
struct Workspaces : NestingPool<Workspace> {};

// One derivation of a conclusion: a node of an outcome, or the conflicting node of its
// contradiction.
struct Branch {
  const Outcome* outcome;
  int node;
  bool conflict;
};

struct Search {
  const ForcingSearch& rules;
  const CandidateGrid& grid;
  Workspace& space;
  // Either the easiest conclusion (ladder)...
  Step* best = nullptr;
  Technique technique = Technique::dynamic_forcing_chain;
  bool found = false;
  int best_complexity = 0;
  int best_sort = 0;
  // ... or every conclusion (nested).
  ChainHintList* list = nullptr;
  ChainRule rule = ChainRule::dynamic_forcing_chain;

  // Offers a conclusion. `root_house`: what the assumptions relied on (cell chains: their
  // cell, -1; region chains: the house; -2 otherwise).
  void offer(int target, const Branch* branches, int count, int sort_key, ForcingKind kind,
             int source, int house, int root_house) {
    std::uint16_t removed = 0;
    const int cell = implication_cell(target), digit = implication_digit(target);
    if (target & 1)
      removed = grid.candidates(cell) & ~digit_bit(digit);
    else
      removed = static_cast<std::uint16_t>(digit_bit(digit));
    if (removed == 0) return;  // nothing to remove: not worth a step
    ChainComplexity complexity;
    for (int b = 0; b < count; ++b) {
      if (branches[b].conflict)
        complexity.add_conflict(*branches[b].outcome);
      else
        complexity.add(*branches[b].outcome, branches[b].node);
    }
    if (list != nullptr) {
      list->begin(rule, sort_key);
      list->remove(cell, removed);
      std::uint64_t signature = static_cast<std::uint64_t>(sort_key);
      for (int b = 0; b < count; ++b) {
        const Branch& branch = branches[b];
        if (branch.conflict) {
          list->rely_on_conflict(grid, *branch.outcome);
          signature = conflict_signature(*branch.outcome, signature);
        } else {
          list->rely_on_derivation(grid, *branch.outcome, branch.node, root_house);
          signature = derivation_signature(*branch.outcome, branch.node, signature);
        }
      }
      list->finish(chain_difficulty(rules.base, complexity.total()), complexity.total(), signature);
      return;
    }
    keep_if_easier(target, removed, complexity.total(), sort_key, kind, source, house);
  }

  void keep_if_easier(int target, std::uint16_t removed, int complexity, int sort_key,
                      ForcingKind kind, int source, int house) {
    const int rating = rules.base + chain_length_penalty(complexity);
    if (found &&
        (rating > best->rating ||
         (rating == best->rating && (complexity > best_complexity ||
                                     (complexity == best_complexity && sort_key >= best_sort))))) {
      return;
    }
    found = true;
    best_complexity = complexity;
    best_sort = sort_key;
    Step& step = *best;
    step = Step{};
    step.technique = technique;
    step.rating = static_cast<std::uint8_t>(std::min(rating, 255));
    step.eliminations[implication_cell(target)] = removed;
    step.forcing = kind;
    // A conclusion that a candidate holds places it, as Sudoku Explainer applies such a step.
    if (target & 1) {
      step.cell = static_cast<std::int8_t>(implication_cell(target));
      step.digit = static_cast<std::uint8_t>(implication_digit(target));
    }
    step.cells = CellSet::of(implication_cell(source));
    if (house >= 0) step.add_house(house);
    step.chain_level = rules.rules.level;
    step.chain_nesting = rules.rules.nesting;
    step.chain_length = 2;
    step.complexity = static_cast<std::uint16_t>(std::min(complexity, 0xffff));
    step.chain[0] = static_cast<std::uint16_t>(source);
    step.chain[1] = static_cast<std::uint16_t>(target);
  }

  void contradiction(const Outcome& outcome, int source) {
    if (!outcome.contradiction()) return;
    const Branch branches[2] = {{&outcome, outcome.conflict_kept(), false}, {&outcome, -1, true}};
    // The assumption is false: its opposite holds.
    offer(source ^ 1, branches, 2, kSortContradiction, ForcingKind::contradiction, source, -1, -2);
  }

  // The nodes every one of `outcomes` holds, as a set; false when there is none.
  static bool shared_nodes(const Outcome* const* outcomes, int count,
                           std::array<std::uint64_t, Outcome::kWords>& shared) {
    std::uint64_t any = 0;
    for (int w = 0; w < Outcome::kWords; ++w) {
      std::uint64_t word = outcomes[0]->members()[w];
      for (int b = 1; b < count; ++b) word &= outcomes[b]->members()[w];
      shared[w] = word;
      any |= word;
    }
    return any != 0;
  }
  static bool in(const std::array<std::uint64_t, Outcome::kWords>& set, int n) {
    return (set[n >> 6] >> (n & 63)) & 1;
  }

  void double_forcing(const Outcome& on, const Outcome& off, int source) {
    const Outcome* both[2] = {&on, &off};
    std::array<std::uint64_t, Outcome::kWords> shared;
    if (!shared_nodes(both, 2, shared)) return;
    for (int pass = 1; pass >= 0; --pass) {
      for (int i = 0; i < on.size(); ++i) {
        const int n = on.at(i);
        if ((n & 1) != pass || !in(shared, n)) continue;
        const Branch branches[2] = {{&on, n, false}, {&off, n, false}};
        offer(n, branches, 2, kSortDouble, ForcingKind::double_forcing, source, -1, -2);
      }
    }
  }

  // Nodes implied by every one of `outcomes` (in the order of the first).
  void common(const std::array<const Outcome*, 9>& outcomes, int count, int sort_key,
              ForcingKind kind, int source, int house, int root_house) {
    const Outcome& first = *outcomes[0];
    std::array<std::uint64_t, Outcome::kWords> shared;
    if (!shared_nodes(outcomes.data(), count, shared)) return;
    std::array<Branch, 9> branches{};
    for (int pass = 1; pass >= 0; --pass) {
      for (int i = 0; i < first.size(); ++i) {
        const int n = first.at(i);
        if ((n & 1) != pass || !in(shared, n)) continue;
        for (int b = 0; b < count; ++b) branches[b] = {outcomes[b], n, false};
        offer(n, branches.data(), count, sort_key, kind, source, house, root_house);
      }
    }
  }

  // The houses whose region chains for `digit` are searched from `cell`: each house once,
  // from its first place, and in a static search only when its places' assumptions can meet.
  int region_houses(int cell, int digit, std::array<int, 3>& houses) const {
    int count = 0;
    for (int house : {box_house(cell), row_house(cell), column_house(cell)}) {
      const std::uint16_t places = grid.place_mask(house, digit);
      if (std::popcount(places) < 2) continue;
      if (house_cells(house)[std::countr_zero(places)] != cell) continue;
      if (space.filter) {
        std::array<int, 9> cells{};
        int n = 0;
        for (std::uint16_t bits = places; bits; bits &= bits - 1)
          cells[n++] = house_cells(house)[std::countr_zero(bits)];
        if (!space.reach.may_share(cells.data(), n, digit)) continue;
      }
      houses[count++] = house;
    }
    return count;
  }

  void regions(int cell, int digit, const Outcome& on, const std::array<int, 3>& houses,
               int house_count) {
    for (int h = 0; h < house_count; ++h) {
      const int house = houses[h];
      std::array<const Outcome*, 9> branches{};
      int count = 0;
      for (std::uint16_t bits = grid.place_mask(house, digit); bits; bits &= bits - 1) {
        const int other = house_cells(house)[std::countr_zero(bits)];
        branches[count++] =
            other == cell ? &on : &space.on_outcome(grid, other, digit, rules.rules);
      }
      common(branches, count, kSortRegion, ForcingKind::region, implication_node(cell, digit, true),
             house, house);
    }
  }

  void visit_cell(int cell) {
    const std::uint16_t digits = grid.candidates(cell);
    const int count = std::popcount(digits);
    const bool dynamic = rules.rules.dynamic;
    if (!(count > 2 || (count > 1 && dynamic))) return;
    std::array<const Outcome*, 9> by_digit{};
    const bool cell_chain = !rules.nishio && (!space.filter || space.reach.may_share(&cell, 1, 0));
    int slot = 0;
    for (std::uint16_t bits = digits; bits; bits &= bits - 1, ++slot) {
      const int digit = std::countr_zero(bits) + 1;
      const int on_node = implication_node(cell, digit, true);
      std::array<int, 3> houses{};
      const int house_count = rules.nishio ? 0 : region_houses(cell, digit, houses);
      // A static search propagates an assumption only for a chain that may conclude.
      if (space.filter && !cell_chain && house_count == 0) continue;
      if (rules.nishio) {  // contradictions only
        DigitContradictions& known = rules.rules.memory->kept<DigitContradictions>();
        if (known.meets(grid, cell, digit, true))
          contradiction(space.on_outcome(grid, cell, digit, rules.rules), on_node);
        if (known.meets(grid, cell, digit, false))
          contradiction(space.off_outcome(grid, cell, digit, rules.rules), on_node ^ 1);
        continue;
      }
      const Outcome& on = space.on_outcome(grid, cell, digit, rules.rules);
      by_digit[slot] = &on;
      const bool contradictions = dynamic;
      const bool doubles = count >= 3 && dynamic && !rules.nishio;
      if (contradictions) contradiction(on, on_node);
      if (contradictions || doubles) {
        const Outcome& off = space.off_outcome(grid, cell, digit, rules.rules);
        if (contradictions) contradiction(off, on_node ^ 1);
        if (doubles) double_forcing(on, off, on_node);
      }
      regions(cell, digit, on, houses, house_count);
    }
    if (cell_chain) {
      common(by_digit, count, kSortCell, ForcingKind::cell,
             implication_node(cell, std::countr_zero(digits) + 1, true), -1, -1);
    }
  }

  // Gives up when the puzzle's time budget runs out (a partial search is no answer).
  bool aborted = false;
  void run() {
    space.filter = !rules.rules.dynamic && !rules.nishio;
    if (space.filter) space.reach.build(grid, rules.rules.cell_links);
    space.new_search(grid, rules.rules);
    grid.empty_cells().for_each([&](int c) {
      if (aborted || (aborted = rules.rules.memory->budget_expired())) return;
      visit_cell(c);
    });
    if (!aborted && !rules.nishio) space.finished(grid, rules.rules);
  }
};

}  // namespace

bool find_easiest_forcing_chain(const ForcingSearch& rules, Technique technique,
                                const CandidateGrid& grid, Step& step) {
  NestingPool<Workspace>::Scope scope(rules.rules.memory->working<Workspaces>());
  if (!scope.usable()) return false;
  Search search{rules, grid, scope.object()};
  search.best = &step;
  search.technique = technique;
  search.run();
  return search.found && !search.aborted;
}

void list_forcing_chains(const ForcingSearch& rules, ChainRule rule, const CandidateGrid& work,
                         ChainHintList& list) {
  NestingPool<Workspace>::Scope scope(rules.rules.memory->working<Workspaces>());
  if (!scope.usable()) return;
  Search search{rules, work, scope.object()};
  search.list = &list;
  search.rule = rule;
  search.run();
}

}  // namespace nonet
