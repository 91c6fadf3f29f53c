// The public pages the budgets cover, and the scripts each one loads, read from a production build
// without a browser: React Router's route manifest names, for the browser entry and each route, its
// module and every chunk it imports statically; a page loads the entry, the manifest itself and the
// modules of the routes its address matches (docs/performance.md#script-budget).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';

const SERVICE_IDS = ['window-installation', 'window-repair', 'window-maintenance', 'window-replacement', 'glass-replacement', 'weatherproofing'];

/** Every public page, in both languages: what `npm run bench:pages` measures and the script budget covers. */
export const PUBLIC_PAGES = [
  '/',
  '/es',
  '/services',
  ...SERVICE_IDS.map((id) => `/services/${id}`),
  '/about',
  '/contact',
  '/get-quote',
  '/es/services',
  ...SERVICE_IDS.map((id) => `/es/services/${id}`),
  '/es/about',
  '/es/contact',
  '/es/get-quote',
  '/es/privacy-policy',
  '/es/terms-of-service',
  '/es/sitemap',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
];

/** Compressed JavaScript a public page may load (issue 48, docs/decisions/0044-react-in-browser.md). */
export const SCRIPT_BUDGET = 150 * 1024;

/**
 * What a script response's headers add to its body, as Chromium counts a response's transferred
 * size (measured on the production server: 350 bytes for each of a page's scripts).
 */
export const HEADER_BYTES = 350;

/** React Router's browser manifest in `assets` (build/client/assets): its file name and contents. */
export function readRouteManifest(assets) {
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest (manifest-*.js) in ${assets}: build first (npm run build)`);
  const json = /=(\{.*\});?\s*$/s.exec(readFileSync(path.join(assets, file), 'utf8'))?.[1];
  if (!json) throw new Error(`${file} is not React Router's manifest`);
  return { file, manifest: JSON.parse(json) };
}

/** The manifest's routes as a tree that React Router's `matchRoutes` takes. */
function routeTree(manifest) {
  const byParent = new Map();
  for (const route of Object.values(manifest.routes)) {
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const build = (parentId) =>
    (byParent.get(parentId) ?? []).map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      children: route.index ? undefined : build(route.id),
    }));
  return build(undefined);
}

/**
 * The script files (names in `assets`) a visit to `pagePath` loads before it can run: the manifest,
 * the browser entry and its imports, and each matched route's module and imports.
 */
export function pageScriptFiles(pagePath, { file, manifest }) {
  const matches = matchRoutes(routeTree(manifest), pagePath);
  if (!matches) throw new Error(`no route matches ${pagePath}`);
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const { route } of matches) {
    const entry = manifest.routes[route.id];
    urls.add(entry.module);
    for (const url of entry.imports ?? []) urls.add(url);
  }
  return [file, ...[...urls].map((url) => path.posix.basename(url))];
}

/** Bytes of `files` as sent compressed: Brotli (what browsers get), gzip (a browser without Brotli), and the responses. */
export function compressedBytes(assets, files) {
  const size = (name) => {
    const file = path.join(assets, name);
    if (!existsSync(file)) throw new Error(`${name} is missing (the build's copies are written by precompressedAssets in vite.config.ts)`);
    return statSync(file).size;
  };
  const brotli = files.reduce((sum, name) => sum + size(`${name}.br`), 0);
  const gzip = files.reduce((sum, name) => sum + size(`${name}.gz`), 0);
  return { brotli, gzip, responses: files.length, transferred: brotli + files.length * HEADER_BYTES };
}
