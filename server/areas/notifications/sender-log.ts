import type { SentenceRule } from '../../http/log-sentence.ts';

/** The sentences of the senders' calls, by path. */
export const senderSentences: Readonly<Record<string, SentenceRule>> = {};
