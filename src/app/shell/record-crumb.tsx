// The form, block and judging session a crumb names: read with the endpoints' schemas, so this
// loads only on the screens that name one, not with the shell.
import { Text } from '@mantine/core';
import { FormGet } from '../../../contract/forms.ts';
import { JudgeSessionGet, SessionGet } from '../../../contract/judging.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { blockIndexOf } from '../../areas/results/results-paths.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { localized } from '../../lib/form-fields/localized.ts';

/** Which record a crumb names. */
export type RecordKind = 'form' | 'block' | 'session';

type Params = Record<string, string | undefined>;

// The form on screen, and the block a results screen names, by their titles in the operator's
// language: the same read the form's screens make.
function useFormName(kind: RecordKind, params: Params): string | undefined {
  const { locale } = useI18nContext();
  const scope = kind !== 'session' && params.form && params.company && params.project ? { company: params.company, project: params.project, form: params.form } : undefined;
  const draft = useCached(scope ? FormGet : null, scope).data?.entity.draft;
  if (!draft) return undefined;
  if (kind === 'form') return localized(draft.title, locale, draft.default_lang) || undefined;
  const index = params.block === undefined ? null : blockIndexOf(draft, params.block);
  const block = index === null ? undefined : draft.blocks[index];
  return block ? localized(block.title, locale, draft.default_lang) || block.key : undefined;
}

// The judging session on screen, by its name: the same read its screen makes (kept on the device),
// the judge's own session or, on an organiser's screen, the session as its organisers read it.
function useSessionName(kind: RecordKind, params: Params, judging: boolean): string | undefined {
  const ref =
    kind === 'session' && params.session && params.form && params.company && params.project
      ? { company: params.company, project: params.project, form: params.form, session: params.session }
      : undefined;
  const judged = useCached(ref && judging ? JudgeSessionGet : null, ref);
  // Someone who does not judge it (an organiser opening the judge's screen) reads its organisers' name.
  const notJudged = judging && judged.settled && !judged.data;
  const organised = useCached(ref && (!judging || notJudged) ? SessionGet : null, ref).data?.entity.name;
  return judged.data?.entity.name ?? organised;
}

/** One crumb naming a form, a block or a session (a judge's own when `judging`), or saying `fallback` until its name is read. */
export default function RecordCrumb({ kind, params, fallback, judging = false }: { kind: RecordKind; params: Params; fallback: string; judging?: boolean }) {
  const formName = useFormName(kind, params);
  const sessionName = useSessionName(kind, params, judging);
  return <Text size="sm">{(kind === 'session' ? sessionName : formName) ?? fallback}</Text>;
}
