import type { ServerArea } from '../area.ts';
import { logBookOf } from '../http/log-sentence.ts';
import { ownersInOrder } from '../http/scope-owners.ts';
import { accountingArea } from './accounting/manifest.ts';
import { alertsArea } from './alerts/manifest.ts';
import { companiesArea } from './companies/manifest.ts';
import { formsArea } from './forms/manifest.ts';
import { installationArea } from './installation/manifest.ts';
import { jobsArea } from './jobs/manifest.ts';
import { judgingArea } from './judging/manifest.ts';
import { mediaArea } from './media/manifest.ts';
import { mailMergeArea } from './mail-merge/manifest.ts';
import { notificationsArea } from './notifications/manifest.ts';
import { operatorsArea } from './operators/manifest.ts';
import { outboxArea } from './outbox/manifest.ts';
import { pagesArea } from './pages/manifest.ts';
import { projectsArea } from './projects/manifest.ts';
import { publicArea } from './public/manifest.ts';
import { resultsArea } from './results/manifest.ts';
import { ssoArea } from './sso/manifest.ts';
import { themeArea } from './theme/manifest.ts';
import { translationsArea } from './translations/manifest.ts';
import { usersArea } from './users/manifest.ts';
import { votesArea } from './votes/manifest.ts';

/**
 * Every area of the server: the one list a new area joins. The operations' log reads all of them
 * (asked for once the list exists); its area filter lists them in this order.
 */
export const SERVER_AREAS: readonly ServerArea[] = [
  accountingArea,
  companiesArea,
  operatorsArea,
  projectsArea,
  installationArea(() => LOG_BOOK),
  themeArea,
  formsArea,
  resultsArea,
  usersArea,
  votesArea,
  judgingArea,
  pagesArea,
  notificationsArea,
  mailMergeArea,
  alertsArea,
  ssoArea,
  jobsArea(() => JOB_KINDS),
  mediaArea,
  publicArea,
  translationsArea,
  outboxArea,
];

/** Every area's log declarations, for the operations' log. */
export const LOG_BOOK = logBookOf(SERVER_AREAS);

/** Every handler of the API, one per contract endpoint. */
export const HANDLERS = SERVER_AREAS.flatMap((area) => area.handlers);

/** Every kind of job the runners take. */
export const JOB_KINDS = SERVER_AREAS.flatMap((area) => area.jobs ?? []);

/** The records under a project the calls name, in the order they are checked. */
export const SCOPE_OWNERS = ownersInOrder(SERVER_AREAS.flatMap((area) => area.owners ?? []));
