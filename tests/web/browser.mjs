// Debian's chromium, headless, driven by puppeteer-core (which never downloads a browser),
// with a fresh profile, and the page opened from the file system.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';

export const CHROMIUM = process.env.NONET_CHROMIUM || '/usr/bin/chromium';

export async function openPage(pageDir, viewport = { width: 1200, height: 1000 }) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'nonet-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    userDataDir: profile,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
           '--disable-background-networking', '--disable-component-update', '--disable-sync',
           // a container's /dev/shm is often too small for a renderer
           '--disable-dev-shm-usage'],
  });
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewport(viewport);
  await page.goto(pathToFileURL(path.join(pageDir, 'index.html')).href);
  await page.waitForSelector('body[data-ready]', { timeout: 60000 });
  const close = async () => {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return { browser, page, errors, close };
}
