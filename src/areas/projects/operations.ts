import { FIELD_LABELS, ProjectCreate, ProjectSave } from '../../../contract/projects.ts';
import { operation, type Operation } from '../../lib/area.ts';

/** The changes the projects area queues in the outbox, with their words: loaded with the sync drawer, not with the start. */
export const OPERATIONS: readonly Operation[] = [
  operation(ProjectCreate, 'projectCreate', FIELD_LABELS),
  operation(ProjectSave, 'projectSave', FIELD_LABELS),
];
