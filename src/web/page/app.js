// The page: reads the puzzle box, asks the engine (in its worker) to solve, rate, explain,
// generate or check, and shows the answer on the board and beside it.
'use strict';

// The native figure the page compares itself with (README, "nonet in the browser").
const NATIVE_SPEED = 'native, for comparison: 1,190,000 puzzles/s on the same corpus and ' +
  'machine (nonet solve --threads 1, reading and writing included, as here)';

const $ = (id) => document.getElementById(id);
const engine = new EngineWorker();
const board = new Board($('board'), (cell) => selectCell(cell));

const view = {
  mode: 'view',      // 'view', 'explain' or 'play'
  given: '.'.repeat(81),
  values: '.'.repeat(81),
  candidates: null,
  pencilmarks: false,  // the puzzle box holds a position given as pencilmarks
  explanation: null,
  stepIndex: 0,
  branch: -1,        // the forcing-chain branch shown alone (-1: all)
  game: null,
  hint: null,        // a hint step drawn over the game
};

function redraw() {
  if (view.mode === 'explain' && view.explanation && view.explanation.steps.length) {
    const step = view.explanation.steps[view.stepIndex];
    board.render({ given: view.given, values: step.before, candidates: step.candidates, step,
                   branch: view.branch });
    return;
  }
  if (view.mode === 'play' && view.game) {
    const g = view.game;
    const hint = view.hint;
    board.render({ given: g.puzzle, values: hint ? hint.before : g.grid(),
                   candidates: hint ? hint.candidates : g.marks, selected: g.selected,
                   wrong: g.wrong, step: hint });
    return;
  }
  board.render({ given: view.given, values: view.values, candidates: view.candidates });
}

function setMessage(text, kind) {
  const m = $('message');
  m.textContent = text || '';
  m.className = `message ${kind || ''}`;
}

function showResult(html) { $('result').innerHTML = html; }

function escapeHtml(text) {
  return String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
}

// Runs `work` (a promise from the engine) with the busy marks and the cancel button.
async function busy(work) {
  document.body.dataset.busy = 'true';
  $('busy').hidden = false;
  $('cancel').hidden = false;
  try {
    return await work;
  } catch (error) {
    setMessage(error.message === 'cancelled' ? 'cancelled' : `error: ${error.message}`,
               'error');
    return null;
  } finally {
    $('busy').hidden = true;
    $('cancel').hidden = true;
    delete document.body.dataset.busy;
  }
}

function budget() { return Number($('budget').value) || 60; }
function seVersion() { return $('se-version').value; }

function leaveModes() {
  view.mode = 'view';
  view.explanation = null;
  view.hint = null;
  $('step-nav').hidden = true;
  $('branch-nav').hidden = true;
  $('branch-text').textContent = '';
  $('legend').hidden = true;
  $('step-text').textContent = '';
  stopClock();
}

// Reads the puzzle box; shows it on the board, or the reason it is not a puzzle. Returns
// the line the engine is given next: the puzzle, or a position's 729 pencilmarks.
async function loadPuzzle() {
  const parsed = await busy(engine.call('parse', $('puzzle').value));
  if (!parsed) return null;
  if (!parsed.ok) {
    setMessage(parsed.error, 'error');
    return null;
  }
  leaveModes();
  if (!parsed.pencilmarks) history.replaceState(null, '', `#puzzle=${parsed.puzzle}`);
  view.given = parsed.puzzle;
  view.values = parsed.puzzle;
  view.candidates = parsed.pencilmarks ? parsed.candidates : null;
  view.pencilmarks = parsed.pencilmarks;
  setMessage(parsed.pencilmarks ? 'a position given as pencilmarks' : `${parsed.clues} clues`);
  redraw();
  return parsed.pencilmarks ? parsed.line : parsed.puzzle;
}

async function solvePuzzle() {
  const puzzle = await loadPuzzle();
  if (!puzzle) return;
  const mode = $('solve-mode').value;
  const result = await busy(engine.call('solve', puzzle, mode, Number($('solve-limit').value) || 1));
  if (!result) return;
  const status = { unique: 'one solution', multiple: 'several solutions',
                   unsolvable: 'no solution', invalid: 'not a puzzle' }[result.status] || result.status;
  let html = `<p>status: <b id="solve-status">${escapeHtml(result.status)}</b> (${status})</p>`;
  if (result.error) html += `<p class="error">${escapeHtml(result.error)}</p>`;
  if (mode !== 'first') {
    html += `<p>solutions found: <b id="solve-count">${result.count}</b>${result.capped ? ' (cap reached)' : ''}</p>`;
  }
  if (result.solutions.length) {
    html += '<ol class="solutions">' + result.solutions
      .map((s) => `<li><code class="solution">${s}</code></li>`).join('') + '</ol>';
    view.values = result.solutions[0];
    redraw();
  }
  showResult(html);
  setMessage(result.status === 'multiple' ? 'this puzzle has several solutions' : '',
             result.status === 'multiple' ? 'warning' : '');
}

