import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ErrorBodySchema } from '../../contract/errors.ts';
import { MEDIA_UPLOAD_PATH, type MediaUploadResult } from '../../contract/media.ts';
import { BASE_URL, DEFAULT_IP, type Answer, type Browser } from './browser.ts';
import type { TestServer } from './harness.ts';

/** One part of a multipart body: a field, or a file when it has a file name or a type. */
export interface Part {
  name: string;
  value: string | Uint8Array;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as browsers write it, and its Content-Type. */
export function multipartBody(parts: Part[], boundary = `----bo-test-${crypto.randomUUID()}`): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    // As browsers write it: quotes and line breaks of the name escaped, anything else (UTF-8 included) as it is.
    const escaped = part.filename?.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    const filename = escaped === undefined ? '' : `; filename="${escaped}"`;
    const type = part.type === undefined ? '' : `\r\nContent-Type: ${part.type}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`));
    chunks.push(Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The fields of an upload followed by its file, in the order the route asks for. */
export function uploadParts(fields: Record<string, string>, file: { bytes: Uint8Array; filename: string; type: string }): Part[] {
  return [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', value: file.bytes, filename: file.filename, type: file.type },
  ];
}

/** How an upload is sent: by whom (a browser's session, or nobody), and any headers to add or override. */
export interface SendOptions {
  browser?: Browser | null;
  headers?: Record<string, string>;
}

/** POSTs a raw body to the upload route, with the browser's session cookie and a same-origin Origin. */
export async function sendRaw(server: TestServer, body: Uint8Array<ArrayBuffer>, contentType: string, options: SendOptions = {}): Promise<Answer<MediaUploadResult>> {
  const headers = new Headers({ origin: BASE_URL, 'content-type': contentType, ...options.headers });
  const session = options.browser?.cookie('bo_session');
  if (session) headers.set('cookie', `bo_session=${session}`);
  const env = { incoming: { socket: { remoteAddress: DEFAULT_IP } } };
  const response = await server.app.request(`${BASE_URL}/api/${MEDIA_UPLOAD_PATH}`, { method: 'POST', headers, body }, env);
  return toAnswer(response) as Promise<Answer<MediaUploadResult>>;
}

/** Uploads parts as a multipart body. */
export function sendUpload(server: TestServer, parts: Part[], options: SendOptions = {}): Promise<Answer<MediaUploadResult>> {
  const { body, contentType } = multipartBody(parts);
  return sendRaw(server, body, contentType, options);
}

async function toAnswer(response: Response): Promise<Answer> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    body = undefined;
  }
  const error = ErrorBodySchema.safeParse(body);
  return { status: response.status, headers: response.headers, body, bytes, error: error.success ? error.data.error : undefined, setCookies: [] };
}

/** Every file under the server's storage directory, partial ones included. */
export function storedFiles(server: TestServer): string[] {
  if (!fs.existsSync(server.storageDir)) return [];
  return fs.readdirSync(server.storageDir, { recursive: true, encoding: 'utf8' }).filter((entry) => fs.statSync(path.join(server.storageDir, entry)).isFile());
}

/** The smallest valid PNG: one transparent pixel. */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG of about `bytes` bytes: the pixel's signature and header, padded (the server reads only the first bytes). */
export function pngOfSize(bytes: number): Buffer {
  return Buffer.concat([PIXEL_PNG, Buffer.alloc(Math.max(0, bytes - PIXEL_PNG.length), 0x20)]);
}

/** A one-page PDF's bytes, padded to `bytes`. */
export function pdfOfSize(bytes = 400): Buffer {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  return Buffer.concat([pdf, Buffer.alloc(Math.max(0, bytes - pdf.length), 0x0a)]);
}

/** Empties the server's storage directory, so a test sees only the files it made. */
export function emptyStorage(server: TestServer): void {
  fs.rmSync(path.join(server.storageDir, 'media'), { recursive: true, force: true });
}
