import type { Operator } from '../../../contract/sign-in.ts';
import { operatorLanguage } from '../../auth/operators.ts';
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
