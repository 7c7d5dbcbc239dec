// nonet-docs OUT_DIR MANUAL_DIR: writes the manual pages (OUT_DIR/man1/nonet.1, nonet-COMMAND.1)
// and the shell completions (OUT_DIR/bash-completion/nonet, OUT_DIR/fish/nonet.fish) from the
// command line's own option definitions, the pages with the texts of MANUAL_DIR (cli/manual/).
// Run at build time (cli/docs/CMakeLists.txt); not installed.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "build_info/build_info.hpp"
#include "cli/app.hpp"
#include "cli/docs/command_docs.hpp"
#include "cli/docs/completion.hpp"
#include "cli/docs/man_page.hpp"
#include "cli/docs/manual_files.hpp"

namespace {

bool write_file(const std::filesystem::path& path, const std::string& text) {
  std::filesystem::create_directories(path.parent_path());
  std::ofstream out(path, std::ios::binary);
  out << text;
  out.close();
  if (!out) std::fprintf(stderr, "nonet-docs: cannot write %s\n", path.c_str());
  return static_cast<bool>(out);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: nonet-docs OUT_DIR MANUAL_DIR\n");
    return 2;
  }
  namespace docs = nonet::cli::docs;
  const std::filesystem::path out = argv[1];
  const auto command_line = nonet::cli::build_command_line();
  docs::ProgramDoc program = docs::describe(command_line->app, nonet::build_info::version());
  try {
    program.manual = docs::read_manual(argv[2], program.name).value_or("");
    for (docs::CommandDoc& command : program.commands) {
      command.manual = docs::read_manual(argv[2], command.name).value_or("");
    }
  } catch (const std::runtime_error& error) {
    std::fprintf(stderr, "nonet-docs: %s\n", error.what());
    return 3;
  }
  bool ok = write_file(out / "man1" / (program.name + ".1"), docs::program_page(program));
  for (const docs::CommandDoc& command : program.commands) {
    ok &= write_file(out / "man1" / (program.name + "-" + command.name + ".1"),
                     docs::command_page(program, command));
  }
  ok &= write_file(out / "bash-completion" / program.name, docs::bash_completion(program));
  ok &= write_file(out / "fish" / (program.name + ".fish"), docs::fish_completion(program));
  return ok ? 0 : 3;
}
