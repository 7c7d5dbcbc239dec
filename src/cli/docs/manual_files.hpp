// The manual texts of cli/manual/: COMMAND.md for nonet-COMMAND(1), nonet.md for nonet(1).
// A line "@include FILE.md" stands for that file of the same folder, so that a part several
// commands share (the input forms, --shard) is written once and still complete in each page.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace nonet::cli::docs {

// The text of `folder`/`name`.md with its includes in place; nullopt when there is no such
// file. Throws std::runtime_error for an include that cannot be read, naming it.
std::optional<std::string> read_manual(const std::filesystem::path& folder,
                                       const std::string& name);

}  // namespace nonet::cli::docs
