#include "rating/sudoku_explainer/chains/unary.hpp"

#include <array>
#include <bit>
#include <memory>
#include <vector>

#include "rating/sudoku_explainer/chains/strong_core.hpp"

namespace nonet {

namespace {

// One derivation step. Cycles are searched without merging equal "off" nodes (each keeps its
// own path, as Sudoku Explainer's cycle search does), so nodes live in an arena with one
// parent each. `cause`: -2 the assumption, -1 the cell (its last digit, or a digit leaving
// it), else the house.
struct Step {
  std::uint16_t node;
  std::int8_t cause;
  int parent;
};

struct Link {
  int node;
  int cause;
};

// The search, a working object of the path's Memory: its arrays are kept from one search to the
// next (the searches on a Memory never overlap).
class Search {
 public:
  void run(const CandidateGrid& work, ChainHintList& list) {
    list_ = &list;
    grid_ = &work;
    search_all();
  }

 private:
  void search_all() {
    // Which starts can find anything with both kinds of links: with fewer links they find no
    // more, so one look serves the three searches; the others are not tried.
    core_.build(*grid_);
    if (!core_.any_start()) return;
    // X-links only, then Y-links only, then both.
    for (const auto& [y, x] :
         {std::pair{false, true}, std::pair{true, false}, std::pair{true, true}}) {
      y_ = y;
      x_ = x;
      grid_->empty_cells().for_each([&](int cell) {
        if (!eligible(cell)) return;
        const std::uint16_t starts = core_.cycle_starts(cell) | (x_ ? core_.chain_starts(cell) : 0);
        for (std::uint16_t bits = grid_->candidates(cell) & starts; bits; bits &= bits - 1) {
          start(implication_node(cell, std::countr_zero(bits) + 1, true));
        }
      });
    }
  }

  const CandidateGrid* grid_ = nullptr;
  ChainHintList* list_ = nullptr;
  std::vector<Step> steps_;
  std::vector<int> cycles_, chains_, pending_on_, pending_off_, next_;
  // toOn / toOff membership: nodes marked with the current search's epoch.
  std::array<std::uint32_t, kImplicationNodes> known_{};
  std::uint32_t epoch_ = 0;
  std::array<std::uint32_t, kImplicationNodes> on_path_{};
  std::uint32_t path_stamp_ = 0;
  StrongCore core_;
  std::vector<std::uint8_t> leads_to_target_;  // per core component (find_forcing_chains)

  void forget_known() {
    if (++epoch_ == 0) {
      known_.fill(0);
      epoch_ = 1;
    }
  }
  bool known(int node) const { return known_[node] == epoch_; }
  void mark_known(int node) { known_[node] = epoch_; }
  bool y_ = false, x_ = false;

  int add_step(int node, int cause, int parent) {
    steps_.push_back({static_cast<std::uint16_t>(node), static_cast<std::int8_t>(cause), parent});
    return static_cast<int>(steps_.size()) - 1;
  }

