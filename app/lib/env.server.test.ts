import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server';

describe('configuration', () => {
  it('reads TRUST_PROXY as the number of proxies in front of the server, and names a bad value', () => {
    expect([undefined, 'false', '0', 'true', '1', '2'].map((value) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY)).toEqual([0, 0, 0, 1, 1, 2]);
    for (const value of ['yes', '11', '-1', '1.5']) {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow('TRUST_PROXY: must be true, false or the number of proxies in front of the server (0-10)');
    }
  });

  it('reads PUSH_ALLOWED_HOSTS as host names, and refuses a scheme or a port', () => {
    expect(parseEnv({}).PUSH_ALLOWED_HOSTS).toEqual([]);
    expect(parseEnv({ PUSH_ALLOWED_HOSTS: ' 127.0.0.1, Localhost ,[::1]' }).PUSH_ALLOWED_HOSTS).toEqual(['127.0.0.1', 'localhost', '[::1]']);
    for (const value of ['http://127.0.0.1', '127.0.0.1:8080', 'push service']) {
      expect(() => parseEnv({ PUSH_ALLOWED_HOSTS: value })).toThrow('must name hosts without a scheme or port, such as 127.0.0.1');
    }
  });
});
