import type { Db } from '../db/client.ts';
import type { Logger } from '../log.ts';
import { createOperator, findOperatorByEmail } from '../areas/accounting/operators.ts';

/** The demo accounts: their addresses and passwords are public (README), for trying the product. */
export const DEMO_ACCOUNTS = [
  { email: 'demo.admin@example.com', password: 'demo-admin-password', firstName: 'Dana', installationAdmin: true, lang: 'en' },
] as const;

/** Seeds the demo content on a database that has none; running it again changes nothing. */
export async function seedDemo(db: Db, logger: Logger, now: Date): Promise<void> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await findOperatorByEmail(db, account.email)) continue;
    await createOperator(
      db,
      {
        email: account.email,
        firstName: account.firstName,
        password: account.password,
        preferredLang: account.lang,
        installationAdmin: account.installationAdmin,
      },
      now,
    );
    created++;
  }
  if (created > 0) logger.info(`Demo data seeded: ${created} account(s).`);
  logger.info(
    ['Demo accounts (DEMO_DATA is on):', ...DEMO_ACCOUNTS.map((a) => `    ${a.email}  /  ${a.password}`)].join('\n'),
  );
}
