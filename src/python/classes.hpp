// Rows numbered by class (their minlex form), for nonet.split and nonet.overlap: the forms
// computed a chunk at a time on nonet's pool, then numbered in input order in one table
// (canon's ClassSet), so that several inputs can share it.
#pragma once

#include <cstdint>
#include <stop_token>
#include <vector>

#include "canon/class_set.hpp"
#include "python/input.hpp"

namespace nonet::python {

inline constexpr std::uint32_t kNoClass = UINT32_MAX;

struct RowClasses {
  std::vector<std::uint32_t> class_of;  // per row its class, or kNoClass (not a puzzle)
  py::array reason;                     // per row '' or why it is not a puzzle
  std::uint64_t distinct = 0;           // distinct puzzles as written, when counted
};

// Numbers `input`'s rows in `classes` (new classes after those it holds). With
// `count_distinct`, also counts the input's distinct rows as written. With `forms`, row i's
// form is forms' row i, computed before (by `nonet canon` on a cluster), not computed again.
// Needs the GIL.
RowClasses number_classes(const PuzzleInput& input, ClassSet& classes, bool count_distinct,
                          int threads, std::stop_source& stop, const PuzzleInput* forms = nullptr);

}  // namespace nonet::python
