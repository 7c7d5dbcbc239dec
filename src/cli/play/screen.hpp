// Drawing `nonet play` with ncurses: the board, the status lines, the menu. Plain ASCII so
// that every terminal (and a test's screen capture) shows the same characters; colours and
// bold only where the terminal has them and NO_COLOR is unset.
#pragma once

#include <string>
#include <vector>

#include "cli/play/game.hpp"

namespace nonet::play {

// The smallest terminal the screens fit in.
inline constexpr int kMinColumns = 64;
inline constexpr int kMinLines = 24;

// initscr and friends; restores the terminal in its destructor (also on an exception).
class Terminal {
 public:
  Terminal();
  ~Terminal();
  Terminal(const Terminal&) = delete;
  Terminal& operator=(const Terminal&) = delete;
  // The next key, or -1 when `timeout_ms` passed first.
  int read_key(int timeout_ms);
  bool too_small() const;
  void draw_too_small();

 private:
  bool colours_ = false;
};

struct BoardView {
  std::string title;            // the top line
  std::string clock;            // "time 1:05", or empty
  std::vector<std::string> keys;  // the help column
  std::string message;          // the bottom line: hints, check results, errors
  int highlight = -1;           // a cell to mark besides the cursor (a watched step's cell)
  bool show_cursor = true;
};

void draw_board(const Game& game, const BoardView& view);
void draw_menu(const std::vector<std::string>& lines, const std::string& message);

}  // namespace nonet::play
