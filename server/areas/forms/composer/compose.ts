import type { FormChange } from '../../../../contract/form-changes.ts';
import { AI_TIMEOUT_MS, composeWithAi } from './ai.ts';
import { composeBuiltIn } from './built-in.ts';
import type { AiService, ComposeRequest } from './request.ts';

/** The composer's proposal: the changes, and which composer made them. */
export interface Proposal {
  composer: 'built-in' | 'ai';
  changes: FormChange[];
}

/** How a call to the composer may be tuned (tests shorten the AI service's timeout). */
export interface ComposeOptions {
  /** How long the AI service may take, in milliseconds. */
  timeoutMs?: number;
}

/**
 * Proposes changes to a draft from a description in words: the configured AI service when
 * there is one, else the built-in composer. It changes nothing itself. With an AI service, a
 * failure is an AppError (`composer_unavailable`, `composer_invalid`), never a silent fallback.
 */
export async function compose(request: ComposeRequest, ai: AiService | null, options: ComposeOptions = {}): Promise<Proposal> {
  if (ai) return { composer: 'ai', changes: await composeWithAi(request, ai, options.timeoutMs ?? AI_TIMEOUT_MS) };
  return { composer: 'built-in', changes: composeBuiltIn(request.description, request.lang, request.draft) };
}
