import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Badge, Group, NativeSelect, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import type { JudgeSessionGet } from '../../../contract/judging.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import classes from './judging-session.module.css';

type Submission = EndpointOutput<typeof JudgeSessionGet>['entity']['submissions'][number];

/** Which of the judge's submissions the list shows. */
export type Filter = 'all' | 'left' | 'done';

interface SubmissionPickerProps {
  /** The submissions the filter keeps. */
  shown: readonly Submission[];
  current: Submission | undefined;
  filter: Filter;
  stateOf(submission: Submission): { label: string; color: string };
  onFilter(filter: Filter): void;
  onPick(submission: Submission | undefined): void;
}

/** The judge's submissions with their states and a filter: a list from 992 pixels, a select below. */
export function SubmissionPicker({ shown, current, filter, stateOf, onFilter, onPick }: SubmissionPickerProps) {
  const { LL } = useI18nContext();
  const words = LL.judging.session;
  return (
    <>
      <SegmentedControl
        fullWidth
        value={filter}
        onChange={(value) => onFilter(value as Filter)}
        aria-label={words.filter()}
        data={[
          { value: 'all', label: words.filterAll() },
          { value: 'left', label: words.filterLeft() },
          { value: 'done', label: words.filterDone() },
        ]}
      />
      <NativeSelect
        hiddenFrom="md"
        size="md"
        label={words.pick()}
        value={current?.id ?? ''}
        onChange={(event) => onPick(shown.find((submission) => submission.id === event.currentTarget.value))}
        data={shown.map((submission) => ({ value: submission.id, label: `${words.number({ number: submission.number })} · ${stateOf(submission).label}` }))}
      />
      <nav aria-label={words.list()} className={classes.list}>
        <Stack gap={4} visibleFrom="md" component="ul" className={classes.items}>
          {shown.map((submission) => {
            const state = stateOf(submission);
            return (
              <li key={submission.id}>
                <UnstyledButton className={classes.item} data-active={submission.id === current?.id || undefined} aria-current={submission.id === current?.id ? 'true' : undefined} onClick={() => onPick(submission)}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{words.number({ number: submission.number })}</Text>
                    <Badge color={state.color} variant="light">
                      {state.label}
                    </Badge>
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      </nav>
    </>
  );
}
