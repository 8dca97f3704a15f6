import { startBenchServer, type BenchServerOptions } from './server.ts';
import { cookieHeader, signInCookies } from './sign-in.ts';

// Overrides written before the list is measured: some keys corrected in every language, as a working installation has them.
const OVERRIDDEN_KEYS = 200;
const ROUNDS = 300;
const LANGUAGES = ['it', 'en', 'es', 'fr', 'pt'] as const;

/** One kind of list request and its timings (ms). */
export interface TranslationListFigure {
  request: string;
  requests: number;
  p50: number;
  p99: number;
  max: number;
}

/** The list's timings on a real server, and how long the overrides of one language take to answer. */
export interface TranslationFigures {
  engine: 'pglite' | 'postgres';
  keys: number;
  overrides: number;
  lists: TranslationListFigure[];
  overridesAnswer: TranslationListFigure;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

function figure(request: string, times: number[]): TranslationListFigure {
  const sorted = [...times].sort((a, b) => a - b);
  return { request, requests: sorted.length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted.at(-1)! };
}

/**
 * A real server with overrides in every language; the translations list (every key with its five
 * languages, overrides and states worked out per request) asked one request at a time, as the
 * screen asks: pages in turn, a search, each state in one language, one screen's keys.
 */
export async function benchTranslations(options: BenchServerOptions = {}): Promise<TranslationFigures> {
  const server = await startBenchServer(options);
  try {
    const cookie = cookieHeader(await signInCookies(server.url, server.mailDir));
    const post = async (path: string, body: object) => {
      const started = performance.now();
      const answer = await fetch(`${server.url}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
      if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
      const json = (await answer.json()) as { total: number; items: Array<{ key: string; builtin: Record<string, string>; placeholders: string[]; restricted: string | null }> };
      return { json, ms: performance.now() - started };
    };
    const first = await post('admin/i18n/translations/list', { page: 1 });
    const keys = first.json.total;
    // The first keys that take an override: not restricted, their built-in text kept with a word added.
    const editable: Array<{ key: string; builtin: Record<string, string> }> = [];
    for (let page = 1; editable.length < OVERRIDDEN_KEYS; page++) {
      const { json } = await post('admin/i18n/translations/list', { page, area: 'errors' });
      if (json.items.length === 0) break;
      editable.push(...json.items.filter((item) => item.restricted === null));
    }
    let overrides = 0;
    for (const item of editable.slice(0, OVERRIDDEN_KEYS)) {
      for (const lang of LANGUAGES) {
        await post('admin/i18n/translations/save', { key: item.key, lang, text: `${item.builtin[lang]} (corrected)` });
        overrides++;
      }
    }
    const screenKeys = editable.slice(0, 120).map((item) => item.key);
    const requests: Array<[string, (round: number) => object]> = [
      ['pages in turn', (round) => ({ page: 1 + (round % Math.ceil(keys / 50)) })],
      ['search', (round) => ({ search: ['corrected', 'field', 'errors.', 'zzz-none'][round % 4], page: 1 })],
      ['state in one language', (round) => ({ state: (['overridden', 'outdated', 'untranslated', 'invalid'] as const)[round % 4], lang: LANGUAGES[round % 5], page: 1 })],
      ["one screen's keys", () => ({ keys: screenKeys, page: 1 })],
    ];
    const lists: TranslationListFigure[] = [];
    for (const [name, body] of requests) {
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) times.push((await post('admin/i18n/translations/list', body(round))).ms);
      lists.push(figure(name, times));
    }
    const overridesTimes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) overridesTimes.push((await post('i18n/overrides', { lang: LANGUAGES[round % 5] })).ms);
    return { engine: server.engine, keys, overrides, lists, overridesAnswer: figure('i18n/overrides', overridesTimes) };
  } finally {
    await server.stop();
  }
}
