// Browser tests of the page (src/web) in Debian's headless chromium: each case drives the page
// as a user would (types, clicks, keys) and compares what it shows with the native `nonet`.
//   usage: node page_test.mjs PAGE_DIR NONET DATASETS ARTIFACTS [CASE...]
// Prints one line per case; exits 1 when one fails. ARTIFACTS receives explained-board.png.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openPage } from './browser.mjs';

const [pageDir, nonet, datasets, artifacts, ...only] = process.argv.slice(2);
if (!artifacts) {
  console.error('usage: node page_test.mjs PAGE_DIR NONET DATASETS ARTIFACTS [CASE...]');
  process.exit(2);
}
fs.mkdirSync(artifacts, { recursive: true });

// A puzzle whose path has a multiple forcing chain (cell forcing, three branches) at step 21.
const FORCING = '.2.81....4......3...7.....2.7..9..18..3....9..6..2...........56....62..77....31..';
// The first of the forum's hardest list: ER 11.1, nested forcing chains.
const HARDEST = '98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6';
const EASY = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

function cli(args, input) {
  return execFileSync(nonet, args, { input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'ignore'] });
}
// `nonet check` exits 1 on an invalid grid: its output is what counts.
function cliAnyStatus(args, input) {
  try {
    return cli(args, input);
  } catch (error) {
    if (error.stdout !== undefined) return error.stdout;
    throw error;
  }
}
function datasetLines(name, count) {
  return fs.readFileSync(path.join(datasets, name), 'utf8').split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#')).slice(0, count);
}
function expectEqual(actual, expected, what) {
  if (actual !== expected) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}
function csvFields(row) {
  const fields = [];
  let field = '';
  let quoted = false;
  for (const c of row) {
    if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) { fields.push(field); field = ''; } else field += c;
  }
  fields.push(field);
  return fields;
}

// ---- page helpers ----------------------------------------------------------------------

async function setValue(page, selector, value) {
  await page.$eval(selector, (element, v) => { element.value = v; }, value);
}
// Clicks a button and waits until its action has finished (body[data-done] counts them).
async function act(page, selector) {
  const before = await page.$eval('body', (b) => Number(b.dataset.done || 0));
  await page.click(selector);
  await page.waitForFunction((n) => Number(document.body.dataset.done || 0) > n,
                             { timeout: 120000 }, before);
}
const text = (page, selector) => page.$eval(selector, (e) => e.textContent.trim());
// The digits the board shows per cell: "." for a cell without a big digit.
async function boardValues(page) {
  return page.$$eval('#board text.value', (texts) => {
    const cells = new Array(81).fill('.');
    for (const t of texts) {
      const cell = Math.floor(Number(t.getAttribute('y')) / 100) * 9 + Math.floor(Number(t.getAttribute('x')) / 100);
      cells[cell] = t.textContent;
    }
    return cells.join('');
  });
}

// ---- cases ---------------------------------------------------------------------------

