#include "cli/play/terminal_type.hpp"

#include <curses.h>
#include <term.h>
#include <unistd.h>

#include <cstdlib>

namespace nonet::play {

std::string terminal_type_problem() {
  const std::string needs = "nonet play needs a full-screen terminal (such as TERM=xterm-256color)";
  const char* term = std::getenv("TERM");
  if (term == nullptr || term[0] == '\0') return "TERM is not set: " + needs;
  const std::string named = "terminal type '" + std::string(term) + "'";
  int error = 0;
  if (setupterm(term, STDOUT_FILENO, &error) != OK) {
    return named +
           (error == -1 ? " cannot be looked up (no terminfo database): "
                        : " is unknown (no terminfo entry): ") +
           needs;
  }
  const char* cup = tigetstr("cup");
  const bool moves_cursor = cup != nullptr && cup != reinterpret_cast<char*>(-1);
  del_curterm(cur_term);  // initscr() sets the terminal up afresh
  if (!moves_cursor) return named + " cannot move the cursor: " + needs;
  return {};
}

}  // namespace nonet::play
