import type { HeadersArgs } from 'react-router';

/**
 * What a page the same for every visitor who is not signed in declares: no opener policy
 * (`unsafe-none`, the browser's default; every other answer gets `same-origin` from the request
 * policy). The opener policy makes Chromium open the page in a new renderer of its own, whose start
 * costs a phone more than the rest of the page's first work, on every arrival from another site;
 * it protects nothing on a page with nothing of an account in it. The session middleware takes
 * this off again for a signed-in visitor. Why: docs/decisions/0023-opener-policy.md.
 */
export const sharedPageHeaders = { 'Cross-Origin-Opener-Policy': 'unsafe-none' } as const;

/**
 * For pages that are the same for every anonymous visitor: shared caches (and the server's own
 * page cache) may keep them, revalidating each time. A parent that marked the response private
 * (a signed-in visitor) wins.
 */
export function publicPageHeaders({ parentHeaders }: HeadersArgs): HeadersInit {
  const parent = parentHeaders.get('Cache-Control');
  if (parent && /private|no-store/.test(parent)) return { 'Cache-Control': parent };
  return { 'Cache-Control': 'public, max-age=0, must-revalidate', ...sharedPageHeaders };
}
