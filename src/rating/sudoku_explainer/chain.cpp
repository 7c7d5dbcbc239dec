// Chains and cycles (Sudoku Explainer's "Forcing Chains & Cycles", SE 6.5-7.0 plus length
// penalties): implications between candidates, "on" (the cell holds the digit) and "off".
//   on -> off: the digit leaves the other cells of the cell's houses (and, with Y-links, the
//              other digits leave the cell);
//   off -> on: a house with two places left (X-link) or a cell with two digits left (Y-link)
//              puts the other one on.
// A bidirectional cycle returns to its start; cells seeing an "on" candidate of each direction
// lose that digit (X-cycle 6.5, Y-cycle 6.5, mixed 7.0). A forcing chain from a candidate
// reaches its opposite: "on" leading to "off" removes it, "off" leading to "on" places it
// (X-chain 6.6, mixed 7.0). Longer chains rate higher: +0.1 once the chain holds more than 6
// candidates, then past 8, 10, 14, 18, 26, 34, ... (Sudoku Explainer's length steps).
//
// Each start is searched breadth first, as Sudoku Explainer does, in its order (cells row by
// row, digits ascending; X, then Y, then mixed links); the easiest result wins (rating, then
// length, then kind, then search order). Searches run under a rising rating cap, so the first
// cap that finds anything has found the easiest result with every search kept as short as
// that rating allows.
//
// What is skipped changes no result: "off" nodes that lead nowhere (no strong link, not in a
// cell with two digits) are left out, but for a start's own opposite; starts that cannot
// reach a result are found by a pass over all starts at once (X-links: a closure per digit);
// and the path's Memory keeps the last grids on which X- or Y-links found nothing, to pass over
// grids where they cannot find anything either (sweep_x(), sweep_y()).
#include <bit>
#include <cstring>
#include <memory>

#include "rating/board/length_penalty.hpp"
#include "rating/sudoku_explainer/technique.hpp"

