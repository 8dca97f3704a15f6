// A DNS server in the test's own process, on 127.0.0.1 over UDP, answering from a fixture: what the
// SPF check asks instead of the Internet (DNS_SERVERS points at it).
import dgram from 'node:dgram';
import { AUTHORITATIVE_ANSWER, decode, encode, RECURSION_AVAILABLE, type Answer, type Packet, type Question } from 'dns-packet';

/** What one name answers; a name left out of the zone answers NXDOMAIN, a type left out no data. */
export interface DnsName {
  /** TXT records: a string, or the strings of one record (a resolver joins them). */
  txt?: (string | string[])[];
  a?: string[];
  aaaa?: string[];
  mx?: { exchange: string; priority: number }[];
  ptr?: string[];
  /** Every question answers SERVFAIL. */
  servfail?: boolean;
  /** No question is ever answered (the resolver times out). */
  silent?: boolean;
}

/** The names a test server answers, lowercase, without a trailing dot. */
export type DnsZone = Record<string, DnsName>;

/** A running test DNS server. */
export interface DnsServer {
  /** `127.0.0.1:<port>`, as DNS_SERVERS takes it. */
  address: string;
  port: number;
  /** How many questions it received. */
  questions(): number;
  stop(): Promise<void>;
}

const RCODE = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3 } as const;
// A TXT string holds at most 255 bytes: longer records go as several strings.
const TXT_STRING = 255;

/** Starts a DNS server on 127.0.0.1 and a free port answering from `zone`. */
export async function startDnsServer(zone: DnsZone): Promise<DnsServer> {
  const socket = dgram.createSocket('udp4');
  let received = 0;
  socket.on('message', (message, peer) => {
    let query: Packet;
    try {
      query = decode(message);
    } catch {
      return;
    }
    received += 1;
    const reply = answer(zone, query);
    if (reply) socket.send(encode(reply), peer.port, peer.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve());
  });
  const { port } = socket.address();
  let stopped: Promise<void> | null = null;
  return {
    address: `127.0.0.1:${port}`,
    port,
    questions: () => received,
    stop: () => (stopped ??= new Promise<void>((resolve) => socket.close(() => resolve()))),
  };
}

function answer(zone: DnsZone, query: Packet): Packet | null {
  const question = query.questions?.[0];
  if (!question) return null;
  const entry = zone[question.name.toLowerCase().replace(/\.$/, '')];
  if (entry?.silent) return null;
  const rcode = !entry ? RCODE.NXDOMAIN : entry.servfail ? RCODE.SERVFAIL : RCODE.NOERROR;
  const answers = entry && rcode === RCODE.NOERROR ? records(entry, question) : [];
  const recursion = (query.flags ?? 0) & 0x100;
  return {
    type: 'response',
    id: query.id ?? 0,
    flags: AUTHORITATIVE_ANSWER | RECURSION_AVAILABLE | recursion | rcode,
    questions: [question],
    answers,
  };
}

function records(entry: DnsName, question: Question): Answer[] {
  const base = { name: question.name, ttl: 60, class: 'IN' as const };
  switch (question.type) {
    case 'TXT':
      return (entry.txt ?? []).map((text) => ({ ...base, type: 'TXT', data: typeof text === 'string' ? splitTxt(text) : text }));
    case 'A':
      return (entry.a ?? []).map((data) => ({ ...base, type: 'A', data }));
    case 'AAAA':
      return (entry.aaaa ?? []).map((data) => ({ ...base, type: 'AAAA', data }));
    case 'MX':
      return (entry.mx ?? []).map((mx) => ({ ...base, type: 'MX', data: { exchange: mx.exchange, preference: mx.priority } }));
    case 'PTR':
      return (entry.ptr ?? []).map((data) => ({ ...base, type: 'PTR', data }));
    default:
      return [];
  }
}

function splitTxt(text: string): string[] {
  const strings: string[] = [];
  for (let start = 0; start < text.length; start += TXT_STRING) strings.push(text.slice(start, start + TXT_STRING));
  return strings.length > 0 ? strings : [''];
}
