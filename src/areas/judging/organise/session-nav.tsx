import '@mantine/core/styles/Stack.css';
import { Stack } from '@mantine/core';
import { IconListNumbers, IconProgressCheck, IconSettings } from '@tabler/icons-react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { FormTabs } from '../../../components/form-tabs.tsx';
import { SubNavTabs } from '../../../components/sub-nav-tabs.tsx';
import { sessionScreenPath, type SessionScreen } from './organise-paths.ts';
import type { FormScope } from './session-values.ts';

/**
 * The form's tabs with Judging on screen (it leads back to the form's sessions), and under them a
 * session's own: settings, progress, ranking. A session still to be made has only the first row.
 */
export function SessionNav({ scope, session, current }: { scope: FormScope; session: string | null; current: SessionScreen }) {
  const { LL } = useI18nContext();
  const words = LL.judging.organise.nav;
  const icon = (Icon: typeof IconSettings) => <Icon aria-hidden="true" size={16} />;
  const tabs = session
    ? [
        { key: 'settings', to: sessionScreenPath(scope, session), label: words.settings(), icon: icon(IconSettings) },
        { key: 'progress', to: sessionScreenPath(scope, session, 'progress'), label: words.progress(), icon: icon(IconProgressCheck) },
        { key: 'ranking', to: sessionScreenPath(scope, session, 'ranking'), label: words.ranking(), icon: icon(IconListNumbers) },
      ]
    : [];
  return (
    <Stack gap="xs">
      <FormTabs scope={scope} current="judging" />
      {session ? <SubNavTabs label={words.label()} tabs={tabs} active={current} variant="pills" /> : null}
    </Stack>
  );
}
