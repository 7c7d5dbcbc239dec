// `nonet generate`: COUNT puzzles (or complete grids) with exactly one solution, the same
// bytes for the same seed at any thread count.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>

#include "cli/command.hpp"
#include "cli/option_checks.hpp"
#include "cli/stop_signals.hpp"
#include "nonet/generator.hpp"

namespace nonet::cli {

namespace {

struct GenerateArguments {
  GenerateJob job;
  std::uint64_t count = 0;
  std::optional<std::uint64_t> seed;
  std::string symmetry = "none";  // one of the names to_string(Symmetry) gives
  std::string rating;
  std::string se_version = "1.18.1";
  std::string from;
  std::vector<std::string> exclude;
  StreamingFlags streaming;
  CLI::Option* max_tries = nullptr;  // given or not: the search's defaults differ
  CLI::Option* time_limit = nullptr;
};

// "3 of 100 seed lines skipped (a.txt line 4: no solution; ...)"
std::string skipped_lines(const PuzzleFile& file, const char* what) {
  std::string text = std::to_string(file.skipped) + " of " + std::to_string(file.lines) + " " +
                     what + " lines skipped (";
  for (std::size_t i = 0; i < file.first_skipped.size(); ++i) {
    text += (i > 0 ? "; " : "") + file.first_skipped[i];
  }
  return text + (file.skipped > file.first_skipped.size() ? "; ...)" : ")");
}

// Reads --from and --exclude into `job` and `known`; an exit status when they cannot be used.
std::optional<int> read_known_puzzles(const GenerateArguments& arguments, GenerateJob& job,
                                      KnownPuzzles& known) {
  if (!arguments.from.empty()) {
    const PuzzleFile seeds = read_puzzle_files({arguments.from}, true, job.options.symmetry,
                                               job.pipeline.threads, known);
    if (!seeds.error.empty()) {
      print_error(seeds.error);
      return kExitIo;
    }
    if (seeds.puzzles.empty()) {
      print_error("no usable seed puzzle in '" + arguments.from + "'" +
                  (seeds.lines == 0 ? std::string(" (no puzzle line)")
                                    : ": " + skipped_lines(seeds, "seed")));
      return kExitUsage;
    }
    if (seeds.skipped > 0) {
      std::fprintf(stderr, "nonet: warning: %s\n", skipped_lines(seeds, "seed").c_str());
    }
    job.seeds = seeds.puzzles;
  }
  if (!arguments.exclude.empty()) {
    const PuzzleFile excluded =
        read_puzzle_files(arguments.exclude, false, Symmetry::none, job.pipeline.threads, known);
    if (!excluded.error.empty()) {
      print_error(excluded.error);
      return kExitIo;
    }
    if (excluded.skipped > 0) {
      std::fprintf(stderr, "nonet: warning: %s\n", skipped_lines(excluded, "--exclude").c_str());
    }
  }
  job.options.known = &known;
  job.pipeline.inputs = arguments.exclude;
  if (!arguments.from.empty()) job.pipeline.inputs.push_back(arguments.from);
  return std::nullopt;
}

// The end of a search run on stderr: why it ended when COUNT was not reached (`stopped_by`,
// the stop signal that ended it), and the totals.
void report_search(const GenerateJob& job, const GenerateSummary& summary, const char* stopped_by,
                   bool quiet) {
  const auto u = [](std::uint64_t value) { return static_cast<unsigned long long>(value); };
  const SearchTotals& totals = summary.search;
  const std::string band = format_band(*job.options.rating);
  const std::string best =
      totals.best_rating == kNoRating ? std::string("none") : format_se(totals.best_rating);
  if (totals.end == SearchEnd::time_limit || stopped_by != nullptr) {
    char why[64];
    if (stopped_by != nullptr) {
      std::snprintf(why, sizeof why, "stopped by %s", stopped_by);
    } else {
      std::snprintf(why, sizeof why, "time limit of %g s reached", job.time_limit);
    }
    std::fprintf(stderr,
                 "nonet: warning: %s: %llu of %llu puzzles written (band %s; best rating %s over "
                 "%llu candidates)\n",
                 why, u(summary.written), u(job.count), band.c_str(), best.c_str(),
                 u(totals.candidates));
  } else if (totals.end == SearchEnd::out_of_reach) {
    std::fprintf(stderr,
                 "nonet: warning: a search graded %llu candidates (--max-tries) without a new "
                 "puzzle in %s (best rating %s): %llu of %llu puzzles written\n",
                 u(job.options.max_tries), band.c_str(), best.c_str(), u(summary.written),
                 u(job.count));
  }
  if (quiet) return;
  if (job.options.target_clues != 0) {
    std::fprintf(stderr, "nonet: --clues %d: every puzzle written has %d clues\n",
                 job.options.target_clues, job.options.target_clues);
  }
  const double minutes = summary.seconds / 60;
  std::fprintf(stderr,
               "nonet: puzzles %llu  candidates %llu  searches %llu  best %s  time %.3f s  "
               "%.2f puzzles/min\n",
               u(summary.written), u(totals.candidates), u(totals.searches), best.c_str(),
               summary.seconds, minutes > 0 ? static_cast<double>(summary.written) / minutes : 0.0);
}

int run(const GenerateArguments& arguments) {
  GenerateJob job = arguments.job;
  job.count = arguments.count;
  job.options.symmetry = *parse_symmetry(arguments.symmetry);
  parse_se_version(arguments.se_version, job.options.se_version);
  if (!arguments.rating.empty()) {
    job.options.rating = parse_rating_band(arguments.rating);
    if (!job.options.rating) {
      print_error(
          "--rating needs MIN:MAX on the SE scale with at most one decimal, MIN <= MAX "
          "(e.g. 2.5:4.0, 7:, :2.3); got '" +
          arguments.rating + "'");
      return kExitUsage;
    }
  }
  if (const std::string problem = check_options(job.options, !arguments.from.empty());
      !problem.empty()) {
    print_error(problem);
    return kExitUsage;
  }
  job.pipeline.progress = arguments.streaming.progress_mode();
  if (job.pipeline.stats == "-" && job.pipeline.output == "-") {
    print_error("--stats - needs -o FILE: the puzzles already go to standard output");
    return kExitUsage;
  }
  // The search goes on until it has COUNT puzzles, for an hour unless told; a search that gives
  // up ends the run only when --max-tries says how soon.
  if (job.options.searches() || !arguments.from.empty()) {
    if (arguments.time_limit->count() == 0) job.time_limit = kDefaultSearchSeconds;
    job.end_when_out_of_reach = arguments.max_tries->count() > 0;
  }
  KnownPuzzles known;
  if (const auto code = read_known_puzzles(arguments, job, known)) return *code;
  job.seed = seed_or_fresh(arguments.seed);

  // A search stopped by Ctrl-C writes its finds and says how far it got, as at --time-limit.
  std::optional<FirstStopSignalTakenOver> signal_stops_search;
  if (job.options.searches() || !arguments.from.empty()) {
    job.options.stop = signal_stops_search.emplace().token();
  }
  const GenerateSummary summary = run_generate(job);
  if (const auto code = exit_if_stopped(summary.error, summary.message)) return *code;
  if (summary.searched) {
    report_search(job, summary, signal_stops_search ? signal_stops_search->signal_name() : nullptr,
                  arguments.streaming.quiet);
    if (signal_stops_search) signal_stops_search->end_if_signalled();
    return kExitOk;
  }
  const auto u = [](std::uint64_t value) { return static_cast<unsigned long long>(value); };
  if (summary.time_limit_reached) {
    std::fprintf(stderr,
                 "nonet: warning: time limit of %g s reached: %llu of %llu puzzles written\n",
                 job.time_limit, u(summary.written), u(job.count));
  } else if (summary.missing > 0) {
    std::fprintf(stderr,
                 "nonet: warning: %llu of %llu puzzles not found within %llu tries each "
                 "(--max-tries); %llu written\n",
                 u(summary.missing), u(job.count), u(job.options.max_tries), u(summary.written));
  }
  if (arguments.streaming.quiet) return kExitOk;
  if (job.options.target_clues != 0) {
    std::fprintf(stderr, "nonet: --clues %d reached by %llu of %llu puzzles%s\n",
                 job.options.target_clues, u(summary.clues_reached), u(summary.written),
                 summary.clues_reached < summary.written
                     ? " (the others have the closest clue count found)"
                     : "");
  }
  const double rate =
      summary.seconds > 0 ? static_cast<double>(summary.written) / summary.seconds : 0.0;
  std::fprintf(stderr, "nonet: %s %llu  tries %llu  time %.3f s  %.0f %s/s\n",
               job.options.grids ? "grids" : "puzzles", u(summary.written), u(summary.tries),
               summary.seconds, rate, job.options.grids ? "grids" : "puzzles");
  return kExitOk;
}

CommandRun setup(CLI::App& command) {
  auto arguments = std::make_shared<GenerateArguments>();
  GenerateJob& job = arguments->job;
  GenerateOptions& options = job.options;
  CLI::Option* count =
      command.add_option("count", arguments->count, "How many puzzles (or grids) to write")
          ->required()
          ->check(whole_number(1, kMaxGenerateCount));
  add_seed_option(command, arguments->seed, "the same output at any --threads");
  command.add_flag("--grids", options.grids, "Write complete random grids instead of puzzles");
  command.add_flag("--minimal", options.minimal,
                   "Every clue necessary: removing any one gives more than one solution");
  std::vector<std::string> symmetries;
  for (int i = 0; i <= static_cast<int>(Symmetry::random); ++i) {
    symmetries.emplace_back(to_string(static_cast<Symmetry>(i)));
  }
  command
      .add_option("--symmetry", arguments->symmetry,
                  "Clue pattern: none, rotate180, rotate90, mirror, flip, diagonal or random "
                  "(default none)")
      ->transform(one_of(symmetries));
  command.add_option("--clues", options.target_clues,
                     "Stop removing clues at N (17-81; best effort, reported on stderr)");
  const std::vector<std::pair<std::string, QqwingClass>> classes{
      {"simple", QqwingClass::simple},
      {"easy", QqwingClass::easy},
      {"intermediate", QqwingClass::intermediate},
      {"expert", QqwingClass::expert}};
  command
      .add_option("--difficulty", options.difficulty,
                  "Keep only puzzles of qqwing's class: simple, easy, intermediate or expert")
      ->transform(one_of(classes));
  command
      .add_option("--hodoku", options.hodoku_level,
                  "Keep only puzzles of HoDoKu's level: easy, medium, hard, unfair or extreme")
      ->type_name("LEVEL")
      ->transform(one_of(std::vector<std::string>{"easy", "medium", "hard", "unfair", "extreme"}));
  command.add_option("--rating", arguments->rating,
                     "Keep only puzzles whose Sudoku Explainer rating is in MIN:MAX "
                     "(e.g. 2.5:4.0)");
  add_se_version_option(command, arguments->se_version);
  arguments->max_tries =
      command
          .add_option("--max-tries", options.max_tries,
                      "Tries per puzzle before giving up on a band or a clue target (default " +
                          std::to_string(kDefaultMaxTries) +
                          "); with the neighbourhood search, when given: candidates a search "
                          "grades without progress (a find, or from scratch a candidate closer "
                          "to the band than any before) before the run ends (by default the "
                          "next search takes over after " +
                          std::to_string(kDefaultMaxTries) + ", from scratch " +
                          std::to_string(kNearBandPatience) +
                          " times that once its best is a tenth below the band)")
          ->check(whole_number(1, kMaxTriesCap));
  command
      .add_option("--max-seconds", options.max_seconds,
                  "Time budget of the grader per candidate with --difficulty/--hodoku/--rating and "
                  "--stats (0: no limit; default 60)")
      ->type_name("S")
      ->check(finite_number(0, 1e6));
  command
      .add_option("--from", arguments->from,
                  "Search from the puzzles of FILE (any form the readers take; lines without "
                  "one solution are skipped and reported)")
      ->type_name("FILE");
  command
      .add_option("--exclude", arguments->exclude,
                  "Never write a puzzle equal up to symmetry to one of these files'")
      ->type_name("FILE...")
      // --exclude takes every word after it: a COUNT written after it is taken for a file.
      ->check([count](const std::string& file) -> std::string {
        const bool number = !file.empty() && std::all_of(file.begin(), file.end(), [](char c) {
          return c >= '0' && c <= '9';
        });
        if (count->count() > 0 || !number || std::filesystem::exists(file)) return "";
        return "took '" + file +
               "' for a file, and COUNT is missing: write COUNT first (nonet "
               "generate " +
               file + " ... --exclude FILE...)";
      });
  command.add_flag("--search", options.search,
                   "Use the neighbourhood search even for a band that carving reaches");
  command.add_flag("--neighbours", options.neighbours,
                   "With the search: write a search's whole neighbourhood, up to 25 finds a "
                   "search, near copies included (by default one find a search, and none within " +
                       std::to_string(kNearCopyCells) + " cells of a puzzle written)");
  command
      .add_option("--remove", options.max_remove,
                  "Search moves remove 0 to N clues (symmetric groups), default " +
                      std::to_string(kDefaultMaxRemove))
      ->check(whole_number(0, kMaxMoveSize));
  command
      .add_option("--add", options.max_add,
                  "Search moves add 0 to M clues (symmetric groups), default " +
                      std::to_string(kDefaultMaxAdd))
      ->check(whole_number(0, kMaxMoveSize));
  arguments->time_limit =
      command
          .add_option("--time-limit", job.time_limit,
                      "Stop after S seconds and keep what was found (0: no limit; default: "
                      "none, and " +
                          std::to_string(static_cast<int>(kDefaultSearchSeconds)) +
                          " with the neighbourhood search)")
          ->type_name("S")
          ->check(finite_number(0, 1e9));
  command.add_flag("--with-solution", job.with_solution,
                   "Append ':' and the solution to each line");
  command
      .add_option("--stats", job.pipeline.stats,
                  "Per-puzzle clues, rating and search figures to FILE: CSV, or JSON Lines "
                  "when it ends in .jsonl")
      ->type_name("FILE");
  add_streaming_options(command, job.pipeline, arguments->streaming,
                        "Where the puzzles go ('-': stdout)");
  return [arguments] { return run(*arguments); };
}

const CommandRegistration registration{
    "generate", "Generate puzzles with exactly one solution, or complete grids", 60, setup};

}  // namespace

}  // namespace nonet::cli
