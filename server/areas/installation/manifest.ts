import { serverArea } from '../../area.ts';
import type { LogBook } from '../../http/log-sentence.ts';
import { logExportJob } from './log-export.ts';
import { installationLog } from './log.ts';
import { installationHandlers } from './routes.ts';

/**
 * The installation admins' operations' log, information and conditions. The log reads every
 * area's declarations (`book`), asked for when a call or an export needs them.
 */
export function installationArea(book: () => LogBook) {
  const exportJob = logExportJob(book);
  return serverArea({ name: 'installation', log: installationLog, handlers: installationHandlers(book, exportJob), jobs: [exportJob] });
}
