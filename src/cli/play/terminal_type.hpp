// Whether ncurses can drive the terminal that TERM names as a full screen. Asked before
// initscr(), which prints its own error and exits 1 for an unknown type, and on a terminal
// that cannot move its cursor (TERM=dumb) draws little more than the title line.
#pragma once

#include <string>

namespace nonet::play {

// Empty when the terminal type will do; else why not, for the user.
std::string terminal_type_problem();

}  // namespace nonet::play