function ratingHtml(r) {
  return `<table class="rating"><tr><th>ER</th><th>EP</th><th>ED</th><th>qqwing</th><th>hardest</th><th>steps</th></tr>` +
    `<tr><td id="rate-er">${r.er}</td><td id="rate-ep">${r.ep}</td><td id="rate-ed">${r.ed}</td>` +
    `<td id="rate-qqwing">${r.qqwing}</td><td id="rate-hardest">${escapeHtml(r.hardest)}</td>` +
    `<td>${r.steps}</td></tr></table><p>status: <b id="rate-status">${r.status}</b>` +
    `${r.outOfTime ? ' (time budget reached: a lower bound)' : ''}</p>`;
}

async function ratePuzzle() {
  const puzzle = await loadPuzzle();
  if (!puzzle) return;
  const r = await busy(engine.call('rate', puzzle, budget(), seVersion()));
  if (!r) return;
  if (r.error) setMessage(r.error, 'error');
  else if (r.status === 'multiple') setMessage('this puzzle has several solutions', 'warning');
  else if (r.status === 'unsolvable') setMessage('this puzzle has no solution', 'error');
  showResult(ratingHtml(r));
}

async function explainPuzzle() {
  const puzzle = await loadPuzzle();
  if (!puzzle) return;
  const e = await busy(engine.call('explain', puzzle, budget(), seVersion()));
  if (!e) return;
  showResult(ratingHtml(e.rating) +
    (e.guesses.length ? `<p>logic stalls; then:</p><ol>${e.guesses.map((g) => `<li>${escapeHtml(g)}</li>`).join('')}</ol>` : '') +
    `<ol class="steps" id="step-list">${e.steps.map((s, i) =>
      `<li><a href="#" data-step="${i}">${escapeHtml(s.text)}</a></li>`).join('')}</ol>`);
  if (e.error || e.rating.status === 'multiple' || e.rating.status === 'unsolvable') {
    setMessage(e.error || (e.rating.status === 'multiple' ? 'this puzzle has several solutions'
                                                          : 'this puzzle has no solution'), 'error');
    return;
  }
  if (!e.steps.length) return;
  offerText(e.text);
  view.mode = 'explain';
  view.explanation = e;
  view.stepIndex = 0;
  $('step-nav').hidden = false;
  $('legend').hidden = false;
  showStep(0);
}

// The explanation as `nonet explain` writes it, to download.
let textUrl = null;
function offerText(text) {
  if (textUrl) URL.revokeObjectURL(textUrl);
  textUrl = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.id = 'explain-text';
  link.href = textUrl;
  link.download = 'explanation.txt';
  link.textContent = 'the explanation as text';
  $('result').prepend(link);
}

function showStep(index) {
  const steps = view.explanation.steps;
  view.stepIndex = Math.max(0, Math.min(steps.length - 1, index));
  view.branch = -1;
  const step = steps[view.stepIndex];
  $('step-count').textContent = `step ${view.stepIndex + 1} of ${steps.length} (${step.rating})`;
  $('step-text').textContent = step.text;
  showBranches(step);
  for (const a of document.querySelectorAll('#step-list a')) {
    a.classList.toggle('current', Number(a.dataset.step) === view.stepIndex);
  }
  redraw();
}

// A forcing chain's branches one at a time (↑ ↓, or the buttons), or all together.
function showBranches(step) {
  const nav = $('branch-nav');
  nav.textContent = '';
  $('branch-text').textContent = '';
  if (step.chains.length < 2) { nav.hidden = true; return; }
  nav.hidden = false;
  const label = document.createElement('span');
  label.textContent = 'branches: ';
  nav.appendChild(label);
  for (let b = -1; b < step.chains.length; b += 1) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = b < 0 ? 'all' : String(b + 1);
    button.dataset.branch = b;
    button.setAttribute('aria-pressed', String(b === view.branch));
    button.addEventListener('click', () => showBranch(b));
    nav.appendChild(button);
  }
}

function showBranch(branch) {
  const step = view.explanation.steps[view.stepIndex];
  if (step.chains.length < 2) return;
  const count = step.chains.length;
  view.branch = ((branch + 1 + count + 1) % (count + 1)) - 1;  // -1 (all), 0 .. count-1
  for (const b of $('branch-nav').querySelectorAll('button')) {
    b.setAttribute('aria-pressed', String(Number(b.dataset.branch) === view.branch));
  }
  $('branch-text').textContent = view.branch < 0 ? ''
    : `branch ${view.branch + 1} of ${count}: ${chainText(step.chains[view.branch])}`;
  redraw();
}

