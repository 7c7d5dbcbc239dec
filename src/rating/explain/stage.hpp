// `nonet explain` over a file or standard input: the same ordered pipeline as rate, with a
// stage that writes each puzzle's explanation (or its invalid record) in input order.
#pragma once

#include "nonet/pipeline.hpp"
#include "nonet/rating.hpp"

namespace nonet {

struct ExplainJob {
  PipelineOptions pipeline;                 // one input (or standard input)
  bool json = false;                        // one JSON line per puzzle instead of text
  double max_seconds = kDefaultMaxSeconds;  // the step solver's budget per puzzle
  bool hodoku = false;                      // HoDoKu's path and scale instead of Sudoku Explainer's
  SeVersion se_version = SeVersion::sukaku_1_18_1;  // which Sudoku Explainer
};

RunSummary run_explain(const ExplainJob& job);

}  // namespace nonet