  // The links of this search from `node`, in Sudoku Explainer's order: on -> off within the cell
  // with Y-links, then the digit's other places in the box, the row and the column outside the box;
  // off -> on within the cell (two digits) with Y-links, a house's other place (two places; box,
  // row, column, each place once) with X-links.
  template <typename Visit>
  void follow(int node, Visit visit) const {
    const CandidateGrid& grid = *grid_;
    const int cell = implication_cell(node), digit = implication_digit(node);
    const auto bit = static_cast<std::uint16_t>(digit_bit(digit));
    if (node & 1) {
      if (y_) {
        for (std::uint16_t bits = grid.candidates(cell) & ~bit; bits; bits &= bits - 1)
          visit(Link{implication_node(cell, std::countr_zero(bits) + 1, false), -1});
      }
      const CellSet& with = grid.cells_with(digit);
      const int box = cell_houses(cell)[kBoxSlot];
      (with & kTables.house_set[box]).without(CellSet::of(cell)).for_each([&](int other) {
        visit(Link{implication_node(other, digit, false), box});
      });
      for (int k : {kRowSlot, kColumnSlot}) {
        const int house = cell_houses(cell)[k];
        (with & kTables.house_set[house]).without(kTables.house_set[box]).for_each([&](int other) {
          visit(Link{implication_node(other, digit, false), house});
        });
      }
      return;
    }
    if (y_ && grid.candidate_count(cell) == 2) {
      const int other = std::countr_zero(static_cast<unsigned>(grid.candidates(cell) & ~bit)) + 1;
      visit(Link{implication_node(cell, other, true), -1});
    }
    if (!x_) return;
    std::array<int, 3> places{};
    int count = 0;
    for (int k : kBoxFirst) {
      const int place = grid.conjugate(cell, k, digit);
      if (place < 0) continue;
      const int house = cell_houses(cell)[k];
      bool repeated = false;
      for (int k = 0; k < count; ++k) repeated |= places[k] == place;
      if (repeated) continue;
      places[count++] = place;
      visit(Link{implication_node(place, digit, true), house});
    }
  }

  // Marks the nodes on the path from step `child` up to the assumption (on_path_).
  void mark_path(int child) {
    if (++path_stamp_ == 0) {
      on_path_.fill(0);
      path_stamp_ = 1;
    }
    for (int s = child; s >= 0; s = steps_[s].parent) on_path_[steps_[s].node] = path_stamp_;
  }

  bool eligible(int cell) const {
    const int count = grid_->candidate_count(cell);
    return count >= 2 && (x_ || count == 2);
  }

  void start(int source) {
    // A start that cannot come back to itself finds no cycle (none that removes anything),
    // one that cannot reach its opposite no forcing chain: their searches would find nothing.
    const bool cycles = core_.on_cycle(source) && core_.cycle_may_remove(source);
    const bool force_on = x_ && core_.reaches_opposite(source);
    const bool force_off = x_ && core_.reaches_opposite(source ^ 1);
    if (!cycles && !force_on && !force_off) return;
    steps_.clear();
    cycles_.clear();
    chains_.clear();
    if (cycles) find_cycles(source);
    if (force_on) find_forcing_chains(source);
    if (force_off) find_forcing_chains(source ^ 1);
    for (int dst : cycles_) cycle_hint(dst);
    for (int target : chains_) forcing_chain_hint(target);
  }

  // Breadth first by layers; "on" nodes are merged, "off" nodes are not (but never repeat on
  // their own path). A path back to the assumption of length 4 or more is a cycle. Only the
  // assumption's component can lead back to it: the search keeps to it, which finds the same
  // cycles in the same order.
  void find_cycles(int source) {
    forget_known();
    mark_known(source);
    const int component = core_.component_of(source);
    pending_on_.assign(1, add_step(source, -2, -1));
    pending_off_.clear();
    int length = 0;
    while (!pending_on_.empty() || !pending_off_.empty()) {
      ++length;
      for (int p : pending_on_) {
        mark_path(p);
        follow(steps_[p].node, [&](Link link) {
          if (on_path_[link.node] != path_stamp_ && core_.component_of(link.node) == component)
            pending_off_.push_back(add_step(link.node, link.cause, p));
        });
      }
      pending_on_.clear();
      ++length;
      next_.clear();
      for (int p : pending_off_) {
        follow(steps_[p].node, [&](Link link) {
          const bool closes = length >= 4 && link.node == source;
          const bool fresh = !known(link.node) && core_.component_of(link.node) == component;
          if (!closes && !fresh) return;
          const int s = add_step(link.node, link.cause, p);
          if (closes) cycles_.push_back(s);
          if (fresh) {
            mark_known(link.node);
            next_.push_back(s);
          }
        });
      }
      pending_off_.clear();
      pending_on_.swap(next_);
    }
  }

