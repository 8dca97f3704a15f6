import type { AlertSeverity, Audience, AudienceRole } from '../../../contract/alerts.ts';
import type { StatusTone } from '../../components/status-badge.tsx';
import type { TranslationFunctions } from '../../../i18n/i18n-types';

type Words = TranslationFunctions['alerts'];

/** The badge's tone of each severity. */
export const SEVERITY_TONES: Record<AlertSeverity, StatusTone> = { info: 'info', warning: 'warning', critical: 'negative' };

/** A severity in the screen's words. */
export function severityWord(words: Words, severity: AlertSeverity): string {
  return severity === 'critical' ? words.sevCritical() : severity === 'warning' ? words.sevWarning() : words.sevInfo();
}

/** A role an announcement may be meant for, in the screen's words. */
export function roleWord(words: Words, role: AudienceRole): string {
  const byRole: Record<AudienceRole, () => string> = {
    manager: words.roleManager,
    editor: words.roleEditor,
    assistant: words.roleAssistant,
    judge: words.roleJudge,
    installation_admin: words.roleInstallationAdmin,
  };
  return byRole[role]();
}

/** Who an announcement is for, in a few words: companies and projects by their names where known. */
export function audienceWords(words: Words, audience: Audience, names: ReadonlyMap<string, string>): string[] {
  const named = (ids: string[]) => ids.map((id) => names.get(id) ?? id.slice(0, 8)).join(', ');
  const lines: string[] = [];
  if (audience.roles?.length) lines.push(words.audienceRoles({ list: audience.roles.map((role) => roleWord(words, role)).join(', ') }));
  if (audience.companies?.length) lines.push(words.audienceCompanies({ list: named(audience.companies) }));
  if (audience.public_projects?.length) lines.push(words.audiencePublic({ list: named(audience.public_projects) }));
  return lines.length > 0 ? lines : [words.everyone()];
}

/** A title in the reader's language, else the first written. */
export function titleIn(title: Record<string, string>, lang: string, fallback: string): string {
  return title[lang] || Object.values(title).find((text) => text.trim() !== '') || fallback;
}
