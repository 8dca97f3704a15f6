import { operation, type Operation } from '../../lib/area.ts';

/** The changes the translations area queues in the outbox, with their words: loaded with the sync drawer, not with the start. */
export const OPERATIONS: readonly Operation[] = [operation('admin/i18n/translations/save', 'textSave'), operation('admin/i18n/translations/import', 'textImport')];
