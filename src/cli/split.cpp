// `nonet split`: one file's rows into parts (train, test, ...), every class of puzzles (equal up
// to symmetry) whole in one part, the shares as asked, optionally within each band of a column.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <set>
#include <string>

#include "cli/command.hpp"
#include "cli/option_checks.hpp"
#include "nonet/canon_job.hpp"

namespace nonet::cli {

namespace {

struct SplitArguments {
  SplitJob job;
  std::string input;
  std::string parts;
  std::string bands;
  std::optional<std::uint64_t> seed;
  StreamingFlags streaming;
};

std::vector<std::string> split_list(const std::string& text) {
  std::vector<std::string> items;
  std::size_t begin = 0;
  for (std::size_t end; (end = text.find(',', begin)) != std::string::npos; begin = end + 1) {
    items.push_back(text.substr(begin, end - begin));
  }
  items.push_back(text.substr(begin));
  return items;
}

bool parse_number(const std::string& text, double& value) {
  if (text.empty()) return false;
  char* end = nullptr;
  value = std::strtod(text.c_str(), &end);
  return end == text.c_str() + text.size() && std::isfinite(value);
}

// "train=0.9,test=0.1": names of letters, digits, '_' and '-', each once; positive weights.
bool parse_parts(const std::string& text, std::vector<SplitPart>& parts, std::string& error) {
  std::set<std::string> names;
  for (const std::string& item : split_list(text)) {
    const std::size_t equals = item.find('=');
    SplitPart part;
    part.name = item.substr(0, equals);
    const bool name_ok =
        !part.name.empty() && part.name.find_first_not_of(
                                  "abcdefghijklmnopqrstuvwxyz"
                                  "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") == std::string::npos;
    if (equals == std::string::npos || !name_ok ||
        !parse_number(item.substr(equals + 1), part.weight) || part.weight <= 0) {
      error =
          "--parts: expected NAME=SHARE,NAME=SHARE... (names of letters, digits, _ and -; "
          "shares above 0), got '" +
          item + "'";
      return false;
    }
    if (!names.insert(part.name).second) {
      error = "--parts: '" + part.name + "' named twice";
      return false;
    }
    parts.push_back(part);
  }
  if (parts.size() < 2) {
    error = "--parts: name two parts or more (train=0.9,test=0.1)";
    return false;
  }
  return true;
}

bool parse_bands(const std::string& text, std::vector<double>& bands, std::string& error) {
  for (const std::string& item : split_list(text)) {
    double edge = 0;
    if (!parse_number(item, edge) || (!bands.empty() && edge <= bands.back())) {
      error = "--bands: expected increasing numbers (4,6,8), got '" + text + "'";
      return false;
    }
    bands.push_back(edge);
  }
  return true;
}

// "data.csv.gz" -> ("data", ".csv"): the parts are written uncompressed.
std::pair<std::string, std::string> stem_and_extension(const std::string& path) {
  std::string stem = path;
  for (const char* compressed : {".gz", ".zst"}) {
    if (stem.size() > std::strlen(compressed) && stem.ends_with(compressed)) {
      stem.resize(stem.size() - std::strlen(compressed));
    }
  }
  const std::size_t slash = stem.rfind('/');
  const std::size_t dot = stem.rfind('.');
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash) ||
      dot == (slash == std::string::npos ? 0 : slash + 1)) {
    return {stem, ""};
  }
  return {stem.substr(0, dot), stem.substr(dot)};
}

double percent(std::uint64_t part, std::uint64_t whole) {
  return whole > 0 ? 100.0 * static_cast<double>(part) / static_cast<double>(whole) : 0.0;
}

