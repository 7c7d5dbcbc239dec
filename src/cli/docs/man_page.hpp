// Manual pages in roff (man(7)): nonet(1), the program and its commands, and nonet-COMMAND(1)
// for each command, with its options as `nonet COMMAND --help` lists them.
#pragma once

#include <string>

#include "cli/docs/command_docs.hpp"

namespace nonet::cli::docs {

std::string program_page(const ProgramDoc& program);
std::string command_page(const ProgramDoc& program, const CommandDoc& command);

}  // namespace nonet::cli::docs
