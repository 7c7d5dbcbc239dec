// The solving path for the page: each step's text (as `nonet explain` writes it) with the
// board before it, its pattern, its removals and its chains, to be drawn.
#include "nonet/rating.hpp"
#include "rating/explain/format.hpp"
#include "web/engine/engine.hpp"
#include "web/engine/values.hpp"

namespace nonet::web {

using emscripten::val;

namespace {

val byte_array(const std::vector<std::uint8_t>& bytes) {
  val out = val::array();
  for (std::uint8_t b : bytes) out.call<void>("push", int{b});
  return out;
}

val chain_value(const ExplainedChain& chain) {
  val nodes = val::array();
  for (const ChainNode& node : chain.nodes) {
    val n = val::object();
    n.set("cell", int{node.cell});
    n.set("digit", int{node.digit});
    n.set("on", node.on);
    nodes.call<void>("push", n);
  }
  val out = val::object();
  out.set("nodes", nodes);
  out.set("cycle", chain.cycle);
  return out;
}

val step_value(const ExplainedStep& step) {
  val out = val::object();
  out.set("text", js_string(step.text));
  out.set("technique", val(std::string(to_string(step.technique))));
  out.set("rating", val(format_se(step.se_rating)));
  out.set("placedCell", step.placed_cell);
  out.set("placedDigit", step.placed_digit);
  out.set("eliminations", step.eliminations);
  out.set("before", grid_value(step.before));
  out.set("candidates", mask_array(step.candidates_before));
  out.set("eliminated", mask_array(step.eliminated));
  out.set("cells", byte_array(step.cells));
  out.set("houses", byte_array(step.houses));
  out.set("digits", int{step.digits});
  val chains = val::array();
  for (const ExplainedChain& chain : step.chains) chains.call<void>("push", chain_value(chain));
  out.set("chains", chains);
  return out;
}

}  // namespace

val explain_puzzle(const std::string& text, double max_seconds, const std::string& se_version) {
  const ParseResult parsed = read_puzzle(text, true);
  if (!parsed.ok()) return parse_failure(parsed);
  const Pencilmarks* pencilmarks = parsed.has_pencilmarks ? &parsed.pencilmarks : nullptr;
  SeVersion version = SeVersion::sukaku_1_18_1;
  parse_se_version(se_version, version);
  const Explanation explanation = pencilmarks ? explain(*pencilmarks, max_seconds, {}, version)
                                              : explain(parsed.grid, max_seconds, {}, version);
  val out = val::object();
  out.set("ok", true);
  out.set("puzzle", grid_value(parsed.grid));
  out.set("rating", rating_value(explanation.rating));
  if (explanation.rating.status == RatingStatus::invalid)
    out.set("error", val(find_clash(parsed.grid).message()));
  val steps = val::array();
  for (const ExplainedStep& step : explanation.steps) steps.call<void>("push", step_value(step));
  out.set("steps", steps);
  out.set("reached", grid_value(explanation.reached));
  val guesses = val::array();
  for (const std::string& line : explanation.guesses) guesses.call<void>("push", js_string(line));
  out.set("guesses", guesses);
  std::string whole;
  append_explanation_text(whole, explanation, parsed.grid, 0, pencilmarks);
  out.set("text", js_string(whole));
  return out;
}

}  // namespace nonet::web
