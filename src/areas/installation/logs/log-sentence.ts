import type { z } from 'zod';
import type { LogRowSchema } from '../../../../contract/installation.ts';
import type { TranslationFunctions } from '../../../../i18n/i18n-types';

/** One row of the operations' log as the list call answers it. */
export type LogRow = z.infer<typeof LogRowSchema>;

/** The log's texts in the reader's language. */
export type LogTexts = TranslationFunctions['installation']['logs'];

/** What a sentence may name: each already in words, never an id. */
export interface SentenceParts {
  actor: string;
  target: string;
  company: string;
  email: string;
  role: string;
  projects: string;
  from: string;
  lang: string;
}

/**
 * A row with every field the sentence reads: an answer stored offline before the log named its
 * records lacks them, and is read as naming none until the server's answer arrives.
 */
export function readableRow(row: Partial<LogRow> & Pick<LogRow, 'id' | 'at' | 'endpoint' | 'status' | 'summary'>): LogRow {
  return {
    operator_id: null,
    operator_email: null,
    ip: '',
    target: null,
    company_id: null,
    operator_name: null,
    company_name: null,
    target_name: null,
    names: {},
    area: null,
    reason: null,
    changes: [],
    ...row,
  };
}

type Sentence = (texts: LogTexts, parts: SentenceParts, row: LogRow) => string;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

// The name a saved record had before a rename, when the save changed it.
const renamedFrom = (row: LogRow): string | null => {
  const change = row.changes.find((item) => item.field === 'name');
  return change && typeof change.from === 'string' && change.from !== '' ? change.from : null;
};

// A registered user by their name; once erased, as someone who was one.
const person = (texts: LogTexts, row: LogRow): string => row.target_name ?? texts.erasedUser();

/**
 * The sentence of each call, by its path; a call without one reads through the generic
 * sentence ("… called Companies › save"), so a new endpoint is never a blank row.
 */
