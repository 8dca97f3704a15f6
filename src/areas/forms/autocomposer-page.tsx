import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { FormChange } from '../../../contract/form-changes.ts';
import type { FormDefinition } from '../../../contract/form-definition.ts';
import { FormCompose } from '../../../contract/forms.ts';
import { LANGUAGE_OPTIONS, type Language } from '../../../contract/languages.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { NoAccess } from '../../components/no-access.tsx';
import { RecordUnavailable } from '../../components/record-unavailable.tsx';
import { FormTabs } from '../../components/form-tabs.tsx';
import { Screen } from '../../components/screen.tsx';
import { call } from '../../lib/api.ts';
import { localized } from '../../lib/form-fields/localized.ts';
import { noticeSuccess } from '../../lib/notices.ts';
import { applyAccepted } from './composer/apply-accepted.ts';
import { ProposalList } from './composer/proposal-list.tsx';
import { useFormDraft } from './editor/use-form-draft.ts';
import { formPath } from './form-paths.ts';

type Proposal = { composer: 'built-in' | 'ai'; changes: FormChange[]; accepted: boolean[] };

/**
 * The autocomposer: the operator describes the form in words, the composer proposes changes to
 * the draft, and the accepted ones go into the draft in one step that undo takes back.
 */
export function AutocomposerPage() {
  const { LL, locale } = useI18nContext();
  const texts = LL.forms.composer;
  const { company = '', project = '', form = '' } = useParams();
  const scope = { company, project, form };
  const editor = useFormDraft(scope);
  const [description, setDescription] = useState('');
  const [lang, setLang] = useState<Language>(locale);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [proposal, setProposal] = useState<Proposal | null>(null);

  async function propose() {
    setProblem(null);
    if (!navigator.onLine) return setProblem(texts.offline());
    setBusy(true);
    const result = await call(FormCompose, { ...scope, description, lang });
    setBusy(false);
    if (!result.ok) return setProblem(result.status === 0 ? texts.offline() : (result.error?.message ?? LL.forms.unreachable()));
    if (result.queued) return setProblem(texts.offline());
    setProposal({ ...result.data, accepted: result.data.changes.map(() => true) });
  }

  function apply(draft: FormDefinition, current: Proposal) {
    const accepted = current.changes.filter((_, index) => current.accepted[index]);
    const applied = applyAccepted(draft, accepted);
    editor.change(applied.draft);
    setProposal(null);
    noticeSuccess(texts.applied({ count: accepted.length - applied.skipped }), editor.undo);
    if (applied.skipped > 0) setProblem(texts.skipped({ count: applied.skipped }));
  }

  let content;
  if (editor.status === 'refused') content = <NoAccess />;
  else if (editor.status === 'unavailable') content = <RecordUnavailable />;
  else if (!editor.value) content = <FormSkeleton fields={3} />;
  else {
    const draft = editor.value;
    content = (
      <Stack gap="md" maw={800}>
        <Text size="sm">{texts.intro()}</Text>
        <Textarea label={texts.description()} placeholder={texts.placeholder()} autosize minRows={4} maxLength={4000} value={description} onChange={(event) => setDescription(event.currentTarget.value)} />
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={texts.language()}
            data={LANGUAGE_OPTIONS.map((option) => ({ value: option.value, label: option.text }))}
            value={lang}
            onChange={(event) => setLang(event.currentTarget.value as Language)}
          />
          <Button leftSection={<IconWand aria-hidden="true" size={18} />} loading={busy} disabled={description.trim() === ''} onClick={() => void propose()}>
            {busy ? texts.proposing() : texts.propose()}
          </Button>
        </Group>
        {problem && (
          <Alert color="orange" role="alert">
            {problem}
          </Alert>
        )}
        {proposal && (
          <Paper withBorder p="md" radius="md">
            <ProposalList
              composer={proposal.composer}
              changes={proposal.changes}
              accepted={proposal.accepted}
              draft={draft}
              lang={locale}
              onDecide={(accepted) => setProposal({ ...proposal, accepted })}
              onApply={() => apply(draft, proposal)}
            />
          </Paper>
        )}
        <Group>
          <Button component={Link} to={formPath(company, project, form, 'editor')} variant="default">
            {texts.openEditor()}
          </Button>
        </Group>
      </Stack>
    );
  }
  const title = editor.value ? localized(editor.value.title, locale, editor.value.default_lang) : undefined;
  return (
    <Screen description={title}>
      <FormTabs scope={scope} current="autocomposer" />
      {content}
    </Screen>
  );
}
