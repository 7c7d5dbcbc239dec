// The functions the page calls (module.cpp binds them): text in, plain objects out. Every one
// takes the puzzle as the user typed it and answers bad input with { ok: false, error }.
#pragma once

#include <emscripten/val.h>

#include <string>

namespace nonet::web {

emscripten::val parse_puzzle(const std::string& text);
// mode "first", "count" (up to `limit`) or "all" (the solutions themselves, up to `limit`).
emscripten::val solve_puzzle(const std::string& text, const std::string& mode, double limit);
emscripten::val check_text(const std::string& text);  // a grid, or puzzle:answer
emscripten::val canonical(const std::string& text);
emscripten::val solve_lines(const std::string& text, bool keep_solutions);

// `se_version`: "1.18.1" or "1.2.1", the version of Sudoku Explainer's scale (the default when
// it is neither).
emscripten::val rate_puzzle(const std::string& text, double max_seconds,
                            const std::string& se_version);
// One line of `nonet rate`'s CSV for line `line` of a batch (no search effort when `quick`).
std::string rate_csv_row(const std::string& text, double line, double max_seconds, bool quick,
                         const std::string& se_version);
std::string rate_csv_header();
// The comment a CSV on another version than the default starts with ("" for the default).
std::string rate_csv_version_line(const std::string& se_version);

// Delimited batch text: the layout the first two record lines give ({ ok, error, table,
// delimiter, header, column, columnName }), a row's puzzle field ({ ok, field, error }), and
// the CSV row of an invalid record.
emscripten::val detect_table(const std::string& first, const std::string& second);
emscripten::val table_field(const std::string& row, const std::string& delimiter, double column,
                            const std::string& column_name);
std::string invalid_csv_row(const std::string& text, double line, const std::string& error);

emscripten::val explain_puzzle(const std::string& text, double max_seconds,
                               const std::string& se_version);

// Output `index` of `nonet generate --seed SEED` with `difficulty` (a qqwing class or ""),
// `rating` (MIN:MAX or ""), `symmetry` and `minimal`.
emscripten::val generate_puzzle(const std::string& seed, double index,
                                const std::string& difficulty, const std::string& rating,
                                const std::string& symmetry, bool minimal,
                                const std::string& se_version);

}  // namespace nonet::web
