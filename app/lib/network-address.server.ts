import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Node's reading of an address is the strict one: ipaddr.js also takes `127.1` and `0x7f000001`. */
function parse(ip: string) {
  return isIP(ip) === 0 ? undefined : ipaddr.process(ip);
}

/**
 * The part of an address that stays one client's: the whole IPv4 address (an IPv4-mapped IPv6
 * address counts as its IPv4 one), or the /64 network of an IPv6 one (a device picks a new address
 * inside its /64 every day or so, and can use any of them at will). Rate limits and remembered
 * sign-in networks are keyed on it. Undefined when the server could not tell who sent the request.
 */
export function addressNetwork(ip: string): string | undefined {
  const address = parse(ip);
  if (!address) return undefined;
  if (address.kind() === 'ipv4') return address.toString();
  return `${(address as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

/** The key a per-address rate limit counts under: the client's network, or what the server saw when it is not an address. */
export function addressLimitKey(scope: string, ip: string): string {
  return `${scope}:${addressNetwork(ip) ?? ip}`;
}

/**
 * Whether an address is a host on the public internet: not private, loopback, link-local, CGNAT,
 * unique-local, multicast, reserved or documentation space, judging an IPv4-mapped IPv6 address
 * by its IPv4 one. ipaddr.js keeps the list of special-purpose ranges.
 */
export function isPublicAddress(ip: string): boolean {
  return parse(ip)?.range() === 'unicast';
}
