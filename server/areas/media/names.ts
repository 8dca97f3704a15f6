import { MEDIA_EXTENSIONS, type MediaType } from '../../../contract/media.ts';

const MAX_NAME = 200;
// Controls, and the marks that reorder text: "invoice‮fdp.exe" must not read as a PDF.
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The name a file is kept under as data (never as a path): no folders, controls or reordering marks, at most 200 characters. */
export function cleanFileName(name: string): string {
  const clean = name
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(LONE_SURROGATE, '\ufffd')
    .replace(/[\\/]/g, '_')
    .trim();
  return Array.from(clean).slice(0, MAX_NAME).join('') || 'file';
}

/** The name offered on download: the kept name, ending in its type's own extension whatever it ended in. */
export function downloadName(name: string, type: string): string {
  const extensions = MEDIA_EXTENSIONS[type as MediaType] ?? ['bin'];
  const match = /^(.*)\.([A-Za-z0-9]{1,5})$/.exec(name);
  if (match && extensions.includes(match[2]!.toLowerCase())) return name;
  return `${match?.[1] || name}.${extensions[0]}`;
}

/** `Content-Disposition: attachment` with the name in plain ASCII and in UTF-8 (RFC 6266). */
export function attachmentDisposition(name: string, type: string): string {
  const offered = downloadName(cleanFileName(name), type);
  const ascii = offered.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const utf8 = encodeURIComponent(offered).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}
