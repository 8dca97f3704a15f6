import fc from 'fast-check';

/** Strings that have broken servers: NUL, lone surrogates, direction marks, paths, quotes, long ones. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  // NUL and lone surrogates: what JSON carries and databases refuse.
  { weight: 3, arbitrary: fc.constantFrom('\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uDBFF') },
  fc.constantFrom(
    '\u202Eevil',
    '\uFEFFbom',
    '\u2028\u2029',
    'e\u0301',
    '👨‍👩‍👧‍👦',
    '%00',
    '%ED%A0%80',
    '../../etc/passwd',
    "' OR '1'='1",
    '<script>alert(1)</script>',
    '\r\n\t',
    ' ',
    '',
    '🙂'.repeat(3000),
    'x'.repeat(70_000),
  ),
  // Any UTF-16 code units, lone surrogates included.
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

/** Values of the wrong type for any field. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.constantFrom(1.5, -0, 1e300, -1e300, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1, 2 ** 53),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  oddString,
);

/** Content types the JSON calls refuse. */
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json-patch+json',
  'text/json',
  'application/xml',
  '',
];

