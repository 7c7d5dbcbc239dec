// `nonet explain`: the step-by-step solving path of a puzzle (or of every puzzle of a file)
// in words; when logic stalls, the guesses a search makes from there.
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string_view>

#include "cli/command.hpp"
#include "cli/option_checks.hpp"
#include "nonet/rating.hpp"
#include "pipeline/text_format.hpp"
#include "rating/board/budget.hpp"
#include "rating/explain/format.hpp"
#include "rating/explain/hodoku_path.hpp"
#include "rating/explain/stage.hpp"

namespace nonet::cli {

namespace {

struct ExplainArguments {
  std::string target;
  std::string format = "text";
  std::string scale = "se";
  std::string se_version = "1.18.1";
  double max_seconds = kDefaultMaxSeconds;
  TableOptions table;
};

bool write_out(const std::string& text) {
  return std::fwrite(text.data(), 1, text.size(), stdout) == text.size();
}

// A puzzle or a position given as pencilmarks, from the command line. False: HoDoKu's scale
// was asked for pencilmarks.
bool explain_one(std::string& out, const ParseResult& parsed, bool json, bool hodoku,
                 double max_seconds, SeVersion version) {
  if (hodoku) {
    if (parsed.has_pencilmarks) return false;
    append_hodoku_explanation(out, parsed.grid, 0, json, TimeBudget(max_seconds));
    return true;
  }
  const Pencilmarks* pencilmarks = parsed.has_pencilmarks ? &parsed.pencilmarks : nullptr;
  const Explanation explanation = pencilmarks ? explain(*pencilmarks, max_seconds, {}, version)
                                              : explain(parsed.grid, max_seconds, {}, version);
  if (json)
    append_explanation_json(out, explanation, parsed.grid, 0, pencilmarks);
  else
    append_explanation_text(out, explanation, parsed.grid, 0, pencilmarks);
  return true;
}

int run(const ExplainArguments& arguments) {
  const bool json = arguments.format == "json";
  const bool hodoku = arguments.scale == "hodoku";
  SeVersion version = SeVersion::sukaku_1_18_1;
  parse_se_version(arguments.se_version, version);
  const ParseResult direct =
      parse_line(arguments.target, ClashCheck::check, LineForms::puzzle_or_pencilmarks);
  if (direct.ok() && arguments.target != "-" && ::access(arguments.target.c_str(), F_OK) != 0) {
    std::string out;
    if (!explain_one(out, direct, json, hodoku, arguments.max_seconds, version)) {
      print_error("--scale hodoku rates puzzles, not pencilmarks");
      return kExitUsage;
    }
    if (write_out(out) && std::fflush(stdout) == 0) return kExitOk;
    if (errno == EPIPE) return kExitOk;  // the reader went away (`| head`)
    print_error(std::string("cannot write to standard output: ") + std::strerror(errno));
    return kExitIo;
  }
  if (arguments.target != "-" && ::access(arguments.target.c_str(), F_OK) != 0 &&
      arguments.target.size() >= kCells && direct.error) {
    print_error("not a puzzle: " + printable(direct.error.message()));
    return kExitUsage;
  }
  // A file or standard input streams through the ordered pipeline: memory stays flat
  // whatever the input size, and a bad line is an invalid record in its place.
  ExplainJob job;
  job.json = json;
  job.max_seconds = arguments.max_seconds;
  job.hodoku = hodoku;
  job.se_version = version;
  job.pipeline.inputs = {arguments.target};
  job.pipeline.progress = ProgressMode::off;
  job.pipeline.table = arguments.table;
  const RunSummary summary = run_explain(job);
  if (const auto code = exit_if_stopped(summary.error, summary.message)) return *code;
  if (summary.records == 0) {
    print_error("no puzzle in " + (arguments.target == "-" ? std::string("standard input")
                                                           : "'" + arguments.target + "'"));
    return kExitUsage;
  }
  return kExitOk;
}

CommandRun setup(CLI::App& command) {
  auto arguments = std::make_shared<ExplainArguments>();
  command
      .add_option(
          "puzzle", arguments->target,
          "A puzzle (81 cells, or 729 characters of pencilmarks) or a file of puzzles, one per "
          "line ('-': standard input)")
      ->required()
      ->type_name("PUZZLE|FILE");
  command.add_option("--format", arguments->format, "text (default) or json (one line per puzzle)")
      ->transform(one_of(std::vector<std::string>{"text", "json"}));
  command
      .add_option("--scale", arguments->scale,
                  "se (default: Sudoku Explainer's path and rating) or hodoku (HoDoKu's path, "
                  "step names and scores, level and score)")
      ->type_name("NAME")
      ->transform(one_of(std::vector<std::string>{"se", "hodoku"}));
  add_se_version_option(command, arguments->se_version);
  command
      .add_option("--max-seconds", arguments->max_seconds,
                  "Time budget of the step solver per puzzle; past it the path stops where it is "
                  "(0: no limit; default 60)")
      ->type_name("S")
      ->check(finite_number(0, 1e6));
  add_table_options(command, arguments->table, false, false);
  return [arguments] { return run(*arguments); };
}

const CommandRegistration registration{
    "explain", "The step-by-step solving path of a puzzle in words (or of every puzzle of a file)",
    70, setup};

}  // namespace

}  // namespace nonet::cli
