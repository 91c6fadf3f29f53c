import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/**
 * The server build has two entries: the HTTP application (build/server/index.js, which wraps
 * React Router's handler) and the command-line tasks (build/server/cli.js), so that a task does
 * not load the application. React Router names the server entry index.js; this runs after it
 * and names each entry after its input instead (modules both use go into shared chunks).
 */
function serverEntries(): Plugin {
  return {
    name: 'gables:server-entries',
    enforce: 'post',
    config: (_config, { isSsrBuild }) =>
      isSsrBuild
        ? { build: { rollupOptions: { input: { index: './server/app.ts', cli: './server/cli.ts' }, output: { entryFileNames: '[name].js' } } } }
        : undefined,
  };
}

/**
 * Browsers get messages already parsed (app/lib/messages.server.ts), so their bundle carries the
 * ICU formatter without its parser (about 7 KB compressed less). The server keeps the parser.
 */
function messagesWithoutParser(): Plugin {
  return {
    name: 'gables:messages-without-parser',
    config: (_config, { command, isSsrBuild }) =>
      command === 'build' && !isSsrBuild
        ? { resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] } }
        : undefined,
  };
}

/**
 * React Router ships a production build beside its development one, but its package's exports
 * name only the development build (remix-run/react-router#12532, #14102), so browsers got its
 * development warnings too. The browser build takes the production build for both of its entry
 * points (the two are one library: they share their chunks, so nothing is loaded twice).
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.resolve('node_modules/react-router/dist/production');
  return {
    name: 'gables:react-router-production-build',
    config: (_config, { command, isSsrBuild }) =>
      command === 'build' && !isSsrBuild
        ? {
            resolve: {
              alias: [
                { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
                { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
              ],
            },
          }
        : undefined,
  };
}

/** Writes a file's Brotli (at its highest quality) and gzip copies beside it. */
async function compressBeside(file: string): Promise<void> {
  const source = await readFile(file);
  const brotli = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
  await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }))]);
}

/**
 * Scripts are compressed once, at build, with Brotli at its highest quality (and gzip for a
 * browser without Brotli); server/app.ts sends those files as they are, never compressing them
 * again. Brotli at quality 11 is 12-14% smaller than the gzip `compression` makes on the fly.
 */
function precompressedAssets(): Plugin {
  return {
    name: 'gables:precompressed-assets',
    apply: 'build',
    // After the files are written: until then a chunk's code still holds placeholders (such as
    // the preload list of a lazy import) that Vite fills in last.
    async writeBundle({ dir }, bundle) {
      if (this.environment.name === 'client') {
        const written = Object.keys(bundle).filter((fileName) => /\.(js|css)$/.test(fileName));
        await Promise.all(written.map((fileName) => compressBeside(path.join(dir!, fileName))));
        return;
      }
      // React Router writes the browser's route manifest (assets/manifest-*.js) into the client
      // build (build/client, beside build/server) while it builds the server.
      const assets = path.join(dir!, '..', 'client', 'assets');
      const manifests = (await readdir(assets)).filter((fileName) => /^manifest-[\w-]+\.js$/.test(fileName));
      await Promise.all(manifests.map((fileName) => compressBeside(path.join(assets, fileName))));
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null };

/** The modules `roots` import, directly or through others, statically (a lazy `import()` is not followed). */
function staticClosure(ctx: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = roots.filter((id) => ctx.getModuleInfo(id));
  while (pending.length) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * How the browser's code is split into files (docs/decisions/0051-script-chunks.md). Left to
 * itself, the bundler gives every set of routes that import a module a file of its own: with some
 * 150 routes, a public page fetched 27 to 40 files, most of them under 1 kB, each with about 350
 * bytes of response headers, and each compressed on its own. Instead:
 * - **frame**: what every page loads, whatever the page: the browser entry (React DOM, React
 *   Router) and the root route (the site's header, footer, menus, words) with everything they
 *   import. One file; no page loads a byte more.
 * - **public pages**: a module a public page imports goes in one file with the others that the
 *   same public pages import, whichever other routes (back office, account) import it too. A
 *   public page loads exactly the code it loaded before, in fewer files; a back-office screen may
 *   load a little of a public page's code with a module it shares with it.
 * The rest (the back office's own code, what loads on first use) is split as the bundler does.
 * A file here only ever imports files whose pages include its own (a module's imports are reached
 * from every page it is), so no two of them import each other.
 */
function scriptChunks(): Plugin {
  const app = path.resolve('app');
  const ENTRIES = [
    path.join(app, 'root.tsx'),
    path.resolve('node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx'),
    path.join(app, 'entry.client.tsx'),
  ];
  const PUBLIC_ROUTES = path.join(app, 'routes/public');
  const routes = readdirSync(PUBLIC_ROUTES, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx$/.test(file))
    .map((file) => path.join(PUBLIC_ROUTES, file))
    .sort();
  /** Each grouped module's chunk name and how many public pages import it (the frame: all of them and more). */
  let chunkOf: Map<string, { name: string; pages: number }> | undefined;

  const chunkNames = (graph: ModuleGraph): Map<string, { name: string; pages: number }> => {
    const frame = staticClosure(graph, ENTRIES);
    const pagesOf = new Map<string, string[]>();
    for (const route of routes) {
      for (const id of staticClosure(graph, [route])) {
        if (frame.has(id)) continue;
        pagesOf.set(id, [...(pagesOf.get(id) ?? []), path.relative(PUBLIC_ROUTES, route).replace(/\.tsx$/, '')]);
      }
    }
    const result = new Map<string, { name: string; pages: number }>();
    for (const id of frame) result.set(id, { name: 'frame', pages: routes.length + 1 });
    for (const [id, pages] of pagesOf) {
      const name =
        pages.length === 1 ? `page-${pages[0]!.replaceAll('/', '-')}` : `pages-${createHash('sha256').update(pages.join()).digest('hex').slice(0, 8)}`;
      result.set(id, { name, pages: pages.length });
    }
    // Entries stay entries: React Router names each one's file in its manifest.
    for (const id of [...ENTRIES, ...routes]) result.delete(id);
    return result;
  };

  return {
    name: 'gables:script-chunks',
    apply: 'build',
    outputOptions(options) {
      if (this.environment?.name !== 'client') return null;
      // A group takes the modules it imports along (the bundler's default), so the groups are
      // formed widest first: a module's imports are used by at least the pages it is, so by then
      // they are each in their own chunk already. One group per width, highest priority first.
      const groups = Array.from({ length: routes.length + 1 }, (_, index) => {
        const pages = routes.length + 1 - index;
        return {
          name: (id: string, ctx: ModuleGraph) => {
            const chunk = (chunkOf ??= chunkNames(ctx)).get(id);
            return chunk?.pages === pages ? chunk.name : null;
          },
          priority: pages,
          debugName: `modules ${pages} public pages import`,
        };
      });
      return { ...options, codeSplitting: { groups } };
    },
  };
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), serverEntries(), messagesWithoutParser(), reactRouterProductionBuild(), precompressedAssets(), scriptChunks()],
});
