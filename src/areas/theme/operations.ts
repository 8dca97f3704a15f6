import { CookieLawSave, FIELD_LABELS, ProjectDefaultsSave, ProjectThemeSave, ThemeSave } from '../../../contract/theme.ts';
import { operation, type Operation } from '../../lib/area.ts';

/** The changes the theme area queues in the outbox, with their words: loaded with the sync drawer, not with the start. */
export const OPERATIONS: readonly Operation[] = [
  operation(ThemeSave, 'themeSave', FIELD_LABELS),
  operation(CookieLawSave, 'cookieLawSave', FIELD_LABELS),
  operation(ProjectThemeSave, 'projectThemeSave', FIELD_LABELS),
  operation(ProjectDefaultsSave, 'projectDefaultsSave', FIELD_LABELS),
];
