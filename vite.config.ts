import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
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

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), serverEntries(), messagesWithoutParser(), precompressedAssets()],
});
