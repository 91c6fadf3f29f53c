// Full-page screenshots of the given paths at phone and desktop widths, for looking at the site.
// Usage: node scripts/screenshots.js [--base http://localhost:3000] [--out screenshots] /path ...
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium.js';

const args = process.argv.slice(2);
let base = 'http://localhost:3000';
let out = 'screenshots';
const paths = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--base') base = args[++i];
  else if (args[i] === '--out') out = args[++i];
  else paths.push(args[i]);
}
if (paths.length === 0) paths.push('/');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 800 } });
  for (const pagePath of paths) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await page.goto(base + pagePath, { waitUntil: 'networkidle' });
    // Sections below the fold skip their rendering (content-visibility) until they are in view,
    // and a full-page screenshot does not bring them into view: the window is made as tall as
    // the page (twice, as the rendered sections take their real heights) so every one is drawn.
    for (let round = 0; round < 2; round++) {
      const height = await page.evaluate('document.documentElement.scrollHeight');
      await page.setViewportSize({ width, height });
      await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    }
    const name = `${pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: true });
    console.log(path.join(out, name));
  }
  await page.close();
}
await browser.close();
