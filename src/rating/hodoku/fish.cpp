// Basic, finned and sashimi fish (X-Wing, Swordfish, Jellyfish): a digit's places in N rows
// (the base) lying in N columns (the cover), or the other way round; the digit leaves the rest of
// the cover. With fins (at most five base places outside the cover) only cover cells seeing every
// fin lose it, which puts them in the fins' box; a finned fish is sashimi when a base line keeps
// at most one place inside the cover. HoDoKu searches digit by digit, rows as base first, base
// and cover combinations in line order; the first fish with deletions is taken. Basic fish are
// closed sets of lines (rating/techniques/closed_sets.hpp); FishSearch walks the finned ones.
//
// A line's places are a 9-bit mask of positions across it (columns of a row, rows of a column).
#include <algorithm>
#include <array>
#include <bit>

#include "rating/hodoku/finders.hpp"
#include "rating/techniques/closed_sets.hpp"

namespace nonet::hodoku {

namespace {

Technique fish_type(int size, bool finned, bool sashimi) {
  if (!finned) {
    return size == 2 ? Technique::x_wing : size == 3 ? Technique::swordfish : Technique::jellyfish;
  }
  if (size == 2) return sashimi ? Technique::sashimi_x_wing : Technique::finned_x_wing;
  if (size == 3) return sashimi ? Technique::sashimi_swordfish : Technique::finned_swordfish;
  return sashimi ? Technique::sashimi_jellyfish : Technique::finned_jellyfish;
}

// The covers of a finned fish whose base touches `touched` lines: `size` of them, in HoDoKu's
// order (ascending combinations of those lines). The lines left out hold the fins, which must
// share a box: one to three lines within one stack, so those are all the covers to try.
struct FinnedCovers {
  std::uint16_t lines[9];
  int count = 0;
};

const FinnedCovers& finned_covers(int size, std::uint16_t touched) {
  static const auto by_size = [] {
    std::array<std::array<FinnedCovers, 512>, 5> table{};
    for (int size = 2; size <= 4; ++size) {
      for (std::uint16_t touched = 0; touched < 512; ++touched) {
        const int fins = std::popcount(touched) - size;
        if (fins < 1 || fins > 3) continue;
        FinnedCovers& covers = table[size][touched];
        for (int stack = 0; stack < 3; ++stack) {
          const std::uint16_t in_stack = touched & std::uint16_t(0x7u << (3 * stack));
          // The lines of the stack to leave out: every subset of `fins` of them.
          for (std::uint16_t out = in_stack; out != 0; out = std::uint16_t((out - 1) & in_stack)) {
            if (std::popcount(out) == fins)
              covers.lines[covers.count++] = std::uint16_t(touched & ~out);
          }
        }
        // Of two covers, the one holding the lowest line they differ in comes first.
        std::sort(covers.lines, covers.lines + covers.count, [](std::uint16_t a, std::uint16_t b) {
          const std::uint16_t differ = a ^ b;
          return (a & differ & -differ) != 0;
        });
      }
    }
    return table;
  }();
  static const FinnedCovers none{};
  if (size < 2 || size > 4 || touched >= 512) return none;  // no such fish
  return by_size[size][touched];
}

// A digit's places as rows' masks of columns and columns' masks of rows: each fish search (by
// size, kind and orientation) reads them, and a grid's digit keeps its places across most of
// them, so they are kept by digit and worked out again only when the places differ.
struct DigitLines {
  CellSet places;
  std::uint16_t rows[9] = {}, columns[9] = {};
  bool valid = false;
};

// A cache keyed by the places it describes (one a thread: no result depends on it).
const DigitLines& lines_of(const CellSet& places, int digit) {
  thread_local std::array<DigitLines, 10> by_digit;
  DigitLines& lines = by_digit[digit];
  if (lines.valid && lines.places == places) return lines;
  lines.valid = true;
  lines.places = places;
  row_masks(places, lines.rows);
  std::fill(std::begin(lines.columns), std::end(lines.columns), std::uint16_t{0});
  for (int row = 0; row < 9; ++row) {
    for (std::uint16_t rest = lines.rows[row]; rest != 0; rest &= rest - 1)
      lines.columns[std::countr_zero(rest)] |= std::uint16_t(1u << row);
  }
  return lines;
}

// The finned and sashimi fish of a digit, one orientation.
class FishSearch {
 public:
  // `lost`: the places the digit lost since this kind of search last found
  // nothing, or null (see finned_walk). `every_finned`: the search looks for the
  // first finned and the first sashimi fish of every size at once (`size` is ignored; firsts()
  // gives them).
  FishSearch(const HodokuGrid& grid, int digit, int size, bool rows, bool sashimi,
             const CellSet* lost, bool every_finned = false)
      : digit_(digit),
        size_(every_finned ? 4 : size),
        smallest_(every_finned ? 2 : size),
        rows_(rows),
        sashimi_(sashimi),
        every_finned_(every_finned),
        restricted_(lost != nullptr) {
    // By line the positions across, and by position across the lines: the rows' and the
    // columns' masks, one way round or the other.
    const DigitLines& lines = lines_of(grid.places_of(digit), digit);
    std::copy(std::begin(rows ? lines.rows : lines.columns),
              std::end(rows ? lines.rows : lines.columns), places_);
    std::copy(std::begin(rows ? lines.columns : lines.rows),
              std::end(rows ? lines.columns : lines.rows), lines_at_);
    for (int group = 0; group < 3; ++group) {
      for (int three = 1; three < 8; ++three) {
        const int low = std::countr_zero(unsigned(three));
        lines_at_three_[group][three] =
            lines_at_three_[group][three & (three - 1)] | lines_at_[3 * group + low];
      }
    }
    if (lost != nullptr) by_line(*lost, lost_);
    for (int line = 0; line < 9; ++line) {
      // No branches: which lines hold places is random.
      lines_with_lost_ |= std::uint16_t((lost_[line] != 0) << line);
      const int count = std::popcount(places_[line]);
      bases_[base_count_] = line;
      base_count_ += count != 0;
    }
    for (int i = base_count_; i-- > 0;)
      lost_from_[i] = lost_from_[i + 1] | (lines_with_lost_ & std::uint16_t(1u << bases_[i]));
  }