void print_summary(const SplitJob& job, const SplitSummary& summary) {
  const auto u = [](std::uint64_t value) { return static_cast<unsigned long long>(value); };
  std::fprintf(stderr, "nonet: rows %llu  classes %llu  left out %llu  time %.3f s\n",
               u(summary.rows), u(summary.classes), u(summary.invalid), summary.run.seconds);
  for (std::size_t p = 0; p < job.parts.size(); ++p) {
    std::fprintf(stderr, "nonet: %s: rows %llu (%.2f%%)  classes %llu  -> %s\n",
                 job.parts[p].name.c_str(), u(summary.part_rows[p]),
                 percent(summary.part_rows[p], summary.rows), u(summary.part_classes[p]),
                 job.paths[p].c_str());
  }
  for (const SplitSummary::Band& band : summary.bands) {
    std::uint64_t rows = 0;
    for (const std::uint64_t part : band.part_rows) rows += part;
    std::string line = "nonet: " + job.stratify + " " + band.name + ":";
    for (std::size_t p = 0; p < job.parts.size(); ++p) {
      char figures[64];
      std::snprintf(figures, sizeof figures, " %s %llu (%.1f%%)", job.parts[p].name.c_str(),
                    u(band.part_rows[p]), percent(band.part_rows[p], rows));
      line += figures;
    }
    std::fprintf(stderr, "%s\n", line.c_str());
  }
}

int run(SplitArguments& arguments) {
  SplitJob& job = arguments.job;
  std::string error;
  if (!parse_parts(arguments.parts, job.parts, error) ||
      (!arguments.bands.empty() && !parse_bands(arguments.bands, job.bands, error))) {
    print_error(error);
    return kExitUsage;
  }
  if (!job.bands.empty() && job.stratify.empty()) {
    print_error("--bands goes with --stratify COLUMN");
    return kExitUsage;
  }
  if (arguments.input == "-") {
    print_error("split reads its input twice: give a file, not standard input");
    return kExitUsage;
  }
  job.pipeline.inputs = {arguments.input};
  job.pipeline.progress = arguments.streaming.progress_mode();
  auto [stem, extension] = stem_and_extension(arguments.input);
  if (job.pipeline.output != "-") stem = job.pipeline.output;
  for (const SplitPart& part : job.parts) job.paths.push_back(stem + "-" + part.name + extension);
  job.seed = seed_or_fresh(arguments.seed);
  const SplitSummary summary = run_split(job);
  if (const auto code = exit_if_stopped(summary.run.error, summary.run.message)) return *code;
  if (!arguments.streaming.quiet) print_summary(job, summary);
  return kExitOk;
}

CommandRun setup(CLI::App& command) {
  auto arguments = std::make_shared<SplitArguments>();
  SplitJob& job = arguments->job;
  command
      .add_option("file", arguments->input,
                  "The file of puzzle lines or a delimited dataset (.gz and .zst read as such)")
      ->required();
  command
      .add_option("--parts", arguments->parts,
                  "The parts and their shares of the rows: NAME=SHARE,... (train=0.9,test=0.1; "
                  "shares are taken over their sum)")
      ->type_name("LIST")
      ->required();
  add_seed_option(command, arguments->seed, "the same parts at any --threads");
  command
      .add_option("--stratify", job.stratify,
                  "Delimited input: keep each part's share within each value of this column "
                  "(by header name or number from 1), or each band of it with --bands")
      ->type_name("COLUMN");
  command
      .add_option("--bands", arguments->bands,
                  "With --stratify: numeric band edges, increasing (4,6,8: below 4, 4 to below 6, "
                  "6 to below 8, 8 and up)")
      ->type_name("LIST");
  add_table_options(command, job.pipeline.table, false, false);
  add_streaming_options(command, job.pipeline, arguments->streaming,
                        "The parts' files are PREFIX-NAME.EXT, EXT the input's (default PREFIX: "
                        "the input's path without its extension)");
  command.get_option("--output")->type_name("PREFIX");
  return [arguments] { return run(*arguments); };
}

const CommandRegistration registration{
    "split",
    "Split a dataset into parts (train, test, ...) by class of puzzles equal up to symmetry, "
    "with the shares asked, optionally stratified by a column",
    79, setup};

}  // namespace

}  // namespace nonet::cli
