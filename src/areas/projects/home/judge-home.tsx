import '@mantine/core/styles/Skeleton.css';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import { JudgeSessionList } from '../../../../contract/judging.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { useCached } from '../../../lib/cache/use-cached.ts';

// The sessions' table loads beside their list, only for someone who judges: Home's other operators
// never load it (its progress bars, the device's copies of the sessions).
const JudgeSessions = lazy(async () => ({ default: (await import('../../../components/judge-sessions.tsx')).JudgeSessions }));

/** A judge's sessions on Home, first thing on the tablet: the judges' dashboard's own list (and its copy on the device offline). */
export function JudgeHome() {
  const { LL } = useI18nContext();
  const list = useCached(JudgeSessionList, {});
  return (
    <SettingsSection title={LL.shell.judgeSessions.label()}>
      <Suspense fallback={<Skeleton height={96} radius="md" />}>
        <JudgeSessions list={list} />
      </Suspense>
    </SettingsSection>
  );
}
