// The demo's own words for a notification: Premio Aurora 2026 gives the receipt applicants get a
// subject of its own, in Italian and English, over the built-in body.
import crypto from 'node:crypto';
import type { Language } from '../../contract/languages.ts';
import type { Db } from '../db/db.ts';
import { notyTexts } from '../db/schema/notifications.ts';
import { builtinHash, builtinText } from '../mail/builtin-texts.ts';
import { scopeText } from '../mail/notification-texts.ts';

const RECEIPT_SUBJECTS: Partial<Record<Language, string>> = {
  it: 'Candidatura ricevuta: {{form}} · Premio Aurora 2026',
  en: 'Application received: {{form}} · Aurora Prize 2026',
};

/** The prize's receipt subject in Italian and English, once; answers how many texts it wrote. */
export async function seedDemoNotificationTexts(db: Db, companyId: string, projectId: string, now: Date): Promise<number> {
  const rows = Object.entries(RECEIPT_SUBJECTS).map(([lang, subject]) => ({
    id: crypto.randomUUID(),
    scope: scopeText('project', projectId),
    level: 'project' as const,
    companyId,
    projectId,
    key: 'respondent.receipt',
    lang,
    subject,
    body: builtinText('respondent.receipt', lang as Language).body,
    builtinHash: builtinHash('respondent.receipt', lang as Language),
    createdAt: now,
    updatedAt: now,
  }));
  const written = await db.insert(notyTexts).values(rows).onConflictDoNothing().returning({ id: notyTexts.id });
  return written.length;
}
