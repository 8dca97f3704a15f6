import type { z } from 'zod';

/**
 * Who may call an endpoint. `anonymous`: anyone, signed in or not; `signedIn`: any
 * operator with a session; `installationAdmin`: operators with the installation_admin flag.
 * The scoped ones read the records they are about from the input's `company`, `project`,
 * `form` and `session` fields: `companyAccess` any role in that company, `companyManage` its
 * managers, `projectEdit` its managers and the project's editors, `formAssist` whoever edits
 * the project and the form's assistants, `projectJudge` whoever edits the project and its
 * judges. Installation admins pass them all; a project must belong to the company named
 * with it, a form to that project, a judging session to that form.
 *
 * The public side's calls (`p/:company/:project/...`, by slugs) never see an operator's session:
 * `public` is anyone, for a project that is shown to the public; `respondent` a registered user
 * of that project signed in with their own session.
 */
export type Permission =
  | 'anonymous'
  | 'signedIn'
  | 'installationAdmin'
  | 'companyAccess'
  | 'companyManage'
  | 'projectEdit'
  | 'formAssist'
  | 'projectJudge'
  | 'public'
  | 'respondent';

/** The permissions of the public side's calls: a registered user's session, never an operator's. */
export const PUBLIC_PERMISSIONS: readonly Permission[] = ['public', 'respondent'];

/** The permissions that name a company (and the records under it) in their input. */
export const SCOPED_PERMISSIONS: readonly Permission[] = ['companyAccess', 'companyManage', 'projectEdit', 'formAssist', 'projectJudge'];

/** A query only reads; a mutation changes data, is logged and honours Idempotency-Key. */
export type EndpointKind = 'query' | 'mutation';

/** One API call: `POST /api/<path>` with a JSON body validated by `input`. */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, K extends EndpointKind = EndpointKind> {
  /** Path under /api; `:name` segments are taken from the input field of that name. */
  path: string;
  kind: K;
  input: I;
  output: O;
  permission: Permission;
  /** Callable while the operator's password must be changed (the forced password page needs it). */
  duringPasswordChange?: boolean;
  /**
   * Its input or its answer carries a credential (password, PIN, code, token, secret): the server
   * keeps no Idempotency-Key record of it in any form, and a replay of the key runs the call again.
   */
  credentials?: boolean;
  /**
   * Answered now or not at all: the client sends it without an Idempotency-Key, so the outbox never
   * keeps it for later (the composer's proposal only makes sense while the operator waits for it).
   */
  live?: boolean;
  /**
   * A mutation that runs as a person types (a registered user's draft, saved every second or so):
   * its successes would drown the operations' log and are not written there; its refusals are.
   */
  unlogged?: boolean;
  /**
   * A scoped call about records a company keeps to itself: a caller who holds no grant in that
   * company (another company's manager) is answered 404, as for a project that does not exist,
   * instead of 403; the company's own people without the permission still get 403.
   */
  strangers?: 'not_found';
  /** A file download: the output is the file's text, answered with this type as an attachment. */
  download?: { type: string; fileName: string };
}

/** Declares an endpoint; the identity function that keeps its exact types. */
export function endpoint<I extends z.ZodType, O extends z.ZodType, K extends EndpointKind>(def: Endpoint<I, O, K>): Endpoint<I, O, K> {
  return def;
}

/** The input type of an endpoint, as the caller writes it. */
export type EndpointInput<E extends Endpoint> = z.input<E['input']>;

/** The output type of an endpoint, as the caller receives it. */
export type EndpointOutput<E extends Endpoint> = z.output<E['output']>;

/** The `:name` parameters of an endpoint path, in order. */
export function pathParams(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/**
 * Builds the concrete path of a call: `:name` segments are filled from the payload
 * (URL-encoded) and the remaining fields are the body.
 */
export function buildCall(path: string, payload: Record<string, unknown>): { path: string; body: Record<string, unknown> } {
  const body = { ...payload };
  const filled = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      const value = body[name];
      delete body[name];
      return encodeURIComponent(String(value ?? ''));
    })
    .join('/');
  return { path: filled, body };
}
