// The campaign a crumb names, by its name: read only on the screens that name a campaign.
import '@mantine/core/styles/Anchor.css';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CampaignGet } from '../../../contract/mail-merge.ts';
import type { RecordCrumbProps } from '../../lib/area.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { campaignPath, NEW_CAMPAIGN } from './mm-paths.ts';

/** The crumb of the campaign on screen: the same read its screen makes, leading to it (a new one is named by the screen's title). */
export default function CampaignCrumb({ params, fallback }: RecordCrumbProps) {
  const known = params.campaign && params.campaign !== NEW_CAMPAIGN;
  const scope = known && params.company && params.project ? { company: params.company, project: params.project, campaign: params.campaign! } : undefined;
  const campaign = useCached(scope ? CampaignGet : null, scope).data?.entity;
  const name = campaign?.name || fallback;
  if (!scope) return <Text size="sm">{name}</Text>;
  return (
    <Anchor component={Link} to={campaignPath(scope, scope.campaign)} size="sm">
      {name}
    </Anchor>
  );
}
