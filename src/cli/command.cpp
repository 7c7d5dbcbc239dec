#include "command.hpp"

#include <algorithm>
#include <cstdio>

namespace nonet::cli {

namespace {

// A function-local list, so registrations from any translation unit find it constructed.
std::vector<CommandSpec>& registry() {
  static std::vector<CommandSpec> commands;
  return commands;
}

}  // namespace

CommandRegistration::CommandRegistration(std::string name, std::string description, int order,
                                         CommandSetup setup) {
  registry().push_back({std::move(name), std::move(description), order, setup});
}

std::vector<CommandSpec> registered_commands() {
  std::vector<CommandSpec> commands = registry();
  std::sort(commands.begin(), commands.end(),
            [](const CommandSpec& a, const CommandSpec& b) { return a.order < b.order; });
  return commands;
}

void print_error(const std::string& message) {
  std::fprintf(stderr, "nonet: error: %s\n", message.c_str());
}

}  // namespace nonet::cli
