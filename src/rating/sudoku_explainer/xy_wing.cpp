// XY-wing (SE 4.2) and XYZ-wing (SE 4.4), the first in the version's order
// (rating/techniques/wings.hpp).
#include "rating/sudoku_explainer/technique.hpp"
#include "rating/techniques/wings.hpp"

namespace nonet {

namespace {

bool find_wing(const CandidateGrid& grid, Step& step, bool xyz, SeVersion version) {
  const WingOrder order = version == SeVersion::sukaku_1_18_1
                              ? WingOrder::pivot_then_peers
                              : WingOrder::pivot_then_peers_box_first;
  return for_each_wing(grid, xyz, order, CellSet::all(), [&](const Wing& wing) {
    step.technique = xyz ? Technique::xyz_wing : Technique::xy_wing;
    step.rating = xyz ? 44 : 42;
    step.digits = grid.candidates(wing.pivot) | grid.candidates(wing.first_wing) |
                  grid.candidates(wing.second_wing);
    step.digit = 0;
    step.cells =
        CellSet::of(wing.pivot) | CellSet::of(wing.first_wing) | CellSet::of(wing.second_wing);
    // The explainer names the pivot first, then the wings.
    step.chain_length = 3;
    step.chain[0] = static_cast<std::uint16_t>(wing.pivot);
    step.chain[1] = static_cast<std::uint16_t>(wing.first_wing);
    step.chain[2] = static_cast<std::uint16_t>(wing.second_wing);
    const auto z = static_cast<std::uint16_t>(digit_bit(wing.digit));
    wing.victims.for_each([&](int cell) { step.eliminations[cell] = z; });
    return true;
  });
}

}  // namespace

bool find_xy_wing(const CandidateGrid& grid, Step& step, SeVersion version, Memory&) {
  return find_wing(grid, step, false, version);
}
bool find_xyz_wing(const CandidateGrid& grid, Step& step, SeVersion version, Memory&) {
  return find_wing(grid, step, true, version);
}

}  // namespace nonet