namespace nonet {

namespace {

// A node: 2 * (9 * cell + digit - 1) + (1 when on).
constexpr int kNodes = 2 * 9 * kCells;
constexpr int node(int cell, int digit, bool on) {
  return 2 * (9 * cell + digit - 1) + (on ? 1 : 0);
}
// Cell and digit of each node, looked up: the searches decode nodes in their inner loops.
struct NodeParts {
  std::array<std::uint8_t, kNodes> cell{};
  std::array<std::uint8_t, kNodes> digit{};
};
constexpr NodeParts make_node_parts() {
  NodeParts parts;
  for (int n = 0; n < kNodes; ++n) {
    parts.cell[n] = static_cast<std::uint8_t>(n / 18);
    parts.digit[n] = static_cast<std::uint8_t>((n / 2) % 9 + 1);
  }
  return parts;
}
constexpr NodeParts kNodeParts = make_node_parts();
constexpr int node_cell(int n) {
  return kNodeParts.cell[n];
}
constexpr int node_digit(int n) {
  return kNodeParts.digit[n];
}
constexpr bool node_on(int n) {
  return n & 1;
}
constexpr int conjugate(int n) {
  return n ^ 1;
}

constexpr int kMaxComplexity = 400;  // more candidates than a grid holds

// The length penalties, as a table: chains ask for them in their innermost loop.
constexpr std::array<std::uint8_t, kMaxComplexity + 1> make_penalties() {
  std::array<std::uint8_t, kMaxComplexity + 1> result{};
  for (int complexity = 0; complexity <= kMaxComplexity; ++complexity) {
    result[complexity] = static_cast<std::uint8_t>(chain_length_penalty(complexity));
  }
  return result;
}
constexpr std::array<std::uint8_t, kMaxComplexity + 1> kPenalties = make_penalties();
constexpr int length_penalty(int complexity) {
  return kPenalties[complexity];
}

enum class Links { x, y, xy };

int sort_key(Links links) {
  return links == Links::x ? 2 : (links == Links::y ? 3 : 4);
}
int cycle_base(Links links) {
  return links == Links::xy ? 70 : 65;
}
int chain_base(Links links) {
  return links == Links::xy ? 70 : 66;
}

Technique technique_of(Links links) {
  return links == Links::x ? Technique::x_chain
                           : (links == Links::y ? Technique::y_cycle : Technique::forcing_chain);
}

constexpr int kMaxRating = 70 + 13;  // 7.0 plus the penalty of the longest chain

// A node reached by a search and the index of the entry it came from (-1 for the start).
struct Entry {
  std::int16_t node;
  std::int16_t parent;
};

// A set of starts searched together, one bit each.
constexpr int kLanes = 512;
struct alignas(64) LaneSet {
  static constexpr int kWords = kLanes / 64;
  std::array<std::uint64_t, kWords> w;
  // The first W words at once, as one vector (lanes past the starts in use are never looked
  // at): the compiler does not vectorise these loops itself, as it cannot tell that two sets
  // never overlap.
  template <int W>
  struct Vector {
    typedef std::uint64_t type __attribute__((vector_size(8 * W)));
  };
  template <int W>
  using Words = typename Vector<W>::type;
  template <int W>
  Words<W> load() const {
    Words<W> v;
    std::memcpy(&v, w.data(), sizeof v);
    return v;
  }
  template <int W>
  void store(Words<W> v) {
    std::memcpy(w.data(), &v, sizeof v);
  }
  template <int W>
  void clear() {
    store<W>(Words<W>{});
  }
  template <int W>
  void copy(const LaneSet& other) {
    store<W>(other.load<W>());
  }
  template <int W>
  void merge(const LaneSet& other) {
    store<W>(load<W>() | other.load<W>());
  }
  // Drops the lanes already in `seen`, adds the rest to it; whether any was new.
  template <int W>
  bool keep_new(LaneSet& seen) {
    const Words<W> fresh = load<W>() & ~seen.load<W>();
    store<W>(fresh);
    seen.store<W>(seen.load<W>() | fresh);
    std::uint64_t any = 0;
    for (int i = 0; i < W; ++i) any |= fresh[i];
    return any != 0;
  }
  void set(int lane) { w[lane / 64] |= std::uint64_t{1} << (lane % 64); }
  void reset(int lane) { w[lane / 64] &= ~(std::uint64_t{1} << (lane % 64)); }
  bool has(int lane) const { return (w[lane / 64] >> (lane % 64)) & 1; }
};

// A digit's candidates and those of them alone in their cell.
struct XDigit {
  CellSet cells;
  CellSet alone;
  friend bool operator==(const XDigit&, const XDigit&) = default;
};

// The working memory of the searches over all starts at once, kept in the path's Memory (too
// large for the stack, and reused from step to step).
struct Lanes {
  // Per digit, the candidates of the last X sweep that found nothing (none to begin with).
  std::array<XDigit, 9> x_found_nothing{};
  // The candidates of the last Y sweep that found nothing.
  struct {
    bool valid = false;
    std::array<std::uint16_t, kCells> candidates{};
  } y_found_nothing;
  std::array<std::int16_t, kNodes> starts{};
  // The graph: the nodes of the grid's candidates and each one's consequences.
  std::array<std::int16_t, kNodes> nodes{};
  int node_count = 0;
  std::array<std::int16_t, kNodes> edge_begin{};
  std::array<std::int16_t, kNodes> edge_end{};
  std::array<std::int16_t, kNodes> y_edge_end{};
  // An "on" node has at most 8 + 20 consequences, an "off" node 4.
  std::array<std::int16_t, 9 * kCells * 32> edges{};
  // Per node: the starts that reached it, those reaching it in the layers being built, and
  // the "on" starts it would close a cycle for.
  std::array<LaneSet, kNodes> seen{};
  std::array<LaneSet, kNodes> bits_a{};
  std::array<LaneSet, kNodes> bits_b{};
  std::array<LaneSet, kNodes> closing{};
  // The "on" starts whose opposite, an "off" node that leads nowhere and so is not in the
  // graph, a node leads to.
  std::array<LaneSet, kNodes> before_target{};
  std::array<bool, kNodes> listed{};
  std::array<int, kNodes> list_a{};
  std::array<int, kNodes> list_b{};
  std::array<std::int16_t, kNodes> target_lane{};  // the start whose opposite a node is
  // Per start and per layer.
  std::array<std::int16_t, kLanes> chain_layer{};
  std::array<std::uint64_t, kLanes> cycle_layers{};
  std::array<LaneSet, kMaxComplexity + 2> beyond{};
  int layers = 0;  // the deepest layer built
};

using OpenCells = std::array<CellSet, 9>;

class ChainSearch {
 public:
  // The lanes (about half a megabyte) are kept in the path's Memory, off the stack.
  ChainSearch(const CandidateGrid& grid, Step& step, Memory& memory)
      : grid_(grid), step_(step), lanes_(memory.kept<Lanes>()) {
    CellSet bivalue;
    // The X- and Y-links of the grid, looked up by every search.
    for (int cell = 0; cell < kCells; ++cell) {
      const std::uint16_t candidates = grid.candidates(cell);
      for (std::uint16_t bits = candidates; bits; bits &= bits - 1) {
        const int digit = std::countr_zero(bits) + 1;
        auto& partners = partners_[9 * cell + digit - 1];
        int k = 0;
        for (int house : {box_house(cell), row_house(cell), column_house(cell)}) {
          const CellSet places = grid.positions(house, digit);
          partners[k++] = static_cast<std::int8_t>(
              places.count() == 2 ? places.without(CellSet::of(cell)).first() : -1);
        }
        if (partners[0] >= 0 || partners[1] >= 0 || partners[2] >= 0) linked_[digit - 1].add(cell);
        if (std::popcount(candidates) == 2) {
          other_[9 * cell + digit - 1] = static_cast<std::int8_t>(
              std::countr_zero(static_cast<std::uint16_t>(candidates & ~digit_bit(digit))) + 1);
        }
      }
      if (std::popcount(candidates) == 2) bivalue.add(cell);
      if (std::popcount(candidates) == 1) alone_.add(cell);
    }
    for (int d = 0; d < 9; ++d) {
      open_[static_cast<int>(Links::x)][d] = linked_[d];
      open_[static_cast<int>(Links::y)][d] = bivalue;
      open_[static_cast<int>(Links::xy)][d] = linked_[d] | bivalue;
      mixed_only_[d] = linked_[d].without(bivalue);
    }
  }

