// Hostile request bodies, query strings and cookies for `npm run test:fuzz`, from a seeded
// generator so a failing run can be repeated exactly.

export function createRandom(seed) {
  let state = seed | 0;
  function random() {
    // mulberry32: reproducible runs from a seed.
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  const int = (below) => Math.floor(random() * below);
  const pick = (items) => items[int(items.length)];
  const chance = (p) => random() < p;
  return { random, int, pick, chance };
}

/** Text that has broken web applications: markup, SQL, spreadsheet formulas, controls, odd Unicode. */
export const INJECTIONS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '</textarea><svg onload=alert(1)>',
  "'; DROP TABLE quote_requests; --",
  "1' OR '1'='1",
  "admin@example.com' --",
  '" OR ""="',
  '=HYPERLINK("http://evil.example","click")',
  "=cmd|' /C calc'!A0",
  '+SUM(1,1)',
  '-2+3',
  '@SUM(A1)',
  '\tTAB=1+1',
  '\u0000\u0001\u0007\u001b[31m',
  'nul\u0000byte',
  '\u202e\u200b\ufeff',
  '\ud800 lone surrogate \udfff',
  '😀🏠🪟',
  '${7*7}{{7*7}}<%= 7*7 %>',
  '__proto__',
  'NEAR(a b) "unclosed * OR AND -',
  '%00%0d%0aSet-Cookie: x=1',
  '../../../../etc/passwd',
  'a'.repeat(5000),
  // Text and links a stranger would like the company's sender to mail to someone (issue 13, item 4).
  'Your account is locked: unlock it at https://evil.example/unlock',
  'www.evil.example/prize',
  'http://evil.example',
];

/** Addresses a form's old pattern let through and the auth library refused, or that reshape a mailto: link (issue 13, items 5 and 7). */
export const EMAIL_CASES = [
  'a..b@test.local',
  'a@b.c',
  'émile@example.com',
  'a@b.co?cc=attacker%40evil.example&body=hi',
  'a@b.co&cc=x@evil.example',
  'ana maria@example.com',
  'ana@example.com, x@evil.example',
  'ana@example.com\r\nBcc: x@evil.example',
  '"ana"@example.com',
  '<ana@example.com>',
  '.ana@example.com',
  'ana@localhost',
  `${'a'.repeat(64)}@${'b'.repeat(190)}.com`,
];

/** redirectTo values that leave the site, some only after normalisation (issue 13, item 1). */
export const REDIRECT_CASES = [
  '/.//evil.example/phish',
  '/x/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/a/b/../..//evil.example',
  '//evil.example',
  '/\\evil.example',
  '/.\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
];

/** Sets a key as an own, serialisable property, even `__proto__`. */
function setOwn(target, key, value) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

const NAMES = ['Ana', 'José', 'Zoë', '李', 'O\u2019Brien'];
const MB = 1024 * 1024;

