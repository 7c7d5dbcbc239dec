#include "cli/app.hpp"

#include "build_info/build_info.hpp"
#include "cli/option_checks.hpp"

namespace nonet::cli {

std::unique_ptr<CommandLine> build_command_line() {
  auto line = std::make_unique<CommandLine>();
  line->app.require_subcommand(1);
  line->app.set_version_flag("--version", build_info::version_line());
  for (const CommandSpec& spec : registered_commands()) {
    CLI::App* command = line->app.add_subcommand(spec.name, spec.description);
    line->runs[command] = spec.setup(*command);
    refuse_empty_values(*command);
  }
  return line;
}

}  // namespace nonet::cli
