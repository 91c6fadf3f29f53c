import { describe, expect, it } from 'vitest';
import { afterLogin, safeRedirectPath } from './redirect-to';

const SITE = 'https://www.gableswindowcare.com';

describe('safeRedirectPath', () => {
  it.each([
    ['/dashboard/orders?page=2', '/dashboard/orders?page=2'],
    ['/admin/quote-submissions#top', '/admin/quote-submissions#top'],
    ['/', '/'],
    // Normalised the way the browser would, and still on this site.
    ['/dashboard/./orders', '/dashboard/orders'],
    ['/x/../dashboard', '/dashboard'],
    // Encoded slashes and backslashes stay encoded: a path on this site, never a host.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
    // Percent-encoded line breaks stay encoded in the Location header: harmless.
    ['/%0d%0aSet-Cookie:x', '/%0d%0aSet-Cookie:x'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirectPath(value, SITE)).toBe(expected);
  });

  it.each([
    ['//evil.example/phish'],
    ['https://evil.example/'],
    ['http:/evil.example'],
    // Paths that normalise to `//evil.example`, which a browser reads as another host (issue 13).
    ['/.//evil.example/phish'],
    ['/x/..//evil.example'],
    ['/%2e//evil.example'],
    ['/%2E%2E//evil.example'],
    ['/././/evil.example'],
    ['/a/b/../..//evil.example'],
    // Backslashes, which browsers read as slashes.
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\\/evil.example'],
    ['/.\\/evil.example'],
    ['/x/..\\\\evil.example'],
    ['/\tevil'],
    ['/\n/evil.example'],
    ['javascript:alert(1)'],
    ['dashboard'],
    [''],
    [undefined],
    [42],
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value, SITE, '/fallback')).toBe('/fallback');
  });

  it('decodes the query the way it arrives: the login page passes /.//evil.example on as refused', () => {
    const redirectTo = new URL(`${SITE}/login?redirectTo=%2F.%2F%2Fevil.example%2Fphish`).searchParams.get('redirectTo');
    expect(safeRedirectPath(redirectTo, SITE)).toBe('/dashboard');
  });
});

describe('afterLogin', () => {
  it('takes a customer to the dashboard in the language they signed in with, and staff to the back office', () => {
    expect(afterLogin('user')).toBe('/dashboard');
    expect(afterLogin('user', 'es')).toBe('/es/dashboard');
    expect(afterLogin('admin', 'es')).toBe('/admin/dashboard');
  });
});