  bool run() {
    // X- and Y-links alone make small graphs: search them to any length first. Mixed chains
    // then only need to be searched as far as they could still beat that.
    cap_ = kMaxRating;
    sweep(Links::x);
    sweep_y();
    int previous = -1;
    for (cap_ = 72; cap_ <= kMaxRating; ++cap_) {
      const int xy_limit = limit(70, Links::xy);
      if (xy_limit == 0) break;  // the cap is past anything a mixed chain could beat
      if (xy_limit == previous) continue;
      previous = xy_limit;
      truncated_ = false;
      const int before = best_rating_;
      sweep(Links::xy);
      if (best_rating_ != before || !truncated_) break;
    }
    return best_rating_ != 0;
  }

 private:
  // Searches every start of this kind in Sudoku Explainer's order. A breadth-first pass over
  // all starts at once (one bit per start) first tells which starts can yield a result within
  // their limits at all; only those are searched node by node, which finds the same results.
  void sweep(Links links) {
    int count = 0;
    auto& starts = lanes_.starts;
    grid_.empty_cells().for_each([&](int cell) {
      const int candidates = grid_.candidate_count(cell);
      if (candidates < 2 || (links == Links::y && candidates > 2)) return;
      for (std::uint16_t bits = grid_.candidates(cell); bits; bits &= bits - 1) {
        const int digit = std::countr_zero(bits) + 1;
        starts[count++] = static_cast<std::int16_t>(node(cell, digit, true));
        if (links != Links::y)
          starts[count++] = static_cast<std::int16_t>(node(cell, digit, false));
      }
    });
    if (count == 0) return;
    if (links == Links::x) return sweep_x(count);
    build_links();
    for (int first = 0; first < count; first += kLanes) {
      const int lanes = std::min(kLanes, count - first);
      const int cycle_bound = limit(cycle_base(links), links);
      const int chain_bound = links == Links::y ? 0 : limit(chain_base(links), links);
      reach_all(first, lanes, links, std::max(cycle_bound, chain_bound));
      for (int lane = 0; lane < lanes; ++lane) {
        const int start = starts[first + lane];
        const bool from_on = node_on(start);
        const int cycle_limit = from_on ? limit(cycle_base(links), links) : 0;
        const int chain_limit = links == Links::y ? 0 : limit(chain_base(links), links);
        const int depth_limit = std::max(cycle_limit, chain_limit);
        if (depth_limit < 3) {
          truncated_ = true;  // a higher cap may allow it
          continue;
        }
        // The search would have found nodes past its limit.
        const bool beyond = depth_limit <= lanes_.layers && lanes_.beyond[depth_limit].has(lane);
        const Reach reach = reachable(lane, cycle_limit, chain_limit);
        if (reach.cycle_limit != 0 || reach.chain_limit != 0) {
          // Searched only as deep as its results can lie; whether it would have gone on is
          // known from the pass over all starts.
          const bool truncated = truncated_;
          search_within(start, links, reach.cycle_limit, reach.chain_limit);
          truncated_ = truncated;
        }
        truncated_ = truncated_ || beyond;
      }
    }
  }

  // Y-links join the cells with two candidates only, so a grid with the same such cells (and
  // digits) has the same Y-cycles; with no more candidates elsewhere, they eliminate no more.
  // So after a sweep that found nothing at all, such grids are passed over.
  void sweep_y() {
    auto& last = lanes_.y_found_nothing;
    bool same_cycles = last.valid;
    for (int cell = 0; cell < kCells && same_cycles; ++cell) {
      const std::uint16_t now = grid_.candidates(cell), then = last.candidates[cell];
      same_cycles = (now & ~then) == 0 && (std::popcount(now) == 2) == (std::popcount(then) == 2);
    }
    if (same_cycles) return;
    const bool unlimited = best_rating_ == 0;
    sweep(Links::y);
    if (!unlimited || best_rating_ != 0) return;
    last.valid = true;
    for (int cell = 0; cell < kCells; ++cell) last.candidates[cell] = grid_.candidates(cell);
  }

  // X-links make a small graph per digit: cheaper to search start by start. What X-links find
  // for a digit depends on its candidates alone (and which of them are starts), so a digit
  // whose candidates are those of the last sweep that found nothing is passed over.
  void sweep_x(int count) {
    std::array<XDigit, 9> digits;
    std::array<bool, 9> skip;
    for (int d = 0; d < 9; ++d) {
      digits[d] = XDigit{grid_.cells_with(d + 1), grid_.cells_with(d + 1) & alone_};
      skip[d] = digits[d] == lanes_.x_found_nothing[d];
    }
    for (int i = 0; i < count; ++i) {
      const int start = lanes_.starts[i];
      if (!skip[node_digit(start) - 1] && x_may_find(start)) search(start, Links::x);
    }
    if (best_rating_ == 0) lanes_.x_found_nothing = digits;
  }

