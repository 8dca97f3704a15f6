import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Divider, Drawer, Group, NativeSelect, SimpleGrid, Skeleton, Stack, TagsInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { formatMessage, validationTemplate } from '../../../../contract/messages.ts';
import { MAX_TAGS, OPERATOR_STATUSES, ResultsChange, ResultsSubmissionGet } from '../../../../contract/results.ts';
import type { SubmissionStatus } from '../../../../contract/submission-status.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { Detail } from '../../../components/detail.tsx';
import { NotLoaded } from '../../../components/not-loaded.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { SubmissionStatusBadge } from '../../../components/submission-status-badge.tsx';
import { call } from '../../../lib/api.ts';
import { useCached } from '../../../lib/cache/use-cached.ts';
import type { FormScope } from '../../../lib/forms/form-screens.ts';
import { noticeFailure, noticeSuccess } from '../../../lib/notices.ts';
import { languageName } from '../filters/filter-words.ts';
import { typedTags } from '../table/bulk-bar.tsx';
import { personName, type ResultsItem } from '../table/columns.tsx';
import { AnswersByBlock } from './answers-by-block.tsx';
import { HistoryList } from './history-list.tsx';
import { NotesPanel } from './notes-panel.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

interface SubmissionDrawerProps {
  scope: FormScope;
  /** The submission open (from the address), or null. */
  id: string | null;
  /** Its row in the table, shown at once while the whole submission is read. */
  row: ResultsItem | undefined;
  /** The number of the form's last published version. */
  lastVersion: number | null | undefined;
  knownTags: string[];
  onClose(): void;
  /** Its status, tags or notes changed: the table reads again. */
  onChanged(): void;
}

/** One submission beside the table (`?submission=<id>`): who and when, status and tags to change, every answer, its history and the internal notes. */
export function SubmissionDrawer({ scope, id, row, lastVersion, knownTags, onClose, onChanged }: SubmissionDrawerProps) {
  const { LL, locale } = useI18nContext();
  const words = LL.results.detail;
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const detail = useCached(id ? ResultsSubmissionGet : null, { ...scope, submission: id ?? '' });
  const record = detail.data?.entity.id === id ? detail.data?.entity : undefined;
  const shown = record ?? (row?.id === id ? row : undefined);
  const [busy, setBusy] = useState<'status' | 'tags' | null>(null);
  const [tagError, setTagError] = useState<string | null>(null);
  // A change shows at once, until the submission read again carries it (or a refusal takes it back).
  const [pending, setPending] = useState<{ base: string; status?: SubmissionStatus; tags?: string[] } | null>(null);
  const base = shown ? `${shown.id}|${shown.status}|${shown.tags.join(',')}` : '';
  const held = pending?.base === base ? pending : null;
  const name = shown ? (personName(shown.user) ?? LL.results.table.erased()) : '';
  const changed = () => {
    detail.reload();
    onChanged();
  };

  async function setStatus(status: (typeof OPERATOR_STATUSES)[number], before?: SubmissionStatus): Promise<void> {
    if (!id) return;
    setBusy('status');
    setPending({ ...held, base, status });
    const result = await call(ResultsChange, { ...scope, target: { ids: [id] }, status });
    setBusy(null);
    if (!result.ok) {
      setPending(null);
      return void noticeFailure(result.error?.message ?? LL.results.unreachable());
    }
    changed();
    if (result.queued) return void noticeSuccess(LL.results.queued());
    // Undo sets the status it had, when an operator may set that one.
    const undo = before && (OPERATOR_STATUSES as readonly string[]).includes(before) ? () => void setStatus(before as (typeof OPERATOR_STATUSES)[number]) : undefined;
    noticeSuccess(words.statusChanged({ status: LL.shell.submissionStatuses[status]() }), undo);
  }

  async function setTags(next: string[]): Promise<void> {
    if (!id || !shown) return;
    const { tags, invalid } = typedTags(next);
    if (invalid) return setTagError(formatMessage(validationTemplate('invalid', locale), words.tags()));
    const current = held?.tags ?? shown.tags;
    const add = tags.filter((tag) => !current.includes(tag));
    const remove = current.filter((tag) => !tags.includes(tag));
    if (add.length === 0 && remove.length === 0) return;
    setTagError(null);
    setBusy('tags');
    setPending({ ...held, base, tags });
    const result = await call(ResultsChange, { ...scope, target: { ids: [id] }, add_tags: add, remove_tags: remove });
    setBusy(null);
    if (!result.ok) {
      setPending(null);
      return setTagError(result.error?.fields?.add_tags ?? result.error?.fields?.remove_tags ?? result.error?.message ?? LL.results.unreachable());
    }
    changed();
    noticeSuccess(result.queued ? LL.results.queued() : words.tagsSaved());
  }

  const statuses = OPERATOR_STATUSES.map((status) => ({ value: status, label: LL.shell.submissionStatuses[status]() }));
  if (shown && !(OPERATOR_STATUSES as readonly string[]).includes(shown.status)) statuses.unshift({ value: shown.status as never, label: LL.shell.submissionStatuses[shown.status]() });

  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size={wide ? 'lg' : '100%'} title={name || words.title()} closeButtonProps={{ 'aria-label': LL.app.close() }}>
      {!shown ? (
        detail.settled ? (
          <NotLoaded offline={detail.error === null} onRetry={detail.reload} />
        ) : (
          <Stack gap="sm" data-skeleton="true">
            <Skeleton height={14} width="60%" />
            <Skeleton height={10} width="40%" />
            <Skeleton height={120} />
          </Stack>
        )
      ) : (
        <Stack gap="lg" data-testid="submission-detail">
          <Stack gap="xs">
            <Group gap="xs">
              <SubmissionStatusBadge status={shown.status} />
            </Group>
            {shown.user && name !== shown.user.email ? <Detail label={words.email()}>{shown.user.email}</Detail> : null}
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" verticalSpacing="xs">
              <Detail label={words.sent()}>{shown.submitted_at ? <RelativeTime value={shown.submitted_at} /> : LL.results.table.notSent()}</Detail>
              <Detail label={words.version()}>
                {lastVersion && shown.version !== lastVersion ? words.versionOld({ number: shown.version, last: lastVersion }) : words.versionNumber({ number: shown.version })}
              </Detail>
              <Detail label={words.language()}>{languageName(shown.lang)}</Detail>
            </SimpleGrid>
          </Stack>
          <NativeSelect
            label={words.status()}
            data={statuses}
            value={held?.status ?? shown.status}
            disabled={busy === 'status'}
            onChange={(event) => void setStatus(event.currentTarget.value as (typeof OPERATOR_STATUSES)[number], shown.status)}
            maw={260}
          />
          <TagsInput
            label={words.tags()}
            description={words.tagsHelp()}
            data={knownTags}
            value={held?.tags ?? shown.tags}
            maxTags={MAX_TAGS}
            disabled={busy === 'tags'}
            error={tagError}
            onChange={(next) => void setTags(next)}
            clearable
          />
          <Divider />
          <Section title={words.answers()}>
            {record ? <AnswersByBlock definition={record.definition} answers={record.answers} /> : <Skeleton height={160} />}
          </Section>
          <Section title={words.history()}>{record ? <HistoryList entries={record.history} /> : <Skeleton height={40} />}</Section>
          <Section title={words.notes()}>
            {record ? <NotesPanel scope={scope} submission={record.id} notes={record.notes_list} onChanged={changed} /> : <Skeleton height={60} />}
          </Section>
        </Stack>
      )}
    </Drawer>
  );
}