  // A chain from the assumption to its opposite (each node kept once, first derivation).
  void find_forcing_chains(int source) {
    forget_known();
    mark_known(source);
    const int root = add_step(source, -2, -1);
    std::vector<int>& on = pending_on_;
    std::vector<int>& off = pending_off_;
    on.clear();
    off.clear();
    ((source & 1) ? on : off).push_back(root);
    // Only the first derivation of the opposite counts: the search can stop there. Nodes that
    // cannot lead to it are not followed (nor are those they lead to), which leaves the first
    // derivation as it was.
    bool done = false;
    core_.mark_components_reaching(source ^ 1, leads_to_target_);
    // A new step from `parent`; a node not met before is followed further.
    auto step = [&](int parent, Link link) {
      const bool target = link.node == (source ^ 1) && !done;
      const int component = core_.component_of(link.node);
      const bool fresh = !known(link.node) && component >= 0 && leads_to_target_[component];
      if (!target && !fresh) return;
      const int s = add_step(link.node, link.cause, parent);
      if (target) {
        chains_.push_back(s);
        done = true;
      }
      if (fresh) {
        mark_known(link.node);
        next_.push_back(s);
      }
    };
    while (!done && (!on.empty() || !off.empty())) {
      next_.clear();
      for (int p : on) follow(steps_[p].node, [&](Link link) { step(p, link); });
      on.clear();
      off.insert(off.end(), next_.begin(), next_.end());
      next_.clear();
      for (int p : off) follow(steps_[p].node, [&](Link link) { step(p, link); });
      off.clear();
      on.swap(next_);
    }
  }

  // What an "on" step relied on: its cell's or house's removals by the outer chain.
  void rely_on(int node, int cause) {
    if (!(node & 1) || cause == -2) return;
    if (cause == -1)
      list_->rely_on_cell(*grid_, implication_cell(node));
    else
      list_->rely_on_house(*grid_, cause, implication_digit(node));
  }

  int base(bool cycle) const { return x_ && y_ ? 70 : (cycle ? 65 : 66); }
  int sort_key() const { return x_ && y_ ? 4 : (y_ ? 3 : 2); }

  void cycle_hint(int dst) {
    // The path from the closing node back to the assumption (equal nodes: counted once).
    std::vector<int> path;
    for (int s = dst; s >= 0; s = steps_[s].parent) path.push_back(s);
    CellSet cells;
    for (std::size_t i = 0; i + 1 < path.size(); ++i)
      cells.add(implication_cell(steps_[path[i]].node));
    // Candidates outside the cycle seen by an "on" and an "off" node of the same digit.
    std::array<std::uint16_t, kCells> forward{}, backward{};
    std::array<std::uint8_t, kCells> first_seen{};
    std::vector<int> seen_order;
    for (std::size_t i = 0; i + 1 < path.size(); ++i) {
      const int node = steps_[path[i]].node;
      const int digit = implication_digit(node);
      kTables.peers[implication_cell(node)].for_each([&](int cell) {
        if (cells.has(cell) || !grid_->has(cell, digit)) return;
        auto& side = (node & 1) ? forward : backward;
        side[cell] |= static_cast<std::uint16_t>(digit_bit(digit));
        if ((node & 1) && !first_seen[cell]) {
          first_seen[cell] = 1;
          seen_order.push_back(cell);
        }
      });
    }
    list_->begin(ChainRule::forcing_chain, sort_key());
    for (int cell : seen_order) list_->remove(cell, forward[cell] & backward[cell]);
    std::uint64_t on_sum = 0, off_sum = 0;
    for (std::size_t i = 0; i + 1 < path.size(); ++i) {
      const Step& step = steps_[path[i]];
      rely_on(step.node, step.cause);
      rely_on(step.node ^ 1, step.cause);  // the same cycle walked the other way
      on_sum += static_cast<std::uint64_t>(step.node + 1) * 0x9E3779B97F4A7C15ull;
      off_sum += static_cast<std::uint64_t>((step.node ^ 1) + 1) * 0xC2B2AE3D27D4EB4Full;
    }
    const int complexity = static_cast<int>(path.size()) - 1;
    list_->finish(chain_difficulty(base(true), complexity), complexity,
                  on_sum * 31 + off_sum + static_cast<std::uint64_t>(steps_[dst].node));
  }

