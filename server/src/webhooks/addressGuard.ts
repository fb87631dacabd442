import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { ClientError } from '../core/errors';

/** What `dns.lookup(host, { all: true })` answers: every address of a name. */
export type Resolver = (hostname: string, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

export const systemResolver: Resolver = (hostname, callback) => dnsLookup(hostname, { all: true, verbatim: true }, callback);

const PRIVATE_ADDRESS = 'This address is on a private network.';

/** An endpoint's address is refused: it is (or its name resolves to) one no webhook may reach. */
export class PrivateAddressError extends Error {
  constructor(readonly address: string) {
    super(`${PRIVATE_ADDRESS} (${address})`);
    this.name = 'PrivateAddressError';
  }
}

// IPv4 that is not global unicast (RFC 6890 and the IANA special-purpose registry).
const refusedIpv4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  refusedIpv4.addSubnet(network, prefix, 'ipv4');

/** An IPv6 address as its eight 16-bit groups (Node's URL parser normalises it first: `::127.0.0.1` is `::7f00:1`). */
function groupsOf(address: string): number[] {
  const normal = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = '', tail] = normal.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16));
}

const ipv4From = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/**
 * The IPv4 address an IPv6 one stands for, when it is a form that reaches IPv4: IPv4-mapped
 * (`::ffff:a.b.c.d`), IPv4-compatible (`::a.b.c.d`), the well-known NAT64 prefix (`64:ff9b::/96`) or 6to4
 * (`2002:AABB:CCDD::/48`). The local-use NAT64 prefix (`64:ff9b:1::/48`) is not decoded: where its IPv4
 * address sits depends on the length its operator chose, so it is refused whole, as outside global unicast.
 */
function embeddedIpv4(groups: number[]): string | undefined {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0) && (groups[6] !== 0 || groups[7]! > 1)) return ipv4From(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return ipv4From(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return ipv4From(groups[1]!, groups[2]!);
  return undefined;
}

/** Global unicast IPv6: within 2000::/3, and not Teredo or the IETF's assignments (2001::/23), documentation (2001:db8::/32, 3fff::/20). */
function isGlobalIpv6(groups: number[]): boolean {
  const [first = 0, second = 0] = groups;
  if (first >> 13 !== 0b001) return false;
  if (first === 0x2001 && (second < 0x200 || second === 0xdb8)) return false;
  return !(first >> 4 === 0x3ff);
}

/**
 * True for every address that is not global unicast: private, loopback, link-local, unspecified, CGNAT,
 * benchmarking, documentation, reserved, multicast, site-local, unique-local; an IPv6 form that
 * carries an IPv4 address is judged by that address. And for what is no address.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refusedIpv4.check(address, 'ipv4');
  if (family !== 6) return true;
  const groups = groupsOf(address);
  const ipv4 = embeddedIpv4(groups);
  return ipv4 ? refusedIpv4.check(ipv4, 'ipv4') : !isGlobalIpv6(groups);
}

/** An endpoint's host and port as WEBHOOK_ALLOWED_HOSTS names them: `127.0.0.1:8080`, `[::1]:443`, `crm.internal:443`. */
export function hostPortOf(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

/**
 * Why an admin's endpoint is refused, and what would let it through: only the server's operator can
 * allow a private address, so the message names their setting and the very entry to add to it.
 */
export const privateAddressRefusal = (url: URL): string => `${PRIVATE_ADDRESS} To allow it, your server administrator adds ${hostPortOf(url)} to the WEBHOOK_ALLOWED_HOSTS setting.`;

/**
 * Refuses an address an admin gives (a webhook endpoint, an ad platform's API) on a private network: 400
 * on `field`, saying how the operator allows it. A name that does not resolve now is taken: it may by the
 * time something is sent, and every attempt checks it again.
 */
export async function refusePrivateAddress(guard: AddressGuard, address: string, field: string): Promise<void> {
  const url = new URL(address);
  try {
    await guard.check(url);
  } catch (error) {
    if (error instanceof PrivateAddressError) throw new ClientError(400, 'Invalid request', { [field]: privateAddressRefusal(url) });
  }
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
