import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CampaignEntity } from '../../contract/mail-merge.ts';
import { CampaignPage } from '../../src/areas/mail-merge/campaign-page.tsx';
import { CampaignsPage } from '../../src/areas/mail-merge/campaigns-page.tsx';
import { scriptedApi } from './cache-fixtures.ts';
import {
  answerProject,
  CAMPAIGN_IDS,
  campaignEntity,
  CHECK,
  COMPANY,
  FILTER,
  FORM,
  mmCall,
  PEOPLE,
  PROJECT,
  recorder,
  showScreen,
  TAGS,
  templateEntity,
  TEMPLATE_IDS,
  withEditorStubs,
  withMailMergeTexts,
  type Calls,
} from './mm-fixtures.tsx';
import { atWidth } from './results-fixtures.tsx';

const server = scriptedApi();
withMailMergeTexts();
withEditorStubs();

const LIST = '/app/in/company/:company/project/:project/mail-merge/campaigns';
const SCREEN = `${LIST}/:campaign`;
const listUrl = `/app/in/company/${COMPANY}/project/${PROJECT}/mail-merge/campaigns`;
const campaignCall = (id: string, tail: string) => mmCall(`campaign/${id}/${tail}`);
const JOB = 'de000000-0000-4000-8000-000000000001';

function job(state: 'running' | 'done') {
  return {
    id: JOB,
    kind: 'mail-merge.ledger-export',
    state,
    done: state === 'done' ? 12 : 3,
    total: 12,
    attempts: 1,
    error: null,
    cancel_requested: false,
    created_at: '2026-03-03T10:00:00.000Z',
    started_at: '2026-03-03T10:00:00.000Z',
    finished_at: state === 'done' ? '2026-03-03T10:00:01.000Z' : null,
    form: null,
    session: null,
    file: state === 'done' ? { name: 'ledger.csv', size: 300 } : null,
  };
}

const LEDGER = [
  { email: 'ana@example.com', lang: 'es', state: 'sent', reason: null, error: null, sent_at: '2026-03-03T10:01:00.000Z', possible_duplicate: false },
  { email: 'bruno@example.com', lang: 'it', state: 'failed', reason: null, error: '550 mailbox unavailable', sent_at: null, possible_duplicate: false },
  { email: 'carla@example.com', lang: 'it', state: 'left_out', reason: 'unsubscribed', error: null, sent_at: null, possible_duplicate: false },
];

