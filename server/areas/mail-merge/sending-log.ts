import type { SentenceRule } from '../../http/log-sentence.ts';

export const sendingSentences: Readonly<Record<string, SentenceRule>> = {};
