// The parts of OpenAPI 3.1 this description uses, typed loosely enough to hold JSON Schema as zod writes it.

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). */
export type JsonSchema = { [keyword: string]: unknown };

/** A reference to a component of the document. */
export type Ref = { $ref: string };

/** A parameter of an operation: a path segment, a header, a cookie. */
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}

/** One content type of a request or an answer, with its schema. */
export interface MediaType {
  schema?: JsonSchema | Ref;
  /** For multipart bodies: the types each part may have. */
  encoding?: Record<string, { contentType: string }>;
}

/** One answer of an operation. */
export interface Response {
  description: string;
  headers?: Record<string, { description?: string; schema: JsonSchema } | Ref>;
  content?: Record<string, MediaType>;
  /** The error codes of contract/errors.ts this answer carries. */
  'x-error-codes'?: string[];
}

/** One operation: a method on a path. */
export interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  tags: string[];
  parameters?: Array<Parameter | Ref>;
  requestBody?: { required?: boolean; description?: string; content: Record<string, MediaType> };
  responses: Record<string, Response>;
  security: Array<Record<string, string[]>>;
  /** The contract's permission (contract/endpoint.ts), or what guards a route outside the contract. */
  'x-permission': string;
}

/** The methods of a path this description uses. */
export type Method = 'get' | 'post' | 'put' | 'delete' | 'patch' | 'head';

/** An OpenAPI 3.1 document. */
export interface OpenApiDocument {
  openapi: '3.1.1';
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string; description?: string }>;
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, Parameter>;
    headers: Record<string, { description?: string; schema: JsonSchema }>;
    securitySchemes: Record<string, { type: 'apiKey'; in: 'cookie'; name: string; description: string }>;
  };
  /** Every error code of the API with its status and English text. */
  'x-error-codes': Record<string, { status: number; message: string }>;
  /** What each permission of the contract lets through. */
  'x-permissions': Record<string, string>;
}

/** A route the server serves outside the contract (files, health, this description), described by hand. */
export interface OtherRoute {
  method: Method;
  /** The OpenAPI path, `{name}` for a parameter. */
  path: string;
  operation: Operation;
}
