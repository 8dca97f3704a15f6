import fc from 'fast-check';
import type { FuzzRequest, Input, Kind } from './fuzz-request.ts';
import { change, mutate, wrongTypes } from './fuzz-mutations.ts';
import { oddString } from './fuzz-values.ts';
import type { Resolve, Schema } from './json-schema-arbitrary.ts';

interface FilePart {
  name: string;
  type: string;
  bytes: Uint8Array;
}

const BOUNDARY = 'fuzz-boundary-7MA4YWxkTrZu0gW';
const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

// Files that pass or nearly pass a check of their first bytes, and files that lie about what they are.
const file: fc.Arbitrary<FilePart> = fc.oneof(
  fc.constant({ name: 'logo.png', type: 'image/png', bytes: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13) }),
  fc.constant({ name: 'photo.jpg', type: 'image/jpeg', bytes: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16) }),
  fc.constant({ name: 'anim.gif', type: 'image/gif', bytes: text('GIF89a\x01\x00\x01\x00') }),
  fc.constant({ name: 'paper.pdf', type: 'application/pdf', bytes: text('%PDF-1.4\n%%EOF\n') }),
  fc.constant({ name: 'logo.svg', type: 'image/svg+xml', bytes: text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') }),
  fc.constant({ name: 'page.png', type: 'image/png', bytes: text('<html><script>alert(1)</script></html>') }),
  fc.record({ name: oddString, type: fc.constantFrom('image/png', 'application/octet-stream', ''), bytes: fc.uint8Array({ maxLength: 2000 }) }),
);

/** The request of each kind for a multipart upload: fields from the description's schema, then one file. */
export function multipartRequests(
  schema: Schema,
  valid: fc.Arbitrary<Input>,
  resolve: Resolve,
  request: (kind: Kind, params: Record<string, string>) => FuzzRequest,
): fc.Arbitrary<Record<Kind, FuzzRequest>> {
  const fileField = Object.entries((resolve(schema).properties ?? {}) as Record<string, Schema>).find(([, s]) => s.contentMediaType)?.[0] ?? 'file';
  const fieldsOf = (body: unknown) => withoutField(body, fileField);
  const withBoundary: fc.Arbitrary<string> = fc.constant(`multipart/form-data; boundary=${BOUNDARY}`);
  const send = (kind: Kind, fields: fc.Arbitrary<unknown>, part: fc.Arbitrary<FilePart | undefined>, type = withBoundary) =>
    fc.tuple(valid, fields, part, type).map(([[params], values, filePart, contentType]) => ({
      ...request(kind, params),
      headers: { 'content-type': contentType },
      body: multipart(values, fileField, filePart),
    }));
  const validFields = valid.map(([, body]) => fieldsOf(body));
  return fc.record({
    valid: send('valid', validFields, file),
    'near-valid': send('near-valid', fc.tuple(validFields, change).map(([fields, c]) => mutate(fields, schema, resolve, c)), fc.option(file, { nil: undefined })),
    'wrong types': send('wrong types', wrongTypes(schema, resolve).map(fieldsOf), file),
    'odd strings': send('odd strings', validFields, fc.tuple(file, oddString).map(([part, name]) => ({ ...part, name }))),
    'wrong content type': send('wrong content type', validFields, file, fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded')),
    // Bytes that are no multipart body, or a body whose boundary the Content-Type does not give.
    'not an object': fc.oneof(
      fc.tuple(valid, fc.uint8Array({ maxLength: 500 })).map(([[params], junk]) => ({ ...request('not an object', params), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, body: junk })),
      send('not an object', validFields, file, fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=')),
    ),
  });
}

function withoutField(body: unknown, name: string): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => key !== name));
}

/** A multipart/form-data body: each field as a text part, then the file part. */
function multipart(fields: unknown, fileField: string, part: FilePart | undefined): Uint8Array {
  const chunks: Uint8Array[] = [];
  const entries = typeof fields === 'object' && fields !== null ? Object.entries(fields) : [['fields', JSON.stringify(fields)]];
  for (const [name, value] of entries) {
    chunks.push(text(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`));
  }
  if (part) {
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(text(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${part.name.replace(/[\r\n"]/g, '_')}"${type}\r\n\r\n`));
    chunks.push(part.bytes, text('\r\n'));
  }
  chunks.push(text(`--${BOUNDARY}--\r\n`));
  return concat(chunks);
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