  // The first fish of the search's kind and size.
  std::optional<Step> first() {
    base_lines(0, 0, 0, 0);
    return std::move(firsts_[size_][sashimi_]);
  }
  // Every finned: the first of each size (2-4) and kind (finned, sashimi).
  using Firsts = std::array<std::array<std::optional<Step>, 2>, 5>;
  Firsts& firsts() {
    base_lines(0, 0, 0, 0);
    return firsts_;
  }

 private:
  int cell(int line, int across) const { return rows_ ? line * 9 + across : across * 9 + line; }

  // Cells as 9-bit masks of positions across each line (columns: the rows turned round).
  void by_line(const CellSet& cells, std::uint16_t (&lines)[9]) const {
    if (rows_) {
      row_masks(cells, lines);
      return;
    }
    std::uint16_t rows[9];
    row_masks(cells, rows);
    for (int row = 0; row < 9; ++row) {
      for (std::uint16_t rest = rows[row]; rest != 0; rest &= rest - 1)
        lines[std::countr_zero(rest)] |= std::uint16_t(1u << row);
    }
  }

  // Base combinations in order (the bases of each size in order, the smaller ones first met
  // as the larger ones' beginnings); `chosen` the base lines so far (bits), `places` their
  // union. True once the search is over.
  bool base_lines(int depth, int from, std::uint16_t chosen, std::uint16_t places) {
    const int size = depth + 1;
    for (int i = from; i < base_count_; ++i) {
      const int line = bases_[i];
      const std::uint16_t lines = chosen | std::uint16_t(1u << line);
      // A restricted search's base holds a line with a lost place: none left, no fish.
      const bool lost_in_base = !restricted_ || (lines & lines_with_lost_) != 0;
      if (!lost_in_base) {
        if (lost_from_[i + 1] == 0) break;
        if (size == size_) continue;
      }
      const std::uint16_t with = places | places_[line];
      // Cover lines not chosen hold fins, which must share a box: at most three of them. The
      // lines touched only grow with the base, so a base touching too many already is left.
      const int spread = std::popcount(with);
      const int most_fins = 3;
      if (spread > size_ + most_fins) continue;
      if (size >= smallest_ && lost_in_base && spread >= size && spread <= size + most_fins &&
          cover_lines(size, lines, with))
        return true;
      if (size < size_ && base_lines(depth + 1, i + 1, lines, with)) return true;
    }
    return false;
  }

