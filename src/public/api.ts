import { buildCall, type Endpoint, type EndpointInput, type EndpointOutput } from '../../contract/endpoint.ts';
import type { ErrorBody } from '../../contract/errors.ts';
import type { z } from 'zod';
import { PUBLIC_FILE_PATH, PUBLIC_UPLOAD_PATH, type PublicUploadOutput } from '../../contract/public.ts';
import { saveFile } from '../lib/save-file.ts';
import { noteReachable } from './use-online.ts';

/** A file given as an answer, as the upload answers it. */
export type FileAnswer = z.output<typeof PublicUploadOutput>;

/** The `error` of an error answer: its code, its message in the caller's language, the fields it names. */
export type PublicError = ErrorBody['error'];

/** A call's outcome; `status` 0 when no answer came (no connection, or the server is down). */
export type PublicResult<T> = { ok: true; data: T } | { ok: false; status: number; error: PublicError | null };

/** The company and project of the public pages, by their slugs. */
export interface SitePlace {
  company: string;
  project: string;
}

const API = '/api/';

// The server words its messages in the page's language.
function headers(extra: Record<string, string>): Record<string, string> {
  return { Accept: 'application/json', 'Content-Type': 'application/json', 'Accept-Language': document.documentElement.lang, ...extra };
}

async function readError(response: Response): Promise<PublicError | null> {
  try {
    const body = (await response.json()) as Partial<ErrorBody> | null;
    const error = body?.error;
    return error && typeof error.code === 'string' && typeof error.message === 'string' ? error : null;
  } catch {
    return null;
  }
}

async function send(endpoint: Endpoint, payload: object, extra: Record<string, string>): Promise<Response | null> {
  const built = buildCall(endpoint.path, payload as Record<string, unknown>);
  try {
    const response = await fetch(API + built.path, { method: 'POST', headers: headers(extra), body: JSON.stringify(built.body), credentials: 'same-origin' });
    noteReachable(true);
    return response;
  } catch {
    noteReachable(false);
    return null;
  }
}

/**
 * Calls a public endpoint. A respondent's saves carry no Idempotency-Key (a patch sets values, so
 * sending it twice changes nothing more); a submission names its own, kept on the device.
 */
export async function publicCall<E extends Endpoint>(
  endpoint: E,
  payload: EndpointInput<E>,
  options: { idempotencyKey?: string } = {},
): Promise<PublicResult<EndpointOutput<E>>> {
  const response = await send(endpoint, payload as object, options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {});
  if (!response) return { ok: false, status: 0, error: null };
  if (response.status !== 200) return { ok: false, status: response.status, error: await readError(response) };
  try {
    return { ok: true, data: (await response.json()) as EndpointOutput<E> };
  } catch {
    return { ok: false, status: 0, error: null };
  }
}

/** Calls a download endpoint and saves its answer as a file on the device. */
export async function publicDownload<E extends Endpoint>(endpoint: E, payload: EndpointInput<E>, fileName: string): Promise<PublicResult<true>> {
  const response = await send(endpoint, payload as object, { Accept: '*/*' });
  if (!response) return { ok: false, status: 0, error: null };
  if (response.status !== 200) return { ok: false, status: response.status, error: await readError(response) };
  saveFile(await response.blob(), fileName);
  return { ok: true, data: true };
}

const fill = (path: string, values: Record<string, string>) => API + buildCall(path, values).path;

/** The address a respondent reads one of their own files at. */
export function fileUrl(site: SitePlace, media: string): string {
  return fill(PUBLIC_FILE_PATH, { ...site, media });
}

/** A file sent as an answer: the request, to follow its progress and to stop it. */
export interface Upload {
  done: Promise<PublicResult<FileAnswer>>;
  abort(): void;
}

/**
 * Sends a file as the answer to a file field: multipart, the fields `form` and `field` first,
 * then the file, with its progress told as a fraction from 0 to 1 (XHR: fetch cannot tell it).
 */
export function uploadFile(site: SitePlace, form: string, field: string, file: File, onProgress: (fraction: number) => void): Upload {
  const request = new XMLHttpRequest();
  const done = new Promise<PublicResult<FileAnswer>>((resolve) => {
    request.open('POST', fill(PUBLIC_UPLOAD_PATH, { ...site }));
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', document.documentElement.lang);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON: told as no answer below.
      }
      if (request.status === 200 && body) resolve({ ok: true, data: body as FileAnswer });
      else resolve({ ok: false, status: request.status, error: (body as Partial<ErrorBody> | null)?.error ?? null });
    };
    request.onerror = request.onabort = request.ontimeout = () => resolve({ ok: false, status: 0, error: null });
    const data = new FormData();
    data.append('form', form);
    data.append('field', field);
    data.append('file', file, file.name);
    request.send(data);
  });
  return { done, abort: () => request.abort() };
}
