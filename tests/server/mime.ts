/** A received message, decoded enough for assertions: headers and its leaf parts. */
export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  /** Leaf parts with their MIME type (without parameters) and decoded text. */
  parts: Array<{ type: string; text: string }>;
}

/** Decodes a raw RFC 5322 message as nodemailer writes it (quoted-printable or base64 parts, multipart nesting). */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitEntity(raw);
  return { headers, subject: decodeWords(headers.get('subject') ?? ''), parts: leafParts(headers, body) };
}

/** The decoded text of the first part of a MIME type; fails when there is none. */
export function partText(mail: ParsedMail, type: string): string {
  const part = mail.parts.find((p) => p.type === type);
  if (!part) throw new Error(`No ${type} part; parts: ${mail.parts.map((p) => p.type).join(', ')}`);
  return part.text;
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function leafParts(headers: Map<string, string>, body: string): ParsedMail['parts'] {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (!type.startsWith('multipart/')) {
    return [{ type, text: decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit') }];
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) throw new Error(`Multipart without boundary: ${contentType}`);
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => {
      const part = splitEntity(chunk.replace(/^\r?\n/, ''));
      return leafParts(part.headers, part.body);
    });
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return percentDecode(body.replace(/=\r?\n/g, ''), /=([0-9A-F]{2})/gi);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

// Encoded words next to each other are one text: the space between them is not part of it.
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_whole, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : percentDecode(text.replace(/_/g, ' '), /=([0-9A-F]{2})/gi),
    );
}

function percentDecode(text: string, escape: RegExp): string {
  return decodeURIComponent(text.replace(/%/g, '%25').replace(escape, '%$1'));
}
