#include "cli/docs/manual_files.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace nonet::cli::docs {

namespace {

std::optional<std::string> file_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

constexpr const char* kInclude = "@include ";

}  // namespace

std::optional<std::string> read_manual(const std::filesystem::path& folder,
                                       const std::string& name) {
  const std::optional<std::string> text = file_text(folder / (name + ".md"));
  if (!text) return std::nullopt;
  std::istringstream lines(*text);
  std::string expanded;
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind(kInclude, 0) != 0) {
      expanded += line + "\n";
      continue;
    }
    // One level: a shared part includes nothing itself.
    const std::string file = line.substr(std::string(kInclude).size());
    const std::optional<std::string> part = file_text(folder / file);
    if (!part) throw std::runtime_error(name + ".md: cannot read included " + file);
    expanded += *part;
    if (!part->empty() && part->back() != '\n') expanded += "\n";
  }
  return expanded;
}

}  // namespace nonet::cli::docs
