// The export of a campaign's ledger: every recipient (or those of one state) by address, as a CSV
// file in the storage, read in keyset pages so a ledger of 200,000 never sits in memory.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { IdField, LanguageSchema } from '../../../contract/fields.ts';
import type { Language } from '../../../contract/languages.ts';
import { RECIPIENT_STATES } from '../../../contract/mail-merge.ts';
import type { Localized } from '../../../contract/messages.ts';
import { mmCampaigns, mmRecipients } from '../../db/schema/mail-merge.ts';
import { csvLine, UTF8_BOM } from '../../exports/csv.ts';
import { jobKind, throwIfStopped, type JobContext } from '../../jobs/kind.ts';
import { ledgerWhere, type RecipientRow } from './ledger.ts';

/** The kind of the ledger's export job. */
export const LEDGER_EXPORT_JOB = 'mail-merge/ledger-export';

/** Ledger rows read per query. */
export const LEDGER_EXPORT_BATCH = 2_000;

/** What the export job takes: the campaign, the state to keep (else every row), and the language of its header. */
export const LedgerExportInput = z.object({
  campaign: IdField,
  state: z.enum(RECIPIENT_STATES).optional(),
  lang: LanguageSchema,
});

type ExportInput = z.infer<typeof LedgerExportInput>;

const COLUMNS: Localized[] = [
  { it: 'Email', en: 'Email', es: 'Correo', fr: 'E-mail', pt: 'E-mail' },
  { it: 'Lingua', en: 'Language', es: 'Idioma', fr: 'Langue', pt: 'Idioma' },
  { it: 'Stato', en: 'State', es: 'Estado', fr: 'État', pt: 'Estado' },
  { it: 'Motivo', en: 'Reason', es: 'Motivo', fr: 'Motif', pt: 'Motivo' },
  { it: 'Errore', en: 'Error', es: 'Error', fr: 'Erreur', pt: 'Erro' },
  { it: 'Inviato il', en: 'Sent at', es: 'Enviado el', fr: 'Envoyé le', pt: 'Enviado em' },
  { it: 'Forse doppio', en: 'Possible duplicate', es: 'Posible duplicado', fr: 'Doublon possible', pt: 'Possível duplicado' },
];

/** The header line of the ledger's CSV in a language. */
export const ledgerHeader = (lang: Language): string[] => COLUMNS.map((column) => column[lang]);

// A row's cells: codes as stored (states and reasons are the contract's), the moment in UTC ISO.
const cells = (row: RecipientRow): unknown[] => [row.email, row.lang, row.state, row.reason ?? '', row.error ?? '', row.sentAt?.toISOString() ?? '', row.possibleDuplicate > 0 ? 1 : 0];

const fileKey = (jobId: string) => `exports/${jobId}.csv`;

async function* lines(ctx: JobContext, input: ExportInput, total: number) {
  const db = ctx.deps.database.db;
  const where = ledgerWhere(input.campaign, input.state ? { state: input.state } : {});
  let after: string | null = null;
  let done = 0;
  yield Buffer.from(UTF8_BOM + csvLine(ledgerHeader(input.lang)));
  for (;;) {
    throwIfStopped(ctx.signal);
    const rows: RecipientRow[] = await db
      .select()
      .from(mmRecipients)
      .where(after === null ? where : and(where, gt(mmRecipients.email, after)))
      .orderBy(asc(mmRecipients.email))
      .limit(LEDGER_EXPORT_BATCH);
    yield Buffer.from(rows.map((row) => csvLine(cells(row))).join(''));
    done += rows.length;
    await ctx.progress(done, total);
    if (rows.length < LEDGER_EXPORT_BATCH) return;
    after = rows.at(-1)!.email;
  }
}

/** The export of a campaign's ledger as one CSV file, by address. */
export const ledgerExportJob = jobKind({
  name: LEDGER_EXPORT_JOB,
  input: LedgerExportInput,
  maxAttempts: 3,
  async run(ctx, input) {
    const db = ctx.deps.database.db;
    const [campaign] = await db.select({ name: mmCampaigns.name }).from(mmCampaigns).where(eq(mmCampaigns.id, input.campaign)).limit(1);
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(mmRecipients)
      .where(ledgerWhere(input.campaign, input.state ? { state: input.state } : {}));
    const total = Number(counted?.n ?? 0);
    await ctx.progress(0, total);
    const key = fileKey(ctx.job.id);
    const stored = await ctx.deps.storage.put(key, Readable.from(lines(ctx, input, total)));
    return { file: { key, name: `${fileName(campaign?.name ?? 'campaign')}-recipients.csv`, type: 'text/csv; charset=utf-8', size: stored.size }, rows: total };
  },
  async discard(ctx) {
    await ctx.deps.storage.remove(fileKey(ctx.job.id));
  },
});

// A campaign's name as a file name: letters and digits, the rest as dashes.
function fileName(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return plain || 'campaign';
}
