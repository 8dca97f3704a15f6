import { CompanyArchive, CompanySave, FIELD_LABELS } from '../../../contract/companies.ts';
import { operation, type Operation } from '../../lib/area.ts';

/** The changes the companies area queues in the outbox, with their words: loaded with the sync drawer, not with the start. */
export const OPERATIONS: readonly Operation[] = [
  operation(CompanySave, 'companySave', FIELD_LABELS),
  operation(CompanyArchive, 'companyArchive', FIELD_LABELS),
];
