// Where webhooks may go: public addresses only (checked after DNS resolution, at saving and at each connection).
import dns from 'node:dns'
import { BlockList, isIP, type LookupFunction } from 'node:net'
import env from '#start/env'
import { DomainError } from '#exceptions/domain_error'

/** Private, loopback, link-local and other non-public ranges (IPv4 and IPv6). */
const blocked = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4')
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6')
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:1.2.3.4 or, as URLs write it, ::ffff:102:304). */
function mappedIpv4(address: string) {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (dotted) return dotted[1]
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address)
  if (!hex) return null
  const [high, low] = [Number.parseInt(hex[1], 16), Number.parseInt(hex[2], 16)]
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/** Whether an address is not a public one (an IPv4-mapped IPv6 address is judged as its IPv4). */
export function isPrivateAddress(address: string) {
  const mapped = mappedIpv4(address)
  if (mapped) return blocked.check(mapped, 'ipv4')
  const family = isIP(address)
  if (family === 0) return true
  return blocked.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

class PrivateAddressError extends Error {
  constructor(host: string) {
    super(`webhook host ${host} resolves to a private address`)
  }
}

/**
 * WEBHOOKS_ALLOW_PRIVATE=true lets endpoints be private addresses and plain http (a local receiver in
 * tests or on a developer's machine); never in production.
 */
export const WebhookNetwork = {
  allowPrivate: env.get('WEBHOOKS_ALLOW_PRIVATE') === true,

  /**
   * Checks an endpoint's address before it is saved: https (http too when private addresses are
   * allowed), and every address its host resolves to public. Throws coded errors for the form.
   */
  async check(value: string) {
    let url: URL
    try {
      url = new URL(value)
    } catch {
      throw new DomainError('webhook_url_invalid')
    }
    const schemes = this.allowPrivate ? ['https:', 'http:'] : ['https:']
    if (!schemes.includes(url.protocol) || !url.hostname || url.username || url.password) {
      throw new DomainError('webhook_url_invalid')
    }
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
    let addresses: string[]
    try {
      const found = isIP(host)
        ? [{ address: host }]
        : await dns.promises.lookup(host, { all: true })
      addresses = found.map((entry) => entry.address)
    } catch {
      throw new DomainError('webhook_url_unresolved')
    }
    if (!this.allowPrivate && addresses.some(isPrivateAddress)) {
      throw new DomainError('webhook_url_private')
    }
    return url
  },

  /** The `lookup` of a delivery's connection: the same check at the moment of connecting. */
  lookup: ((hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 4)
      const list = found as unknown as dns.LookupAddress[]
      if (!WebhookNetwork.allowPrivate && list.some((a) => isPrivateAddress(a.address))) {
        return callback(new PrivateAddressError(hostname), '', 4)
      }
      if ((options as { all?: boolean }).all) return (callback as any)(null, list)
      callback(null, list[0].address, list[0].family)
    })
  }) as LookupFunction,

  /** An IP written in the URL is connected to without a lookup: it is checked here instead. */
  assertLiteral(hostname: string) {
    const host = hostname.replace(/^\[(.*)\]$/, '$1')
    if (isIP(host) && !this.allowPrivate && isPrivateAddress(host)) {
      throw new PrivateAddressError(host)
    }
  },
}