export function createFuzzInput(seed) {
  const rng = createRandom(seed);
  const { random, int, pick, chance } = rng;

  function hostileString() {
    const kind = random();
    if (kind < 0.38) return pick(INJECTIONS);
    if (kind < 0.415) return 'x'.repeat(int(MB));
    if (kind < 0.45)
      return pick(INJECTIONS)
        .repeat(1 + int(MB / 64))
        .slice(0, MB);
    if (kind < 0.55) return String.fromCharCode(...Array.from({ length: 40 }, () => int(0xffff)));
    if (kind < 0.6) return ' \t\r\n '.repeat(1 + int(5));
    return `${pick(NAMES)} ${pick(INJECTIONS)}`;
  }

  function hostileValue() {
    return pick([
      () => hostileString(),
      () => int(1e9) * (chance(0.5) ? -1 : 1),
      () => pick([0, -0, 1e308, -1e308, 0.5, Number.MAX_SAFE_INTEGER + 2]),
      () => chance(0.5),
      () => null,
      () => [hostileString()],
      () => ({ nested: hostileString() }),
      // A computed key makes `__proto__` an own property, which JSON.stringify then sends.
      () => ({ ['__proto__']: { polluted: true }, toString: 'x' }),
      () => '',
    ])();
  }

  /** A valid body with one to three fields replaced, removed, added or set to an injection. */
  function mutate(valid) {
    const body = { ...valid };
    const fields = Object.keys(valid);
    const operations = 1 + int(3);
    for (let i = 0; i < operations; i++) {
      const op = random();
      if (op < 0.4) body[pick(fields)] = hostileValue();
      else if (op < 0.6) delete body[pick(fields)];
      else if (op < 0.75)
        setOwn(body, chance(0.2) ? pick(['__proto__', 'constructor', 'prototype', 'id', 'role', 'status']) : `extra_${int(100)}`, hostileValue());
      else body[pick(fields)] = pick(INJECTIONS);
    }
    return body;
  }

  function nestedJson(depth) {
    return `${'{"a":'.repeat(depth)}"deep"${'}'.repeat(depth)}`;
  }

  /** Bytes that are not UTF-8 (stray continuation bytes, overlong forms, surrogates) inside otherwise valid text. */
  function invalidUtf8() {
    return Buffer.from(pick([[0xc3, 0x28], [0xff, 0xfe], [0xe0, 0xa4], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x80]]));
  }

  /**
   * A raw body for a JSON endpoint: valid objects with hostile values, or bytes that are not JSON.
   * `limit` is the endpoint's body limit: some bodies are just over it.
   */
  function jsonCase(valid, { limit = 64 * 1024 } = {}) {
    const json = 'application/json';
    const r = random();
    if (r < 0.5) return { type: json, body: JSON.stringify(mutate(valid)) };
    if (r < 0.56) return { type: json, body: nestedJson(1000 + int(100_000)) };
    if (r < 0.62) {
      const text = JSON.stringify(valid);
      const key = pick(Object.keys(valid));
      return { type: json, body: `${text.slice(0, -1)},${JSON.stringify(key)}:${JSON.stringify(hostileValue() ?? null)}}` };
    }
    if (r < 0.68) {
      const text = JSON.stringify(valid);
      const cut = 1 + int(text.length - 2);
      return { type: json, body: Buffer.concat([Buffer.from(text.slice(0, cut)), invalidUtf8(), Buffer.from(text.slice(cut))]) };
    }
    if (r < 0.73) return { type: json, body: JSON.stringify(mutate(valid)).slice(0, int(60)) };
    if (r < 0.78)
      return {
        type: pick(['text/plain', 'application/xml', 'multipart/form-data', 'application/x-www-form-urlencoded', 'application/jsonx', '']),
        body: JSON.stringify(valid),
      };
    if (r < 0.83) return { type: json, body: pick([JSON.stringify([valid, valid]), 'null', '42', '"text"', 'true', '', ' ', '{}', '[]']) };
    if (r < 0.87) return { type: 'application/json; charset=latin1', body: JSON.stringify(mutate(valid)) };
    if (r < 0.91) return { type: json, body: JSON.stringify({ ...valid, [pick(Object.keys(valid))]: 'y'.repeat(limit + int(1024)) }) };
    if (r < 0.95) return { type: json, body: JSON.stringify({ ...valid, [pick(Object.keys(valid))]: hostileString() }) };
    return { type: json, body: `{${Array.from({ length: 5000 }, (_, i) => `"k${i}":${i}`).join(',')}}` };
  }

  function encodeForm(fields) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      params.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
      if (chance(0.1)) params.append(key, hostileString());
    }
    return params.toString();
  }

  /** A raw body for a form action: urlencoded fields, some hostile, sometimes malformed. */
  function formCase(valid) {
    const urlencoded = 'application/x-www-form-urlencoded';
    const r = random();
    if (r < 0.65) return { type: urlencoded, body: encodeForm(mutate(valid)) };
    if (r < 0.7) {
      // Conform reads dotted and bracketed names as paths into nested objects.
      const name = pick([
        `${pick(Object.keys(valid))}${'.a'.repeat(1 + int(5000))}`,
        `${pick(Object.keys(valid))}${'[0]'.repeat(1 + int(5000))}`,
        '__proto__.polluted',
        'constructor.prototype.polluted',
        `${pick(Object.keys(valid))}[99999999]`,
      ]);
      return { type: urlencoded, body: `${encodeForm(valid)}&${encodeURIComponent(name)}=1` };
    }
    if (r < 0.75)
      return {
        type: urlencoded,
        body: Buffer.concat([Buffer.from(`${encodeForm(valid)}&${pick(Object.keys(valid))}=`), invalidUtf8(), Buffer.from('%ZZ&=&&==%')]),
      };
    if (r < 0.8) {
      const fields = Object.entries(mutate(valid))
        .map(
          ([key, value]) => `--fuzz\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
        )
        .join('');
      return { type: 'multipart/form-data; boundary=fuzz', body: chance(0.5) ? `${fields}--fuzz--\r\n` : fields.slice(0, int(fields.length)) };
    }
    if (r < 0.84) return { type: 'multipart/form-data; boundary=broken', body: '--broken\r\nContent-Disposition: form-data; name="name"\r\n\r\nx' };
    if (r < 0.88)
      return { type: pick(['application/json', 'text/plain', '', 'application/x-www-form-urlencoded; charset=utf-16']), body: JSON.stringify(valid) };
    if (r < 0.93) return { type: urlencoded, body: `${pick(Object.keys(valid))}=${'z'.repeat(int(MB))}` };
    return { type: urlencoded, body: encodeForm({ ...valid, [pick(Object.keys(valid))]: hostileString() }) };
  }

  /** A query string value or path segment: injections, encodings a decoder chokes on, long runs. */
  function hostileParam() {
    return pick([
      () => encodeURIComponent(hostileString().toWellFormed()).slice(0, 8000),
      () => pick(['%E0%A4%A', '%', '%%', '%ZZ', '%00', '%C0%AF', '%ED%A0%80', '%FF%FE', '..%2F..%2F', '%2e%2e%2f', '%u0041']),
      () => encodeURIComponent(pick(INJECTIONS).toWellFormed()),
      () => String(pick([-1, 0, 1e21, 'NaN', '1e3', '0x10', '9'.repeat(400), ' 2', '2.5'])),
      () => '',
    ])();
  }

  /** A Cookie header: nothing, garbage, or a session cookie whose token was never issued. */
  function hostileCookie(valid) {
    return pick([
      () => valid,
      () => `${valid}; ${valid}`,
      () => 'gwc.session_token=forged.token',
      () => `gwc.session_token=${encodeURIComponent(hostileString().slice(0, 4000).toWellFormed())}`,
      () => `gwc.session_token=${'a'.repeat(32)}.${'b'.repeat(44)}`,
      () => '=; ;;=x; gwc.session_token',
      () => undefined,
    ])();
  }

  /**
   * A request `fetch` cannot send (issue 12): `kind` says what the server owes it. `host` is the
   * server's own `host:port`, which the well-formed requests use.
   */
  function malformedRequest(host) {
    const close = 'Connection: close\r\n';
    const get = (target, headers) => `GET ${target} HTTP/1.1\r\n${headers}${close}\r\n`;
    const page = pick(['/about', '/services', '/contact', '/get-quote', '/login', '/']);
    const r = random();
    // HTTP/1.1 requires Host (HTTP/1.0 does not, so it is not sent as one).
    if (r < 0.12) return { kind: 'missing-host', text: get(page, '') };
    if (r < 0.26) {
      const bad = pick(['a b', '', 'evil.example:99999', '[::1', 'exa mple.com:80', '-', 'host:port', '%00', 'x'.repeat(300), `${host}, evil.example`]);
      return { kind: 'bad-host', text: chance(0.2) ? get(page, `Host: ${host}\r\nHost: evil.example\r\n`) : get(page, `Host: ${bad}\r\n`) };
    }
    if (r < 0.4) {
      const target = `${pick(['http', 'https', 'ftp'])}://${pick(['other.example', 'evil.example:8080', host, 'user:pass@other.example'])}${page}`;
      const method = pick(['GET', 'GET', 'POST', 'HEAD']);
      const body = method === 'POST' ? 'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n' : '';
      return { kind: 'absolute-form', text: `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\n${body}${close}\r\n${method === 'POST' ? 'a=b' : ''}` };
    }
    if (r < 0.5) return { kind: 'trace', text: `TRACE ${page} HTTP/1.1\r\nHost: ${host}\r\nCookie: gwc.session_token=secret\r\n${close}\r\n` };
    if (r < 0.58) return { kind: 'connect', text: `CONNECT ${pick(['other.example:443', host, '127.0.0.1:22'])} HTTP/1.1\r\nHost: ${host}\r\n${close}\r\n` };
    if (r < 0.8) {
      const name = page === '/' ? '/about' : page;
      const variant = pick([
        `${name}//`,
        name.toUpperCase(),
        `/%${name.charCodeAt(1).toString(16)}${name.slice(2)}`,
        `/${name}`,
        `${name}/./`,
        `${name}/x/..`,
        `${name}%2F`,
      ]);
      return { kind: 'non-canonical', canonical: name, text: get(variant, `Host: ${host}\r\nAccept: text/html\r\n`) };
    }
    if (r < 0.95) {
      const secret = `secret${Array.from({ length: 4 }, () => int(2 ** 31).toString(36)).join('')}`;
      const target = `${pick(['/reset-password', '/reset-password.data', '/verify-email', '/verify-email.data'])}?${pick(['token', 'Token', 'token[]'])}=${secret}${chance(0.3) ? '&x=1' : ''}`;
      return { kind: 'secret-query', secret, text: get(target, `Host: ${host}\r\n`) };
    }
    return { kind: 'well-formed', text: get(page, `Host: ${host}\r\n`) };
  }

  return { ...rng, hostileString, hostileValue, mutate, jsonCase, formCase, hostileParam, hostileCookie, malformedRequest };
}
