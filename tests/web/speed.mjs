// The page's speed figure: the Speed panel run on a corpus file in headless chromium (the
// engine in its worker, first solution, best of 3 passes), printed as the page shows it.
//   usage: node speed.mjs PAGE_DIR CORPUS
import { openPage } from './browser.mjs';

const [pageDir, corpus] = process.argv.slice(2);
if (!corpus) {
  console.error('usage: node speed.mjs PAGE_DIR CORPUS');
  process.exit(2);
}
const { page, close } = await openPage(pageDir);
for (const summary of await page.$$('details:not([open]) > summary')) await summary.click();
const input = await page.$('#speed-file');
await input.uploadFile(corpus);
const before = await page.$eval('body', (b) => Number(b.dataset.done || 0));
await page.click('#speed-run');
await page.waitForFunction((n) => Number(document.body.dataset.done || 0) > n,
                           { timeout: 600000 }, before);
console.log(await page.$eval('#speed-result', (e) => e.textContent));
console.log(await page.$eval('#speed-native', (e) => e.textContent));
console.log(await page.evaluate(() => navigator.userAgent));
await close();
