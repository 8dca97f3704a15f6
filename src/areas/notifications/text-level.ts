import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { LANGUAGES, type Language } from '../../../contract/languages.ts';
import { levelMayOverride, NOTIFICATIONS, NOTY_ENDPOINTS, type Notification, type NotificationKey, type NotyLevel } from '../../../contract/notifications.ts';
import { ProjectGet } from '../../../contract/projects.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { levelScope } from './level.ts';

/**
 * The texts' calls of a level. Every level answers the same shapes and differs only by the scope
 * its input carries (none, a company, a company and a project), which `TextPlace.scope` holds: the
 * installation's types serve all three, the scope spread into each payload.
 */
export type TextCalls = Pick<(typeof NOTY_ENDPOINTS)['installation'], 'textsList' | 'textsGet' | 'textsSave' | 'textsReset' | 'textsPreview'>;

/** The scope of a level's calls, as its route's parameters give it. */
export type TextScope = Record<string, never> | { company: string } | { company: string; project: string };

/** Where a texts screen stands: its level, the scope of its calls, and the languages its texts are in. */
export interface TextPlace {
  level: NotyLevel;
  scope: TextScope;
  calls: TextCalls;
  /** The project's languages at project level, all five above; null while the project is read. */
  languages: readonly Language[] | null;
}

/** The notifications a level may change, in the catalog's order: the operators' mails at installation level only. */
export function notificationsAt(level: NotyLevel): Notification[] {
  return (NOTIFICATIONS as readonly Notification[]).filter((notification) => levelMayOverride(notification, level));
}

/** The catalog's key as a notification of it; the catalog's keys are the only ones a screen shows. */
export function asKey(notification: Notification): NotificationKey {
  return notification.key as NotificationKey;
}

/** The texts screen's level, its scope from the address, and its languages (a project's own). */
export function useTextPlace(level: NotyLevel): TextPlace {
  const { company = '', project = '' } = useParams();
  const projectRecord = useCached(level === 'project' ? ProjectGet : null, { company, project }).data?.entity;
  const projectLanguages = projectRecord?.languages;
  return useMemo(() => {
    const scope: TextScope = levelScope(level, { company, project });
    const languages = level === 'project' ? (projectLanguages ?? null) : LANGUAGES;
    return { level, scope, calls: NOTY_ENDPOINTS[level] as unknown as TextCalls, languages };
  }, [level, company, project, projectLanguages]);
}
