import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createModuleScriptDeferral, deferModuleScripts } from './after-paint-scripts.server';

// The markup React Router's <Scripts> renders for a page, as far as it matters here.
const document = [
  '<!DOCTYPE html><html><head><script type="application/ld+json">{"@type":"LocalBusiness"}</script></head><body><main>Hello</main>',
  '<script nonce="abc">window.__reactRouterContext = {};</script>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/root-2.js" nonce="abc"/>',
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-1.js");</script>',
  '<script nonce="abc">(function () {})();</script>',
  '</body></html>',
].join('');

describe('deferModuleScripts', () => {
  it('leaves nothing in the document that loads a module before the starter runs', () => {
    const deferred = deferModuleScripts(document);
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).not.toContain('type="module"');
    expect(deferred.match(/<link rel="modulepreload-after-paint" href="\/assets\/[^"]+" nonce="abc"\/>/g)).toHaveLength(2);
    expect(deferred).toContain('<script nonce="abc" type="module-after-paint" async="">import * as route0 from "/assets/root-2.js";');
  });

  it('changes only the attributes that start loading, so the starter can restore React Router’s markup exactly', () => {
    const restored = deferModuleScripts(document)
      .replaceAll('rel="modulepreload-after-paint"', 'rel="modulepreload"')
      .replace('type="module-after-paint"', 'type="module"');
    expect(restored).toBe(document);
  });

  it('rewrites a document that arrives in chunks split inside the tags it changes', async () => {
    const cut = document.indexOf('modulepreload') + 4;
    const chunks = [document.slice(0, cut), document.slice(cut, cut + 300), document.slice(cut + 300)].map((part) => Buffer.from(part));
    const output = await text(Readable.from(chunks).pipe(createModuleScriptDeferral()));
    expect(output).toBe(deferModuleScripts(document));
  });
});
