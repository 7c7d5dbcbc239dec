// Shell completion scripts for nonet: commands, their options, and the values an option
// takes (the names of a one-of option, file names where a file goes), for bash and fish.
#pragma once

#include <string>

#include "cli/docs/command_docs.hpp"

namespace nonet::cli::docs {

std::string bash_completion(const ProgramDoc& program);
std::string fish_completion(const ProgramDoc& program);

}  // namespace nonet::cli::docs
