import { Transform } from 'node:stream';
import { DEFERRED_PRELOAD_REL, DEFERRED_SCRIPT_TYPE } from './after-paint-scripts';

const MODULE_PRELOAD = /<link rel="modulepreload"/g;
const MODULE_SCRIPT = /(<script\b[^>]*?) type="module"/g;

/**
 * Switches off the module preloads and module scripts of a rendered document, for
 * <AfterPaintScripts> to switch back on after the first contentful paint. Only the attribute that
 * makes them load changes, so the markup React hydrates is React Router's own once they are back.
 */
export function deferModuleScripts(html: string): string {
  return html.replace(MODULE_PRELOAD, `<link rel="${DEFERRED_PRELOAD_REL}"`).replace(MODULE_SCRIPT, `$1 type="${DEFERRED_SCRIPT_TYPE}"`);
}

/** The document stream through deferModuleScripts: it is small and complete (rendered on onAllReady), so it is rewritten whole. */
export function createModuleScriptDeferral(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      callback(null, deferModuleScripts(Buffer.concat(chunks).toString('utf8')));
    },
  });
}
