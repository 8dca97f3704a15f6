import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Anchor, Button, Group } from '@mantine/core';
import { IconPlus, IconTemplate } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { CampaignList, type CampaignEntity } from '../../../contract/mail-merge.ts';
import { ProjectGet } from '../../../contract/projects.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DataList, type Column } from '../../components/data-list.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { Screen } from '../../components/screen.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { CampaignProgress, CampaignStateBadge } from './campaign-state.tsx';
import { campaignPath, NEW_CAMPAIGN, templatesPath } from './mm-paths.ts';

/** A project's campaigns, newest first: their state, how far they have got, and a new one. */
export function CampaignsPage() {
  const { LL } = useI18nContext();
  const words = LL.mailMerge.campaigns;
  const { company = '', project = '' } = useParams();
  const scope = { company, project };
  const projectRecord = useCached(ProjectGet, scope).data?.entity;
  const list = useCached(CampaignList, scope);

  const newCampaign = (
    <Button component={Link} to={campaignPath(scope, NEW_CAMPAIGN)} leftSection={<IconPlus aria-hidden="true" size={18} />}>
      {words.new()}
    </Button>
  );
  const actions = (
    <Group gap="sm">
      <Button variant="default" component={Link} to={templatesPath(scope)} leftSection={<IconTemplate aria-hidden="true" size={18} />}>
        {words.toTemplates()}
      </Button>
      {newCampaign}
    </Group>
  );
  const columns: Column<CampaignEntity>[] = [
    {
      key: 'name',
      header: words.name(),
      primary: true,
      cell: (campaign) => (
        <Anchor component={Link} to={campaignPath(scope, campaign.id)} underline="always">
          {campaign.name}
        </Anchor>
      ),
    },
    { key: 'template', header: words.template(), cell: (campaign) => campaign.template_name || words.templateGone() },
    { key: 'state', header: words.state(), cell: (campaign) => <CampaignStateBadge state={campaign.state} /> },
    {
      key: 'progress',
      header: words.progress(),
      cell: (campaign) => (campaign.state === 'draft' ? words.notStarted() : <CampaignProgress campaign={campaign} compact />),
    },
    {
      key: 'when',
      header: words.when(),
      cell: (campaign) => {
        const moment = campaign.finished_at ?? campaign.started_at ?? (campaign.state === 'scheduled' ? campaign.send_at : null) ?? campaign.updated_at;
        return <RelativeTime value={moment} />;
      },
    },
  ];

  return (
    <Screen actions={actions} description={projectRecord ? words.description({ project: projectRecord.name }) : undefined}>
      {list.settled && !list.data ? (
        <NotLoaded offline={list.error === null} onRetry={list.reload} />
      ) : (
        <DataList
          label={words.label()}
          columns={columns}
          rows={list.data?.items}
          rowKey={(campaign) => campaign.id}
          rowProps={(campaign) => ({ 'data-campaign': campaign.name, 'data-state': campaign.state })}
          empty={<EmptyState title={words.emptyTitle()} message={words.emptyMessage()} action={newCampaign} />}
          skeletonRows={4}
        />
      )}
    </Screen>
  );
}