  // With X-links only, "on" nodes past the start come from strong links, so which cells'
  // "on" nodes a start can reach at all is known from the strong links alone (see
  // build_x_filter()). An "on" start needs to reach a peer (its chain) or a peer of a closer
  // (a cycle); an "off" start, a peer of a closer (only closers lead to its "on"). Nothing else
  // of a skipped search matters: the X searches run uncapped, so whether they were cut short
  // is never looked at.
  bool x_may_find(int start) {
    const int cell = node_cell(start), digit = node_digit(start);
    if (!x_filter_built_[digit - 1]) build_x_filter(digit);
    return (node_on(start) ? x_on_may_find_ : x_off_may_find_)[digit - 1].has(cell);
  }

  void build_x_filter(int digit) {
    x_filter_built_[digit - 1] = true;
    const CellSet cells = grid_.cells_with(digit), linked = linked_[digit - 1];
    std::array<CellSet, kCells> partners, reach;
    cells.for_each([&](int cell) {
      partners[cell] = CellSet{};
      for (int partner : partners_[9 * cell + digit - 1]) {
        if (partner >= 0) partners[cell].add(partner);
      }
    });
    // The cells whose "on" node an "on" node of `cell` leads to through a peer's "off" node.
    auto step = [&](int cell) {
      CellSet result;
      (kTables.peers[cell] & linked).for_each([&](int off) { result |= partners[off]; });
      return result;
    };
    // From each cell with a strong link, where its "on" node leads in one step or more (a
    // transitive closure, Warshall's).
    linked.for_each([&](int cell) { reach[cell] = step(cell); });
    linked.for_each([&](int via) {
      linked.for_each([&](int cell) {
        if (reach[cell].has(via)) reach[cell] |= reach[via];
      });
    });
    auto reached = [&](CellSet first) {
      CellSet result = first;
      first.for_each([&](int on) { result |= reach[on]; });
      return result;
    };
    cells.for_each([&](int cell) {
      CellSet closer_peers;
      partners[cell].for_each([&](int partner) { closer_peers |= kTables.peers[partner]; });
      const CellSet on_targets = closer_peers | kTables.peers[cell];
      if (!(reached(step(cell)).without(CellSet::of(cell)) & on_targets).empty()) {
        x_on_may_find_[digit - 1].add(cell);
      }
      if (!(reached(partners[cell]).without(CellSet::of(cell)) & closer_peers).empty()) {
        x_off_may_find_[digit - 1].add(cell);
      }
    });
  }

  // How deep the start of `lane` must be searched for its results within the limits: the
  // layer reaching its opposite, and one past the deepest layer with an "on" node next to a
  // closer (a cycle also needs its closing node off the path and some elimination, so there
  // may be nothing there; there is nothing deeper). Zero for none.
  struct Reach {
    int cycle_limit = 0;
    int chain_limit = 0;
  };
  Reach reachable(int lane, int cycle_limit, int chain_limit) const {
    Reach reach;
    if (lanes_.chain_layer[lane] <= chain_limit) reach.chain_limit = lanes_.chain_layer[lane];
    // Cycles close from an "on" node of layer 3 .. cycle_limit - 1 (bit 63: any from 63 on).
    const int top = std::min(cycle_limit - 1, 63);
    if (top < 3) return reach;
    const std::uint64_t window =
        (top == 63 ? ~std::uint64_t{0} : (std::uint64_t{1} << (top + 1)) - 1) & ~std::uint64_t{7};
    const std::uint64_t layers = lanes_.cycle_layers[lane] & window;
    if (layers == 0) return reach;
    const int deepest = 63 - std::countl_zero(layers);
    reach.cycle_limit = deepest == 63 ? cycle_limit : deepest + 1;
    return reach;
  }

  // The mixed links as lists of consequences per node (on_to_off() and off_to_on()), built
  // once per grid, without the "off" nodes that lead nowhere. Y-links are the same but for
  // the "off" nodes with a strong link and no bivalue link, and the strong links of an "off"
  // node: both come last in a list, which for Y-links ends early.
  void build_links() {
    if (links_built_) return;
    links_built_ = true;
    auto& l = lanes_;
    int edges = 0;
    l.node_count = 0;
    grid_.empty_cells().for_each([&](int cell) {
      for (std::uint16_t bits = grid_.candidates(cell); bits; bits &= bits - 1) {
        const int digit = std::countr_zero(bits) + 1;
        for (bool on : {true, false}) {
          const int n = node(cell, digit, on);
          l.nodes[l.node_count++] = static_cast<std::int16_t>(n);
          l.edge_begin[n] = static_cast<std::int16_t>(edges);
          auto add = [&](int to) { l.edges[edges++] = static_cast<std::int16_t>(to); };
          if (on) {
            on_to_off(n, true, open_[static_cast<int>(Links::y)], add);
            l.y_edge_end[n] = static_cast<std::int16_t>(edges);
            on_to_off(n, true, mixed_only_, add);
          } else {
            off_to_on(n, true, false, add);
            l.y_edge_end[n] = static_cast<std::int16_t>(edges);
            off_to_on(n, false, true, add);
          }
          l.edge_end[n] = static_cast<std::int16_t>(edges);
        }
      }
    });
  }

