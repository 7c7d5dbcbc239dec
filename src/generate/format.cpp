// The text `nonet generate` writes: puzzle lines and statistics rows.
#include <cstdio>

#include "generate/parts.hpp"
#include "pipeline/text_format.hpp"

namespace nonet::detail {

void append_generated(std::string& out, const Generated& generated, bool with_solution) {
  append_grid_line(out, generated.puzzle);
  if (with_solution) {
    out += ':';
    append_grid_line(out, generated.solution);
  }
  out += '\n';
}

std::string generate_stats_header(StatsFormat format) {
  if (format == StatsFormat::jsonl) return {};
  return "index,clues,tries,symmetry,rating,se,hardest,qqwing,search,guesses,backtracks\n";
}

namespace {

// One statistics row's fields, as text; rating fields are empty for complete grids.
struct StatsFields {
  std::string_view rating, se, hardest, qqwing, search;
};

}  // namespace

void append_generate_stats(std::string& out, StatsFormat format, std::uint64_t index,
                           const Generated& generated, const Rating* rating,
                           const SolveStats& search) {
  const std::uint64_t clues = static_cast<std::uint64_t>(generated.puzzle.clues());
  const std::string_view symmetry = to_string(generated.symmetry);
  std::string se;
  char search_text[32] = "";
  StatsFields fields;
  if (rating != nullptr) {
    se = format_se(rating->se_rating);
    std::snprintf(search_text, sizeof search_text, "%.2f", rating->search);
    fields = {to_string(rating->status), se, technique_key(rating->hardest),
              to_string(rating->qqwing_class), search_text};
  }
  if (format == StatsFormat::csv) {
    append_uint(out, index);
    out += ',';
    append_uint(out, clues);
    out += ',';
    append_uint(out, generated.tries);
    for (std::string_view field :
         {symmetry, fields.rating, fields.se, fields.hardest, fields.qqwing, fields.search}) {
      out += ',';
      out += field;
    }
    out += ',';
    append_uint(out, search.guesses);
    out += ',';
    append_uint(out, search.backtracks);
    out += '\n';
    return;
  }
  out += "{\"index\":";
  append_uint(out, index);
  out += ",\"clues\":";
  append_uint(out, clues);
  out += ",\"tries\":";
  append_uint(out, generated.tries);
  out += ",\"symmetry\":";
  append_json(out, symmetry);
  if (rating != nullptr) {
    out += ",\"rating\":";
    append_json(out, fields.rating);
    out += ",\"se\":";
    out += fields.se.empty() ? std::string_view("null") : fields.se;
    out += ",\"hardest\":";
    append_json(out, fields.hardest);
    out += ",\"qqwing\":";
    append_json(out, fields.qqwing);
    out += ",\"search\":";
    out += fields.search;
  }
  out += ",\"guesses\":";
  append_uint(out, search.guesses);
  out += ",\"backtracks\":";
  append_uint(out, search.backtracks);
  out += "}\n";
}

}  // namespace nonet::detail