  // The covers of a base of `size` lines, `size` of the lines its places touch, in HoDoKu's
  // order (see FinnedCovers).
  bool cover_lines(int size, std::uint16_t base, std::uint16_t touched) {
    touched_ = touched;
    const FinnedCovers& covers = finned_covers(size, touched);
    for (int i = 0; i < covers.count; ++i) {
      if (touched_cover(size, base, covers.lines[i])) return true;
    }
    return false;
  }

  bool touched_cover(int size, std::uint16_t base, std::uint16_t cover) {
    if (restricted_ && !sashimi_ && !every_finned_ && !lost_fin(base, cover)) return false;
    return may_delete(base, cover) && check(size, base, cover);
  }

  // The cheap test that most fail: a place off the base in the cover, with fins in the fins'
  // box (check's first tests, without counting fins or building the step).
  bool may_delete(std::uint16_t base, std::uint16_t cover) const {
    const std::uint16_t lines = std::uint16_t(0x1ff & ~base);
    // The fins (the base's places off the cover) in one box: their positions in one group of
    // three, their lines too.
    const std::uint16_t fins = touched_ & ~cover;
    if (fins == 0) return false;
    const int group = std::countr_zero(fins) / 3;
    if (fins & ~std::uint16_t(0x7u << (3 * group))) return false;
    const std::uint16_t fin_lines = lines_at(group, fins) & base;
    const std::uint16_t line_group = std::uint16_t(0x7u << (3 * (std::countr_zero(fin_lines) / 3)));
    if (fin_lines & ~line_group) return false;
    // The cover's places in the fins' box, off the base.
    return (lines_at(group, cover) & lines & line_group) != 0;
  }

  // The lines with a place at any of the positions `across` holds in a group of three.
  std::uint16_t lines_at(int group, std::uint16_t across) const {
    return lines_at_three_[group][(across >> (3 * group)) & 7];
  }

  // Whether a lost place of the base lines lies outside the cover: a fin in the old places.
  bool lost_fin(std::uint16_t base, std::uint16_t cover) const {
    for (; base != 0; base &= base - 1) {
      if (lost_[std::countr_zero(base)] & ~cover) return true;
    }
    return false;
  }

