import { sql } from 'drizzle-orm';
import { generatePassword } from '../auth/passwords.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { operators } from '../db/schema/accounting.ts';
import type { Logger } from '../log.ts';
import { createOperator } from '../auth/operators.ts';
import { ensureInstallationTheme } from '../areas/theme/service.ts';

/**
 * Prepares an empty database: the installation admin from ADMIN_EMAIL and
 * ADMIN_PASSWORD (a generated password is printed once and must be changed at
 * first sign-in) and the installation theme with the spec's defaults.
 */
export async function prepareInstallation(db: Db, config: Config, logger: Logger, now: Date): Promise<void> {
  const [{ count = 0 } = {}] = await db.select({ count: sql<number>`count(*)::int` }).from(operators);
  if (count === 0) {
    const password = config.adminPassword ?? generatePassword();
    const created = await createOperator(
      db,
      {
        email: config.adminEmail,
        firstName: 'Admin',
        password,
        preferredLang: 'it',
        installationAdmin: true,
        mustChange: !config.adminPassword,
      },
      now,
    );
    if (created && !config.adminPassword) {
      logger.info(
        [
          'The installation admin was created. Its password is shown this once; it must be changed at first sign-in.',
          `    email:    ${config.adminEmail}`,
          `    password: ${password}`,
        ].join('\n'),
      );
    } else if (created) {
      logger.info(`The installation admin ${config.adminEmail} was created with ADMIN_PASSWORD.`);
    }
  }
  if (await ensureInstallationTheme(db, now)) logger.info('The installation theme was stored with the default colours.');
}
