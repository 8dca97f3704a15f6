import type { SentenceRule } from '../../http/log-sentence.ts';

/** The sentences of the texts' calls, by path. */
export const textSentences: Readonly<Record<string, SentenceRule>> = {};