  void forcing_chain_hint(int target) {
    const int node = steps_[target].node;
    const int cell = implication_cell(node), digit = implication_digit(node);
    list_->begin(ChainRule::forcing_chain, sort_key());
    if (node & 1)
      list_->remove(cell, static_cast<std::uint16_t>(grid_->candidates(cell) & ~digit_bit(digit)));
    else
      list_->remove(cell, static_cast<std::uint16_t>(digit_bit(digit)));
    int complexity = 0;
    std::uint64_t sum = 0;
    for (int s = target; s >= 0; s = steps_[s].parent) {
      rely_on(steps_[s].node, steps_[s].cause);
      sum += static_cast<std::uint64_t>(steps_[s].node + 1) * 0x9E3779B97F4A7C15ull;
      ++complexity;
    }
    list_->finish(chain_difficulty(base(false), complexity), complexity,
                  sum * 17 + static_cast<std::uint64_t>(node));
  }
};

// Whether some cell of two digits or more of `grid` has a cycle or chain start.
bool has_start(const CandidateGrid& grid, Memory& memory) {
  StrongCore& core = memory.working<StrongCore>();
  core.build(grid);
  return core.any_start();
}

// has_start() of the last source grid asked about, kept in the path's Memory (the searches of
// one step ask about the same source thousands of times).
bool source_has_start(const CandidateGrid& source, Memory& memory) {
  struct Known {
    std::array<std::uint8_t, kCells> values{};
    std::array<std::uint16_t, kCells> candidates{};
    bool asked = false, has_start = false;
  };
  Known& known = memory.kept<Known>();
  bool same = known.asked;
  for (int cell = 0; cell < kCells && same; ++cell) {
    same = known.values[cell] == source.value(cell) &&
           known.candidates[cell] == source.candidates(cell);
  }
  if (!same) {
    for (int cell = 0; cell < kCells; ++cell) {
      known.values[cell] = static_cast<std::uint8_t>(source.value(cell));
      known.candidates[cell] = source.candidates(cell);
    }
    known.asked = true;
    known.has_start = has_start(source, memory);
  }
  return known.has_start;
}

// Whether `work` has a strong link that `source` lacks: a cell, or a house for a digit, that
// lost candidates and is left with two.
bool has_new_strong_link(const CandidateGrid& source,
                         const std::array<std::uint16_t, kCells>& work) {
  for (int cell = 0; cell < kCells; ++cell) {
    if (source.value(cell) != 0) continue;
    const std::uint16_t lost = source.candidates(cell) & ~work[cell];
    if (lost == 0) continue;
    if (std::popcount(work[cell]) == 2) return true;
    for (std::uint16_t bits = lost; bits; bits &= bits - 1) {
      const auto bit = static_cast<std::uint16_t>(bits & -bits);
      for (const int house : cell_houses(cell)) {
        int places = 0;
        for (const int other : house_cells(house))
          places += source.value(other) == 0 && (work[other] & bit) != 0;
        if (places == 2) return true;
      }
    }
  }
  return false;
}

}  // namespace

bool unary_chains_excluded(const CandidateGrid& source,
                           const std::array<std::uint16_t, kCells>& work, Memory& memory) {
  return !has_new_strong_link(source, work) && !source_has_start(source, memory);
}

void list_unary_chain_hints(const CandidateGrid& work, ChainHintList& list, Memory& memory) {
  memory.working<Search>().run(work, list);
}

}  // namespace nonet
