import { JudgeSessionList } from '../../../../contract/judging.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { JudgeSessions } from '../../../components/judge-sessions.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { useCached } from '../../../lib/cache/use-cached.ts';

/** A judge's sessions on Home, first thing on the tablet: the judges' dashboard's own list (and its copy on the device offline). */
export function JudgeHome() {
  const { LL } = useI18nContext();
  const list = useCached(JudgeSessionList, {});
  return (
    <SettingsSection title={LL.shell.judgeSessions.label()}>
      <JudgeSessions list={list} />
    </SettingsSection>
  );
}
