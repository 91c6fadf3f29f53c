import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';

/**
 * Error answers say what went wrong in words meant for the visitor, never how the server went
 * wrong: no stack trace, no SQL, no path on the server, and none of the details React Router
 * adds to errors in development.
 */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\n\s*at (?:[\w$.<>[\] ]+ \()?(?:file:\/\/|node:|\/|[A-Za-z]:\\)[^\n]*:\d+/],
  ['a source line reference', /\.(?:m?[jt]sx?|cjs):\d+/],
  ['node_modules', /node_modules/],
  ['an error name with a stack', /\b\w*Error: [^\n]*\n\s+at /],
  ['SQL', /\bSELECT\b|\bINSERT INTO\b|\bUPDATE \w+ SET\b|\bDELETE FROM\b/],
  ['a database error', /sqlite|SQLITE_|database is locked|syntax error at or near|relation "|duplicate key value|violates \w+ constraint/i],
  [
    'a server path',
    new RegExp(
      `${process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|/(?:home|root|usr|var|srv|opt|tmp)/[\\w.-]+/|\\b(?:app|server|build)/[\\w/-]+\\.(?:tsx?|m?js)\\b`,
    ),
  ],
  [
    "React Router's message for developers",
    /You made a \w+ request|did not provide an? `(?:action|loader)`|No route matches URL|Invalid request method|^\{"message":"Unexpected Server Error"\}/,
  ],
  ['development error details', /Hey developer|💿|vite-error-overlay|@vite\/client|"stack"\s*:|ErrorResponseImpl/],
];

export async function expectNoLeak(label: string, response: APIResponse) {
  const body = await response.text();
  const headers = Object.entries(response.headers())
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  for (const [what, pattern] of LEAKS) {
    const found = pattern.exec(body) ?? pattern.exec(headers);
    expect(
      found?.[0],
      `${label} (${response.status()}) carries ${what}: …${found ? body.slice(Math.max(0, found.index - 120), found.index + 200) : ''}…`,
    ).toBeUndefined();
  }
}

export type Case = [method: string, path: string, options?: { headers?: Record<string, string>; data?: string | Buffer; form?: Record<string, string> }];

export async function send(request: APIRequestContext, [method, path, options = {}]: Case) {
  return request.fetch(path, { method, maxRedirects: 0, failOnStatusCode: false, ...options });
}

/** Sends one case and checks its status and that its answer leaks nothing. */
export async function expectAnswer(request: APIRequestContext, request_: Case, status: number) {
  const response = await send(request, request_);
  const label = `${request_[0]} ${request_[1].slice(0, 80)}`;
  expect(response.status(), label).toBe(status);
  await expectNoLeak(label, response);
}

export const json = { 'content-type': 'application/json' };
export const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };
