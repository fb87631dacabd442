import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** What `dns.lookup(host, { all: true })` answers: every address of a name. */
export type Resolver = (hostname: string, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

export const systemResolver: Resolver = (hostname, callback) => dnsLookup(hostname, { all: true, verbatim: true }, callback);

export const PRIVATE_ADDRESS = 'This address is on a private network.';

/** An endpoint's address is refused: it is (or its name resolves to) one no webhook may reach. */
export class PrivateAddressError extends Error {
  constructor(readonly address: string) {
    super(`${PRIVATE_ADDRESS} (${address})`);
    this.name = 'PrivateAddressError';
  }
}

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4], // multicast
  ['255.255.255.255', 32],
] as const)
  refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  refused.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 one (`::ffff:127.0.0.1`, `::ffff:7f00:1`), or undefined. */
function mappedIpv4(address: string): string | undefined {
  const normal = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(normal);
  if (!hex) return undefined;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for a private, loopback, link-local, unspecified, CGNAT or multicast address (IPv4, IPv6, IPv4-mapped IPv6); and for what is no address. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refused.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = mappedIpv4(address);
  return mapped ? refused.check(mapped, 'ipv4') : refused.check(address, 'ipv6');
}

/** An endpoint's host and port as WEBHOOK_ALLOWED_HOSTS names them: `127.0.0.1:8080`, `[::1]:443`, `crm.internal:443`. */
export function hostPortOf(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The guard every endpoint passes, at create and edit and before each attempt. An operator's
 * allowed `host:port` passes as it is; an address is checked as it is; a name is resolved, and
 * refused when ANY of its addresses is private (a name answering a public and a private address
 * must not reach the private one). Answers the addresses to connect to.
 */
export function addressGuard(allowedHosts: readonly string[], resolve: Resolver = systemResolver) {
  const allowed = new Set(allowedHosts.map((entry) => entry.toLowerCase()));

  async function addressesOf(hostname: string): Promise<LookupAddress[]> {
    const literal = bare(hostname);
    const family = isIP(literal);
    if (family) return [{ address: literal, family }];
    return new Promise((resolveAddresses, reject) => resolve(literal, (error, addresses) => (error ? reject(error) : resolveAddresses(addresses))));
  }

  /** Resolves the endpoint's host and throws PrivateAddressError when it may not be reached. */
  async function check(url: URL): Promise<LookupAddress[]> {
    const addresses = await addressesOf(url.hostname);
    if (addresses.length === 0) throw new Error(`${url.hostname} has no address`);
    if (allowed.has(hostPortOf(url))) return addresses;
    const blocked = addresses.find(({ address }) => isPrivateAddress(address));
    if (blocked) throw new PrivateAddressError(blocked.address);
    return addresses;
  }

  return {
    check,
    /**
     * A `lookup` for http.request that answers only addresses this guard let through, so the
     * address checked is the one connected to (a name re-resolved in between, DNS rebinding,
     * changes nothing). Node calls it for names only: an address in the URL is checked by `check`.
     */
    lookupFor(url: URL) {
      return (_hostname: string, options: { all?: boolean }, callback: (...answer: unknown[]) => void) => {
        check(url).then(
          (addresses) => (options.all ? callback(null, addresses) : callback(null, addresses[0]!.address, addresses[0]!.family)),
          (error: Error) => callback(error),
        );
      };
    },
  };
}

export type AddressGuard = ReturnType<typeof addressGuard>;
