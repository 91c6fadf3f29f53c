// Test support: a browser as the chat sees it, keeping the cookie the server sets and sending it back.

export interface ChatBrowser {
  /** A request carrying this browser's cookie, if it has one. */
  request(url: string, init?: RequestInit): Request;
  /** Takes the cookie an answer sets. */
  keep(headers: Headers): void;
  readonly cookie: string | undefined;
}

export function chatBrowser(): ChatBrowser {
  let cookie: string | undefined;
  return {
    request(url, init = {}) {
      const headers = new Headers(init.headers);
      if (cookie) headers.set('cookie', cookie);
      return new Request(url, { ...init, headers });
    },
    keep(headers) {
      const set = headers.get('set-cookie');
      if (set) cookie = set.split(';')[0];
    },
    get cookie() {
      return cookie;
    },
  };
}
