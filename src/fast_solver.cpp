// Temporary: delegates to the reference engine until the bitmask engine lands.
#include "engines.hpp"

namespace nonet::detail {
SolveResult fast_search(const Grid& puzzle, SolveMode mode, std::uint64_t max_solutions,
                        const SolutionVisitor* visit) {
  return dlx_search(puzzle, mode, max_solutions, visit);
}
}  // namespace nonet::detail
