#include "cli/play/screen.hpp"

#include <curses.h>

#include <cstdlib>
#include <cstring>

namespace nonet::play {

namespace {

enum Pair : short { kGiven = 1, kWrong = 2, kPlaced = 3, kHighlight = 4 };

bool colours_wanted() {
  const char* no_color = std::getenv("NO_COLOR");
  const char* term = std::getenv("TERM");
  if (no_color != nullptr && no_color[0] != '\0') return false;
  return term == nullptr || std::strcmp(term, "dumb") != 0;
}

void put(int y, int x, const std::string& text) { mvaddnstr(y, x, text.c_str(), COLS - x); }

constexpr int kBoardTop = 3;

// The message at the bottom, wrapped over up to three lines.
void draw_message(const std::string& message) {
  const std::size_t width = static_cast<std::size_t>(COLS - 2);
  for (int line = 0; line < 3 && line * width < message.size(); ++line)
    put(LINES - 4 + line, 1, message.substr(line * width, width));
}
constexpr int kBoardLeft = 4;

}  // namespace

Terminal::Terminal() {
  initscr();
  cbreak();
  noecho();
  keypad(stdscr, TRUE);
  curs_set(0);
  set_escdelay(25);
  if (colours_wanted() && has_colors()) {
    start_color();
    use_default_colors();
    init_pair(kGiven, COLOR_CYAN, -1);
    init_pair(kWrong, COLOR_RED, -1);
    init_pair(kPlaced, COLOR_GREEN, -1);
    init_pair(kHighlight, COLOR_YELLOW, -1);
    colours_ = true;
  }
}

Terminal::~Terminal() { endwin(); }

int Terminal::read_key(int timeout_ms) {
  timeout(timeout_ms);
  const int key = getch();
  return key == ERR ? -1 : key;
}

bool Terminal::too_small() const { return COLS < kMinColumns || LINES < kMinLines; }

void Terminal::draw_too_small() {
  erase();
  const std::string needs =
      "Terminal too small: needs " + std::to_string(kMinColumns) + "x" + std::to_string(kMinLines);
  const std::string has = "this one is " + std::to_string(COLS) + "x" + std::to_string(LINES);
  mvaddnstr(0, 0, needs.c_str(), COLS);
  mvaddnstr(1, 0, has.c_str(), COLS);
  refresh();
}

void draw_board(const Game& game, const BoardView& view) {
  erase();
  attron(A_BOLD);
  put(0, 1, view.title);
  attroff(A_BOLD);
  if (!view.clock.empty()) put(0, COLS - 1 - static_cast<int>(view.clock.size()), view.clock);

  put(kBoardTop - 1, kBoardLeft, "   1 2 3   4 5 6   7 8 9");
  int y = kBoardTop;
  const std::string rule = "  +-------+-------+-------+";
  for (int row = 0; row < 9; ++row) {
    if (row % 3 == 0) put(y++, kBoardLeft, rule);
    put(y, kBoardLeft, std::to_string(row + 1) + " |");
    for (int column = 0; column < 9; ++column) {
      const int cell = 9 * row + column;
      const int x = kBoardLeft + 4 + 2 * column + 2 * (column / 3);
      const int value = game.value(cell);
      const char text[2] = {value != 0            ? static_cast<char>('0' + value)
                            : game.marks(cell) != 0 ? ','
                                                    : '.',
                            game.is_flagged_wrong(cell) ? '!' : ' '};
      attr_t attributes = A_NORMAL;
      if (game.is_given(cell)) attributes |= A_BOLD | COLOR_PAIR(kGiven);
      if (game.is_flagged_wrong(cell)) attributes |= COLOR_PAIR(kWrong);
      if (cell == view.highlight) attributes |= A_UNDERLINE | COLOR_PAIR(kHighlight);
      if (view.show_cursor && cell == game.cursor()) attributes |= A_REVERSE;
      attron(attributes);
      mvaddnstr(y, x, text, 1);
      attroff(attributes);
      mvaddnstr(y, x + 1, text + 1, 1);
      if (column % 3 == 2) mvaddstr(y, x + 2, "|");
    }
    ++y;
  }
  put(y++, kBoardLeft, rule);

  // Below the board: where the cursor is, its pencil marks, the mode.
  const int cursor = game.cursor();
  std::string status = "cursor r" + std::to_string(cursor / 9 + 1) + "c" +
                       std::to_string(cursor % 9 + 1);
  std::string marks;
  for (int digit = 1; digit <= 9; ++digit)
    if (game.marks(cursor) & (1u << (digit - 1))) marks += " " + std::to_string(digit);
  if (!marks.empty()) status += "  marks" + marks;
  if (game.pencil_mode()) status += "  [pencil]";
  if (view.show_cursor) put(y + 1, kBoardLeft, status);

  for (std::size_t i = 0; i < view.keys.size(); ++i)
    put(kBoardTop + static_cast<int>(i), kBoardLeft + 34, view.keys[i]);
  draw_message(view.message);
  refresh();
}

void draw_menu(const std::vector<std::string>& lines, const std::string& message) {
  erase();
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (i == 0) attron(A_BOLD);
    put(static_cast<int>(i == 0 ? 0 : i + 1), 1, lines[i]);
    if (i == 0) attroff(A_BOLD);
  }
  draw_message(message);
  refresh();
}

}  // namespace nonet::play
