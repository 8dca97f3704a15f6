import type { Respondent } from '../../../contract/public.ts';
import type { Db } from '../../db/db.ts';
import type { RegisteredUserRow } from '../../respondents/sessions.ts';
import { pendingConditions, type ConditionRow } from '../../respondents/conditions.ts';

/** A registered user as they see themselves, with what is still to ask them. */
export async function presentRespondent(db: Db, user: RegisteredUserRow, current?: ConditionRow[]): Promise<Respondent> {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    preferred_lang: user.preferredLang,
    needs_profile: needsProfile(user),
    pending_conditions: await pendingConditions(db, user.id, current),
  };
}

/** Name and language are asked once, after the first confirmation. */
export function needsProfile(user: RegisteredUserRow): boolean {
  return user.firstName === '' || user.lastName === '' || user.preferredLang === '';
}
