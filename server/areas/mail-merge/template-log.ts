import type { SentenceRule } from '../../http/log-sentence.ts';

export const templateSentences: Readonly<Record<string, SentenceRule>> = {};
