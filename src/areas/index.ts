import type { ClientArea, Operation } from '../lib/area.ts';
import { JOB_OPERATIONS } from '../lib/jobs/operations.ts';
import { accountingArea } from './accounting/manifest.ts';
import { alertsArea } from './alerts/manifest.ts';
import { companiesArea } from './companies/manifest.ts';
import { formsArea } from './forms/manifest.ts';
import { installationArea } from './installation/manifest.ts';
import { judgingArea } from './judging/manifest.ts';
import { mailMergeArea } from './mail-merge/manifest.ts';
import { notificationsArea } from './notifications/manifest.ts';
import { operatorsArea } from './operators/manifest.ts';
import { pagesArea } from './pages/manifest.ts';
import { projectsArea } from './projects/manifest.ts';
import { resultsArea } from './results/manifest.ts';
import { ssoArea } from './sso/manifest.ts';
import { themeArea } from './theme/manifest.ts';
import { translationsArea } from './translations/manifest.ts';
import { usersArea } from './users/manifest.ts';
import { votesArea } from './votes/manifest.ts';

/**
 * Every area of the app: the one list a new area joins. The navbar lists a company's and a
 * project's screens in this order.
 */
export const CLIENT_AREAS: readonly ClientArea[] = [
  projectsArea,
  accountingArea,
  operatorsArea,
  themeArea,
  pagesArea,
  notificationsArea,
  formsArea,
  resultsArea,
  votesArea,
  judgingArea,
  usersArea,
  mailMergeArea,
  companiesArea,
  installationArea,
  translationsArea,
  alertsArea,
  ssoArea,
];

/** Every signed-in screen. */
export const SIGNED_IN_ROUTES = CLIENT_AREAS.flatMap((area) => area.routes);

/** Every change the app queues in the outbox, with its words: loaded with the sync drawer. */
export async function loadOperations(): Promise<Operation[]> {
  const lists = await Promise.all(CLIENT_AREAS.map((area) => area.operations?.() ?? []));
  return [...JOB_OPERATIONS, ...lists.flat()];
}

/** The crumbs naming records, by the route parameter that carries the record's id. */
export const RECORD_CRUMBS = Object.assign({}, ...CLIENT_AREAS.map((area) => area.crumbs ?? {})) as NonNullable<ClientArea['crumbs']>;
