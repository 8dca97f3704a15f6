// SPF macros (RFC 7208 §7): `%{d2}`, `%{ir}.%{v}`, `%{l-}` and the escapes `%%`, `%_`, `%-`.
import { dottedIp, type IpBytes } from './address.ts';

/** What the macro letters stand for during one evaluation. */
export interface MacroContext {
  /** The envelope sender, `local@domain`. */
  sender: string;
  ip: IpBytes;
  /** The domain whose policy is being evaluated (`%{d}`). */
  domain: string;
  /** The client's HELO name (`%{h}`). */
  helo: string;
  /** The client's validated domain name (`%{p}`); "unknown" when left out. */
  validated?: string;
}

/** One piece of a macro string: literal text, or a letter with its transformers. */
type Token = { text: string; literal: boolean } | { letter: string; digits: number | null; reverse: boolean; delimiters: string };

// Letters a domain-spec may use; c, r and t belong to explanations only.
const DOMAIN_LETTERS = 'slodiphv';
const ANY_LETTERS = 'slodiphvcrt';
const TOKEN = /%\{([a-z])(\d*)(r?)([.\-+,/_=]*)\}|%%|%_|%-|[\x21-\x24\x26-\x7e]+/iy;
const ESCAPES: Record<string, string> = { '%%': '%', '%_': ' ', '%-': '%20' };
const TOPLABEL = /\.(?:[a-z0-9]*[a-z][a-z0-9]*|[a-z0-9]+-[a-z0-9-]*[a-z0-9])\.?$/i;

function tokenize(text: string, letters: string): Token[] | null {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const match = TOKEN.exec(text);
    if (!match) return null;
    const [whole, letter, digits, reverse, delimiters] = match;
    if (letter === undefined) {
      const escaped = ESCAPES[whole];
      tokens.push({ text: escaped ?? whole, literal: escaped === undefined });
      continue;
    }
    if (!letters.includes(letter.toLowerCase()) || (digits !== '' && Number(digits) === 0)) return null;
    tokens.push({ letter, digits: digits ? Number(digits) : null, reverse: reverse !== '', delimiters: delimiters || '.' });
  }
  return tokens;
}

/** Whether `text` is a macro-string (an unknown modifier's value). */
export function isMacroString(text: string): boolean {
  return tokenize(text, ANY_LETTERS) !== null;
}

/** Whether `text` is a domain-spec: a macro string ending in a macro or a top label. */
export function isDomainSpec(text: string): boolean {
  const tokens = tokenize(text, DOMAIN_LETTERS);
  if (!tokens || tokens.length === 0) return false;
  // A literal run is one token: the last one holds the whole domain end.
  const last = tokens[tokens.length - 1]!;
  return !('literal' in last) || !last.literal || TOPLABEL.test(last.text);
}

/** Whether the spec uses `%{p}`, which costs PTR lookups to expand. */
export function usesValidatedName(spec: string): boolean {
  return /%\{p/i.test(spec);
}

/** Expands a domain-spec; the caller has checked its syntax. */
export function expandMacros(spec: string, context: MacroContext): string {
  const tokens = tokenize(spec, DOMAIN_LETTERS) ?? [];
  return tokens.map((token) => ('text' in token ? token.text : expandLetter(token, context))).join('');
}

function expandLetter(token: Extract<Token, { letter: string }>, context: MacroContext): string {
  let parts = letterValue(token.letter.toLowerCase(), context).split(new RegExp(`[${escapeClass(token.delimiters)}]`));
  if (token.reverse) parts = parts.reverse();
  if (token.digits !== null) parts = parts.slice(-token.digits);
  const value = parts.join('.');
  // An uppercase letter asks for the value URL-escaped (RFC 7208 §7.3).
  return token.letter === token.letter.toUpperCase() ? urlEscape(value) : value;
}

function letterValue(letter: string, context: MacroContext): string {
  const at = context.sender.lastIndexOf('@');
  const local = at > 0 ? context.sender.slice(0, at) : 'postmaster';
  const senderDomain = at >= 0 ? context.sender.slice(at + 1) : context.sender;
  switch (letter) {
    case 's':
      return `${local}@${senderDomain}`;
    case 'l':
      return local;
    case 'o':
      return senderDomain;
    case 'd':
      return context.domain;
    case 'i':
      return dottedIp(context.ip);
    case 'p':
      return context.validated ?? 'unknown';
    case 'v':
      return context.ip.length === 4 ? 'in-addr' : 'ip6';
    default:
      return context.helo;
  }
}

function escapeClass(delimiters: string): string {
  return delimiters.replace(/[-\\\]^/]/g, '\\$&');
}

// RFC 3986's unreserved characters stay; every other byte becomes %XX.
function urlEscape(value: string): string {
  return Array.from(new TextEncoder().encode(value), (byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}