const SENTENCES: Record<string, Sentence> = {
  'accounting/login-start': (t, p) => t.sentences.loginStart(p),
  'accounting/login-unlock': (t, p) => t.sentences.loginUnlock(p),
  'accounting/logout': (t, p) => t.sentences.logout(p),
  'accounting/password/change': (t, p) => t.sentences.passwordChange(p),
  'accounting/recovery/start': (t, p) => t.sentences.recoveryStart(p),
  'accounting/recovery/complete': (t, p) => t.sentences.recoveryComplete(p),
  'accounting/invite/accept': (t, p) => t.sentences.inviteAccept(p),
  'accounting/operator/set-preferred-lang/:lang': (t, p) => t.sentences.setPreferredLang(p),
  'accounting/sessions/end-others': (t, p) => t.sentences.endOtherSessions(p),
  'accounting/totp/start': (t, p) => t.sentences.totpStart(p),
  'accounting/totp/confirm': (t, p) => t.sentences.totpConfirm(p),
  'accounting/totp/disable': (t, p) => t.sentences.totpDisable(p),
  'accounting/totp/recovery-codes': (t, p) => t.sentences.recoveryCodes(p),
  'admin/companies/save': (t, p, row) => {
    if (row.summary.created === true) return t.sentences.companyCreate(p);
    return renamedFrom(row) ? t.sentences.companyRename(p) : t.sentences.companySave(p);
  },
  'admin/companies/archive': (t, p) => t.sentences.companyArchive(p),
  'admin/installation/logs/export': (t, p) => t.sentences.logExport(p),
  'admin/installation/theme/save': (t, p) => t.sentences.themeSave(p),
  'admin/installation/theme/cookie-law/save': (t, p) => t.sentences.cookieLawSave(p),
  'admin/installation/conditions/publish': (t, p, row) =>
    row.summary.version === 1 ? t.sentences.conditionCreate(p) : t.sentences.conditionPublish({ ...p, version: String(row.summary.version ?? '') }),
  'admin/installation/conditions/withdraw': (t, p, row) =>
    row.summary.withdrawn === true ? t.sentences.conditionWithdraw(p) : t.sentences.conditionRestore(p),
  'jobs/cancel': (t, p) => t.sentences.jobCancel(p),
  'company/:company/operators/invite': (t, p) => (p.projects ? t.sentences.companyInviteProjects(p) : t.sentences.companyInvite(p)),
  'company/:company/operators/resend-invite': (t, p) => t.sentences.resendInvite(p),
  'company/:company/operators/set-role': (t, p) => (p.projects ? t.sentences.setRoleProjects(p) : t.sentences.setRole(p)),
  'company/:company/operators/revoke': (t, p) => t.sentences.revoke(p),
  'admin/operators/invite': (t, p) => t.sentences.adminInvite(p),
  'admin/operators/set-installation-admin': (t, p, row) =>
    row.summary.InstallationAdmin === true ? t.sentences.adminGrant(p) : t.sentences.adminRevoke(p),
  'company/:company/projects/create': (t, p) => t.sentences.projectCreate(p),
  'company/:company/project/:project/save': (t, p, row) => (renamedFrom(row) ? t.sentences.projectRename(p) : t.sentences.projectSave(p)),
  'media/upload': (t, p) => t.sentences.mediaUpload(p),
  'company/:company/project/:project/form/:form/invitations/send': (t, p) => t.sentences.formInvite(p),
  'company/:company/project/:project/form/:form/invitations/revoke': (t, p) => t.sentences.formInvitationRevoke(p),
  'company/:company/project/:project/users/block': (t, p, row) =>
    row.summary.blocked === true ? t.sentences.userBlock(p) : t.sentences.userUnblock(p),
  'company/:company/project/:project/users/erase': (t, p) => t.sentences.userErase(p),
  'company/:company/project/:project/form/:form/results/change': (t, p, row) => {
    const count = String(row.summary.changed ?? '');
    const status = text(row.summary.status);
    if (!status) return t.sentences.resultsTags({ ...p, count });
    return t.sentences.resultsStatus({ ...p, count, status: isStatus(t, status) ? t.statuses[status]() : status });
  },
  'company/:company/project/:project/form/:form/results/note/add': (t, p) => t.sentences.resultsNoteAdd(p),
  'company/:company/project/:project/form/:form/results/note/delete': (t, p) => t.sentences.resultsNoteDelete(p),
  'company/:company/project/:project/form/:form/results/filters/save': (t, p, row) => {
    const filter = text(row.summary.filter);
    return row.summary.created === true ? t.sentences.savedFilterCreate({ ...p, filter }) : t.sentences.savedFilterSave({ ...p, filter });
  },
  'company/:company/project/:project/form/:form/results/filters/delete': (t, p, row) => t.sentences.savedFilterDelete({ ...p, filter: text(row.summary.filter) }),
  'company/:company/project/:project/form/:form/votes/invalidate': (t, p, row) => t.sentences.voteInvalidate({ ...p, count: String(row.summary.votes ?? '') }),
  'company/:company/project/:project/form/:form/votes/restore': (t, p, row) => t.sentences.voteRestore({ ...p, count: String(row.summary.votes ?? '') }),
  'company/:company/project/:project/form/:form/votes/export': (t, p) => t.sentences.voteExport(p),
  'company/:company/project/:project/form/:form/sessions/save': (t, p, row) => (row.summary.created === true ? t.sentences.sessionCreate(p) : t.sentences.sessionSave(p)),
  'company/:company/project/:project/form/:form/session/:session/ranking/export': (t, p) => t.sentences.rankingExport(p),
  'judges/session/:company/:project/:form/:session/score': (t, p, row) =>
    row.summary.conflict === true ? t.sentences.judgeConflict(p) : row.summary.abstain === true ? t.sentences.judgeAbstain(p) : t.sentences.judgeScore(p),
  // The public side: registered users act on their own records; the log keeps no address of theirs.
  'p/:company/:project/code/send': (t, p) => t.sentences.publicCode(p),
  'p/:company/:project/code/check': (t, p, row) => t.sentences.publicSignIn({ ...p, target: person(t, row) }),
  'p/:company/:project/profile/save': (t, p, row) => t.sentences.publicProfile({ ...p, target: person(t, row) }),
  'p/:company/:project/conditions/accept': (t, p, row) => t.sentences.publicConditions({ ...p, target: person(t, row) }),
  'p/:company/:project/form/:form/submit': (t, p, row) => t.sentences.publicSubmit({ ...p, target: person(t, row) }),
  'p/:company/:project/submission/:submission/withdraw': (t, p, row) => t.sentences.publicWithdraw({ ...p, target: person(t, row) }),
  'p/:company/:project/form/:form/vote/cast': (t, p, row) => t.sentences.publicVote({ ...p, target: person(t, row) }),
  'p/:company/:project/me/erase': (t) => t.sentences.publicErase(),
};

