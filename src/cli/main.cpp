// nonet: the command line. Builds one CLI11 app from the registered commands, parses,
// runs the chosen one. Usage errors exit 2 (GUIDE.md).
#include <csignal>
#include <cstdio>
#include <map>

#include "cli/command.hpp"

int main(int argc, char** argv) {
  // A closed output pipe (`nonet solve big | head -1`) shows up as EPIPE from write(),
  // which the writer handles quietly; the default SIGPIPE would kill us mid-batch.
  std::signal(SIGPIPE, SIG_IGN);

  CLI::App app{"nonet: a high-throughput batch Sudoku engine", "nonet"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "nonet 0.1.0");
  std::map<const CLI::App*, nonet::cli::CommandRun> runs;
  for (const nonet::cli::CommandSpec& spec : nonet::cli::registered_commands()) {
    CLI::App* command = app.add_subcommand(spec.name, spec.description);
    runs[command] = spec.setup(*command);
  }
  // CLI11 would say only "A subcommand is required" for a misspelt command.
  if (argc > 1 && argv[1][0] != '-') {
    std::string names;
    bool known = false;
    for (const nonet::cli::CommandSpec& spec : nonet::cli::registered_commands()) {
      names += (names.empty() ? "" : ", ") + spec.name;
      known |= spec.name == argv[1];
    }
    if (!known) {
      std::fprintf(stderr, "nonet: error: unknown command '%s' (commands: %s)\n", argv[1],
                   names.c_str());
      return nonet::cli::kExitUsage;
    }
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    const int code = app.exit(error);
    return code == 0 ? nonet::cli::kExitOk : nonet::cli::kExitUsage;
  }
  for (const CLI::App* command : app.get_subcommands()) {
    const auto run = runs.find(command);
    if (run != runs.end()) return run->second();
  }
  return nonet::cli::kExitUsage;
}
