// What the fuzzer sends, shared by the drawing of JSON and multipart requests.

/** The kinds of input the fuzzer sends. */
export const KINDS = ['valid', 'near-valid', 'wrong types', 'odd strings', 'wrong content type', 'not an object'] as const;

/** One kind of input. */
export type Kind = (typeof KINDS)[number];

/** One request the fuzzer sends, with the kind of input it is. */
export interface FuzzRequest {
  kind: Kind;
  method: string;
  /** The concrete path, parameters filled in. */
  path: string;
  /** The path parameters as the server will decode them. */
  params: Record<string, string>;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** Path parameters and a body. */
export type Input = [Record<string, string>, unknown];
