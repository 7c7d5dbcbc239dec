#include "web/engine/values.hpp"

#include <string_view>

#include "pipeline/text_format.hpp"

namespace nonet::web {

using emscripten::val;

namespace {

bool counts_as_line(std::string_view line) {
  const std::size_t first = line.find_first_not_of(" \t\r");
  return first != std::string_view::npos && line[first] != '#';
}

}  // namespace

ParseResult read_puzzle(const std::string& text, bool pencilmarks) {
  int lines = 0;
  std::string_view rest = text, single;
  while (!rest.empty()) {
    const std::size_t end = rest.find('\n');
    const std::string_view line = rest.substr(0, end);
    if (counts_as_line(line)) {
      ++lines;
      single = line;
    }
    rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
  }
  if (lines > 1) return parse_block(text);
  return parse_line(single, ClashCheck::check,
                    pencilmarks ? LineForms::puzzle_or_pencilmarks : LineForms::puzzle);
}

val js_string(const std::string& text) {
  return val(text);  // embind passes std::string as UTF-8
}

val grid_value(const Grid& grid) {
  return val(grid.to_line('.'));
}

val parse_failure(const ParseResult& parsed) {
  val out = val::object();
  out.set("ok", false);
  out.set("error", js_string(printable(parsed.error.message())));
  return out;
}

val rating_value(const Rating& rating) {
  val out = val::object();
  out.set("status", val(std::string(to_string(rating.status))));
  out.set("seVersion", val(std::string(to_string(rating.se_version))));
  out.set("er", val(format_se(rating.se_rating)));
  out.set("ep", val(format_se(rating.se_first_placement)));
  out.set("ed", val(format_se(rating.se_first_step)));
  out.set("qqwing", val(std::string(to_string(rating.qqwing_class))));
  out.set("hardest", val(std::string(to_string(rating.hardest))));
  out.set("steps", rating.steps);
  out.set("search", rating.search);
  out.set("outOfTime", rating.out_of_time);
  return out;
}

val mask_array(const Pencilmarks& masks) {
  val out = val::array();
  for (int cell = 0; cell < kCells; ++cell) out.call<void>("push", int{masks[cell]});
  return out;
}

}  // namespace nonet::web
