import type { Operator } from '../../../contract/sign-in.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../contract/languages.ts';
import type { OperatorRow } from '../../auth/sessions.ts';

/** The operator as the spec's `entity` shows it. */
export function operatorEntity(row: OperatorRow): Operator {
  return {
    first_name: row.firstName,
    installation_admin: row.installationAdmin,
    preferred_lang: operatorLanguage(row),
    email: row.email,
  };
}

/** The operator's language, for mails and messages. */
export function operatorLanguage(row: Pick<OperatorRow, 'preferredLang'>): Language {
  return isLanguage(row.preferredLang) ? row.preferredLang : DEFAULT_LANGUAGE;
}
