import { describe, expect, it } from 'vitest';
import { redactPath, redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('leaves other parameters, malformed escapes included, as they were', () => {
    const plain = ['/about', '/services?tab=faq', '/search?q=%E0%A4%A&page=2&%ZZ=1', '/?', '/chat', '/admin/estimates/0193-id', '/estimates'];
    expect(plain.map(redactUrl)).toEqual(plain);
    expect(redactUrl('/verify-email?token')).toBe('/verify-email?token=[redacted]');
  });

  it('redacts a secret sent under another spelling a framework reads as the same name', () => {
    expect(redactUrl('/reset-password?token[]=abc&Token=def&token%5B0%5D=ghi&tab=1')).toBe(
      '/reset-password?token[]=[redacted]&Token=[redacted]&token%5B0%5D=[redacted]&tab=1',
    );
  });

  it("redacts the chat's conversation, on the page and on the visitor's stream", () => {
    const session = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(redactUrl(`/chat?session=${session}`)).toBe('/chat?session=[redacted]');
    expect(redactUrl(`/es/chat.data?session=${session}`)).toBe('/es/chat.data?session=[redacted]');
    expect(redactUrl(`/api/chat/events?Session=${session}&lastEventId=4`)).toBe('/api/chat/events?Session=[redacted]&lastEventId=4');
  });

  it("redacts the token of the customer's estimate link, in every spelling of its path", () => {
    const token = 'k3y-0f-th3-3st1mat3';
    const cases: Array<[string, string]> = [
      [`/estimates/${token}`, '/estimates/[redacted]'],
      [`/es/estimates/${token}`, '/es/estimates/[redacted]'],
      [`/estimates/${token}.data`, '/estimates/[redacted].data'],
      [`/es/estimates/${token}.data?_routes=x`, '/es/estimates/[redacted].data?_routes=x'],
      [`/estimates/${token}/photos/0193-photo`, '/estimates/[redacted]/photos/0193-photo'],
      [`/ESTIMATES/${token}`, '/ESTIMATES/[redacted]'],
      [`/%65stimates/${token}`, '/%65stimates/[redacted]'],
      [`//estimates/${token}/`, '//estimates/[redacted]/'],
      [`/x/../estimates/${token}`, '/estimates/[redacted]'],
      [`/admin/%2e%2e/estimates/${token}`, '/estimates/[redacted]'],
      [`/estimates/${token}?token=${token}`, '/estimates/[redacted]?token=[redacted]'],
    ];
    expect(cases.map(([url]) => redactUrl(url))).toEqual(cases.map(([, logged]) => logged));
    expect(redactPath(`/es/estimates/${token}`)).toBe('/es/estimates/[redacted]');
  });
});

describe('the token routes', () => {
  /** A route parameter that holds a key: a token, a feed's secret name, a chat's conversation. */
  const TOKEN_LIKE = /token|feed|session|key|secret|code|signature/i;
  type Entry = { path?: string; children?: Entry[] };
  const paths = (entries: readonly Entry[], parent = ''): string[] =>
    entries.flatMap((entry) => {
      const path = [parent, entry.path ?? ''].filter(Boolean).join('/');
      return [path, ...paths(entry.children ?? [], path)];
    });

  it('redacts the key of every route of app/routes.ts with a token-like parameter, in both languages and every spelling', async () => {
    const { default: routes } = await import('~/routes');
    const tokenRoutes = [...new Set(paths(routes as Entry[]))].filter((path) => path.split('/').some((part) => part.startsWith(':') && TOKEN_LIKE.test(part)));
    expect(tokenRoutes.length).toBeGreaterThanOrEqual(12);
    const key = 'K3y_0f-7h3.L1nk';
    for (const route of tokenRoutes) {
      const path = `/${route.replace(/:([A-Za-z]+)/g, (_, name: string) => (TOKEN_LIKE.test(name) ? key : 'plain-id'))}`;
      for (const spelling of [path, path.toUpperCase(), `${path}.data`, `/x/..${path}`, `${path}?tab=1`]) {
        const logged = redactUrl(spelling);
        expect(logged.toLowerCase(), `${route} as ${spelling}`).not.toContain(key.toLowerCase());
        expect(logged, `${route} as ${spelling}`).toContain('[redacted]');
      }
    }
  });

  it('keeps what is not the key: the rest of the path, the .ics of a feed, the .data of a page', () => {
    expect(redactPath('/book/manage/abc')).toBe('/book/manage/[redacted]');
    expect(redactPath('/es/book/manage/abc.data')).toBe('/es/book/manage/[redacted].data');
    expect(redactPath('/calendar/f33d.ics')).toBe('/calendar/[redacted].ics');
    expect(redactPath('/r/abc/feedback')).toBe('/r/[redacted]/feedback');
    expect(redactPath('/es/unsubscribe/YUBl.sig')).toBe('/es/unsubscribe/[redacted]');
    expect(redactPath('/admin/chats/0193-session/events')).toBe('/admin/chats/[redacted]/events');
    const plain = ['/admin/calendar', '/dashboard/orders/0193-order', '/book', '/r', '/admin/estimates/0193-id', '/api/admin/orders/0193'];
    expect(plain.map(redactPath)).toEqual(plain);
  });
});
