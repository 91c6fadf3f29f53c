import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '~/routes';
import { createCanonicalPaths, type DeclaredRoute } from './canonical-path';

/** app/routes.ts as the server build lists it: under the root route, each with its id. */
function declared(entries: readonly RouteConfigEntry[], parentId = 'root'): DeclaredRoute[] {
  return entries.flatMap((entry) => {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, '');
    return [{ id, parentId, path: entry.path, index: entry.index }, ...declared(entry.children ?? [], id)];
  });
}

const canonicalPath = createCanonicalPaths([{ id: 'root', path: '' }, ...declared(routes)]);

describe("the canonical form of this site's paths", () => {
  it('is the path itself for the pages as linked', () => {
    const linked = [
      '/',
      '/about',
      '/services/window-repair',
      '/admin/quote-submissions/0190a1B2-c3D4',
      '/api/auth/callback/google',
      '/sitemap.xml',
      '/about.data',
    ];
    expect(linked.map(canonicalPath)).toEqual(linked);
  });

  it('takes the case of the route for its fixed segments, and keeps parameters as sent', () => {
    expect(canonicalPath('/ABOUT')).toBe('/about');
    expect(canonicalPath('/Services/Window-Repair')).toBe('/services/Window-Repair');
    expect(canonicalPath('/Dashboard/Orders/AbC')).toBe('/dashboard/orders/AbC');
    expect(canonicalPath('/API/Auth/callback/Google')).toBe('/api/auth/callback/Google');
    expect(canonicalPath('/No-Such/Page')).toBe('/No-Such/Page');
  });

  it('drops repeated and trailing slashes and resolves dot segments', () => {
    expect(canonicalPath('/about//')).toBe('/about');
    expect(canonicalPath('//about')).toBe('/about');
    expect(canonicalPath('/services//window-repair/')).toBe('/services/window-repair');
    expect(canonicalPath('/services/../about/.')).toBe('/about');
    expect(canonicalPath('/../../etc/passwd')).toBe('/etc/passwd');
  });

  it('decodes escaped letters, digits and -._~ and leaves other escapes as sent', () => {
    expect(canonicalPath('/%61bout')).toBe('/about');
    expect(canonicalPath('/%41BOUT')).toBe('/about');
    expect(canonicalPath('/%2e%2e/about')).toBe('/about');
    expect(canonicalPath('/services/caf%c3%a9')).toBe('/services/caf%c3%a9');
    expect(canonicalPath('/..%2f..%2fpackage.json')).toBe('/..%2f..%2fpackage.json');
    expect(canonicalPath('/%E0%A4%A')).toBe('/%E0%A4%A');
  });

  it('never starts with two slashes or a backslash, so a redirect to it stays on the site', () => {
    for (const path of ['//evil.example/', '/\\evil.example/', '/%5Cevil.example', '/.//evil.example', '/%2F%2Fevil.example']) {
      expect(canonicalPath(path), path).toMatch(/^\/(?![/\\])/);
    }
    expect(canonicalPath('/\\evil.example')).toBe('/%5Cevil.example');
  });

  it('is its own canonical form', () => {
    const variants = ['/ABOUT', '/about//', '/%61bout', '//Services//Window-Repair/', '/\\evil', '/a/%2e%2E/b', '/%c3%a9/', '/API/AUTH//x'];
    for (const path of variants) expect(canonicalPath(canonicalPath(path)), path).toBe(canonicalPath(path));
  });
});
