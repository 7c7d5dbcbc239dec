// The engine's JavaScript surface (embind): the page's worker calls these by name.
#include <emscripten/bind.h>

#include "web/engine/engine.hpp"

EMSCRIPTEN_BINDINGS(nonet) {
  using namespace nonet::web;
  emscripten::function("parse", &parse_puzzle);
  emscripten::function("solve", &solve_puzzle);
  emscripten::function("check", &check_text);
  emscripten::function("canon", &canonical);
  emscripten::function("solveLines", &solve_lines);
  emscripten::function("rate", &rate_puzzle);
  emscripten::function("rateCsvRow", &rate_csv_row);
  emscripten::function("rateCsvHeader", &rate_csv_header);
  emscripten::function("rateCsvVersionLine", &rate_csv_version_line);
  emscripten::function("detectTable", &detect_table);
  emscripten::function("tableField", &table_field);
  emscripten::function("invalidCsvRow", &invalid_csv_row);
  emscripten::function("explain", &explain_puzzle);
  emscripten::function("generate", &generate_puzzle);
}
