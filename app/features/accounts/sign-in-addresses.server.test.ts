import { describe, expect, it } from 'vitest';
import { addressNetwork } from './sign-in-addresses.server';

describe('addressNetwork', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:5:6:a:b:c:d', '2001:db8:5:6::/64'],
    ['2001:0DB8:0005:0006::99', '2001:db8:5:6::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
  ])('keeps %s as %s', (ip, network) => expect(addressNetwork(ip)).toBe(network));

  it('gives the same network for two addresses of one IPv6 /64, and different ones otherwise', () => {
    expect(addressNetwork('2001:db8:5:6::1')).toBe(addressNetwork('2001:db8:5:6:ffff:1:2:3'));
    expect(addressNetwork('2001:db8:5:6::1')).not.toBe(addressNetwork('2001:db8:5:7::1'));
  });

  it.each(['unknown', '', '<script>', '999.1.1.1', '10.0.0.1, 10.0.0.2'])('knows no network for %j', (ip) => expect(addressNetwork(ip)).toBeUndefined());
});
