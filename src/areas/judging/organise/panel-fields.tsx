import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Radio.css';
import { Anchor, MultiSelect, NumberInput, Radio, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { JUDGING_LIMITS } from '../../../../contract/judging.ts';
import { ProjectJudgeList } from '../../../../contract/judging-organisers.ts';
import { Navigation } from '../../../../contract/projects.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { LoadPreviewPanel } from './load-preview.tsx';
import { operatorsPath } from './organise-paths.ts';
import type { PreviewState } from './use-load-preview.ts';
import type { FormScope, Session, SessionValues } from './session-values.ts';

interface PanelFieldsProps {
  form: UseFormReturnType<SessionValues>;
  scope: FormScope;
  /** The stored session: its judges stay named even once they no longer judge the project. */
  record: Session | null;
  preview: PreviewState;
}

// Whether the operator manages the company: its managers invite judges (the navbar's own read).
function useManagesCompany(company: string): boolean {
  const navigation = useCached(Navigation, { current: company }).data;
  return navigation?.companies.some((entry) => entry.id === company && entry.can_manage) ?? false;
}

/** The panel (the project's judges), how the submissions are spread among them, and the load that gives each. */
export function PanelFields({ form, scope, record, preview }: PanelFieldsProps) {
  const { LL } = useI18nContext();
  const words = LL.judging.organise.editor;
  const judges = useCached(ProjectJudgeList, { company: scope.company, project: scope.project }).data?.items;
  const manager = useManagesCompany(scope.company);
  const known = new Map([...(record?.judges ?? []), ...(judges ?? [])].map((judge) => [judge.id, judge]));
  const data = [...known.values()].map((judge) => ({ value: judge.id, label: judge.name === judge.email ? judge.email : `${judge.name} (${judge.email})` }));
  const values = form.getValues();
  return (
    <SettingsSection title={words.panelSection()}>
      <MultiSelect
        label={words.judges()}
        description={judges && judges.length === 0 ? words.noJudges() : words.judgesHelp()}
        data={data}
        searchable
        maxValues={JUDGING_LIMITS.judges}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('judges')}
      />
      {manager ? (
        <Anchor component={Link} to={operatorsPath(scope.company)} size="sm" underline="always" style={{ alignSelf: 'flex-start' }}>
          <IconUserPlus aria-hidden="true" size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
          {words.inviteJudge()}
        </Anchor>
      ) : null}
      <Radio.Group label={words.mode()} {...form.getInputProps('mode')}>
        <Stack gap="xs" mt="xs">
          <Radio value="all" label={words.modeAll()} />
          <Radio value="per_submission" label={words.modePerSubmission()} />
        </Stack>
      </Radio.Group>
      {values.mode === 'per_submission' ? (
        <NumberInput
          label={words.perSubmission()}
          required
          min={1}
          max={JUDGING_LIMITS.perSubmission}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          maw={240}
          {...form.getInputProps('per_submission')}
        />
      ) : null}
      <LoadPreviewPanel state={preview} />
    </SettingsSection>
  );
}
