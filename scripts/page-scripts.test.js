// The script budget of every public page, in both languages, checked on the production build
// without a browser or Lighthouse (`npm run bench:pages` measures the same bytes in Chromium, with
// the scores): what a phone receives for a page's scripts, Brotli as the server sends them plus
// each response's headers, must stay within 150 KB. docs/performance.md#script-budget.
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildIfStale } from './build-if-stale.js';
import { compressedBytes, HEADER_BYTES, pageScriptFiles, PUBLIC_PAGES, readRouteManifest, SCRIPT_BUDGET } from './lib/page-scripts.js';

const assets = path.resolve('build/client/assets');
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
let route;

beforeAll(() => {
  // `npm test` has built already; run alone, this builds when the sources changed since.
  buildIfStale({ quiet: true });
  route = readRouteManifest(assets);
}, 300_000);

describe('script budget of the public pages', () => {
  test.each(PUBLIC_PAGES)('%s loads at most 150 kB of script', (pagePath) => {
    const files = pageScriptFiles(pagePath, route);
    const bytes = compressedBytes(assets, files);
    const largest = files
      .map((name) => ({ name, bytes: compressedBytes(assets, [name]).brotli }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map(({ name, bytes }) => `${name} ${kB(bytes)}`)
      .join(', ');
    expect(bytes.transferred, `${pagePath}: ${kB(bytes.transferred)} in ${files.length} scripts (largest: ${largest})`).toBeLessThanOrEqual(SCRIPT_BUDGET);
  });

  test('the pages load the same browser entry and frame, and a page of one language no more than a few chunks', () => {
    const english = pageScriptFiles('/get-quote', route);
    const spanish = pageScriptFiles('/es/get-quote', route);
    // The entry, React DOM and React Router, and the site's frame are shared by every page (one
    // chunk, decision 0051): what the two pages share is at least the frame.
    const shared = english.filter((name) => spanish.includes(name));
    expect(shared.some((name) => /^frame-/.test(name))).toBe(true);
    expect(shared.some((name) => /^entry\.client-/.test(name))).toBe(true);
    // Before decision 0051 this page loaded 40 scripts, each with its response's headers.
    expect(spanish.length).toBeLessThanOrEqual(20);
  });

  test('the estimate is what a browser counts: the files as the server sends them, with their headers', () => {
    const files = pageScriptFiles('/about', route);
    const bytes = compressedBytes(assets, files);
    expect(bytes.transferred).toBe(bytes.brotli + files.length * HEADER_BYTES);
    // Brotli at quality 11 is smaller than gzip at level 9 for the same files.
    expect(bytes.brotli).toBeLessThan(bytes.gzip);
    expect(() => pageScriptFiles('/no-such-page/deeper', { file: route.file, manifest: { ...route.manifest, routes: {} } })).toThrow(/no route matches/);
  });
});