async function generatePuzzle() {
  const band = $('gen-band').value;
  let difficulty = '';
  let rating = '';
  if (band.startsWith('c:')) difficulty = band.slice(2);
  else if (band.startsWith('r:')) rating = band.slice(2);
  else if (band === 'custom') rating = $('gen-range').value.trim();
  const g = await busy(engine.call('generate', $('gen-seed').value.trim(), 0, difficulty, rating,
                                   $('gen-symmetry').value, $('gen-minimal').checked, seVersion()));
  if (!g) return;
  if (!g.ok) { setMessage(g.error, 'error'); return; }
  if (!g.found) { setMessage(`no puzzle in the band within ${g.tries} tries`, 'warning'); return; }
  $('puzzle').value = g.puzzle;
  await loadPuzzle();
  showResult(`<p>generated: <code id="generated">${g.puzzle}</code> (${g.tries} ${g.tries === 1 ? 'try' : 'tries'})</p>` +
             (g.rating ? ratingHtml(g.rating) : ''));
}

async function checkGrid() {
  const r = await busy(engine.call('check', $('check-input').value.trim()));
  if (!r) return;
  $('check-result').innerHTML = r.valid ? '<p class="ok" id="check-verdict">valid</p>'
    : `<p class="error" id="check-verdict">invalid</p><ul>${r.reasons.map((x) => `<li>${escapeHtml(x)}</li>`).join('')}</ul>`;
}

// ---- play ----------------------------------------------------------------------------

let clockTimer = null;
function stopClock() { if (clockTimer) clearInterval(clockTimer); clockTimer = null; }

async function startGame() {
  const puzzle = await loadPuzzle();
  if (!puzzle) return;
  if (view.pencilmarks) {
    setMessage('play needs an 81-cell puzzle, not pencilmarks', 'error');
    return;
  }
  const solved = await busy(engine.call('solve', puzzle, 'first', 1));
  if (!solved) return;
  if (solved.status !== 'unique') {
    setMessage(solved.status === 'multiple' ? 'this puzzle has several solutions: no game'
                                            : 'this puzzle has no solution', 'error');
    return;
  }
  view.mode = 'play';
  view.game = new Game(puzzle, solved.solutions[0]);
  $('play-panel').open = true;
  $('play-message').textContent = '';
  stopClock();
  clockTimer = setInterval(() => { $('clock').textContent = view.game.clockText(); }, 1000);
  $('clock').textContent = '0:00';
  redraw();
  $('board').focus();
}

function selectCell(cell) {
  if (view.mode !== 'play') return;
  view.game.selected = cell;
  view.hint = null;
  $('step-text').textContent = '';
  redraw();
}

function playKey(key) {
  const g = view.game;
  view.hint = null;
  $('step-text').textContent = '';
  if (/^[0-9]$/.test(key)) g.enter(Number(key));
  else if (key === 'Backspace' || key === 'Delete') g.enter(0);
  else if (key === 'ArrowUp') g.move(-1, 0);
  else if (key === 'ArrowDown') g.move(1, 0);
  else if (key === 'ArrowLeft') g.move(0, -1);
  else if (key === 'ArrowRight') g.move(0, 1);
  else if (key === 'p' || key === 'P') togglePencil();
  else if (key === 'u' || key === 'U') g.undo();
  else if (key === 'h' || key === 'H') { action(giveHint)(); return true; }
  else return false;
  if (g.finished) {
    $('play-message').textContent = `Solved in ${g.clockText()}.`;
    stopClock();
  }
  redraw();
  return true;
}

function togglePencil() {
  view.game.pencil = !view.game.pencil;
  $('pencil').setAttribute('aria-pressed', String(view.game.pencil));
}

function checkGame() {
  const { wrong, empty } = view.game.check();
  $('play-message').textContent = wrong ? `${wrong} wrong ${wrong === 1 ? 'digit' : 'digits'} (marked)`
    : empty ? `no mistake so far; ${empty} cells to go` : `Solved in ${view.game.clockText()}.`;
  redraw();
}

// The next step of the solving path from the position reached (wrong digits first).
async function giveHint() {
  const g = view.game;
  const { wrong } = g.check();
  if (wrong) { $('play-message').textContent = 'first fix the marked digits'; redraw(); return; }
  const e = await busy(engine.call('explain', g.grid(), budget(), seVersion()));
  if (!e || !e.steps.length) return;
  view.hint = e.steps[0];
  $('play-message').textContent = `hint: ${e.steps[0].text}`;
  $('step-text').textContent = e.steps[0].text;
  redraw();
}

// ---- speed ---------------------------------------------------------------------------

