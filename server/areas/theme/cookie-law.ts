import type { z } from 'zod';
import type { CookieLawEntity, CookieLawSave } from '../../../contract/theme.ts';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../errors.ts';
import { checkVersion } from '../../http/versions.ts';
import { readStoredCookieLaw, writeCookieLaw } from '../../respondents/cookie-law.ts';

type SaveInput = z.output<typeof CookieLawSave.input>;

// A language left blank is a language not written: the public page falls back to another.
function written<T extends Partial<Record<string, string>>>(text: T): T {
  return Object.fromEntries(Object.entries(text).filter(([, value]) => (value ?? '').trim() !== '')) as T;
}

/** The cookie banner's texts as stored (the defaults until the first save) with their version. */
export async function getCookieLaw(db: Db): Promise<CookieLawEntity> {
  const { cookieLaw, version } = await readStoredCookieLaw(db);
  return { ...cookieLaw, version };
}

/** Saves the banner's texts on the version they were read at; a stale one is refused with 409 and the stored texts. */
export async function saveCookieLaw(db: Db, input: SaveInput, now: Date): Promise<{ before: CookieLawEntity; entity: CookieLawEntity }> {
  const before = await getCookieLaw(db);
  checkVersion(before, input.version, () => before);
  const { enabled, title, body, accept, policy_url } = input;
  const cookieLaw = { enabled, title: written(title), body: written(body), accept: written(accept), policy_url };
  // Another save landed between the read and the write.
  if (!(await writeCookieLaw(db, cookieLaw, before.version, now))) throw new AppError('conflict', { extra: { current: await getCookieLaw(db) } });
  return { before, entity: { ...cookieLaw, version: before.version + 1 } };
}
