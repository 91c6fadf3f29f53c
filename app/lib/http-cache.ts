import type { HeadersArgs } from 'react-router';

/**
 * For pages that are the same for every anonymous visitor: shared caches (and the server's own
 * page cache) may keep them, revalidating each time. A parent that marked the response private
 * (a signed-in visitor) wins.
 */
export function publicPageHeaders({ parentHeaders }: HeadersArgs): HeadersInit {
  const parent = parentHeaders.get('Cache-Control');
  if (parent && /private|no-store/.test(parent)) return { 'Cache-Control': parent };
  return { 'Cache-Control': 'public, max-age=0, must-revalidate' };
}
