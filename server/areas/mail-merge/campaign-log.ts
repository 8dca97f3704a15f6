import type { SentenceRule } from '../../http/log-sentence.ts';

export const campaignSentences: Readonly<Record<string, SentenceRule>> = {};
