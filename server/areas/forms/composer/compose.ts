import type { FormChange } from '../../../../contract/form-changes.ts';
import type { FormDefinition } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';

/** An OpenAI-compatible chat service the composer may ask (AI_BASE_URL, AI_API_KEY, AI_MODEL). */
export interface AiService {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** What the composer is asked: the operator's description, its language, and the draft it changes. */
export interface ComposeRequest {
  description: string;
  lang: Language;
  draft: FormDefinition;
}

/** The composer's proposal: the changes, and which composer made them. */
export interface Proposal {
  composer: 'built-in' | 'ai';
  changes: FormChange[];
}

/**
 * Proposes changes to a draft from a description in words: the configured AI service when
 * there is one, else the built-in composer. It changes nothing itself.
 */
export async function compose(request: ComposeRequest, ai: AiService | null): Promise<Proposal> {
  void request;
  void ai;
  throw new Error('The composer is not built yet');
}
