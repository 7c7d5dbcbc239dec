// The README's pictures of the page: the board mid-explanation with a chain drawn (light and
// dark), a hint during play, and the page on a phone-sized screen.
//   usage: node screenshots.mjs PAGE_DIR OUT_DIR
import path from 'node:path';
import { openPage } from './browser.mjs';

const [pageDir, out] = process.argv.slice(2);
const FORCING = '.2.81....4......3...7.....2.7..9..18..3....9..6..2...........56....62..77....31..';
const KITE = '..4.3.5........1.771..8........293.8...47..59..5......92...4.1.......2.......3..5';

async function act(page, selector) {
  const before = await page.$eval('body', (b) => Number(b.dataset.done || 0));
  await page.click(selector);
  await page.waitForFunction((n) => Number(document.body.dataset.done || 0) > n, {}, before);
}
async function explainAt(page, puzzle, step) {
  await page.$eval('#puzzle', (e, v) => { e.value = v; }, puzzle);
  await act(page, '#explain');
  for (let i = 1; i < step; i += 1) await page.keyboard.press('ArrowRight');
}

let { page, close } = await openPage(pageDir, { width: 1200, height: 900 });
await page.evaluate(() => { document.documentElement.dataset.theme = 'light'; });
await explainAt(page, FORCING, 21);
await (await page.$('#board-area')).screenshot({ path: path.join(out, 'explain-forcing-chain.png') });
for (let b = 0; b < 3; b += 1) await page.keyboard.press('ArrowDown');
await (await page.$('#board-area')).screenshot({ path: path.join(out, 'explain-forcing-branch.png') });
await page.evaluate(() => { document.documentElement.dataset.theme = 'dark'; });
await explainAt(page, KITE, 33);
await (await page.$('#board-area')).screenshot({ path: path.join(out, 'explain-kite-dark.png') });
await close();

({ page, close } = await openPage(pageDir, { width: 390, height: 844, deviceScaleFactor: 2 }));
await page.evaluate(() => { document.documentElement.dataset.theme = 'light'; });
await page.$eval('#puzzle', (e, v) => { e.value = v; }, KITE);
await act(page, '#play');
for (const key of ['ArrowRight', 'p', '2', '6', '8', 'ArrowDown', '3', '5', '6']) await page.keyboard.press(key);
await act(page, '#hint');
await page.evaluate(() => window.scrollTo(0, 0));
await page.screenshot({ path: path.join(out, 'play-hint-phone.png'), fullPage: false });
await close();
