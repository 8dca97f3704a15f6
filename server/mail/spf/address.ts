// IP addresses as SPF reads them: bytes to compare against networks, and the dotted forms its
// macros and reverse lookups spell.
import { isIPv6 } from 'node:net';

/** An address as its bytes: 4 for IPv4, 16 for IPv6. */
export type IpBytes = Uint8Array;

// RFC 7208's qnum: 0 to 255 without leading zeros.
const QNUM = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${QNUM}(?:\\.${QNUM}){3}$`);

/** The bytes of an IPv4 address (strict dotted quad), or null. */
export function parseIpv4(text: string): IpBytes | null {
  if (!IPV4.test(text)) return null;
  return Uint8Array.from(text.split('.').map(Number));
}

/** The 16 bytes of an IPv6 address (with `::` and a trailing IPv4 part allowed), or null. */
export function parseIpv6(text: string): IpBytes | null {
  if (!isIPv6(text) || text.includes('%')) return null;
  const [head, tail] = text.split('::') as [string, string | undefined];
  const words = (part: string): number[] =>
    part === '' ? [] : part.split(':').flatMap((word) => (word.includes('.') ? ipv4Words(word) : [parseInt(word, 16)]));
  const front = words(head);
  const back = tail === undefined ? [] : words(tail);
  const all = [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
  return Uint8Array.from(all.flatMap((word) => [word >> 8, word & 0xff]));
}

function ipv4Words(text: string): number[] {
  const [a, b, c, d] = parseIpv4(text) ?? [0, 0, 0, 0];
  return [(a! << 8) | b!, (c! << 8) | d!];
}

/** A client's address: IPv4, or IPv6 where an IPv4-mapped address counts as IPv4 (RFC 7208 §5). */
export function parseClientIp(text: string): IpBytes | null {
  const v4 = parseIpv4(text);
  if (v4) return v4;
  const v6 = parseIpv6(text);
  const mapped = v6 && v6.slice(0, 10).every((byte) => byte === 0) && v6[10] === 0xff && v6[11] === 0xff;
  return mapped ? v6.slice(12) : v6;
}

/** Whether two addresses are the same (a null one never is). */
export function sameIp(a: IpBytes | null, b: IpBytes | null): boolean {
  return a !== null && b !== null && a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** Whether `ip` lies in `network`/`bits`; addresses of the other family never do. */
export function inNetwork(ip: IpBytes, network: IpBytes, bits: number): boolean {
  if (ip.length !== network.length) return false;
  for (let bit = 0; bit < bits; bit += 8) {
    const mask = (0xff << (8 - Math.min(8, bits - bit))) & 0xff;
    if ((ip[bit / 8]! & mask) !== (network[bit / 8]! & mask)) return false;
  }
  return true;
}

/** The first and last addresses of `network`/`bits`. */
export function networkEnds(network: IpBytes, bits: number): [IpBytes, IpBytes] {
  const first = network.map((byte, index) => byte & prefixMask(bits - index * 8));
  const last = network.map((byte, index) => (byte | ~prefixMask(bits - index * 8)) & 0xff);
  return [first, last];
}

function prefixMask(bits: number): number {
  return bits >= 8 ? 0xff : bits <= 0 ? 0 : (0xff << (8 - bits)) & 0xff;
}

/** The address written out: dotted quad, or IPv6 in full lowercase groups without `::`. */
export function formatIp(ip: IpBytes): string {
  if (ip.length === 4) return ip.join('.');
  const words = Array.from({ length: 8 }, (_, index) => ((ip[index * 2]! << 8) | ip[index * 2 + 1]!).toString(16));
  return words.join(':');
}

/** The address as the `%{i}` macro spells it: dotted quad, or 32 dotted hex nibbles for IPv6. */
export function dottedIp(ip: IpBytes): string {
  if (ip.length === 4) return ip.join('.');
  return Array.from(ip, (byte) => byte.toString(16).padStart(2, '0').split('').join('.')).join('.');
}

/** The name a PTR lookup asks: `d.c.b.a.in-addr.arpa` or the nibbles reversed under `ip6.arpa`. */
export function reverseName(ip: IpBytes): string {
  const reversed = dottedIp(ip).split('.').reverse().join('.');
  return `${reversed}.${ip.length === 4 ? 'in-addr' : 'ip6'}.arpa`;
}
