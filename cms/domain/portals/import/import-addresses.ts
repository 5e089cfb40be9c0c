import dns from 'node:dns/promises'
import net from 'node:net'

/** Why a download was not made or did not finish: its message goes into the import's report. */
export class DownloadError extends Error {
  constructor(
    message: string,
    /** The HTTP status of an answer that was not a success. */
    readonly status?: number,
  ) {
    super(message)
    this.name = 'DownloadError'
  }
}

/**
 * Addresses a feed import never downloads from unless allowed: this machine (loopback,
 * unspecified), private networks (including the carrier-grade NAT range and IPv6 unique local
 * addresses) and link-local ones (cloud metadata services live at 169.254.169.254). An
 * IPv4-mapped IPv6 address is checked as its IPv4 address.
 */
const FORBIDDEN = new net.BlockList()
for (const [net4, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  FORBIDDEN.addSubnet(net4, prefix, 'ipv4')
for (const [net6, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
] as const)
  FORBIDDEN.addSubnet(net6, prefix, 'ipv6')

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*$/i

function subnetOf(entry: string): { address: string; prefix: number; family: 4 | 6 } | null {
  const [address = '', bits] = entry.split('/')
  const family = net.isIP(address)
  if (family !== 4 && family !== 6) return null
  const prefix = bits === undefined ? (family === 4 ? 32 : 128) : Number(bits)
  if (!/^\d+$/.test(bits ?? '0') || prefix > (family === 4 ? 32 : 128)) return null
  return { address, prefix, family }
}

/** An entry of IMPORT_ALLOW_HOSTS: a host name, an address or a subnet. */
export const isHostOrSubnet = (entry: string): boolean =>
  subnetOf(entry) !== null || HOST_NAME.test(entry)

/** What IMPORT_ALLOW_HOSTS lets imports reach: host names as written, and addresses. */
export type AllowedHosts = { names: Set<string>; addresses: net.BlockList }

export function allowedHosts(entries: string[]): AllowedHosts {
  const allowed: AllowedHosts = { names: new Set(), addresses: new net.BlockList() }
  for (const entry of entries) {
    const subnet = subnetOf(entry)
    if (subnet)
      allowed.addresses.addSubnet(
        subnet.address,
        subnet.prefix,
        subnet.family === 4 ? 'ipv4' : 'ipv6',
      )
    else allowed.names.add(entry.toLowerCase())
  }
  return allowed
}

export type CheckedAddress = { address: string; family: number }

const familyName = (family: number) => (family === 6 ? 'ipv6' : 'ipv4')

/** Whether an address is of this machine or a private network. */
export const isForbiddenAddress = ({ address, family }: CheckedAddress): boolean =>
  FORBIDDEN.check(address, familyName(family))

/**
 * The addresses a host name of a URL resolves to, once every one of them is allowed: a host with
 * any address on this machine or a private network is refused whole (unless IMPORT_ALLOW_HOSTS
 * names the host or the address). The connection is then made to these very addresses, so that
 * a second resolution cannot point elsewhere.
 */
export async function checkedAddresses(
  hostname: string,
  allowed: AllowedHosts,
): Promise<CheckedAddress[]> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  const family = net.isIP(host)
  const found: CheckedAddress[] = family
    ? [{ address: host, family }]
    : await dns.lookup(host, { all: true, verbatim: true }).catch(() => [])
  if (!found.length) throw new DownloadError('unknown host')
  if (allowed.names.has(host)) return found
  const refused = found.some(
    (a) => isForbiddenAddress(a) && !allowed.addresses.check(a.address, familyName(a.family)),
  )
  if (refused) throw new DownloadError('address not allowed')
  return found
}
