import type { FormChange } from '../../../../contract/form-changes.ts';
import { AppError } from '../../../errors.ts';
import { systemPrompt, userMessage } from './ai-prompt.ts';
import { checkedChanges } from './check.ts';
import type { AiService, ComposeRequest } from './request.ts';

/** How long the AI service may take to answer, by default. */
export const AI_TIMEOUT_MS = 30_000;

// An answer larger than this is no list of changes for one form.
const MAX_ANSWER_BYTES = 2_000_000;

async function readCapped(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new AppError('composer_invalid');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function ask(ai: AiService, body: unknown, timeoutMs: number): Promise<string> {
  try {
    const response = await fetch(`${ai.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ai.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      // A redirect would carry the key elsewhere: the configured address answers, or nothing does.
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new AppError('composer_unavailable');
    }
    return await readCapped(response);
  } catch (error) {
    throw error instanceof AppError ? error : new AppError('composer_unavailable');
  }
}

// The changes in the model's message: {"changes": [...]}, tolerating a fenced code block around it.
function changesIn(completion: string): unknown {
  try {
    const content: unknown = JSON.parse(completion)?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return null;
    const bare = content.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
    const parsed: unknown = JSON.parse(bare);
    if (Array.isArray(parsed)) return parsed;
    return parsed && typeof parsed === 'object' ? (parsed as { changes?: unknown }).changes : null;
  } catch {
    return null;
  }
}

/**
 * Asks an OpenAI-compatible service for the changes: no answer, a timeout or a refusal is
 * `composer_unavailable`; an answer that is not a valid change list for this draft is `composer_invalid`.
 */
export async function composeWithAi(request: ComposeRequest, ai: AiService, timeoutMs: number = AI_TIMEOUT_MS): Promise<FormChange[]> {
  const completion = await ask(
    ai,
    {
      model: ai.model,
      temperature: 0.1,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: systemPrompt(request.draft) },
        { role: 'user', content: userMessage(request.description, request.lang) },
      ],
    },
    timeoutMs,
  );
  const changes = checkedChanges(request.draft, changesIn(completion));
  if (!changes) throw new AppError('composer_invalid');
  return changes;
}
