import { describe, expect, it } from 'vitest';
import { addressLimitKey, addressNetwork, isPublicAddress } from './network-address.server';

describe('addressNetwork', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
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

  it.each(['unknown', '', '<script>', '999.1.1.1', '10.0.0.1, 10.0.0.2', '127.1', '0x7f000001'])('knows no network for %j', (ip) =>
    expect(addressNetwork(ip)).toBeUndefined(),
  );

  it('keys a rate limit on the network, and on what the server saw when that is no address', () => {
    expect(addressLimitKey('lead', '2001:db8:5:6::1')).toBe('lead:2001:db8:5:6::/64');
    expect(addressLimitKey('lead', '::ffff:203.0.113.7')).toBe('lead:203.0.113.7');
    expect(addressLimitKey('lead', 'unknown')).toBe('lead:unknown');
  });
});

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '142.250.80.10', '2607:f8b0:4004:c1b::5f', '::ffff:8.8.8.8'])('takes %s for a host on the internet', (ip) =>
    expect(isPublicAddress(ip)).toBe(true),
  );

  it.each([
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'CGNAT'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fd00::1', 'IPv6 unique-local'],
    ['fc00:ec2::254', 'IPv6 unique-local'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped link-local, in hex'],
    ['2001:db8::1', 'documentation'],
    ['127.1', 'a short form only some parsers read'],
    ['not an address', 'no address'],
  ])('refuses %s (%s)', (ip) => expect(isPublicAddress(ip)).toBe(false));
});