/** Scripts the project's campaigns, `current` holding each campaign as the server has it. */
function answerCampaigns(current: Map<string, CampaignEntity> = new Map(CAMPAIGN_IDS.map((id, index) => [id, campaignEntity(index)]))): Calls {
  const calls: Calls = new Map();
  answerProject(server);
  const change = (state: CampaignEntity['state'], extra: Partial<CampaignEntity> = {}) => (body: Record<string, unknown>, id: string) => {
    const next = { ...current.get(id)!, state, version: (body.version as number) + 1, updated_at: new Date().toISOString(), ...extra };
    current.set(id, next);
    return next;
  };
  server.use(
    recorder(calls, mmCall('campaigns/list'), () => ({ items: [...current.values()] })),
    recorder(calls, mmCall('campaigns/save'), (body) => {
      const id = (body.id as string | undefined) ?? CAMPAIGN_IDS[0]!;
      const next = { ...campaignEntity(0), ...current.get(id), id, name: body.name as string, audience: body.audience as never, version: ((body.version as number | undefined) ?? 0) + 1 };
      current.set(id, next);
      return { entity: next };
    }),
    recorder(calls, mmCall('templates/list'), () => ({ items: [0, 1].map((index) => ({ ...templateEntity(index), languages: ['en'], campaigns: 0 })) })),
    recorder(calls, mmCall('tags'), () => TAGS),
    recorder(calls, mmCall('people'), () => PEOPLE),
    recorder(calls, `/api/company/${COMPANY}/project/${PROJECT}/users/conditions`, () => ({ items: [] })),
    recorder(calls, `/api/company/${COMPANY}/project/${PROJECT}/form/${FORM}/results/filters/list`, () => ({ items: [{ id: FILTER, name: 'Shortlisted painters', version: 1 }] })),
  );
  for (const id of CAMPAIGN_IDS) {
    server.use(
      recorder(calls, campaignCall(id, 'get'), () => ({ entity: current.get(id)! })),
      recorder(calls, campaignCall(id, 'check'), () => CHECK),
      recorder(calls, campaignCall(id, 'test'), (body) => ({ sent_to: (body.to as string[]).length > 0 ? (body.to as string[]) : ['dana@example.com'] })),
      recorder(calls, campaignCall(id, 'start'), (body) => ({ entity: change('sending', { started_at: new Date().toISOString(), counts: { total: 42, queued: 42, sent: 0, failed: 0, left_out: 6 } })(body, id) })),
      recorder(calls, campaignCall(id, 'pause'), (body) => ({ entity: change('paused', { paused_reason: 'operator' })(body, id) })),
      recorder(calls, campaignCall(id, 'resume'), (body) => ({ entity: change('sending', { paused_reason: null })(body, id) })),
      recorder(calls, campaignCall(id, 'cancel'), (body) => ({ entity: change('cancelled')(body, id) })),
      recorder(calls, campaignCall(id, 'retry-failed'), (body) => ({ entity: change('sending', { counts: { ...current.get(id)!.counts, failed: 0, queued: current.get(id)!.counts.queued + 1 } })(body, id), retried: 1 })),
      recorder(calls, campaignCall(id, 'recipients'), (body) => {
        const items = LEDGER.filter((row) => (!body.state || row.state === body.state) && (!body.search || row.email.includes(body.search as string)));
        return { items, total: items.length };
      }),
      recorder(calls, campaignCall(id, 'recipients/export'), () => job('running')),
    );
  }
  server.use(recorder(calls, '/api/jobs/get', () => job('done')));
  return calls;
}

const campaignUrl = (index: number | 'new') => `${listUrl}/${index === 'new' ? 'new' : CAMPAIGN_IDS[index]!}`;

