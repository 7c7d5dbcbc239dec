#include "cli/docs/completion.hpp"

namespace nonet::cli::docs {

namespace {

std::string joined(const std::vector<std::string>& words, const std::string& separator) {
  std::string text;
  for (const std::string& word : words) text += (text.empty() ? "" : separator) + word;
  return text;
}

std::vector<std::string> all_flags(const std::vector<OptionDoc>& options) {
  std::vector<std::string> flags;
  for (const OptionDoc& option : options) {
    for (const std::string& flag : option.flags) flags.push_back(flag);
  }
  return flags;
}

bool takes_files(const CommandDoc& command) {
  for (const OptionDoc& option : command.options) {
    if (!option.positional.empty() && option.file_value) return true;
  }
  return false;
}

// The `case "$prev"` arms of one command: what follows an option that takes a value.
std::string bash_value_cases(const CommandDoc& command) {
  std::vector<std::string> file_options;
  std::vector<std::string> free_options;
  std::string cases;
  for (const OptionDoc& option : command.options) {
    if (option.flags.empty() || option.value.empty()) continue;
    const std::string pattern = joined(option.flags, "|");
    if (!option.choices.empty()) {
      cases += "        " + pattern + ") _nonet_words \"" + joined(option.choices, " ") +
               "\"; return ;;\n";
    } else if (option.file_value) {
      file_options.push_back(pattern);
    } else {
      free_options.push_back(pattern);
    }
  }
  if (!file_options.empty())
    cases += "        " + joined(file_options, "|") + ") _nonet_files; return ;;\n";
  // A number or a name of the user's own: nothing to offer.
  if (!free_options.empty()) cases += "        " + joined(free_options, "|") + ") return ;;\n";
  return cases;
}

// Single-quoted for fish: backslashes and quotes escaped.
std::string fish_quoted(const std::string& text) {
  std::string out = "'";
  for (const char c : text) {
    if (c == '\\' || c == '\'') out += '\\';
    out += c;
  }
  return out + "'";
}

std::string fish_option(const std::string& condition, const OptionDoc& option) {
  std::string line = "complete -c nonet -n " + fish_quoted(condition);
  for (const std::string& flag : option.flags) {
    line += flag.rfind("--", 0) == 0 ? " -l " + flag.substr(2) : " -s " + flag.substr(1);
  }
  if (!option.choices.empty()) {
    line += " -x -a " + fish_quoted(joined(option.choices, " "));
  } else if (option.file_value) {
    line += " -r -F";
  } else if (!option.value.empty()) {
    line += " -x";
  }
  return line + " -d " + fish_quoted(option.description) + "\n";
}

}  // namespace

std::string bash_completion(const ProgramDoc& program) {
  std::vector<std::string> commands;
  for (const CommandDoc& command : program.commands) commands.push_back(command.name);
  std::string script =
      "# bash completion for " + program.name + " " + program.version +
      ", written from its own option definitions (nonet-docs).\n"
      "\n"
      "_nonet_words() { mapfile -t COMPREPLY < <(compgen -W \"$1\" -- \"$cur\"); }\n"
      "_nonet_files() {\n"
      "  compopt -o filenames 2>/dev/null\n"
      "  mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")\n"
      "}\n"
      "\n"
      "_nonet() {\n"
      "  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}\n"
      "  # --option=value: bash splits the word at '='.\n"
      "  if [[ $cur == = ]]; then\n"
      "    cur=\"\"\n"
      "  elif [[ $prev == = ]]; then\n"
      "    prev=${COMP_WORDS[COMP_CWORD - 2]}\n"
      "  fi\n"
      "  local command=\"\" i\n"
      "  for ((i = 1; i < COMP_CWORD; i++)); do\n"
      "    [[ ${COMP_WORDS[i]} == -* ]] || { command=${COMP_WORDS[i]}; break; }\n"
      "  done\n"
      "  if [[ -z $command ]]; then\n"
      "    _nonet_words \"" +
      joined(commands, " ") + " " + joined(all_flags(program.options), " ") +
      "\"\n"
      "    return\n"
      "  fi\n"
      "  local options=\"\" files=0\n"
      "  case $command in\n";
  for (const CommandDoc& command : program.commands) {
    script += "    " + command.name + ")\n      case $prev in\n" + bash_value_cases(command) +
              "      esac\n      options=\"" + joined(all_flags(command.options), " ") + "\"\n";
    if (takes_files(command)) script += "      files=1\n";
    script += "      ;;\n";
  }
  script +=
      "    *) return ;;\n"
      "  esac\n"
      "  if [[ $cur == -* ]]; then\n"
      "    _nonet_words \"$options\"\n"
      "  elif ((files)); then\n"
      "    _nonet_files\n"
      "  fi\n"
      "}\n"
      "complete -F _nonet " +
      program.name + "\n";
  return script;
}

std::string fish_completion(const ProgramDoc& program) {
  std::string script = "# fish completion for " + program.name + " " + program.version +
                       ", written from its own option definitions (nonet-docs).\n"
                       "complete -c nonet -f\n";
  for (const OptionDoc& option : program.options) {
    script += fish_option("__fish_use_subcommand", option);
  }
  for (const CommandDoc& command : program.commands) {
    script += "complete -c nonet -n __fish_use_subcommand -a " + command.name + " -d " +
              fish_quoted(command.description) + "\n";
  }
  for (const CommandDoc& command : program.commands) {
    const std::string condition = "__fish_seen_subcommand_from " + command.name;
    for (const OptionDoc& option : command.options) {
      if (!option.flags.empty()) script += fish_option(condition, option);
    }
    if (takes_files(command)) {
      script += "complete -c nonet -n " + fish_quoted(condition) + " -F\n";
    }
  }
  return script;
}

}  // namespace nonet::cli::docs
