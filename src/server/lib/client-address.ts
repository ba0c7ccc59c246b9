import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The address of the TCP peer, from the socket (never a header). Undefined when there is no
 * socket: such a request is treated as remote everywhere (fail closed).
 */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address ?? undefined;
  } catch {
    return undefined;
  }
}

/** 127.0.0.0/8, ::1 and the IPv4-mapped form of 127.x. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase().replace(/^::ffff:/, '');
  return a === '::1' || /^127(\.\d{1,3}){3}$/.test(a);
}

/** A host name (no port) that points at this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || isLoopbackAddress(h);
}

/**
 * The client's address. Behind `trustProxyHops` trusted proxies, each appends the address it saw
 * to X-Forwarded-For, so the client's real address is the hops-th entry from the right; entries
 * further left are whatever the client sent and are ignored.
 */
export function clientAddress(c: Context, trustProxyHops: number): string {
  const socket = socketAddress(c);
  if (trustProxyHops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const seen = entries[entries.length - trustProxyHops];
    if (seen) return seen;
    // Fewer entries than proxies: the request skipped a proxy, so the leftmost one is the best
    // the proxies vouch for.
    if (entries.length > 0) return entries[0]!;
  }
  return socket ?? 'unknown';
}