  // Breadth-first search from the starts first .. first + lanes - 1 together, `depth` layers
  // deep at most: for each start the layer reaching its opposite, the layers holding an "on"
  // node next to one of its closers, and per layer the starts reaching nodes other than their
  // opposite there.
  void reach_all(int first, int lanes, Links links, int depth) {
    if (lanes <= 64) return reach_all_in<1>(first, lanes, links, depth);
    if (lanes <= 128) return reach_all_in<2>(first, lanes, links, depth);
    if (lanes <= 256) return reach_all_in<4>(first, lanes, links, depth);
    reach_all_in<8>(first, lanes, links, depth);
  }
  template <int W>
  void reach_all_in(int first, int lanes, Links links, int depth) {
    const bool y = links != Links::x;
    const bool x = links != Links::y;
    auto& l = lanes_;
    for (int i = 0; i < l.node_count; ++i) {
      const int n = l.nodes[i];
      l.seen[n].clear<W>();
      l.closing[n].clear<W>();
      l.before_target[n].clear<W>();
      l.target_lane[n] = -1;
    }
    int* cur_list = l.list_a.data();
    int* next_list = l.list_b.data();
    int cur_count = 0;
    LaneSet* cur = l.bits_a.data();
    LaneSet* next = l.bits_b.data();
    for (int lane = 0; lane < lanes; ++lane) {
      const int start = l.starts[first + lane];
      l.chain_layer[lane] = kMaxComplexity + 1;
      l.cycle_layers[lane] = 0;
      l.seen[start].set(lane);
      cur[start].clear<W>();
      cur[start].set(lane);
      cur_list[cur_count++] = start;
      if (!node_on(start)) {
        l.target_lane[conjugate(start)] = static_cast<std::int16_t>(lane);
        continue;
      }
      const int start_cell = node_cell(start), start_digit = node_digit(start);
      if (links == Links::y || open_[static_cast<int>(links)][start_digit - 1].has(start_cell)) {
        l.target_lane[conjugate(start)] = static_cast<std::int16_t>(lane);
      } else {
        (grid_.cells_with(start_digit) & kTables.peers[start_cell]).for_each([&](int other) {
          l.before_target[node(other, start_digit, true)].set(lane);
        });
        for (auto bits =
                 static_cast<std::uint16_t>(grid_.candidates(start_cell) & ~digit_bit(start_digit));
             bits; bits &= bits - 1) {
          l.before_target[node(start_cell, std::countr_zero(bits) + 1, true)].set(lane);
        }
      }
      // The "on" nodes next to a closer of this start.
      mark_closers(start, y, x);
      for (int i = 0; i < closer_count_; ++i) {
        const int off = closer_list_[i];
        const int cell = node_cell(off), digit = node_digit(off);
        (grid_.cells_with(digit) & kTables.peers[cell]).for_each([&](int other) {
          l.closing[node(other, digit, true)].set(lane);
        });
        if (y) {
          for (auto bits = static_cast<std::uint16_t>(grid_.candidates(cell) & ~digit_bit(digit));
               bits; bits &= bits - 1) {
            l.closing[node(cell, std::countr_zero(bits) + 1, true)].set(lane);
          }
        }
      }
    }
    l.layers = 1;
    bool chain_next = false;  // a start reaches its opposite in the next layer
    for (int layer = 2; layer <= depth && cur_count > 0; ++layer) {
      int next_count = 0;
      for (int i = 0; i < cur_count; ++i) {
        const int u = cur_list[i];
        const int end = links == Links::y ? l.y_edge_end[u] : l.edge_end[u];
        for (int e = l.edge_begin[u]; e < end; ++e) {
          const int v = l.edges[e];
          if (!l.listed[v]) {
            l.listed[v] = true;
            next_list[next_count++] = v;
            next[v].copy<W>(cur[u]);
          } else {
            next[v].merge<W>(cur[u]);
          }
        }
      }
      bool chain_here = chain_next;
      chain_next = false;
      LaneSet& beyond = l.beyond[layer];
      beyond.clear<W>();
      int fresh = 0;
      for (int i = 0; i < next_count; ++i) {
        const int v = next_list[i];
        l.listed[v] = false;
        LaneSet& bits = next[v];
        if (!bits.keep_new<W>(l.seen[v])) continue;
        next_list[fresh++] = v;
        const int target = l.target_lane[v];
        if (target >= 0 && bits.has(target)) {
          l.chain_layer[target] = static_cast<std::int16_t>(layer);
          chain_here = true;
          bits.reset(target);
          beyond.merge<W>(bits);
          bits.set(target);
        } else {
          beyond.merge<W>(bits);
        }
        if (node_on(v)) {
          const std::uint64_t layer_bit = std::uint64_t{1} << std::min(layer, 63);
          for (int w = 0; w < W; ++w) {
            for (std::uint64_t hit = bits.w[w] & l.closing[v].w[w]; hit; hit &= hit - 1) {
              l.cycle_layers[64 * w + std::countr_zero(hit)] |= layer_bit;
            }
            for (std::uint64_t hit = bits.w[w] & l.before_target[v].w[w]; hit; hit &= hit - 1) {
              auto& chain_layer = l.chain_layer[64 * w + std::countr_zero(hit)];
              if (chain_layer > layer + 1) {
                chain_layer = static_cast<std::int16_t>(layer + 1);
                chain_next = true;
              }
            }
          }
        }
      }
      std::swap(cur_list, next_list);
      std::swap(cur, next);
      cur_count = fresh;
      if (fresh > 0) l.layers = layer;
      // Mixed chains and cycles all rate by their length alone: once a start reaches its
      // opposite, nothing longer can be the result, and the sweep's best changes for sure (so
      // whether a search would have been cut short no longer matters).
      if (chain_here && links == Links::xy) break;
    }
  }