const cases = {
  async bad_input_gives_the_reason(page) {
    for (const input of ['55' + '.'.repeat(79), '123', EASY.slice(0, 40) + 'a' + EASY.slice(41)]) {
      await setValue(page, '#puzzle', input);
      await act(page, '#load');
      const reason = csvFields(cli(['rate', '--no-search'], `${input}\n`).split('\n')[1]).pop();
      expectEqual(await text(page, '#message'), reason, `reason for ${input}`);
    }
    expectEqual(await text(page, '#message'), "bad character 'a' at column 41", 'the CLI reason');
  },

  async a_9x9_block_is_read(page) {
    const rows = [];
    for (let r = 0; r < 9; r += 1) rows.push(`${EASY.slice(9 * r, 9 * r + 9).replace(/\./g, '0')}  row ${r + 1}`);
    await setValue(page, '#puzzle', `${rows.join('\n')}\na comment line after the ninth\n`);
    await act(page, '#load');
    expectEqual(await text(page, '#message'), '17 clues', 'message');
    expectEqual(await boardValues(page), EASY, 'the board');
    await act(page, '#solve');
    expectEqual(await text(page, 'code.solution'), cli(['solve'], `${EASY}\n`).trim(), 'solution');
  },

  async a_pencilmark_line_is_a_position(page) {
    // EASY with r1c2 kept to 1, 2 or 6 and r1c3 to 9 or 7: 729 characters, nine per cell.
    const marks = EASY.split('').map((c, cell) => {
      if (c !== '.') return '.'.repeat(Number(c) - 1) + c + '.'.repeat(9 - Number(c));
      const keep = cell === 1 ? '126' : cell === 2 ? '79' : '123456789';
      return '123456789'.split('').map((d) => (keep.includes(d) ? d : '.')).join('');
    }).join('');
    await setValue(page, '#puzzle', marks);
    await act(page, '#load');
    expectEqual(await text(page, '#message'), 'a position given as pencilmarks', 'message');
    const shown = await page.$$eval('#board text.candidate', (t) => t.length);
    expectEqual(shown, 64 * 9 - 6 - 7 + 17, 'candidates drawn (a lone one of a given cell too)');
    await act(page, '#solve');
    expectEqual(await text(page, 'code.solution'), cli(['solve'], `${marks}\n`).trim(), 'solution');
    await act(page, '#rate');
    const rows = cli(['rate'], `${marks}\n`).split('\n');
    const row = csvFields(rows[1]);
    const header = csvFields(rows[0]);
    expectEqual(await text(page, '#rate-er'), row[header.indexOf('se_rating')], 'ER');
    expectEqual(await text(page, '#rate-ed'), row[header.indexOf('se_first_step')], 'ED');
    await act(page, '#explain');
    expectEqual(await text(page, '#step-text'), cli(['explain', marks]).split('\n')[1], 'first step');
    await act(page, '#play');
    expectEqual(await text(page, '#message'), 'play needs an 81-cell puzzle, not pencilmarks', 'play');
  },

  async several_solutions_are_said(page) {
    const puzzle = '.' + EASY.slice(1);  // one clue less: many solutions
    expectEqual(cli(['solve', '--count'], `${puzzle}\n`).trim().split(' ').pop(), 'multiple', 'CLI');
    await setValue(page, '#puzzle', puzzle);
    await act(page, '#solve');
    expectEqual(await text(page, '#solve-status'), 'multiple', 'status');
    expectEqual(await text(page, '#message'), 'this puzzle has several solutions', 'message');
    await act(page, '#rate');
    expectEqual(await text(page, '#rate-status'), 'multiple', 'rating status');
  },

  async solve_matches_the_cli(page) {
    for (const puzzle of [EASY, FORCING]) {
      await setValue(page, '#puzzle', puzzle);
      await page.select('#solve-mode', 'first');
      await act(page, '#solve');
      const solution = cli(['solve'], `${puzzle}\n`).trim();
      expectEqual(await text(page, 'code.solution'), solution, 'solution');
      expectEqual(await boardValues(page), solution, 'the board');
      expectEqual(await text(page, '#solve-status'), 'unique', 'status');
    }
  },

  async count_and_all_stop_at_the_cap(page) {
    const puzzle = '.'.repeat(30) + EASY.slice(30);
    await setValue(page, '#puzzle', puzzle);
    await setValue(page, '#solve-limit', '25');
    await page.select('#solve-mode', 'all');
    await act(page, '#solve');
    expectEqual(await text(page, '#solve-count'), '25', 'solutions found');
    const shown = await page.$$eval('code.solution', (c) => c.map((e) => e.textContent));
    const expected = cli(['solve', '--all'], `${puzzle}\n`).split('\n').filter(Boolean).slice(0, 25);
    expectEqual(shown.join('\n'), expected.join('\n'), 'the first 25 solutions in search order');
    await page.select('#solve-mode', 'first');
  },

  async ratings_match_the_cli(page) {
    const puzzles = [datasetLines('qqwing_se_calibration.txt', 4)[3].slice(0, 81),
                     datasetLines('qqwing_se_calibration.txt', 2)[1].slice(0, 81), FORCING];
    for (const puzzle of puzzles) {
      await setValue(page, '#puzzle', puzzle);
      await act(page, '#rate');
      const rows = cli(['rate'], `${puzzle}\n`).split('\n');
      const header = csvFields(rows[0]);
      const row = csvFields(rows[1]);
      const field = (name) => row[header.indexOf(name)];
      expectEqual(await text(page, '#rate-er'), field('se_rating'), `ER of ${puzzle}`);
      expectEqual(await text(page, '#rate-ep'), field('se_first_placement'), 'EP');
      expectEqual(await text(page, '#rate-ed'), field('se_first_step'), 'ED');
      expectEqual(await text(page, '#rate-qqwing'), field('qqwing_class'), 'qqwing class');
      const hardest = field('hardest_technique');
      expectEqual(await text(page, '#rate-hardest'),
                  cli(['explain', puzzle]).trim().split('\n').pop().match(/\((.*)\),/)[1],
                  `hardest technique (${hardest})`);
    }
  },

  // The version of Sudoku Explainer's scale: the page's choice gives the command line's
  // --se-version figures, for rate and explain.
  async se_version_matches_the_cli(page) {
    const puzzle = datasetLines('qqwing_se_calibration.txt', 786)[785].slice(0, 81);
    for (const version of ['1.2.1', '1.18.1']) {
      await page.select('#se-version', version);
      await setValue(page, '#puzzle', puzzle);
      await act(page, '#rate');
      const rows = cli(['rate', '--se-version', version], `${puzzle}\n`).split('\n')
        .filter((line) => !line.startsWith('#'));
      const header = csvFields(rows[0]);
      const row = csvFields(rows[1]);
      expectEqual(await text(page, '#rate-er'), row[header.indexOf('se_rating')], `ER on ${version}`);
      await act(page, '#explain');
      const lines = cli(['explain', '--se-version', version, puzzle]).trim().split('\n');
      expectEqual(await text(page, '#step-count'), `step 1 of ${lines.length - 2} (1.2)`,
                  `steps on ${version}`);
    }
    expectEqual(await page.$eval('#se-version', (e) => e.value), '1.18.1', 'back to the default');
  },

  async explanation_steps_match_the_cli(page) {
    await setValue(page, '#puzzle', FORCING);
    await act(page, '#explain');
    const lines = cli(['explain', FORCING]).trim().split('\n');
    const steps = lines.slice(1, -1);  // the puzzle line, the steps, the summary
    const count = await text(page, '#step-count');
    expectEqual(count, `step 1 of ${steps.length} (1.2)`, 'step counter');
    let chainStep = -1;
    for (let i = 0; i < steps.length; i += 1) {
      expectEqual(await text(page, '#step-text'), steps[i], `step ${i + 1}`);
      const links = await page.$$eval('#board path.link', (p) => p.map((e) => e.getAttribute('class')));
      if (steps[i].includes('forcing') && chainStep < 0) {
        chainStep = i;
        // Three branches (r5c2 = 4, 5, 8): 1, 3 and 5 links, weak and strong both drawn.
        const perBranch = await page.$$eval('#board path.link', (p) => {
          const n = {};
          for (const e of p) n[e.dataset.branch] = (n[e.dataset.branch] || 0) + 1;
          return n;
        });
        expectEqual(JSON.stringify(perBranch), '{"0":1,"1":3,"2":5}', 'links per branch');
        if (!links.some((c) => c.includes('strong')) || !links.some((c) => c.includes('weak')))
          throw new Error(`strong and weak links not both drawn: ${links}`);
        expectEqual(await page.$$eval('#board text.candidate.removed', (t) => t.map((e) => e.textContent).join()),
                    '4', 'the removed candidate (r5c5 4)');
        await page.screenshot({ path: path.join(artifacts, 'explained-board.png') });
        // Branch by branch (↓): each drawn alone, its text as the CLI's text gives it.
        const branches = steps[i].slice(steps[i].indexOf(': ', steps[i].indexOf('forcing on')) + 2).split('; ');
        for (let b = 0; b < branches.length; b += 1) {
          await page.keyboard.press('ArrowDown');
          expectEqual(await text(page, '#branch-text'), `branch ${b + 1} of 3: ${branches[b]}`, `branch ${b + 1}`);
          const drawn = await page.$$eval('#board path.link', (p) => p.map((e) => e.dataset.branch));
          expectEqual(drawn.join(), Array(b * 2 + 1).fill(String(b)).join(), `links of branch ${b + 1}`);
        }
        await page.keyboard.press('ArrowDown');
        expectEqual(await text(page, '#branch-text'), '', 'all branches again');
      } else if (!/chain|cycle|kite|skyscraper|turbot|strong links/.test(steps[i])) {
        expectEqual(links.length, 0, `no chain drawn at step ${i + 1}`);
      }
      if (i + 1 < steps.length) await page.keyboard.press('ArrowRight');
    }
    if (chainStep !== 20) throw new Error(`the forcing chain at step ${chainStep + 1}, not 21`);
    const whole = await page.$eval('#explain-text', async (a) => (await fetch(a.href)).text());
    expectEqual(whole, cli(['explain', FORCING]), 'the explanation as text');
    await page.keyboard.press('Home');
    expectEqual(await text(page, '#step-text'), steps[0], 'Home goes back to the first step');
    await page.keyboard.press('ArrowLeft');
    expectEqual(await text(page, '#step-text'), steps[0], 'no step before the first');
  },

  async play_keys(page) {
    await setValue(page, '#puzzle', EASY);
    await act(page, '#play');
    const solution = cli(['solve'], `${EASY}\n`).trim();
    const first = EASY.indexOf('.');  // the selected cell
    await page.keyboard.press(solution[first]);
    let values = await boardValues(page);
    expectEqual(values[first], solution[first], 'the digit entered');
    await page.keyboard.press('ArrowRight');
    const second = first + 1;
    const wrongDigit = solution[second] === '9' ? '1' : String(Number(solution[second]) + 1);
    await page.keyboard.press(wrongDigit);
    await page.click('#play-check');
    expectEqual(await text(page, '#play-message'), '1 wrong digit (marked)', 'check');
    expectEqual(await page.$$eval('#board rect.wrong', (r) => r.map((e) => e.dataset.cell).join()),
                String(second), 'the wrong cell marked');
    await page.keyboard.press('u');
    values = await boardValues(page);
    expectEqual(values[second], '.', 'undo clears the wrong digit');
    expectEqual(values[first], solution[first], 'undo keeps the first digit');
    await page.keyboard.press('p');
    await page.keyboard.press('3');
    await page.keyboard.press('7');
    const marks = await page.$$eval('#board text.candidate', (t) => t.map((e) => e.textContent).join());
    expectEqual(marks, '3,7', 'pencil marks');
    await page.keyboard.press('p');
    const before = await page.$eval('body', (b) => Number(b.dataset.done || 0));
    await page.keyboard.press('h');
    await page.waitForFunction((n) => Number(document.body.dataset.done || 0) > n, {}, before);
    const position = values.split('').map((v, i) => (i === first ? solution[first] : EASY[i])).join('');
    const hint = cli(['explain', position]).split('\n')[1];
    expectEqual(await text(page, '#play-message'), `hint: ${hint}`, 'hint');
    if (!/^\d+:\d\d$/.test(await text(page, '#clock'))) throw new Error('no clock');
  },

  async generate_matches_the_cli(page) {
    for (const [seed, band, args] of [['42', '', []], ['7', 'c:easy', ['--difficulty', 'easy']],
                                      ['3', 'r:4.1:6.5', ['--rating', '4.1:6.5']]]) {
      await setValue(page, '#gen-seed', seed);
      await page.select('#gen-band', band);
      await act(page, '#generate');
      const expected = cli(['generate', '1', '--seed', seed, ...args]).trim();
      expectEqual(await text(page, '#generated'), expected, `seed ${seed} ${band}`);
      expectEqual(await page.$eval('#puzzle', (e) => e.value), expected, 'the puzzle box');
    }
    await page.select('#gen-band', 'custom');
    await setValue(page, '#gen-range', '9.5:');
    await act(page, '#generate');
    expectEqual(await text(page, '#message'),
                'bands above 9.0 need the neighbourhood search of `nonet generate`, which the page has not',
                'a band above carving');
    await page.select('#gen-band', '');
  },

  async check_reasons_match_the_cli(page) {
    const solution = cli(['solve'], `${EASY}\n`).trim();
    const bad = `55${solution.slice(2, 40)}.${solution.slice(41)}`;
    for (const input of [solution, bad, `${EASY}:${bad}`]) {
      await setValue(page, '#check-input', input);
      await act(page, '#check');
      const line = cliAnyStatus(['check'], `${input}\n`).trim();
      const verdict = await text(page, '#check-verdict');
      if (line === 'valid') {
        expectEqual(verdict, 'valid', 'verdict');
        continue;
      }
      expectEqual(verdict, 'invalid', 'verdict');
      const reasons = await page.$$eval('#check-result li', (l) => l.map((e) => e.textContent));
      expectEqual(`invalid (line 1): ${reasons.join('; ')}`, line, `reasons for ${input}`);
    }
  },

  // The batch box (its own worker) against `nonet rate` on the calibration file's first 200
  // puzzles and the hard calibration's first 200: the whole CSV, search effort included; a
  // comment, blank lines, CRLF and bad lines among them keep the CLI's line numbers and reasons.
  async batch_ratings_match_the_cli_on_400_puzzles(page) {
    for (const name of ['qqwing_se_calibration.txt', 'se_hard_calibration.txt']) {
      const lines = datasetLines(name, 200);
      lines.splice(100, 0, '# a comment', '', `${EASY}\r`, '12', `55${EASY.slice(2)}`, '');
      const input = lines.join('\n') + '\n';
      await setValue(page, '#batch-input', input);
      await page.$eval('#batch-quick', (c) => { c.checked = false; });
      await page.click('#batch-run');
      await page.waitForFunction(() => /rated in/.test(document.getElementById('batch-status').textContent),
                                 { timeout: 300000 });
      const csv = await page.$eval('#batch-csv', async (a) => (await fetch(a.href)).text());
      expectEqual(csv, cli(['rate'], input), `${name}: the CSV`);
      const rows = await page.$$eval('#batch-table tbody tr', (r) => r.length);
      expectEqual(rows, 203, 'table rows');
    }
  },

  // Delimited text as people download datasets: the layout, header, quotes and bad rows as
  // `nonet rate` reads them (here without search effort, as the box's default).
  async batch_reads_delimited_text_as_the_cli(page) {
    const hard = datasetLines('se_hard_calibration.txt', 3).map((l) => l.slice(0, 81));
    const tables = [
      `id,puzzle,solution\n1,${EASY},x\n# a comment\n2,12,y\n3\n4,"${hard[0]}",z\n5,${hard[1]}\r\n`,
      `quizzes\tsolutions\n${hard[2]}\t1\n${EASY}\t2\n\n55${EASY.slice(2)}\t3\n`,
      `source;question;answer;rating\nforum;${hard[0]};;1\nforum\n`,
    ];
    await page.$eval('#batch-quick', (c) => { c.checked = true; });
    for (const input of tables) {
      await setValue(page, '#batch-input', input);
      await page.click('#batch-run');
      await page.waitForFunction(() => /rated in/.test(document.getElementById('batch-status').textContent));
      const csv = await page.$eval('#batch-csv', async (a) => (await fetch(a.href)).text());
      expectEqual(csv, cli(['rate', '--no-search'], input), `the CSV of ${JSON.stringify(input.slice(0, 30))}`);
      await page.$eval('#batch-status', (e) => { e.textContent = ''; });
    }
  },

  async batch_cancel(page) {
    await setValue(page, '#batch-input', `${HARDEST}\n`.repeat(50));
    await page.evaluate(() => { document.getElementById('batch-run').click(); document.getElementById('batch-cancel').click(); });
    await page.waitForFunction(() => document.getElementById('batch-status').textContent === 'cancelled');
    expectEqual(await page.$eval('#batch-cancel', (b) => b.hidden), true, 'the cancel button hidden');
    expectEqual(await page.$eval('#batch-run', (b) => b.disabled), false, 'rate all usable again');
  },

  async solutions_match_the_cli_on_1000_17_clue_puzzles(page) {
    const input = datasetLines('puzzles2_17_clue.txt', 1000).join('\n') + '\n';
    const result = await page.evaluate((t) => engine.call('solveLines', t, true), input);
    expectEqual(result.puzzles, 1000, 'puzzles');
    expectEqual(result.solutions, cli(['solve'], input), 'the solutions');
  },

  async a_puzzle_in_the_address(page) {
    await setValue(page, '#puzzle', FORCING);
    await act(page, '#load');
    const address = await page.evaluate(() => location.href);
    expectEqual(address.endsWith(`#puzzle=${FORCING}`), true, `the address ${address}`);
    const second = await page.browser().newPage();
    try {
      await second.goto(address);
      await second.waitForFunction(() => Number(document.body.dataset.done || 0) > 0);
      expectEqual(await boardValues(second), FORCING, 'the board of a page opened at that address');
      expectEqual(await text(second, '#message'), '23 clues', 'its message');
    } finally {
      await second.close();
    }
  },

  async cancel_and_time_budget(page) {
    // Cancelled before the worker can answer (both in one task): the call rejects, the
    // worker is replaced, and the fresh one answers.
    const pending = await page.evaluate(() => {
      const call = engine.call('rate', HARDEST, 600).then(() => 'answered', (e) => e.message);
      engine.cancel();
      return call;
    });
    expectEqual(pending, 'cancelled', 'the pending call');
    // The cancel button, clicked while the page waits on the engine.
    await setValue(page, '#puzzle', HARDEST);
    const before = await page.$eval('body', (b) => Number(b.dataset.done || 0));
    await page.evaluate(() => { document.getElementById('rate').click(); document.getElementById('cancel').click(); });
    await page.waitForFunction((n) => Number(document.body.dataset.done || 0) > n, {}, before);
    expectEqual(await text(page, '#message'), 'cancelled', 'the message');
    // A time budget far too short for an 11.1: a lower bound, as `nonet rate --max-seconds`.
    await setValue(page, '#budget', '0.001');
    await act(page, '#rate');
    expectEqual(await text(page, '#rate-status'), 'beyond', 'status');
    if (!(await text(page, '#result')).includes('time budget reached')) throw new Error('no budget note');
    await setValue(page, '#budget', '60');
    await setValue(page, '#puzzle', EASY);
    await act(page, '#rate');
    expectEqual(await text(page, '#rate-er'), '2.6', 'the fresh worker rates');
  },
};

const { page, errors, close } = await openPage(pageDir);
await page.evaluate((h) => { window.HARDEST = h; }, HARDEST);
// Every panel open, as a user would have them to use them all.
for (const summary of await page.$$('details:not([open]) > summary')) await summary.click();
let failed = 0;
for (const [name, run] of Object.entries(cases)) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  try {
    await run(page);
    if (errors.length) throw new Error(`page errors: ${errors.splice(0).join('; ')}`);
    console.log(`ok   web.${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL web.${name}: ${error.message}`);
  }
}
await close();
console.log(failed ? `${failed} failed` : 'all passed');
process.exit(failed ? 1 : 0);
