import { MEDIA_EXTENSIONS, type MediaType } from '../../../contract/media.ts';

/** How many first bytes the type is read from. */
export const SNIFF_BYTES = 16;

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

// Each accepted type by its magic number: a closed list, so anything else (HTML, script, SVG, archives) is not one of them.
const SIGNATURES: Array<{ type: MediaType; test: (bytes: Buffer) => boolean }> = [
  { type: 'image/png', test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: 'image/gif', test: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
  { type: 'image/webp', test: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
  { type: 'application/pdf', test: (b) => startsWith(b, ascii('%PDF-')) },
];

/** The type of a file by its first bytes, or null when it is none of the accepted types. */
export function sniffType(head: Buffer): MediaType | null {
  return SIGNATURES.find((signature) => signature.test(head))?.type ?? null;
}

/** True when the bytes read as markup (SVG, HTML, XML): what a disguised script usually is. */
export function looksLikeMarkup(head: Buffer): boolean {
  return /^(\uFEFF)?\s*</.test(head.toString('utf8'));
}

// Types browsers and tools send for the same thing.
const ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'application/x-pdf': 'application/pdf' };

// What a part says when it says nothing: busboy reports text/plain for a part without a Content-Type.
const NO_CLAIM = new Set(['', 'application/octet-stream', 'text/plain']);

/** True when the Content-Type an upload declared names another type than its bytes are. */
export function declaredTypeLies(declared: string, actual: MediaType): boolean {
  const type = declared.trim().toLowerCase();
  if (NO_CLAIM.has(type)) return false;
  return (ALIASES[type] ?? type) !== actual;
}

/** True when the file name ends in an extension that is not one of its type's. */
export function nameLies(name: string, actual: MediaType): boolean {
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(name)?.[1]?.toLowerCase();
  return extension !== undefined && !MEDIA_EXTENSIONS[actual].includes(extension);
}
