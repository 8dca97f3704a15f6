import { useEffect, useState } from 'react';
import { AssignmentSchema, SessionScopeSchema } from '../../../../contract/judging.ts';
import { SessionPreview } from '../../../../contract/judging-organisers.ts';
import { call } from '../../../lib/api.ts';
import type { LoadPreview } from './load-preview-text.ts';
import { assignmentOf, scopeOf, type FormScope, type SessionValues } from './session-values.ts';

/** Where the preview stands: nothing to work out (no judges, or the choice is not complete), on its way, worked out, or failed. */
export type PreviewState = { kind: 'none' } | { kind: 'loading'; last: LoadPreview | null } | { kind: 'ready'; preview: LoadPreview } | { kind: 'failed' };

/** How long the choice must stay still before the server is asked: typing a number asks once. */
export const PREVIEW_DELAY_MS = 400;

type Choice = Pick<SessionValues, 'judges' | 'mode' | 'per_submission' | 'scope_kind' | 'statuses' | 'filter'>;

/**
 * What saving would assign with the panel, the mode and the scope on the form, asked again (a
 * moment after the last change) whenever one of them changes; a stored session's holdings count.
 */
export function useLoadPreview(scope: FormScope, session: string | null, choice: Choice, tz: string): PreviewState {
  const assignment = assignmentOf(choice);
  const sessionScope = scopeOf(choice, tz);
  // Only a complete choice is asked about: a filter chosen, a status ticked, a number of judges typed.
  const complete = choice.judges.length > 0 && AssignmentSchema.safeParse(assignment).success && SessionScopeSchema.safeParse(sessionScope).success;
  const input = { ...scope, ...(session ? { id: session } : {}), judges: choice.judges, assignment, scope: sessionScope };
  const key = complete ? JSON.stringify(input) : null;
  const [answer, setAnswer] = useState<{ key: string; preview: LoadPreview | null } | null>(null);

  useEffect(() => {
    if (key === null) return;
    let live = true;
    const timer = setTimeout(() => {
      void call(SessionPreview, JSON.parse(key) as typeof input).then((result) => {
        if (live) setAnswer({ key, preview: result.ok ? result.data : null });
      });
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);

  if (key === null) return { kind: 'none' };
  if (answer?.key !== key) return { kind: 'loading', last: answer?.preview ?? null };
  return answer.preview ? { kind: 'ready', preview: answer.preview } : { kind: 'failed' };
}
