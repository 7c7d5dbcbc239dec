#include "rating/hodoku/finders.hpp"

namespace nonet::hodoku {

std::optional<Step> find_brute_force(const HodokuGrid& grid, const Ask&, Memory&) {
  std::vector<int> empty;
  for (int cell = 0; cell < kCells; ++cell) {
    if (grid.value(cell) == 0) empty.push_back(cell);
  }
  if (empty.empty() || grid.solution(0) == 0) return std::nullopt;
  Step step;
  step.technique = Technique::brute_force;
  step.cell = empty[empty.size() / 2];
  step.digit = grid.solution(step.cell);
  return step;
}

}  // namespace nonet::hodoku
