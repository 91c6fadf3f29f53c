import { matchRoutes, type RouteObject } from 'react-router';

/** What a route of the server build (`build.routes`) says about the URLs it answers. */
export interface DeclaredRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * Percent-encoded unreserved characters are decoded (RFC 3986, 6.2.2.2); other escapes are left
 * as sent. A backslash is escaped: browsers read `/\host` in a Location header as `//host`,
 * which would make our own redirects leave the site.
 */
function normaliseSegment(segment: string): string {
  return segment
    .replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
      const character = String.fromCharCode(Number.parseInt(hex, 16));
      return UNRESERVED.test(character) ? character : escape;
    })
    .replace(/\\/g, '%5C');
}

/** Empty segments (`//`, a trailing `/`) go, and `.` and `..` are resolved as a browser would. */
function normaliseSegments(path: string): string[] {
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    const segment = normaliseSegment(raw);
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments;
}

function isDecodable(segment: string): boolean {
  try {
    // The result is used: a bundler drops a call to decodeURIComponent whose result is not.
    return decodeURIComponent(segment) !== undefined;
  } catch {
    return false;
  }
}

function routeTree(routes: readonly DeclaredRoute[]): RouteObject[] {
  const children = new Map<string | undefined, DeclaredRoute[]>();
  for (const route of routes) children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  const build = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: build(route.id) },
    );
  return build(undefined);
}

/**
 * The one URL of every page: React Router matches paths case-insensitively, decodes escapes and
 * ignores repeated and trailing slashes, so `/ABOUT`, `/%61bout` and `/about//` all render the
 * about page. Everything but the canonical form is redirected to it by the request pipeline,
 * so each page has one address for visitors, search engines and the page cache.
 *
 * Returns a function from a raw path (no query) to its canonical form; a path that already is
 * canonical comes back unchanged. Static segments take the case the route declares; parameters
 * and splats keep what was sent.
 */
export function createCanonicalPaths(declared: readonly DeclaredRoute[]): (path: string) => string {
  const tree = routeTree(declared);
  const staticSegments = declared.flatMap((route) => (route.path ?? '').split('/').filter((segment) => segment && !/^[:*]/.test(segment)));
  // Lower-case paths without escapes, dot segments or extra slashes are canonical as they are,
  // as long as no route declares a capital letter: most requests are answered without matching.
  const lowerCaseRoutes = staticSegments.every((segment) => segment === segment.toLowerCase());
  const plainPath = /^(?:\/(?!\.\.?(?:\/|$))[a-z0-9\-._~!$&'()*+,;=:@]+)+$/;

  return function canonicalPath(path: string): string {
    if (path === '/' || (lowerCaseRoutes && plainPath.test(path))) return path;
    // React Router's data requests (`/about.data`) name a page, but are not one.
    if (path.endsWith('.data')) return path;
    const segments = normaliseSegments(path);
    const normalised = `/${segments.join('/')}`;
    // React Router cannot match what it cannot decode (and warns on the console when it tries).
    if (!segments.every(isDecodable)) return normalised;
    const matches = matchRoutes(tree, normalised);
    if (!matches) return normalised;
    const pattern = matches.flatMap(({ route }) => (route.path ?? '').split('/').filter(Boolean));
    const caseSensitive = matches.some(({ route }) => route.caseSensitive);
    if (caseSensitive || pattern.some((segment) => segment.endsWith('?'))) return normalised;
    for (const [index, segment] of pattern.entries()) {
      if (segment === '*') break;
      if (!segment.startsWith(':') && index < segments.length) segments[index] = segment;
    }
    return `/${segments.join('/')}`;
  };
}
