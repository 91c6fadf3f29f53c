import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
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

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), serverEntries(), messagesWithoutParser()],
});
