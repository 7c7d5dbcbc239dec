// The loop every scale runs over its table of rungs (Sudoku Explainer's ladders, HoDoKu's table,
// qqwing's classes): at each step the first rung, in the table's order, whose finder finds a
// step; the scale's tally keeps what the scale counts and says where to stop.
#pragma once

#include <cstddef>
#include <span>

namespace nonet {

// A tally holds the step a finder fills and answers:
//   stop()             before each step: whether to stop here (a limit reached);
//   give_up_at(i)      before rung i: whether to stop (no step of rung i or later would do);
//   find(rung, board)  runs the rung's finder on the board: whether it found a step;
//   nothing_found()    when no rung found a step (the path stalls);
//   take(board)        counts and applies the step found: whether to go on.
template <class Board, class Rung, class Tally>
void climb(Board& board, std::span<const Rung> rungs, Tally& tally) {
  while (!board.solved() && !tally.stop()) {
    std::size_t rung = 0;
    for (; rung < rungs.size(); ++rung) {
      if (tally.give_up_at(rung)) return;
      if (tally.find(rungs[rung], board)) break;
    }
    if (rung == rungs.size()) return tally.nothing_found();
    if (!tally.take(board)) return;
  }
}

}  // namespace nonet
