import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useHotkeys, useMediaQuery, useNetwork } from '@mantine/hooks';
import { IconArrowDown, IconArrowLeft, IconArrowRight, IconEyeOff, IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import { JudgeScore, JudgeSessionGet, type Score } from '../../../contract/judging.ts';
import type { Language } from '../../../contract/languages.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { NoAccess } from '../../components/no-access.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { Screen } from '../../components/screen.tsx';
import { call } from '../../lib/api.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { localized } from '../../lib/form-fields/localized.ts';
import { noticeSuccess } from '../../lib/notices.ts';
import { definitionTexts } from '../../lib/form-fields/definition-texts.ts';
import { ScoreForm, type ScoreDraft, type ScoreKind } from './score-form.tsx';
import { ScoreHistory } from './score-history.tsx';
import { SessionOffline } from './session-offline.tsx';
import { SubmissionAnswers } from './submission-answers.tsx';
import { SubmissionPicker, type Filter } from './submission-picker.tsx';
import { useDeviceReport } from './device-report.ts';
import { useSessionScores, type ShownScore } from './use-session-scores.ts';
import classes from './judging-session.module.css';

type Session = EndpointOutput<typeof JudgeSessionGet>['entity'];
type Submission = Session['submissions'][number];

const EMPTY: ScoreDraft = { values: {}, comment: '' };

function draftOf(score: ShownScore | undefined): ScoreDraft {
  return score ? { values: { ...score.values }, comment: score.comment } : EMPTY;
}

// Whether a session takes scores now, on this device's clock (the server decides in the end).
function takesScores(session: Session, now: number): boolean {
  if (session.status !== 'open') return false;
  if (session.opens_at && Date.parse(session.opens_at) > now) return false;
  return !(session.closes_at && Date.parse(session.closes_at) <= now);
}

/**
 * A judge's session, made for a tablet: their submissions with what is done and left, one
 * submission's answers (a blind session's personal ones never reach this device), the criteria as
 * large controls, and save and next. The session read once is kept on the device, and every score
 * goes through the outbox: it opens and is scored with no connection, across reloads.
 */
export function JudgingSessionPage() {
  const { LL, locale } = useI18nContext();
  const words = LL.judging.session;
  const { company = '', project = '', form = '', session: id = '' } = useParams();
  const ref = { company, project, form, session: id };
  const read = useCached(JudgeSessionGet, ref);
  const session = read.data?.entity;
  const submissions = session?.submissions ?? [];
  const { scores, remember, queue } = useSessionScores(ref, submissions);
  useDeviceReport(ref);
  const { online } = useNetwork();
  // The list beside the submission from md up, as the workspace lays them out.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.md})`) ?? true;
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<Filter>('all');
  const [drafts, setDrafts] = useState<Map<string, ScoreDraft>>(new Map());
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const scoreRef = useRef<HTMLDivElement>(null);
  // The clock the session's times are read against, moved on every half minute (a session may close while open on screen).
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const chosenId = params.get('submission');
  const current = submissions.find((submission) => submission.id === chosenId) ?? submissions.find((submission) => !scores.has(submission.id)) ?? submissions[0];
  // The score has its own scroll on a tablet: the next submission's starts at its first criterion.
  // (A block, not an expression: a browser's scrollTo may answer a promise, which React would take for a clean-up.)
  useEffect(() => {
    scoreRef.current?.scrollTo({ top: 0 });
  }, [current?.id]);
  const index = current ? submissions.indexOf(current) : -1;
  const done = submissions.filter((submission) => scores.has(submission.id)).length;
  const closed = session ? !takesScores(session, now) : false;
  const lang = locale as Language;
  const fallback: Language = session?.default_lang ?? 'it';

  const go = (submission: Submission | undefined) => {
    if (!submission) return;
    setAlert(null);
    setFieldErrors({});
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('submission', submission.id);
      return next;
    });
  };
  const nextLeft = (after: number) => submissions.slice(after + 1).find((submission) => !scores.has(submission.id)) ?? submissions.find((submission, at) => at !== after && !scores.has(submission.id));

  async function save(kind: ScoreKind): Promise<void> {
    if (!current || !session) return;
    const draft = drafts.get(current.id) ?? draftOf(scores.get(current.id));
    if (kind === 'score') {
      const missing = session.criteria.filter((criterion) => criterion.required && draft.values[criterion.key] === undefined);
      if (missing.length > 0) {
        setFieldErrors(Object.fromEntries(missing.map((criterion) => [`values.${criterion.key}`, words.required({ criterion: localized(criterion.label, lang, fallback) || criterion.key })])));
        return;
      }
    }
    setBusy(true);
    setAlert(null);
    setFieldErrors({});
    const sent: Score = {
      submission: current.id,
      values: kind === 'score' ? draft.values : {},
      comment: draft.comment,
      abstain: kind === 'abstain',
      conflict: kind === 'conflict',
      changed_at: new Date().toISOString(),
    };
    const result = await call(JudgeScore, { ...ref, ...sent });
    setBusy(false);
    if (!result.ok) {
      setAlert(result.error?.code === 'session_closed' ? words.closed() : (result.error?.message ?? LL.judging.unreachable()));
      setFieldErrors(result.error?.fields ?? {});
      return;
    }
    if (result.queued) {
      queue(sent);
      noticeSuccess(words.queued());
    } else {
      remember(result.data.entity);
      noticeSuccess(result.data.kept === 'later' ? words.keptLater() : words.saved());
      // What was sent is now among the earlier versions, read with the session.
      if (result.data.kept === 'later') read.reload();
    }
    setDrafts((previous) => {
      const next = new Map(previous);
      next.delete(current.id);
      return next;
    });
    if (kind === 'conflict') read.reload();
    go(nextLeft(index));
  }

  useHotkeys(
    [
      ['mod+Enter', () => void save('score')],
      ['alt+ArrowRight', () => go(submissions[index + 1])],
      ['alt+ArrowLeft', () => go(submissions[index - 1])],
    ],
    [],
  );

  if (read.settled && !session) {
    return (
      <Screen>
        {/* A session this operator does not judge (or that is gone) is not theirs to open. */}
        {read.error?.code === 'not_found' || read.error?.code === 'forbidden' ? <NoAccess /> : <NotLoaded offline={read.error === null} onRetry={read.reload} />}
      </Screen>
    );
  }

  const shown = submissions.filter((submission) => (filter === 'all' ? true : filter === 'done' ? scores.has(submission.id) : !scores.has(submission.id)));
  const stateOf = (submission: Submission) => {
    const score = scores.get(submission.id);
    if (!score) return { label: words.left(), color: 'gray' };
    if (score.abstain) return { label: words.abstained(), color: 'yellow' };
    return { label: score.waiting ? words.waiting() : words.done(), color: score.waiting ? 'orange' : 'green' };
  };

  return (
    <Screen description={session ? `${session.name} · ${words.progress({ scored: done.toLocaleString(locale), total: submissions.length.toLocaleString(locale) })}` : undefined}>
      {closed ? (
        <Alert color="yellow" icon={<IconLock aria-hidden="true" size={18} />}>
          {words.closed()}
        </Alert>
      ) : null}
      {session?.blind ? (
        <Text size="sm" c="dimmed">
          <IconEyeOff aria-hidden="true" size={14} style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
          {words.blind()}
        </Text>
      ) : null}
      {!session ? (
        <Skeleton height={320} />
      ) : submissions.length === 0 ? (
        <Text>{words.empty()}</Text>
      ) : (
        <div className={classes.workspace}>
          <Stack gap="sm">
            <SubmissionPicker shown={shown} current={current} filter={filter} stateOf={stateOf} onFilter={setFilter} onPick={go} />
            {done === submissions.length ? <Text size="sm">{words.allDone()}</Text> : null}
            <SessionOffline session={session} online={online} compact={!wide} />
          </Stack>
          {current ? (
            <>
              <Paper withBorder radius="md" p="md">
                <Stack gap="lg">
                  <Group justify="space-between" wrap="wrap">
                    <Title order={2} size="h3">
                      {words.number({ number: current.number })}
                    </Title>
                    <Group gap="xs">
                      <Button variant="default" size="md" leftSection={<IconArrowLeft aria-hidden="true" size={16} />} disabled={index <= 0} onClick={() => go(submissions[index - 1])}>
                        {words.previous()}
                      </Button>
                      <Button variant="default" size="md" rightSection={<IconArrowRight aria-hidden="true" size={16} />} disabled={index >= submissions.length - 1} onClick={() => go(submissions[index + 1])}>
                        {words.next()}
                      </Button>
                      {/* On a phone the score follows the answers: one tap brings it up. */}
                      <Button hiddenFrom="sm" size="md" leftSection={<IconArrowDown aria-hidden="true" size={16} />} onClick={() => scoreRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}>
                        {words.toScore()}
                      </Button>
                    </Group>
                  </Group>
                  <SubmissionAnswers session={session} submission={current} lang={lang} />
                </Stack>
              </Paper>
              <Paper ref={scoreRef} withBorder radius="md" p="md" className={classes.score} data-testid="score-panel">
                <Stack gap="lg">
                  <ScoreForm
                    key={current.id}
                    criteria={session.criteria}
                    draft={drafts.get(current.id) ?? draftOf(scores.get(current.id))}
                    lang={lang}
                    fallback={fallback}
                    closed={closed}
                    busy={busy}
                    alert={alert}
                    fieldErrors={fieldErrors}
                    onChange={(draft) => setDrafts((previous) => new Map(previous).set(current.id, draft))}
                    onSave={(kind) => void save(kind)}
                  />
                  <ScoreHistory history={current.my_history ?? []} criteria={session.criteria} texts={definitionTexts(session, lang)} />
                  <Text size="xs" c="dimmed" visibleFrom="md">
                    {words.shortcuts()}
                  </Text>
                </Stack>
              </Paper>
            </>
          ) : null}
        </div>
      )}
    </Screen>
  );
}