// Refusals with words of their own: the sign-in's, where nobody is signed in yet.
const REFUSALS: Record<string, Sentence> = {
  'accounting/login-start': (t, p) => t.loginRefused(p),
  'accounting/login-unlock': (t, p) => t.unlockRefused(p),
};

function isStatus(texts: LogTexts, status: string): status is keyof LogTexts['statuses'] {
  return Object.hasOwn(texts.statuses, status);
}

function isRole(texts: LogTexts, role: string): role is keyof LogTexts['roles'] {
  return Object.hasOwn(texts.roles, role);
}

/** The names a row's sentence uses, each in words: a record that is gone reads as a neutral word. */
export function sentenceParts(row: LogRow, texts: LogTexts): SentenceParts {
  const email = text(row.summary.Email);
  const role = text(row.summary.Role);
  const projectIds = Array.isArray(row.summary.Projects) ? row.summary.Projects.filter((id): id is string => typeof id === 'string') : [];
  return {
    actor: row.operator_name ?? (email || texts.someone()),
    target: row.target_name ?? texts.removed(),
    company: row.company_name ?? texts.removed(),
    email,
    role: isRole(texts, role) ? texts.roles[role]() : role,
    projects: projectIds.map((id) => row.names[id] ?? texts.removed()).join(', '),
    from: renamedFrom(row) ?? '',
    lang: text(row.summary.lang).toUpperCase(),
  };
}

function isArea(texts: LogTexts, area: string | null): area is keyof LogTexts['areas'] {
  return area !== null && Object.hasOwn(texts.areas, area);
}

/** The call in words for a call with no sentence of its own: its area's name and its path's last word. */
export function callWords(row: LogRow, texts: LogTexts): { area: string; action: string } {
  const segments = row.endpoint.split('/').filter((segment) => segment !== '' && !segment.startsWith(':'));
  const area = isArea(texts, row.area) ? texts.areas[row.area]() : (segments[0] ?? row.endpoint);
  return { area, action: (segments.at(-1) ?? row.endpoint).replaceAll('-', ' ') };
}

/** Who did what to which named record, in the reader's language, with the reason of a refusal. */
export function logSentence(row: LogRow, texts: LogTexts): string {
  const parts = sentenceParts(row, texts);
  const words = { actor: parts.actor, ...callWords(row, texts) };
  let sentence: string;
  if (row.status >= 500) sentence = texts.failedCall(words);
  else if (row.status >= 400) sentence = REFUSALS[row.endpoint]?.(texts, parts, row) ?? texts.refusedCall(words);
  else sentence = SENTENCES[row.endpoint]?.(texts, parts, row) ?? texts.generic(words);
  return row.reason ? texts.withReason({ sentence, reason: row.reason }) : sentence;
}

/** A before or after value as people read it: yes or no, a list, or a word for nothing. */
export function changeValue(value: unknown, texts: LogTexts): string {
  if (value === null || value === undefined || value === '') return texts.empty();
  if (typeof value === 'boolean') return value ? texts.yes() : texts.no();
  if (Array.isArray(value)) return value.length === 0 ? texts.empty() : value.map((item) => changeValue(item, texts)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string' && isRole(texts, value)) return texts.roles[value]();
  return String(value);
}
