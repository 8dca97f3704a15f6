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
