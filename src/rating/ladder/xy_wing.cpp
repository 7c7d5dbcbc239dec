// XY-wing (SE 4.2) and XYZ-wing (SE 4.4): a pivot cell xy (or xyz) seeing two bivalue wings
// xz and yz; whichever digit the pivot takes, one wing is z, so cells seeing both wings (and,
// for XYZ, the pivot) lose z.
#include <bit>

#include "rating/ladder/technique.hpp"

namespace nonet {

namespace {

// Calls visit(peer) for the cells of `cells` that see `pivot`, in the version's order, until
// it returns true.
template <typename Visit>
void for_each_peer(int pivot, const CellSet& cells, SeVersion version, Visit visit) {
  if (version == SeVersion::sukaku_1_18_1) {
    (cells & kTables.peers[pivot]).for_each([&](int peer) { visit(peer); });
    return;
  }
  for (int peer : kTables.peers_box_first[pivot]) {
    if (cells.has(peer)) visit(peer);
  }
}

bool find_wing(const CandidateGrid& grid, Step& step, bool xyz, SeVersion version) {
  // Wings are bivalue cells; the pivot has two or three candidates.
  const auto counts = cells_with_at_least<4>(grid);
  const CellSet bivalue = counts[2].without(counts[3]);
  const CellSet pivots = xyz ? counts[3].without(counts[4]) : bivalue;
  bool found = false;
  pivots.for_each([&](int pivot) {
    if (found) return;
    const std::uint16_t xy = grid.candidates(pivot);
    const CellSet wings = kTables.peers[pivot] & bivalue;
    for_each_peer(pivot, wings, version, [&](int xz_cell) {
      if (found) return;
      const std::uint16_t xz = grid.candidates(xz_cell);
      const auto missing = static_cast<std::uint16_t>(xy & ~xz);
      if (std::popcount(missing) != 1) return;
      // The other wing shares one digit with this one; its other digit is the pivot's digit
      // this wing lacks.
      const CellSet others =
          wings & grid.cells_with(std::countr_zero(missing) + 1) &
          (grid.cells_with(std::countr_zero(xz) + 1) | grid.cells_with(16 - std::countl_zero(xz)));
      for_each_peer(pivot, others, version, [&](int yz_cell) {
        if (found) return;
        const std::uint16_t yz = grid.candidates(yz_cell);
        const std::uint16_t all = xy | xz | yz;
        const std::uint16_t common = xy & xz & yz;
        if (std::popcount(all) != 3 || std::popcount(common) != (xyz ? 1 : 0)) return;
        const std::uint16_t z = xz & yz;
        if (std::popcount(z) != 1) return;
        const int digit = std::countr_zero(z) + 1;
        CellSet victims = kTables.peers[xz_cell] & kTables.peers[yz_cell] & grid.cells_with(digit);
        if (xyz) victims &= kTables.peers[pivot];
        victims.remove(pivot);
        if (victims.empty()) return;
        found = true;
        step.technique = xyz ? Technique::xyz_wing : Technique::xy_wing;
        step.rating = xyz ? 44 : 42;
        step.digits = all;
        step.digit = 0;
        step.cells = CellSet::of(pivot) | CellSet::of(xz_cell) | CellSet::of(yz_cell);
        // The explainer names the pivot first, then the wings.
        step.chain_length = 3;
        step.chain[0] = static_cast<std::uint16_t>(pivot);
        step.chain[1] = static_cast<std::uint16_t>(xz_cell);
        step.chain[2] = static_cast<std::uint16_t>(yz_cell);
        victims.for_each([&](int cell) { step.eliminations[cell] = z; });
      });
    });
  });
  return found;
}

}  // namespace

bool find_xy_wing(const CandidateGrid& grid, Step& step, SeVersion version, Memory&) {
  return find_wing(grid, step, false, version);
}
bool find_xyz_wing(const CandidateGrid& grid, Step& step, SeVersion version, Memory&) {
  return find_wing(grid, step, true, version);
}

}  // namespace nonet
