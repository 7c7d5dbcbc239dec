// `nonet canon` (minlex forms, transforms, automorphisms; `--apply` replays a transform) and
// `nonet dedup` (= `nonet canon --dedup`: one line per class).
#include <cstdio>
#include <memory>
#include <optional>
#include <string>

#include "cli/command.hpp"
#include "cli/option_checks.hpp"
#include "cli/shard_option.hpp"
#include "nonet/canon_job.hpp"

namespace nonet::cli {

namespace {

struct CanonArguments {
  CanonJob canon;
  DedupJob dedup;
  std::vector<std::string> inputs;
  std::optional<std::string> apply;  // given, even empty
  std::string max_memory;
  bool dedup_mode = false;
  StreamingFlags streaming;
};

// "500M", "2G", "4096", "64K": bytes (powers of 1024).
bool parse_bytes(const std::string& text, std::uint64_t& bytes) {
  if (text.empty()) return false;
  std::uint64_t value = 0;
  std::size_t i = 0;
  for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
    if (value > (UINT64_MAX - 9) / 10) return false;
    value = value * 10 + static_cast<std::uint64_t>(text[i] - '0');
  }
  if (i == 0) return false;
  int shift = 0;
  if (i < text.size()) {
    const char unit = static_cast<char>(text[i] | 0x20);
    shift = unit == 'k' ? 10 : unit == 'm' ? 20 : unit == 'g' ? 30 : unit == 't' ? 40 : -1;
    if (shift < 0) return false;
    ++i;
    if (i < text.size() && (text[i] == 'B' || text[i] == 'b')) ++i;
    if (i != text.size()) return false;
  }
  if (shift > 0 && value > (UINT64_MAX >> shift)) return false;
  bytes = value << shift;
  return bytes > 0;
}

std::string per_second(std::uint64_t count, double seconds) {
  char text[64];
  std::snprintf(text, sizeof text, "%.0f", seconds > 0 ? static_cast<double>(count) / seconds : 0.0);
  return text;
}

int run_dedup_command(CanonArguments& arguments) {
  DedupJob& job = arguments.dedup;
  job.pipeline = arguments.canon.pipeline;
  job.pipeline.inputs = arguments.inputs;
  job.pipeline.progress = arguments.streaming.progress_mode();
  if (!arguments.max_memory.empty() && !parse_bytes(arguments.max_memory, job.max_memory)) {
    print_error("--max-memory: expected a size such as 512M, 2G or 1000000 (bytes); got '" +
                arguments.max_memory + "'");
    return kExitUsage;
  }
  // The table starts with room for its first chunk of classes: a limit below that holds none.
  const std::uint64_t smallest = dedup_smallest_table_bytes(job.counts);
  if (job.max_memory != 0 && job.max_memory < smallest) {
    print_error("--max-memory " + arguments.max_memory +
                " is less than the class table's smallest size (" + std::to_string(smallest) +
                " bytes, before its first class): give at least " +
                std::to_string((smallest + 1023) / 1024) + "K");
    return kExitUsage;
  }
  const DedupSummary summary = run_dedup(job);
  if (summary.memory_exceeded) {
    print_error("--max-memory " + arguments.max_memory + " reached after " +
                std::to_string(summary.classes) + " classes (" + std::to_string(summary.lines) +
                " lines read; about " + std::to_string(dedup_bytes_per_class(job.counts)) +
                " bytes a class): " +
                (job.counts ? "no counts written (the output is as it was)"
                            : "the output holds the classes up to there"));
    return 1;
  }
  if (const auto code = exit_if_stopped(summary.run.error, summary.run.message)) return *code;
  if (!arguments.streaming.quiet) {
    std::fprintf(stderr,
                 "nonet: lines %llu  classes %llu  duplicates %llu  invalid %llu  table %.1f MiB  "
                 "time %.3f s  %s lines/s\n",
                 static_cast<unsigned long long>(summary.lines),
                 static_cast<unsigned long long>(summary.classes),
                 static_cast<unsigned long long>(summary.lines - summary.classes),
                 static_cast<unsigned long long>(summary.invalid),
                 static_cast<double>(summary.table_bytes) / (1 << 20), summary.run.seconds,
                 per_second(summary.lines + summary.invalid, summary.run.seconds).c_str());
  }
  return kExitOk;
}

int run(CanonArguments& arguments) {
  if (arguments.dedup_mode) return run_dedup_command(arguments);
  CanonJob& job = arguments.canon;
  job.pipeline.inputs = arguments.inputs;
  job.pipeline.progress = arguments.streaming.progress_mode();
  if (arguments.apply) {
    std::string error;
    job.apply = parse_transform(*arguments.apply, &error);
    if (!job.apply) {
      print_error("--apply: " + error);
      return kExitUsage;
    }
  }
  const RunSummary summary = run_canon(job);
  if (const auto code = exit_if_stopped(summary.error, summary.message)) return *code;
  if (!arguments.streaming.quiet) {
    const std::uint64_t done = summary.counts[kCanonDoneSlot];
    const std::uint64_t invalid = summary.counts[kCanonInvalidSlot];
    std::fprintf(stderr, "nonet: lines %llu  %s %llu  invalid %llu  time %.3f s  %s lines/s\n",
                 static_cast<unsigned long long>(done + invalid),
                 job.apply ? "transformed" : "canonical", static_cast<unsigned long long>(done),
                 static_cast<unsigned long long>(invalid), summary.seconds,
                 per_second(done + invalid, summary.seconds).c_str());
  }
  return kExitOk;
}

void add_dedup_options(CLI::App& command, CanonArguments& arguments) {
  command.add_flag("--count", arguments.dedup.counts,
                   "With dedup: at the end, each class's minlex form and how many lines it had, "
                   "in order of first appearance");
  command.add_flag("--forms", arguments.dedup.forms,
                   "With dedup: write each class's minlex form rather than its first line");
  command.add_option("--max-memory", arguments.max_memory,
                     "With dedup: stop with an error (exit 1) before the class table passes this "
                     "size (512M, 2G, bytes)")
      ->type_name("SIZE");
}

CommandRun setup_canon(CLI::App& command) {
  auto arguments = std::make_shared<CanonArguments>();
  CanonJob& job = arguments->canon;
  command.add_option("file", arguments->inputs,
                     "Puzzle or solved-grid lines; .gz and .zst read as such; '-' or none: "
                     "standard input");
  const std::vector<std::pair<std::string, CanonFormat>> formats{
      {"line", CanonFormat::line}, {"csv", CanonFormat::csv}, {"jsonl", CanonFormat::jsonl}};
  command.add_option("--format", job.format, "Output format: line, csv or jsonl")
      ->transform(one_of(formats));
  CLI::Option* transform = command.add_flag(
      "--with-transform", job.with_transform,
      "Add the transform T:RRRRRRRRR:CCCCCCCCC:DDDDDDDDD mapping each input onto its form");
  CLI::Option* automorphisms = command.add_flag(
      "--automorphisms", job.automorphisms,
      "Add how many cell permutations of the group map each input onto itself");
  CLI::Option* apply =
      command.add_option("--apply", arguments->apply,
                         "Write each input line transformed by this transform instead")
          ->type_name("TRANSFORM");
  CLI::Option* dedup = command.add_flag(
      "--dedup", arguments->dedup_mode,
      "Write each class once (its first line as given), like `nonet dedup`");
  apply->excludes(transform)->excludes(automorphisms)->excludes(dedup);
  add_dedup_options(command, *arguments);
  add_shard_option(command, job.pipeline)->excludes(dedup);
  add_streaming_options(command, job.pipeline, arguments->streaming,
                        "Where the forms go ('-': stdout)");
  return [arguments] {
    if (!arguments->dedup_mode &&
        (arguments->dedup.counts || arguments->dedup.forms || !arguments->max_memory.empty())) {
      print_error("--count, --forms and --max-memory go with --dedup (or `nonet dedup`)");
      return kExitUsage;
    }
    if (arguments->dedup_mode && (arguments->canon.with_transform ||
                                  arguments->canon.automorphisms ||
                                  arguments->canon.format != CanonFormat::line)) {
      print_error("--dedup writes lines: --with-transform, --automorphisms and --format do not "
                  "go with it");
      return kExitUsage;
    }
    return run(*arguments);
  };
}

CommandRun setup_dedup(CLI::App& command) {
  auto arguments = std::make_shared<CanonArguments>();
  arguments->dedup_mode = true;
  command.add_option("file", arguments->inputs,
                     "Puzzle or solved-grid lines; .gz and .zst read as such; '-' or none: "
                     "standard input");
  add_dedup_options(command, *arguments);
  add_streaming_options(command, arguments->canon.pipeline, arguments->streaming,
                        "Where the kept lines go ('-': stdout)");
  return [arguments] { return run(*arguments); };
}

const CommandRegistration canon_registration{
    "canon",
    "Minlex canonical forms of puzzles and solved grids, in input order (--with-transform, "
    "--automorphisms, --apply, --dedup)",
    75, setup_canon};

const CommandRegistration dedup_registration{
    "dedup",
    "Keep one line per class of puzzles equal up to relabelling, rows, bands, columns, stacks "
    "and transposition (--count, --forms, --max-memory)",
    76, setup_dedup};

}  // namespace

}  // namespace nonet::cli