async function measureSpeed() {
  const file = $('speed-file').files[0];
  const text = file ? await file.text() : $('batch-input').value;
  if (!text.trim()) { $('speed-result').textContent = 'choose the corpus file first'; return; }
  const r = await busy(engine.run('speed', { text, rounds: 3 }));
  if (!r) return;
  $('speed-result').textContent =
    `in this browser: ${Math.round(r.perSecond).toLocaleString('en')} puzzles/s ` +
    `(${r.puzzles} puzzles, ${r.solved} solved, best of 3: ${r.ms.toFixed(0)} ms)`;
}

// ---- wiring --------------------------------------------------------------------------

function applyTheme(theme) {
  document.documentElement.dataset.theme = theme;
  try { localStorage.setItem('nonet-theme', theme); } catch (e) { /* file:// may refuse */ }
}

function initialTheme() {
  try {
    const saved = localStorage.getItem('nonet-theme');
    if (saved) return saved;
  } catch (e) { /* no storage */ }
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

// A user action from start to end: body[data-done] counts finished actions (the tests wait
// on it).
function action(work) {
  return async () => {
    try {
      await work();
    } finally {
      document.body.dataset.done = String(Number(document.body.dataset.done || 0) + 1);
    }
  };
}

function wire() {
  applyTheme(initialTheme());
  $('theme').addEventListener('click', () =>
    applyTheme(document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark'));
  $('load').addEventListener('click', action(loadPuzzle));
  $('solve').addEventListener('click', action(solvePuzzle));
  $('rate').addEventListener('click', action(ratePuzzle));
  $('explain').addEventListener('click', action(explainPuzzle));
  $('play').addEventListener('click', action(startGame));
  $('generate').addEventListener('click', action(generatePuzzle));
  $('check').addEventListener('click', action(checkGrid));
  $('cancel').addEventListener('click', () => engine.cancel());
  $('gen-band').addEventListener('change', () => { $('gen-range').hidden = $('gen-band').value !== 'custom'; });
  $('step-first').addEventListener('click', () => showStep(0));
  $('step-prev').addEventListener('click', () => showStep(view.stepIndex - 1));
  $('step-next').addEventListener('click', () => showStep(view.stepIndex + 1));
  $('step-last').addEventListener('click', () => showStep(Infinity));
  $('result').addEventListener('click', (event) => {
    const a = event.target.closest('a[data-step]');
    if (!a || view.mode !== 'explain') return;
    event.preventDefault();
    showStep(Number(a.dataset.step));
  });
  $('pencil').addEventListener('click', () => { if (view.game) togglePencil(); });
  $('undo').addEventListener('click', () => { if (view.game) playKey('u'); });
  $('hint').addEventListener('click', action(async () => { if (view.game) await giveHint(); }));
  $('play-check').addEventListener('click', () => { if (view.game) checkGame(); });
  const pad = $('digit-pad');
  for (let d = 1; d <= 9; d += 1) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = d;
    b.addEventListener('click', () => { if (view.mode === 'play') playKey(String(d)); });
    pad.appendChild(b);
  }
  $('speed-run').addEventListener('click', action(measureSpeed));
  $('speed-native').textContent = NATIVE_SPEED;
  document.addEventListener('keydown', (event) => {
    const typing = ['TEXTAREA', 'INPUT', 'SELECT'].includes(document.activeElement.tagName);
    if (typing || event.ctrlKey || event.metaKey || event.altKey) return;
    if (view.mode === 'play' && playKey(event.key)) { event.preventDefault(); return; }
    if (view.mode === 'explain') {
      const moves = { ArrowLeft: -1, ArrowRight: 1, PageUp: -10, PageDown: 10 };
      if (event.key in moves) { showStep(view.stepIndex + moves[event.key]); event.preventDefault(); return; }
      if (event.key === 'Home') { showStep(0); event.preventDefault(); return; }
      if (event.key === 'ArrowDown') { showBranch(view.branch + 1); event.preventDefault(); return; }
      if (event.key === 'ArrowUp') { showBranch(view.branch - 1); event.preventDefault(); return; }
      if (event.key === 'End') { showStep(Infinity); event.preventDefault(); return; }
    }
    if (event.key === 't' || event.key === 'T') $('theme').click();
  });
  new BatchBox({ input: $('batch-input'), file: $('batch-file'), quick: $('batch-quick'),
                 run: $('batch-run'), cancel: $('batch-cancel'), csv: $('batch-csv'),
                 progress: $('batch-progress'), status: $('batch-status'), table: $('batch-table'),
                 budget: $('budget'), seVersion: $('se-version') });
  redraw();
  // A puzzle in the address (index.html#puzzle=...) is shown at once.
  const fromAddress = new URLSearchParams(location.hash.slice(1)).get('puzzle');
  if (fromAddress) {
    $('puzzle').value = fromAddress;
    action(loadPuzzle)();
  }
  engine.call('parse', '').then(() => { document.body.dataset.ready = 'true'; });
}

wire();