  // A base and cover that may delete (may_delete): the fish, if it is one. True once the
  // search is over.
  bool check(int size, std::uint16_t base, std::uint16_t cover) {
    // The fins as lines and positions across: in one box when both lie in one group of three.
    int fin_count = 0;
    std::uint16_t fin_lines = 0, fin_across = 0;
    for (std::uint16_t lines = base; lines != 0; lines &= lines - 1) {
      const int line = std::countr_zero(lines);
      const std::uint16_t out = places_[line] & ~cover;
      if (out != 0) {
        fin_count += std::popcount(out);
        fin_lines |= std::uint16_t(1u << line);
        fin_across |= out;
      }
    }
    if (fin_count == 0 || fin_count > 5) return false;
    // Deletions: the cover's places off the base in the fins' box.
    const int line_group = std::countr_zero(fin_lines) / 3;
    const int across_group = std::countr_zero(fin_across) / 3;
    const auto group = [](int g) { return std::uint16_t(0x7u << (3 * g)); };
    if ((fin_lines & ~group(line_group)) || (fin_across & ~group(across_group)))
      return false;  // no cell sees them all
    const std::uint16_t lines = std::uint16_t(0x1ff & ~base) & group(line_group);
    const std::uint16_t across = cover & group(across_group);
    std::uint16_t any = 0;
    for (std::uint16_t rest = lines; rest != 0; rest &= rest - 1)
      any |= places_[std::countr_zero(rest)] & across;
    if (any == 0) return false;
    bool sashimi = false;  // a base line keeps at most one place in the cover
    for (std::uint16_t rest = base; rest != 0; rest &= rest - 1) {
      if (std::popcount(std::uint16_t(places_[std::countr_zero(rest)] & cover)) <= 1)
        sashimi = true;
    }
    if (every_finned_) {
      // A restricted finned fish has a lost place among its fins; a sashimi one, in its base.
      if (!sashimi && restricted_ && !lost_fin(base, cover)) return false;
      std::optional<Step>& first = firsts_[size][sashimi];
      if (first) return false;
      first = step_of(size, lines, across, sashimi);
      return ++found_ == 6;  // every size and kind
    }
    if (sashimi != sashimi_) return false;
    firsts_[size][sashimi_] = step_of(size, lines, across, sashimi);
    return true;
  }

  // The fish's deletions: the places of `lines` at positions `across`.
  Step step_of(int size, std::uint16_t lines, std::uint16_t across, bool sashimi) const {
    Step step;
    for (std::uint16_t rest = lines; rest != 0; rest &= rest - 1) {
      const int line = std::countr_zero(rest);
      for (std::uint16_t at = places_[line] & across; at != 0; at &= at - 1)
        step.deletions.emplace_back(cell(line, std::countr_zero(at)), digit_);
    }
    std::sort(step.deletions.begin(), step.deletions.end());
    step.technique = fish_type(size, true, sashimi);
    return step;
  }

