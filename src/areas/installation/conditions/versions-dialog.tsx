import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { ConditionVersions, type ConditionVersion } from '../../../../contract/installation.ts';
import { LANGUAGES, type Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { LanguageTabs } from '../../../components/language-tabs.tsx';
import { NotLoaded } from '../../../components/not-loaded.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { ConditionBadges } from './condition-badges.tsx';

/** One version as published: its date, who published it, and its texts in the languages it was written in. */
function VersionCard({ version }: { version: ConditionVersion }) {
  const { LL, locale } = useI18nContext();
  const texts = LL.installation.conditions;
  const languages = LANGUAGES.filter((lang) => version.title[lang] || version.body[lang]);
  const [lang, setLang] = useState<Language>(languages.includes(locale) ? locale : (languages[0] ?? locale));
  return (
    <Paper withBorder p="sm" radius="md" data-testid="condition-version">
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Title order={3} size="h5">
            {texts.versionNumber({ number: version.version })}
          </Title>
          <ConditionBadges condition={version} />
        </Group>
        <Text size="sm" c="dimmed">
          {texts.published()} <RelativeTime value={version.published_at} /> {texts.publishedBy({ email: version.published_by_email ?? texts.someone() })}
        </Text>
        <LanguageTabs label={texts.languages()} value={lang} onChange={setLang} languages={languages}>
          {(code) => (
            <Stack gap={4} lang={code}>
              <Text fw={600}>{version.title[code]}</Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {version.body[code]}
              </Text>
            </Stack>
          )}
        </LanguageTabs>
      </Stack>
    </Paper>
  );
}

/** Every version of a condition, newest first, each readable in each of its languages. */
export function VersionsDialog({ conditionKey, title, onClose }: { conditionKey: string; title: string; onClose(): void }) {
  const { LL } = useI18nContext();
  const phone = !useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const versions = useCached(ConditionVersions, { key: conditionKey });
  let content;
  if (versions.data) content = versions.data.items.map((version) => <VersionCard key={version.id} version={version} />);
  else if (versions.settled) content = <NotLoaded offline={versions.error === null} onRetry={versions.reload} />;
  else content = <Skeleton height={200} aria-hidden="true" />;
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      title={LL.installation.conditions.historyTitle({ title })}
      closeButtonProps={{ 'aria-label': LL.app.close() }}
    >
      <Stack gap="sm">{content}</Stack>
    </Modal>
  );
}