  // The most candidates a result of this base rating may hold and still be rated within the
  // cap and beat the best result so far.
  int limit(int base, Links links) {
    const int slot = (base == 66 ? 3 : static_cast<int>(links));
    if (limit_cap_[slot] == cap_ &&
        limit_best_[slot] == best_rating_ * 1000 + best_complexity_ * 10 + best_sort_key_) {
      return limit_value_[slot];
    }
    int result = 0;
    for (int c = 2; c <= kMaxComplexity; ++c) {
      const int rating = base + length_penalty(c);
      if (rating > cap_ || !better(rating, c, links)) break;
      result = c;
    }
    // "On" and "off" alternate along a chain or cycle, so every result holds an even number
    // of candidates: an odd limit would only search a layer that can hold none.
    result &= ~1;
    limit_cap_[slot] = cap_;
    limit_best_[slot] = best_rating_ * 1000 + best_complexity_ * 10 + best_sort_key_;
    limit_value_[slot] = result;
    return result;
  }
  // limit() per kind (X cycles, Y cycles, mixed, X chains), for the cap and best it was
  // computed with.
  std::array<int, 4> limit_cap_{-1, -1, -1, -1};
  std::array<int, 4> limit_best_{};
  std::array<int, 4> limit_value_{};

  // Visits the "off" consequences of an "on" node in Sudoku Explainer's order, those in
  // open[digit - 1] only.
  template <typename Visit>
  void on_to_off(int n, bool y, const OpenCells& open, Visit visit) const {
    const int cell = node_cell(n), digit = node_digit(n);
    if (y) {
      for (auto bits = static_cast<std::uint16_t>(grid_.candidates(cell) & ~digit_bit(digit)); bits;
           bits &= bits - 1) {
        const int other = std::countr_zero(bits) + 1;
        if (open[other - 1].has(cell)) visit(node(cell, other, false));
      }
    }
    const CellSet box = kTables.house_set[box_house(cell)];
    const CellSet others = (grid_.cells_with(digit) & open[digit - 1]).without(CellSet::of(cell));
    (others & box).for_each([&](int other) { visit(node(other, digit, false)); });
    (others & kTables.house_set[row_house(cell)]).without(box).for_each([&](int other) {
      visit(node(other, digit, false));
    });
    (others & kTables.house_set[column_house(cell)]).without(box).for_each([&](int other) {
      visit(node(other, digit, false));
    });
  }

  // Visits the "on" consequences of an "off" node in Sudoku Explainer's order.
  template <typename Visit>
  void off_to_on(int n, bool y, bool x, Visit visit) const {
    const int cell = node_cell(n), digit = node_digit(n);
    if (y && other_[9 * cell + digit - 1] != 0)
      visit(node(cell, other_[9 * cell + digit - 1], true));
    if (x) {
      for (int partner : partners_[9 * cell + digit - 1]) {
        if (partner >= 0) visit(node(partner, digit, true));
      }
    }
  }

  // Marks the "off" nodes that lead straight back to the "on" node `start`.
  void mark_closers(int start, bool y, bool x) {
    ++closer_stamp_;
    // An "off" node leads to `start` exactly when `start` off leads to it on (links go both
    // ways), so the closers are the conjugates of start-off's consequences.
    closer_count_ = 0;
    off_to_on(conjugate(start), y, x, [&](int on) {
      closers_[conjugate(on)] = closer_stamp_;
      closer_list_[closer_count_++] = conjugate(on);
    });
  }
  bool closes(int off) const { return closers_[off] == closer_stamp_; }

  // Whether "off" node `off` is among the "off" consequences of "on" node `on`.
  static bool touches(int on, int off, bool y) {
    const int a = node_cell(on), b = node_cell(off);
    if (a == b) return y && node_digit(on) != node_digit(off);
    return node_digit(on) == node_digit(off) && sees(a, b);
  }
  // Whether an "on" node reaches one of the marked closers in one step.
  bool touches_closer(int on, bool y) const {
    for (int i = 0; i < closer_count_; ++i) {
      if (touches(on, closer_list_[i], y)) return true;
    }
    return false;
  }

