// The only trace a verification leaves of where it came from (docs/product/certificates.md#scans): a salted hash of the
// address's network — the /16 of an IPv4 address, the /32 of an IPv6 one, roughly "which provider in which region" —
// never the address. The salt is derived from AUTH_SECRET, so the hash cannot be reversed by trying the 65,536 IPv4
// networks without it. The rows are deleted after 48 hours (sweep-scan-networks.ts).
import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { authSecret } from '@/lib/server/config/env';

/** The network an address belongs to, as text ("203.0", "2001:db8"); null when it is no IP address. */
export function networkOf(ip: string): string | null {
  const address = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(address)) return address.split('.').slice(0, 2).join('.');
  if (isIPv6(address)) {
    const [head = ''] = address.split('::');
    const groups = head.split(':').filter(Boolean);
    const full = address.includes('::') ? [...groups, '0', '0'] : address.split(':');
    return full
      .slice(0, 2)
      .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
      .join(':');
  }
  return null;
}

let salt: { secret: Uint8Array; key: Buffer } | null = null;
function saltKey(): Buffer {
  const secret = authSecret();
  if (salt?.secret !== secret) salt = { secret, key: createHmac('sha256', secret).update('cardgrade:scan-network').digest() };
  return salt.key;
}

/** The salted hash of the address's network (base64url, 22 characters); null for something that is no address. */
export function networkHash(ip: string): string | null {
  const network = networkOf(ip);
  return network === null ? null : createHmac('sha256', saltKey()).update(network).digest().subarray(0, 16).toString('base64url');
}
