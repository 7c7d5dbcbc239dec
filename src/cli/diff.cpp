// `nonet diff`: compare two rating files from `nonet rate`; exit 1 when anything moved beyond
// the tolerance (so it can gate a CI job).
#include "rating/diff/diff.hpp"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>

#include "cli/command.hpp"
#include "cli/option_checks.hpp"
#include "pipeline/output_sink.hpp"
#include "pipeline/same_file.hpp"

namespace nonet::cli {

namespace {

struct DiffArguments {
  std::string baseline;
  std::string current;
  double tolerance = 0;
  std::string key = "line";
  bool across_se_versions = false;
};

int run(const DiffArguments& arguments) {
  if (arguments.baseline == "-" && arguments.current == "-") {
    print_error("BASELINE and CURRENT cannot both be standard input");
    return kExitUsage;
  }
  // The report goes to standard output: `nonet diff a.csv b.csv >>a.csv` would grow its input.
  if (const std::string clash =
          find_same_file({arguments.baseline, arguments.current}, {{"-", "standard output"}});
      !clash.empty()) {
    print_error(clash);
    return kExitUsage;
  }
  DiffOptions options;
  options.tolerance = static_cast<int>(std::lround(arguments.tolerance * 10));
  options.key_by_puzzle = arguments.key == "puzzle";
  // Both files stream in step, a row from each in turn, so that files in the same order
  // pair up as they are read (see RatingJoin).
  RatingFileReader readers[2];
  const std::string* paths[2] = {&arguments.baseline, &arguments.current};
  for (int i = 0; i < 2; ++i) {
    if (!readers[i].open(*paths[i])) {
      print_error(readers[i].error());
      return kExitIo;
    }
  }
  RatingJoin join(options);
  RatingRow row;
  for (bool more[2] = {true, true}; more[0] || more[1];) {
    for (int i = 0; i < 2; ++i) {
      if (!more[i]) continue;
      more[i] = readers[i].next(row);
      if (readers[i].failed()) {
        print_error(readers[i].error());
        return readers[i].io_error() ? kExitIo : kExitUsage;
      }
      if (!more[i]) continue;
      if (i == 0) {
        join.add_baseline(std::move(row));
      } else {
        join.add_current(std::move(row));
      }
    }
  }
  DiffReport report = join.finish();
  report.baseline_grader = readers[0].grader();
  report.current_grader = readers[1].grader();
  report.baseline_se_version = readers[0].se_version();
  report.current_se_version = readers[1].se_version();
  if (report.baseline_se_version != report.current_se_version && !arguments.across_se_versions) {
    print_error("the files are rated on two versions of Sudoku Explainer's scale (baseline " +
                report.baseline_se_version + ", current " + report.current_se_version +
                "): their ERs differ by design; --across-se-versions compares them anyway");
    return kExitUsage;
  }
  report.hodoku_in_baseline = readers[0].has_hodoku();
  report.hodoku_in_current = readers[1].has_hodoku();
  const std::string text = format_diff(report, options);
  const int verdict = report.regressions() ? 1 : kExitOk;
  // write(2) itself, not stdio: a failed write is an error with its reason whatever the
  // report's size, and a reader that went away (`| head`) ends the run quietly, as in every
  // other command, with the comparison's own status.
  OutputSink out;
  if (!out.open("-") || !out.write(text)) {
    if (out.broken_pipe()) return verdict;
    print_error(std::string("cannot write the report: ") + std::strerror(out.error_number()));
    return kExitIo;
  }
  return verdict;
}

CommandRun setup(CLI::App& command) {
  auto arguments = std::make_shared<DiffArguments>();
  command.add_option("baseline", arguments->baseline, "The reference ratings (CSV or JSON lines)")
      ->required()
      ->type_name("BASELINE");
  command.add_option("current", arguments->current, "The ratings to compare with it")
      ->required()
      ->type_name("CURRENT");
  command
      .add_option("--tolerance", arguments->tolerance,
                  "Largest Sudoku Explainer move not reported as a change (default 0)")
      ->check(finite_number(0.0, 100.0));
  command.add_option("--key", arguments->key, "Join records by line (default) or by puzzle")
      ->transform(one_of(std::vector<std::string>{"line", "puzzle"}));
  command.add_flag("--across-se-versions", arguments->across_se_versions,
                   "Compare files rated on two versions of Sudoku Explainer's scale (rate "
                   "--se-version) instead of refusing; the report names both versions");
  return [arguments] { return run(*arguments); };
}

const CommandRegistration registration{
    "diff",
    "Compare two rating files from nonet rate: counts, largest moves, class matrix, shift "
    "histogram; exit 1 when something moved beyond the tolerance",
    50, setup};

}  // namespace

}  // namespace nonet::cli
