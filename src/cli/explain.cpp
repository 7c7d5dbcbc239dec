// `nonet explain`: the step-by-step solving path of a puzzle (or of every puzzle of a file)
// in words; when logic stalls, the guesses a search makes from there.
#include <unistd.h>

#include <cstdio>
#include <memory>
#include <string_view>

#include "cli/command.hpp"
#include "nonet/rating.hpp"
#include "pipeline/batch_reader.hpp"
#include "pipeline/input_source.hpp"
#include "pipeline/text_format.hpp"
#include "rating/explain_format.hpp"

namespace nonet::cli {

namespace {

struct ExplainArguments {
  std::string target;
  std::string format = "text";
};

bool write_out(const std::string& text) {
  return std::fwrite(text.data(), 1, text.size(), stdout) == text.size();
}

void explain_one(std::string& out, const Grid& puzzle, std::uint64_t line, bool json) {
  const Explanation explanation = explain(puzzle);
  if (json)
    append_explanation_json(out, explanation, puzzle, line);
  else
    append_explanation_text(out, explanation, puzzle, line);
}

void report_invalid(std::string& out, std::string_view text, const ParseError& error,
                    std::uint64_t line, bool json) {
  if (json) {
    out += "{\"line\":";
    append_uint(out, line);
    out += ",\"status\":\"invalid\",\"error\":";
    append_json(out, printable(error.message()));
    out += "}\n";
    return;
  }
  out += "# line ";
  append_uint(out, line);
  out += ": ";
  append_shown(out, text, kShownTextChars);
  out += "\nnot a puzzle: ";
  out += printable(error.message());
  out += '\n';
}

int run(const ExplainArguments& arguments) {
  const bool json = arguments.format == "json";
  std::string out;
  const ParseResult direct = parse_line(arguments.target);
  if (direct.ok() && arguments.target != "-" && ::access(arguments.target.c_str(), F_OK) != 0) {
    explain_one(out, direct.grid, 0, json);
    return write_out(out) && std::fflush(stdout) == 0 ? kExitOk : kExitIo;
  }
  std::string error;
  std::unique_ptr<InputSource> source = InputSource::open(arguments.target, error);
  if (!source) {
    if (arguments.target.size() >= kCells && direct.error) {
      print_error("not a puzzle: " + printable(direct.error.message()));
      return kExitUsage;
    }
    print_error(error);
    return kExitIo;
  }
  std::string text;
  std::vector<char> buffer(1 << 16);
  for (;;) {
    const std::ptrdiff_t n = source->read(buffer.data(), buffer.size());
    if (n < 0) {
      print_error(source->error());
      return kExitIo;
    }
    if (n == 0) break;
    text.append(buffer.data(), static_cast<std::size_t>(n));
  }
  // One puzzle per line; a file without any puzzle line may hold one in a block form.
  std::uint64_t number = 0;
  bool any_line = false;
  std::size_t begin = 0;
  while (begin < text.size()) {
    std::size_t end = text.find('\n', begin);
    if (end == std::string::npos) end = text.size();
    const std::string_view line(text.data() + begin, end - begin);
    begin = end + 1;
    ++number;
    if (is_blank_or_comment(line)) continue;
    const ParseResult parsed = parse_line(line);
    if (parsed.error.kind == ParseErrorKind::wrong_length && parsed.error.cells < kCells &&
        !any_line) {
      break;  // not a puzzle line: try the block forms below
    }
    if (any_line) out += json ? "" : "\n";
    any_line = true;
    if (parsed.ok())
      explain_one(out, parsed.grid, number, json);
    else
      report_invalid(out, line, parsed.error, number, json);
    if (out.size() > (1 << 20)) {
      if (!write_out(out)) return kExitIo;
      out.clear();
    }
  }
  if (!any_line) {
    const ParseResult block = parse_block(text);
    if (!block.ok()) {
      print_error("no puzzle in " + source->name() + ": " + printable(block.error.message()));
      return kExitUsage;
    }
    explain_one(out, block.grid, 1, json);
  }
  return write_out(out) && std::fflush(stdout) == 0 ? kExitOk : kExitIo;
}

CommandRun setup(CLI::App& command) {
  auto arguments = std::make_shared<ExplainArguments>();
  command
      .add_option("puzzle", arguments->target,
                  "A puzzle (81 cells) or a file of puzzles, one per line ('-': standard input)")
      ->required()
      ->type_name("PUZZLE|FILE");
  command.add_option("--format", arguments->format, "text (default) or json (one line per puzzle)")
      ->check(CLI::IsMember({"text", "json"}));
  return [arguments] { return run(*arguments); };
}

const CommandRegistration registration{
    "explain", "The step-by-step solving path of a puzzle in words (or of every puzzle of a file)",
    70, setup};

}  // namespace

}  // namespace nonet::cli
