import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

// The browser runs React DOM, as the server and `npm run dev` do (docs/decisions/0044-react-in-browser.md):
// what developers see is what visitors run. These look at the production build the journeys run
// against (scripts/e2e-server.js builds it) and at the scripts a page actually loads.

const ASSETS = path.resolve('build/client/assets');
// Strings only React DOM's client carries, and strings only Preact's (its compatibility layer's
// event names and its mangled internals).
const REACT_DOM = ['__reactFiber$', '__reactContainer$'];
const PREACT = ['ondoubleclick', 'oninputCapture', '__preactattr_'];

test('the browser bundle is React DOM and holds no Preact, and the project does not depend on Preact', async ({ page, request }) => {
  const scripts = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  for (const file of scripts) {
    const text = readFileSync(path.join(ASSETS, file), 'utf8');
    for (const mark of PREACT) expect(text.includes(mark), `${file} holds Preact's "${mark}"`).toBe(false);
  }

  // The client entry named by React Router's manifest, and the modules it imports, hold React DOM.
  const manifestFile = scripts.find((file) => /^manifest-[\w-]+\.js$/.test(file));
  expect(manifestFile).toBeDefined();
  const manifest = JSON.parse(/=(\{.*\});?\s*$/s.exec(readFileSync(path.join(ASSETS, manifestFile!), 'utf8'))![1]!) as {
    entry: { module: string; imports: string[] };
  };
  const entry = [manifest.entry.module, ...manifest.entry.imports].map((url) => readFileSync(path.join(ASSETS, path.basename(url)), 'utf8')).join('\n');
  for (const mark of REACT_DOM) expect(entry, `the client entry holds React DOM's "${mark}"`).toContain(mark);

  // And a page loads it: the scripts a visitor's browser runs are React's.
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && new URL(response.url()).pathname.startsWith('/assets/')) loaded.push(response.url());
  });
  const html = await (await request.get('/es/get-quote')).text();
  // React writes every part in its place: none waits, hidden, for a script to move it in.
  expect(html).not.toMatch(/<div hidden id="S:|<template id="B:|\$RC/);
  await page.goto('/es/get-quote');
  const bodies = (await Promise.all(loaded.map(async (url) => (await request.get(url)).text()))).join('\n');
  expect(bodies).toContain('__reactFiber$');
  for (const mark of PREACT) expect(bodies).not.toContain(mark);
  // React took over the page itself: its elements carry React's fiber.
  expect(await page.evaluate(() => Object.keys(document.getElementById('main') ?? {}).some((key) => key.startsWith('__reactFiber$')))).toBe(true);

  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  expect(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => name.includes('preact'))).toEqual([]);
  expect(pkg.dependencies?.['react-dom']).toMatch(/^19\./);
});
