// Refusing a run that would write over its own input, or write two outputs into one file:
// `nonet solve s.txt -o s.txt` would truncate the puzzles before reading them. Files are
// compared by device and inode (so links and other spellings of a name are caught), and
// an output that does not exist yet by its directory's device and inode and its name.
#pragma once

#include <string>
#include <vector>

namespace nonet {

struct NamedOutput {
  std::string path;    // "-": standard output
  std::string option;  // how the command line named it: "-o", "--stats"
};

// Empty when no output is an input or another output; else what to tell the user. Runs
// before anything is opened for writing. Devices, pipes and terminals never clash.
std::string find_same_file(const std::vector<std::string>& inputs,
                           const std::vector<NamedOutput>& outputs);

}  // namespace nonet
