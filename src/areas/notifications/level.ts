import { useParams } from 'react-router-dom';
import type { ProjectScope } from '../../../contract/fields.ts';
import { NOTY_ENDPOINTS, type NotyLevel } from '../../../contract/notifications.ts';

/** A level's calls: every level's take the same fields beside the ids of its path. */
export type LevelCalls = (typeof NOTY_ENDPOINTS)['project'];

/** Where a notifications screen works: its level, the ids its address names, and the level's calls. */
export interface NotyPlace {
  level: NotyLevel;
  /**
   * The ids of the level's path: none at installation level, the company's, or the company's and
   * the project's. Typed as the project's, whose ids hold the others', so that one screen calls
   * every level; a level's calls read only their own.
   */
  scope: ProjectScope;
  calls: LevelCalls;
}

/** The scope of a level from the address's ids. */
export function levelScope(level: NotyLevel, params: Record<string, string | undefined>): ProjectScope {
  const { company = '', project = '' } = params;
  const scope = level === 'installation' ? {} : level === 'company' ? { company } : { company, project };
  return scope as ProjectScope;
}

/** The place of a notifications screen at `level`, from the address it was opened at. */
export function useNotyPlace(level: NotyLevel): NotyPlace {
  const params = useParams();
  return { level, scope: levelScope(level, params), calls: NOTY_ENDPOINTS[level] as unknown as LevelCalls };
}
