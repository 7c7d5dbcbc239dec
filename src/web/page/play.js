// Playing a puzzle: digits and pencil marks entered on the board, undo, a clock, checking
// against the solution, and hints (the next step of the solving path from the position).
'use strict';

class Game {
  constructor(puzzle, solution) {
    this.puzzle = puzzle;        // 81 characters, '.' empty
    this.solution = solution;    // 81 digits
    this.values = puzzle.split('');
    this.marks = new Array(81).fill(0);
    this.history = [];
    this.selected = puzzle.indexOf('.');
    this.pencil = false;
    this.started = Date.now();
    this.finished = null;
    this.wrong = [];
  }

  grid() { return this.values.join(''); }
  isGiven(cell) { return this.puzzle[cell] !== '.'; }

  remember() {
    this.history.push({ values: this.values.slice(), marks: this.marks.slice() });
    this.wrong = [];
  }

  // A digit (or 0 to clear) in the selected cell: the value, or a pencil mark toggled.
  enter(digit) {
    const cell = this.selected;
    if (cell < 0 || this.isGiven(cell) || this.finished) return false;
    this.remember();
    if (digit === 0) {
      this.values[cell] = '.';
      this.marks[cell] = 0;
    } else if (this.pencil) {
      if (this.values[cell] !== '.') return false;
      this.marks[cell] ^= 1 << (digit - 1);
    } else {
      this.values[cell] = String(digit);
      this.marks[cell] = 0;
    }
    if (this.grid() === this.solution) this.finished = Date.now();
    return true;
  }

  undo() {
    const last = this.history.pop();
    if (!last) return false;
    this.values = last.values;
    this.marks = last.marks;
    this.wrong = [];
    return true;
  }

  move(dRow, dColumn) {
    const cell = this.selected < 0 ? 0 : this.selected;
    const row = (Math.floor(cell / 9) + dRow + 9) % 9;
    const column = ((cell % 9) + dColumn + 9) % 9;
    this.selected = row * 9 + column;
  }

  // Entered digits that differ from the solution.
  check() {
    this.wrong = [];
    for (let cell = 0; cell < 81; cell += 1) {
      if (!this.isGiven(cell) && this.values[cell] !== '.' && this.values[cell] !== this.solution[cell])
        this.wrong.push(cell);
    }
    const empty = this.values.filter((v) => v === '.').length;
    return { wrong: this.wrong.length, empty };
  }

  seconds() { return Math.floor(((this.finished || Date.now()) - this.started) / 1000); }

  clockText() {
    const s = this.seconds();
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  }
}