describe('the list of a project’s campaigns', () => {
  beforeEach(() => atWidth('desktop'));

  it('lists the campaigns with their state and progress, and offers a new one', async () => {
    answerCampaigns();
    showScreen(CampaignsPage, LIST, listUrl);
    const sending = (await screen.findByRole('link', { name: 'Shortlist out' })).closest('tr')!;
    expect(within(sending).getByText('Sending')).toBeTruthy();
    expect(within(sending).getByText('6 sent, 1 failed, 4 left')).toBeTruthy();
    const draft = screen.getByRole('link', { name: 'Three days left' }).closest('tr')!;
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(within(draft).getByText('Not started')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New campaign' }).getAttribute('href')).toBe(`${listUrl}/new`);
  });

  it('offers the first campaign when there is none', async () => {
    answerCampaigns(new Map());
    showScreen(CampaignsPage, LIST, listUrl);
    expect(await screen.findByText('No campaigns yet')).toBeTruthy();
  });

  it('shows each campaign as a card on a phone', async () => {
    atWidth('phone');
    answerCampaigns();
    showScreen(CampaignsPage, LIST, listUrl);
    expect(await screen.findByRole('link', { name: 'Results' })).toBeTruthy();
    expect(document.querySelector('table')).toBeNull();
  });
});

describe('a campaign', () => {
  beforeEach(() => atWidth('desktop'));

  it('creates a campaign for the drafts not yet submitted of a form, at the default pace', async () => {
    const calls = answerCampaigns(new Map());
    showScreen(CampaignPage, SCREEN, campaignUrl('new'));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required.')).toHaveLength(3);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Three days left');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Draft reminder' })).toBeTruthy());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Template' }), TEMPLATE_IDS[0]!);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Call 2026' })).toBeTruthy());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Form' }), FORM);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.get(mmCall('campaigns/save'))).toHaveLength(1));
    expect(calls.get(mmCall('campaigns/save'))![0]).toEqual({
      name: 'Three days left',
      template: TEMPLATE_IDS[0],
      audience: { kind: 'submissions', form: FORM, status: ['draft'] },
      rate_per_second: 100,
      cap_per_hour: null,
      send_at: null,
    });
  });

  it('saves a draft’s audience of registered users by their screen’s filters, a saved filter, and a pace with a cap', async () => {
    const calls = answerCampaigns();
    showScreen(CampaignPage, SCREEN, campaignUrl(0));
    await userEvent.click(await screen.findByRole('radio', { name: 'By a saved filter of the results' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Saved filter' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Shortlisted painters' }));
    const cap = screen.getByRole('textbox', { name: /Cap per hour/ });
    await userEvent.type(cap, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Campaign saved');
    expect(calls.get(mmCall('campaigns/save'))![0]).toMatchObject({ id: CAMPAIGN_IDS[0], version: 2, audience: { kind: 'submissions', form: FORM, filter: FILTER }, cap_per_hour: 500 });
    await userEvent.click(screen.getByRole('radio', { name: 'The project’s registered users' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Submitted' }), 'no');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'it');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.get(mmCall('campaigns/save'))).toHaveLength(2));
    expect(calls.get(mmCall('campaigns/save'))![1]).toMatchObject({ version: 3, audience: { kind: 'users', filter: { submitted: false, lang: 'it' } } });
  });

  it('keeps a scheduled campaign’s template and audience as its start fixed them, its time still open', async () => {
    answerCampaigns(new Map([[CAMPAIGN_IDS[0]!, campaignEntity(0, { state: 'scheduled', send_at: '2030-03-03T10:00:00.000Z' })]]));
    showScreen(CampaignPage, SCREEN, campaignUrl(0));
    expect(await screen.findByText(/Its template and audience were fixed when it was scheduled/)).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Template' }) as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByRole('radio', { name: 'The project’s registered users' }).matches(':disabled')).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('checks a draft: per language, left out and why, empty tags, size, and a finish after the form closes', async () => {
    answerCampaigns();
    showScreen(CampaignPage, SCREEN, campaignUrl(0));
    await userEvent.click(await screen.findByRole('button', { name: 'Check' }));
    const check = await screen.findByTestId('campaign-check');
    expect(within(check).getByText('42 mails would go out')).toBeTruthy();
    expect(within(check).getByText('Italiano: 30 · English: 12')).toBeTruthy();
    expect(within(check).getByText('2 unsubscribed · 1 erased · 3 matched twice')).toBeTruthy();
    expect(within(check).getByText('{{title}} in 5 mails')).toBeTruthy();
    expect(within(check).getByText('2 KiB on average, 4 KiB the largest')).toBeTruthy();
    expect(within(check).getByText('The sending would end after the form closes')).toBeTruthy();
  });

  it('sends a test to up to five addresses with a chosen recipient’s values', async () => {
    const calls = answerCampaigns();
    showScreen(CampaignPage, SCREEN, campaignUrl(0));
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a test' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'To some addresses (up to 5)' }));
    const to = within(dialog).getByRole('textbox', { name: 'Addresses' });
    // Pasted, as addresses usually come: typing ninety characters one by one is slow on a busy machine.
    await userEvent.click(to);
    await userEvent.paste('a@example.com, b@example.com, c@example.com, d@example.com, e@example.com, f@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the test' }));
    expect(await within(dialog).findByText('At most 5 addresses.')).toBeTruthy();
    await userEvent.clear(to);
    await userEvent.click(to);
    await userEvent.paste('a@example.com\nb@example.com');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /With the values of/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Maria Rossi <maria@example.com>' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the test' }));
    await screen.findByText('Test sent to a@example.com, b@example.com');
    expect(calls.get(campaignCall(CAMPAIGN_IDS[0]!, 'test'))).toEqual([{ to: ['a@example.com', 'b@example.com'], recipient: 'maria@example.com' }]);
  });

  it('starts after a confirm naming the count, then pauses, resumes and cancels', async () => {
    const calls = answerCampaigns();
    showScreen(CampaignPage, SCREEN, campaignUrl(0));
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send to 42 people?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Start' }));
    await screen.findByText('Campaign started');
    expect(calls.get(campaignCall(CAMPAIGN_IDS[0]!, 'start'))).toEqual([{ version: 2 }]);
    expect(await screen.findByTestId('campaign-progress')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await screen.findByText('Campaign paused');
    expect(calls.get(campaignCall(CAMPAIGN_IDS[0]!, 'pause'))).toEqual([{ version: 3 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await screen.findByText('Campaign resumed');
    expect(calls.get(campaignCall(CAMPAIGN_IDS[0]!, 'resume'))).toEqual([{ version: 4 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the campaign' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel “Three days left”?' });
    await userEvent.click(within(cancel).getByRole('button', { name: 'Cancel the campaign' }));
    await screen.findByText('Campaign cancelled');
    expect(calls.get(campaignCall(CAMPAIGN_IDS[0]!, 'cancel'))).toEqual([{ version: 5 }]);
  });

  it('follows a sending campaign every 2 s until it is done', async () => {
    const current = new Map(CAMPAIGN_IDS.map((id, index) => [id, campaignEntity(index)]));
    answerCampaigns(current);
    showScreen(CampaignPage, SCREEN, campaignUrl(1));
    const progress = await screen.findByTestId('campaign-progress');
    expect(progress.getAttribute('data-left')).toBe('4');
    current.set(CAMPAIGN_IDS[1]!, campaignEntity(1, { state: 'done', version: 3, updated_at: '2026-03-03T11:00:00.000Z', counts: { total: 12, queued: 0, sent: 10, failed: 1, left_out: 1 } }));
    await waitFor(() => expect(screen.getByTestId('campaign-progress').getAttribute('data-left')).toBe('0'));
    expect(screen.getByText('Sent: 10')).toBeTruthy();
    expect(screen.getByTestId('campaign').getAttribute('data-state')).toBe('done');
  });

  it('says a campaign paused itself for its failures, shows possible duplicates, and retries the failed only', async () => {
    const current = new Map([[CAMPAIGN_IDS[1]!, campaignEntity(1, { state: 'paused', paused_reason: 'failures', possible_duplicates: 2 })]]);
    const calls = answerCampaigns(current);
    showScreen(CampaignPage, SCREEN, campaignUrl(1));
    expect(await screen.findByTestId('paused-by-failures')).toBeTruthy();
    expect(screen.getByText('2 recipients may have two copies')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry the failed (1)' }));
    await screen.findByText('1 mails queued again');
    expect(calls.get(campaignCall(CAMPAIGN_IDS[1]!, 'retry-failed'))).toEqual([{ version: 2 }]);
  });

  it('reads the ledger by state and address, and exports it', async () => {
    const calls = answerCampaigns();
    showScreen(CampaignPage, SCREEN, campaignUrl(2));
    const ledger = await screen.findByTestId('campaign-ledger');
    const failed = (await within(ledger).findByText('bruno@example.com')).closest('tr')!;
    expect(within(failed).getByText('550 mailbox unavailable')).toBeTruthy();
    expect(within(ledger).getByText('Left out: unsubscribed')).toBeTruthy();
    await userEvent.selectOptions(within(ledger).getByRole('combobox', { name: 'State' }), 'failed');
    await waitFor(() => expect(within(ledger).queryByText('ana@example.com')).toBeNull());
    expect(calls.get(campaignCall(CAMPAIGN_IDS[2]!, 'recipients'))!.at(-1)).toMatchObject({ state: 'failed', page: 1 });
    await userEvent.click(within(ledger).getByRole('button', { name: 'Export' }));
    expect(await within(ledger).findByRole('link', { name: 'Download ledger.csv' })).toBeTruthy();
    expect(calls.get(campaignCall(CAMPAIGN_IDS[2]!, 'recipients/export'))).toEqual([{ state: 'failed' }]);
  });
});
