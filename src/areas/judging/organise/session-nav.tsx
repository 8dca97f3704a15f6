import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconListNumbers, IconProgressCheck, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { sessionScreenPath, sessionsPath, type SessionScreen } from './organise-paths.ts';
import type { FormScope } from './session-values.ts';

function NavButton({ to, active, icon, children }: { to: string; active: boolean; icon: ReactNode; children: ReactNode }) {
  return (
    <Button component={Link} to={to} size="sm" variant={active ? 'filled' : 'default'} leftSection={icon} aria-current={active ? 'page' : undefined}>
      {children}
    </Button>
  );
}

/** A session's screens side by side (settings, progress, ranking), and the way back to the form's sessions. */
export function SessionNav({ scope, session, current }: { scope: FormScope; session: string; current: SessionScreen }) {
  const { LL } = useI18nContext();
  const words = LL.judging.organise.nav;
  const icon = (Icon: typeof IconSettings) => <Icon aria-hidden="true" size={16} />;
  return (
    <Group component="nav" aria-label={words.label()} gap="xs" wrap="wrap">
      <Button component={Link} to={sessionsPath(scope)} size="sm" variant="subtle" leftSection={icon(IconArrowLeft)}>
        {words.sessions()}
      </Button>
      <NavButton to={sessionScreenPath(scope, session)} active={current === 'settings'} icon={icon(IconSettings)}>
        {words.settings()}
      </NavButton>
      <NavButton to={sessionScreenPath(scope, session, 'progress')} active={current === 'progress'} icon={icon(IconProgressCheck)}>
        {words.progress()}
      </NavButton>
      <NavButton to={sessionScreenPath(scope, session, 'ranking')} active={current === 'ranking'} icon={icon(IconListNumbers)}>
        {words.ranking()}
      </NavButton>
    </Group>
  );
}
