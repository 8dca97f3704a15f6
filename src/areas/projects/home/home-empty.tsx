import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { IconBuildingPlus, IconRefresh, IconX } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { newCompanyPath } from './home-paths.ts';

const ICON = { size: 16, stroke: 1.6, 'aria-hidden': true } as const;

/** Home with no company: an installation admin creates the first one; anyone else checks again once invited. */
export function NoCompanies({ admin, onReload }: { admin: boolean; onReload: () => void }) {
  const { LL } = useI18nContext();
  return admin ? (
    <EmptyState
      title={LL.projects.homeList.emptyTitle()}
      message={LL.projects.homeList.emptyAdmin()}
      action={
        <Button component={Link} to={newCompanyPath()} leftSection={<IconBuildingPlus {...ICON} />}>
          {LL.projects.homeList.createCompany()}
        </Button>
      }
    />
  ) : (
    <EmptyState
      title={LL.projects.homeList.emptyTitle()}
      message={LL.projects.homeList.emptyOperator()}
      action={
        <Button variant="default" onClick={onReload} leftSection={<IconRefresh {...ICON} />}>
          {LL.projects.homeList.checkAgain()}
        </Button>
      }
    />
  );
}

/** A search that found nothing: says what was searched, and clears it. */
export function NoMatch({ search, onClear }: { search: string; onClear: () => void }) {
  const { LL } = useI18nContext();
  return (
    <EmptyState
      title={LL.projects.homeList.noMatchTitle({ search })}
      message={LL.projects.homeList.noMatch()}
      action={
        <Button variant="default" onClick={onClear} leftSection={<IconX {...ICON} />}>
          {LL.projects.homeList.clearSearch()}
        </Button>
      }
    />
  );
}
