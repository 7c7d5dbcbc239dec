// nonet: the command line. Builds one CLI11 app from the registered commands, parses,
// runs the chosen one. Usage errors exit 2 (GUIDE.md).
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>

#include "cli/app.hpp"
#include "cli/stop_signals.hpp"

namespace {

// A program that runs nonet as its helper (the Dask runner) may ask it to end with its parent:
// NONET_EXIT_WITH_PARENT=PID, the parent's process id. Once the parent is gone (nonet is
// handed to another parent), nothing will take its output: it ends at once, as if killed,
// and leaves no output in place, where a run let go on would write its results after the
// parent's cleanup. Checked a few times a second.
void end_with_parent() {
  const char* value = std::getenv("NONET_EXIT_WITH_PARENT");
  if (value == nullptr || *value == '\0') return;
  const long parent = std::strtol(value, nullptr, 10);
  if (parent <= 0) return;
  std::thread([parent] {
    for (;;) {
      if (static_cast<long>(::getppid()) != parent) std::raise(SIGKILL);
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
    }
  }).detach();
}

}  // namespace

int main(int argc, char** argv) {
  nonet::cli::install_stop_signal_handlers();
  end_with_parent();
  // A closed output pipe (`nonet solve big | head -1`) shows up as EPIPE from write(),
  // which the writer handles quietly; the default SIGPIPE would kill us mid-batch.
  std::signal(SIGPIPE, SIG_IGN);

  const std::unique_ptr<nonet::cli::CommandLine> command_line = nonet::cli::build_command_line();
  CLI::App& app = command_line->app;
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
    // --help and --version print to standard output: a failed write is an I/O error there too.
    if (code == 0 && (std::fflush(stdout) != 0 || std::ferror(stdout))) {
      if (errno == EPIPE) return nonet::cli::kExitOk;  // a reader that went away
      std::fprintf(stderr, "nonet: error: cannot write to standard output: %s\n",
                   std::strerror(errno));
      return nonet::cli::kExitIo;
    }
    return code == 0 ? nonet::cli::kExitOk : nonet::cli::kExitUsage;
  }
  for (const CLI::App* command : app.get_subcommands()) {
    const auto run = command_line->runs.find(command);
    if (run != command_line->runs.end()) return run->second();
  }
  return nonet::cli::kExitUsage;
}
