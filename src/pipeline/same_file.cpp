#include "pipeline/same_file.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <optional>

namespace nonet {

namespace {

struct FileIdentity {
  dev_t device = 0;
  ino_t inode = 0;
  std::string name;  // for a file not created yet: its name in the directory above

  bool operator==(const FileIdentity&) const = default;
};

std::optional<FileIdentity> regular_file(const struct stat& info) {
  if (!S_ISREG(info.st_mode)) return std::nullopt;
  return FileIdentity{info.st_dev, info.st_ino, {}};
}

// The file `path` names ("-": the standard stream `fd`); none for devices, pipes, terminals,
// and for an input that is missing (reported elsewhere).
std::optional<FileIdentity> identify(const std::string& path, int fd, bool output) {
  struct stat info {};
  if (path == "-") {
    if (::fstat(fd, &info) != 0) return std::nullopt;
    return regular_file(info);
  }
  if (::stat(path.c_str(), &info) == 0) return regular_file(info);
  if (errno != ENOENT || !output) return std::nullopt;
  const std::size_t slash = path.rfind('/');
  const std::string directory = slash == std::string::npos ? "."
                                : slash == 0               ? "/"
                                                           : path.substr(0, slash);
  if (::stat(directory.c_str(), &info) != 0) return std::nullopt;
  return FileIdentity{info.st_dev, info.st_ino, path.substr(slash + 1)};
}

std::string shown(const std::string& path) {
  return path == "-" ? std::string("standard output") : "'" + path + "'";
}

}  // namespace

std::string find_same_file(const std::vector<std::string>& inputs,
                           const std::vector<NamedOutput>& outputs) {
  std::vector<std::optional<FileIdentity>> written;
  for (const NamedOutput& output : outputs) {
    const std::optional<FileIdentity> id = identify(output.path, STDOUT_FILENO, true);
    for (const std::string& input : inputs) {
      const std::optional<FileIdentity> read = identify(input, STDIN_FILENO, false);
      if (id && read && *id == *read) {
        return (input == "-" ? std::string("standard input") : "'" + input + "'") +
               " is both an input and " +
               (output.path == "-"
                    ? std::string("standard output")
                    : "the output of " + output.option + " (" + shown(output.path) + ")") +
               ": refusing to write over it";
      }
    }
    for (std::size_t i = 0; i < written.size(); ++i) {
      const bool both_stdout = output.path == "-" && outputs[i].path == "-";
      if (both_stdout || (id && written[i] && *id == *written[i])) {
        return outputs[i].option + " and " + output.option + " name the same file (" +
               shown(output.path) + "): each needs its own";
      }
    }
    written.push_back(id);
  }
  return {};
}

}  // namespace nonet
