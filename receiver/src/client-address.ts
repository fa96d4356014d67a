// Who sent a request, for the rate limit and Turnstile's remoteip: the socket's peer, or behind
// nginx (TRUST_PROXY=1) the address nginx saw, which it passes on in X-Real-IP and as the last
// X-Forwarded-For entry ($proxy_add_x_forwarded_for appends it; earlier entries are the client's
// own claims and never trusted).
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The request's client address, or undefined when none is known. */
export function clientAddress(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const realIp = c.req.header('x-real-ip')?.trim();
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    const address = realIp || forwarded;
    if (address) return unmapIPv4(address);
  }
  const remote = getConnInfo(c).remote.address;
  return remote && unmapIPv4(remote);
}

/** '::ffff:203.0.113.5' (an IPv4 peer on a dual-stack socket) is 203.0.113.5. */
const unmapIPv4 = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/**
 * The key one sender is counted under: an IPv4 address, or an IPv6 address's /64 network, since
 * one subscriber is usually given a whole /64 and could otherwise take a new address per request.
 */
export function senderKey(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('%')[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