  bool is_ancestor(int entry, int n) const {
    for (int e = entry; e >= 0; e = entries_[e].parent) {
      if (entries_[e].node == n) return true;
    }
    return false;
  }

  // One breadth-first search from `start`. From an "on" start it finds the cycles through it
  // and the chain to its "off"; from an "off" start the chain to its "on". Like Sudoku
  // Explainer's, the search reaches each node once, by its shortest path; a cycle closes from
  // any "off" consequence of a reached "on" node that is not one of its own ancestors.
  void search(int start, Links links) {
    const int cycle_limit = node_on(start) ? limit(cycle_base(links), links) : 0;
    const int chain_limit = links == Links::y ? 0 : limit(chain_base(links), links);
    search_within(start, links, cycle_limit, chain_limit);
  }

  // The same search with the most candidates its cycles and its chain may hold.
  void search_within(int start, Links links, int cycle_limit, int chain_limit) {
    const bool y = links != Links::x;
    const bool x = links != Links::y;
    const bool from_on = node_on(start);
    const int depth_limit = std::max(cycle_limit, chain_limit);
    if (depth_limit < 3) {
      truncated_ = true;  // a higher cap may allow it
      return;
    }
    reset();
    if (from_on && cycle_limit >= 4) mark_closers(start, y, x);
    const int target = conjugate(start);
    // Past "off" nodes that lead nowhere in this kind of chain only the target matters.
    OpenCells open = open_[static_cast<int>(links)];
    if (from_on) open[node_digit(start) - 1].add(node_cell(start));
    int chain_entry = -1, chain_complexity = 0;
    mark(start);
    push(start, -1);
    int begin = 0, end = 1;
    // Nodes of the layer [begin, end) have `length` candidates on their path.
    for (int length = 1; begin < end; ++length) {
      if (length + 1 > depth_limit) {
        truncated_ = true;
        break;
      }
      // The nodes this layer reaches will not be expanded: only the chain's end and the
      // cycles closing here matter, which spares building the largest layer.
      const bool last = length + 2 > depth_limit;
      for (int entry = begin; entry < end; ++entry) {
        const int from = entries_[entry].node;
        if (node_on(from)) {
          const bool cycles_here = from_on && length >= 3 && length + 1 <= cycle_limit;
          if (last && truncated_ && !(cycles_here && touches_closer(from, y)) &&
              !(chain_entry < 0 && length + 1 <= chain_limit && touches(from, target, y))) {
            continue;
          }
          on_to_off(from, y, open, [&](int off) {
            if (cycles_here && closes(off) && !is_ancestor(entry, off)) {
              found_cycle(entry, off, length + 1, links);
            }
            if (seen(off)) return;
            if (last && off != target) {
              truncated_ = true;  // a longer search would go on from here
              return;
            }
            mark(off);
            const int pushed = push(off, entry);
            if (off == target && chain_entry < 0 && length + 1 <= chain_limit) {
              chain_entry = pushed;
              chain_complexity = length + 1;
            }
          });
        } else {
          off_to_on(from, y, x, [&](int on) {
            if (seen(on)) return;
            if (last && on != target) {
              truncated_ = true;
              return;
            }
            mark(on);
            const int pushed = push(on, entry);
            if (on == target && chain_entry < 0 && length + 1 <= chain_limit) {
              chain_entry = pushed;
              chain_complexity = length + 1;
            }
          });
        }
      }
      if (last) break;
      begin = end;
      end = count_;
      if (chain_entry >= 0 && length + 1 >= cycle_limit) break;  // nothing shorter remains
    }
    // Sudoku Explainer lists a start's cycles before its chain.
    if (chain_entry >= 0) found_chain(chain_entry, chain_complexity, links);
  }

  void found_cycle(int last_on, int off, int complexity, Links links) {
    const int rating = cycle_base(links) + length_penalty(complexity);
    if (rating > cap_ || !better(rating, complexity, links)) return;
    // The cycle: start ... last_on, off, and back to start.
    CellSet cells = CellSet::of(node_cell(off));
    for (int e = last_on; e >= 0; e = entries_[e].parent) cells.add(node_cell(entries_[e].node));
    // Per digit, the cells seeing an "on" node (forward) and an "off" node (backward).
    std::array<CellSet, 9> forward{}, backward{};
    auto mark_seen = [&](int n) {
      const int digit = node_digit(n);
      const CellSet seen = (kTables.peers[node_cell(n)] & grid_.cells_with(digit)).without(cells);
      (node_on(n) ? forward : backward)[digit - 1] |= seen;
    };
    mark_seen(off);
    for (int e = last_on; e >= 0; e = entries_[e].parent) mark_seen(entries_[e].node);
    bool any = false;
    for (int d = 0; d < 9; ++d) any |= !(forward[d] & backward[d]).empty();
    if (!any) return;
    Step candidate;
    for (int d = 0; d < 9; ++d) {
      (forward[d] & backward[d]).for_each([&](int cell) {
        candidate.eliminations[cell] |= static_cast<std::uint16_t>(digit_bit(d + 1));
      });
    }
    describe(candidate, last_on, off, rating, links);
    take(candidate, rating, complexity, links);
  }

