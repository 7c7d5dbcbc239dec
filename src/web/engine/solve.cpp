// Solving, checking and the canonical form for the page.
#include <string_view>

#include "nonet/canon.hpp"
#include "nonet/check.hpp"
#include "nonet/solver.hpp"
#include "web/engine/engine.hpp"
#include "web/engine/values.hpp"

namespace nonet::web {

using emscripten::val;

val parse_puzzle(const std::string& text) {
  const ParseResult parsed = read_puzzle(text, true);
  if (!parsed.ok()) return parse_failure(parsed);
  val out = val::object();
  out.set("ok", true);
  out.set("puzzle", grid_value(parsed.grid));
  out.set("clues", parsed.grid.clues());
  out.set("pencilmarks", parsed.has_pencilmarks);
  if (parsed.has_pencilmarks) {
    out.set("line", val(to_pencilmark_line(parsed.pencilmarks)));
    out.set("candidates", mask_array(parsed.pencilmarks));
  }
  return out;
}

val solve_puzzle(const std::string& text, const std::string& mode, double limit) {
  const ParseResult parsed = read_puzzle(text, true);
  if (!parsed.ok()) return parse_failure(parsed);
  const Pencilmarks* pencilmarks = parsed.has_pencilmarks ? &parsed.pencilmarks : nullptr;
  // Counting to 2 first: the status says unique, multiple or unsolvable in every mode.
  const SolveResult counted =
      solve(parsed.grid, {.mode = SolveMode::count, .limit = 2, .pencilmarks = pencilmarks});
  val out = val::object();
  out.set("ok", true);
  out.set("puzzle", grid_value(parsed.grid));
  out.set("status", val(std::string(to_string(counted.status))));
  val solutions = val::array();
  std::uint64_t found = 0;
  if (mode == "first") {
    if (counted.stats.solutions > 0) solutions.call<void>("push", grid_value(counted.solution));
    found = counted.stats.solutions;
  } else {
    const std::uint64_t cap = limit >= 1 ? static_cast<std::uint64_t>(limit) : 1;
    const SolveStats stats = enumerate_solutions(
        parsed.grid, cap,
        [&](const Grid& solution) {
          if (mode == "all") solutions.call<void>("push", grid_value(solution));
          return true;
        },
        Engine::fast, pencilmarks);
    found = stats.solutions;
    out.set("capped", found == cap);
  }
  out.set("count", static_cast<double>(found));
  out.set("solutions", solutions);
  if (counted.status == SolveStatus::invalid)
    out.set("error", val(find_clash(parsed.grid).message()));
  return out;
}

val check_text(const std::string& text) {
  CheckReport report;
  check_line(text, report);
  val out = val::object();
  out.set("valid", report.valid());
  val reasons = val::array();
  for (const CheckReason& reason : report.reasons()) {
    reasons.call<void>("push", js_string(reason_text(report, reason)));
  }
  out.set("reasons", reasons);
  return out;
}

val canonical(const std::string& text) {
  const ParseResult parsed = read_puzzle(text);
  if (!parsed.ok()) return parse_failure(parsed);
  const CanonicalForm form = canonical_form(parsed.grid);
  val out = val::object();
  out.set("ok", true);
  out.set("form", grid_value(form.form));
  out.set("transform", val(to_string(form.transform)));
  return out;
}

// Each puzzle line of `text` (blank and # lines skipped) solved with the fast engine: the
// solutions, one a line ("invalid", "unsolvable" otherwise), and how many were solved.
val solve_lines(const std::string& text, bool keep_solutions) {
  std::string solutions;
  int puzzles = 0, solved = 0;
  std::string_view rest = text;
  while (!rest.empty()) {
    const std::size_t end = rest.find('\n');
    const std::string_view line = rest.substr(0, end);
    rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
    const std::size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string_view::npos || line[first] == '#') continue;
    ++puzzles;
    const ParseResult parsed = parse_line(line, ClashCheck::skip);
    const SolveResult result = parsed.ok() ? solve(parsed.grid) : SolveResult{SolveStatus::invalid};
    if (result.status == SolveStatus::solved) ++solved;
    if (!keep_solutions) continue;
    solutions += result.status == SolveStatus::solved ? result.solution.to_line()
                                                      : std::string(to_string(result.status));
    solutions += '\n';
  }
  val out = val::object();
  out.set("puzzles", puzzles);
  out.set("solved", solved);
  out.set("solutions", val(solutions));
  return out;
}

}  // namespace nonet::web