  int digit_;
  int size_, smallest_;  // the largest and the smallest size looked for
  bool rows_, sashimi_, every_finned_, restricted_;
  std::uint16_t places_[9] = {};
  std::uint16_t lines_at_[9] = {};           // by position across: the lines with a place there
  std::uint16_t lines_at_three_[3][8] = {};  // by group of three positions and subset of it
  std::uint16_t touched_ = 0;                // the positions the current base's places touch
  std::uint16_t lost_[9] = {};               // by line: the lost places
  std::uint16_t lines_with_lost_ = 0;        // bit by line
  int bases_[9] = {};
  int base_count_ = 0;
  std::uint16_t lost_from_[10] = {};  // the lines with lost places among bases_[i] on
  Firsts firsts_;
  int found_ = 0;  // of firsts_ (every finned)
};

// A basic fish of N rows, of the M rows where a digit has places, leaves the places of the
// other M - N columns in the other M - N rows: a fish of M - N columns deleting the same places.
// The ladder asks for a size only after the smaller ones found nothing, so a digit whose complement
// is of such a size (or of none: no place left to delete) holds no fish of this size (from scratch:
// none assumed).
bool complement_may_delete(const DigitLines& lines, int size, const Memory& memory) {
  if (memory.from_scratch()) return true;
  int rows = 0;
  for (const std::uint16_t places : lines.rows) rows += places != 0;
  const int complement = rows - size;
  return complement == 1 || complement >= size;
}

// The first finned and the first sashimi fish of every size, in one walk (the bases of a size
// are the beginnings of the larger ones'): the ladder asks for them one after another in the
// same grid. A digit whose places are those the walk last found nothing in is skipped; in
// places that only shrank since, a fish now is one then too, with the same lines, fins no more
// and deletions no fewer, and sashimi then only if sashimi now: it had a lost place among its
// fins (finned), or in its base (sashimi, which may have been finned then).
using FinnedFirsts = FishSearch::Firsts;

FinnedFirsts finned_walk(const HodokuGrid& grid, Memory& memory) {
  struct Kept : NothingFound {};
  NothingFound& memo = memory.kept<Kept>();
  FinnedFirsts firsts;
  int found = 0;
  for (int digit = 1; digit <= 9 && found < 6; ++digit) {
    const CellSet places = grid.places_of(digit);
    if (memo.known(digit, places)) continue;
    const std::optional<CellSet> lost = memo.lost_since(digit, places);
    bool any = false;
    for (const bool rows : {true, false}) {
      FishSearch search(grid, digit, 4, rows, false, lost ? &*lost : nullptr, true);
      FinnedFirsts& in_search = search.firsts();
      for (int size = 2; size <= 4; ++size) {
        for (const int kind : {0, 1}) {
          if (!in_search[size][kind]) continue;
          any = true;
          if (firsts[size][kind]) continue;
          firsts[size][kind] = std::move(in_search[size][kind]);
          ++found;
        }
      }
      if (found == 6) break;
    }
    if (!any) memo.remember(digit, places);
  }
  return firsts;
}

// The first basic fish of `size` for `digit` with deletions, its base lines of the kind at
// `base_kind`, in HoDoKu's order (base lines with places, in combinations by first line).
std::optional<Step> basic_fish(const HodokuGrid& grid, int digit, int size, int base_kind) {
  const int cover_kind = base_kind == kRowBase ? kColumnBase : kRowBase;
  std::optional<Step> found;
  for_each_basic_fish(grid.board(), digit, base_kind, size, 1, SetOrder::by_first,
                      [&](std::uint16_t base, std::uint16_t cover) {
                        Step step;
                        for (std::uint16_t rest = cover; rest != 0; rest &= rest - 1) {
                          const int line = cover_kind + std::countr_zero(rest);
                          const std::uint16_t off_base =
                              grid.board().place_mask(line, digit) & std::uint16_t(~base);
                          for (std::uint16_t at = off_base; at != 0; at &= at - 1)
                            step.deletions.emplace_back(house_cells(line)[std::countr_zero(at)],
                                                        digit);
                        }
                        if (step.deletions.empty()) return false;
                        std::sort(step.deletions.begin(), step.deletions.end());
                        step.technique = fish_type(size, false, false);
                        found = std::move(step);
                        return true;
                      });
  return found;
}

}  // namespace

std::optional<Step> find_basic_fish(const HodokuGrid& grid, const Ask& ask, Memory& memory) {
  const int size = ask.size;
  struct Kept {
    NothingFound by_size[3];  // 2-4
  };
  NothingFound& memo = memory.kept<Kept>().by_size[size - 2];
  for (int digit = 1; digit <= 9; ++digit) {
    const CellSet places = grid.places_of(digit);
    if (memo.known(digit, places)) continue;
    if (complement_may_delete(lines_of(places, digit), size, memory)) {
      for (const int base_kind : {kRowBase, kColumnBase}) {
        if (auto step = basic_fish(grid, digit, size, base_kind)) return step;
      }
    }
    memo.remember(digit, places);
  }
  return std::nullopt;
}

std::optional<Step> find_finned_fish(const HodokuGrid& grid, const Ask& ask, Memory& memory) {
  const int size = ask.size;
  const bool sashimi = ask.variant;
  // From scratch: the sashimi fish by a search of its own, the tests' reference for the walk.
  if (memory.from_scratch()) {
    if (sashimi) return find_finned_fish_afresh(grid, size, true);
    return std::move(finned_walk(grid, memory)[size][0]);
  }
  struct Kept {
    GridState walked;
    FinnedFirsts firsts;
  };
  Kept& kept = memory.kept<Kept>();
  if (!kept.walked.is(grid)) {
    kept.firsts = finned_walk(grid, memory);
    kept.walked.take(grid);
  }
  return kept.firsts[size][sashimi];
}

std::optional<Step> find_finned_fish_afresh(const HodokuGrid& grid, int size, bool sashimi) {
  for (int digit = 1; digit <= 9; ++digit) {
    for (const bool rows : {true, false}) {
      if (auto step = FishSearch(grid, digit, size, rows, sashimi, nullptr).first()) return step;
    }
  }
  return std::nullopt;
}

}  // namespace nonet::hodoku
