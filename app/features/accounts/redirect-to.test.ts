import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect-to';

describe('safeRedirectPath', () => {
  it.each([
    ['/dashboard/orders?page=2', '/dashboard/orders?page=2'],
    ['/admin/quote-submissions#top', '/admin/quote-submissions#top'],
    ['/', '/'],
    // Percent-encoded line breaks stay encoded in the Location header: harmless.
    ['/%0d%0aSet-Cookie:x', '/%0d%0aSet-Cookie:x'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    ['//evil.example/phish'],
    ['https://evil.example/'],
    ['http:/evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\tevil'],
    ['javascript:alert(1)'],
    ['dashboard'],
    [''],
    [undefined],
    [42],
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value, '/fallback')).toBe('/fallback');
  });
});