  void found_chain(int last, int complexity, Links links) {
    const int rating = chain_base(links) + length_penalty(complexity);
    if (rating > cap_ || !better(rating, complexity, links)) return;
    const int n = entries_[last].node;
    const int cell = node_cell(n), digit = node_digit(n);
    Step candidate;
    candidate.eliminations[cell] =
        node_on(n) ? static_cast<std::uint16_t>(grid_.candidates(cell) & ~digit_bit(digit))
                   : static_cast<std::uint16_t>(digit_bit(digit));
    if (candidate.eliminations[cell] == 0) return;
    // A chain ending on a value places it, as Sudoku Explainer applies such a step.
    if (node_on(n)) {
      candidate.cell = static_cast<std::int8_t>(cell);
      candidate.digit = static_cast<std::uint8_t>(digit);
    }
    describe(candidate, entries_[last].parent, n, rating, links);
    take(candidate, rating, complexity, links);
  }

  // Records the chain: the nodes from the start to `last_entry`, then `final_node`.
  void describe(Step& candidate, int last_entry, int final_node, int rating, Links links) const {
    candidate.technique = technique_of(links);
    candidate.rating = static_cast<std::uint8_t>(rating);
    int length = 1;
    for (int e = last_entry; e >= 0; e = entries_[e].parent) ++length;
    const int kept = std::min(length, Step::kMaxChain);
    candidate.chain_length = static_cast<std::uint8_t>(kept);
    auto record = [&](int index, int n) {
      candidate.cells.add(node_cell(n));
      candidate.digits |= digit_bit(node_digit(n));
      if (index < kept) candidate.chain[index] = static_cast<std::uint16_t>(n);
    };
    int index = length - 1;
    record(index--, final_node);
    for (int e = last_entry; e >= 0; e = entries_[e].parent) record(index--, entries_[e].node);
  }

  bool better(int rating, int complexity, Links links) const {
    if (best_rating_ == 0) return true;
    if (rating != best_rating_) return rating < best_rating_;
    if (complexity != best_complexity_) return complexity < best_complexity_;
    return sort_key(links) < best_sort_key_;
  }

  void take(const Step& candidate, int rating, int complexity, Links links) {
    best_rating_ = rating;
    best_complexity_ = complexity;
    best_sort_key_ = sort_key(links);
    step_ = candidate;
    step_.complexity = static_cast<std::uint16_t>(complexity);
  }

  int push(int n, int parent) {
    entries_[count_] = Entry{static_cast<std::int16_t>(n), static_cast<std::int16_t>(parent)};
    return count_++;
  }
  void reset() {
    count_ = 0;
    if (++stamp_ == 0) {  // wrapped: clear once
      seen_.fill(0);
      stamp_ = 1;
    }
  }
  bool seen(int n) const { return seen_[n] == stamp_; }
  void mark(int n) { seen_[n] = stamp_; }

  const CandidateGrid& grid_;
  Step& step_;
  Lanes& lanes_;
  bool links_built_ = false;  // lanes_ holds this grid's links
  int cap_ = 0;
  bool truncated_ = false;
  int best_rating_ = 0;
  int best_complexity_ = 0;
  int best_sort_key_ = 0;
  // Each node is reached at most once per search.
  std::array<Entry, kNodes> entries_{};
  int count_ = 0;
  std::uint32_t stamp_ = 0;
  std::array<std::uint32_t, kNodes> seen_{};
  std::uint32_t closer_stamp_ = 0;
  std::array<int, 4> closer_list_{};
  int closer_count_ = 0;
  std::array<std::uint32_t, kNodes> closers_{};
  // Per cell and digit: the other place of the digit in the cell's box, row and column when
  // there are two (-1 otherwise), and the cell's other digit when it holds two (0 otherwise).
  std::array<std::array<std::int8_t, 3>, 9 * kCells> partners_{};
  std::array<std::int8_t, 9 * kCells> other_{};
  std::array<CellSet, 9> linked_{};  // per digit, the cells with a strong link on it
  // Per digit, the cells whose "on" and "off" nodes X-links may lead back to (x_may_find()).
  std::array<CellSet, 9> x_on_may_find_{};
  std::array<CellSet, 9> x_off_may_find_{};
  std::array<bool, 9> x_filter_built_{};
  // Per kind of chain and digit, the cells whose "off" node leads on: those with a strong link
  // on the digit (X), with two candidates (Y), either (mixed); and every cell.
  std::array<OpenCells, 3> open_{};
  OpenCells mixed_only_{};  // mixed but not Y
  CellSet alone_;           // the cells with one candidate
};

}  // namespace

bool find_chain(const CandidateGrid& grid, Step& step, Memory& memory) {
  return ChainSearch(grid, step, memory).run();
}

}  // namespace nonet
