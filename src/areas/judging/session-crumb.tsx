// The judging session a crumb names, by its name: read with judging's schemas, so this loads only
// on the screens that name a session, not with the shell.
import { Text } from '@mantine/core';
import { JudgeSessionGet, SessionGet } from '../../../contract/judging.ts';
import type { RecordCrumbProps } from '../../lib/area.ts';
import { useCached } from '../../lib/cache/use-cached.ts';

/**
 * The crumb of the session on screen: the same read its screen makes (kept on the device), the
 * judge's own session or, on an organiser's screen, the session as its organisers read it.
 */
export default function SessionCrumb({ params, fallback, judging }: RecordCrumbProps) {
  const ref =
    params.session && params.form && params.company && params.project
      ? { company: params.company, project: params.project, form: params.form, session: params.session }
      : undefined;
  const judged = useCached(ref && judging ? JudgeSessionGet : null, ref);
  // Someone who does not judge it (an organiser opening the judge's screen) reads its organisers' name.
  const notJudged = judging && judged.settled && !judged.data;
  const organised = useCached(ref && (!judging || notJudged) ? SessionGet : null, ref).data?.entity.name;
  return <Text size="sm">{judged.data?.entity.name ?? organised ?? fallback}</Text>;
}
