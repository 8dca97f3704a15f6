import { beforeAll, describe, expect, it } from 'vitest';
import { i18nObject } from '../../i18n/i18n-util';
import { loadLocale } from '../../i18n/i18n-util.sync';
import { changeValue, logSentence, readableRow, type LogRow, type LogTexts } from '../../src/areas/installation/logs/log-sentence.ts';

const COMPANY = '1ca6a3a5-0000-4000-8000-000000000001';
const PROJECT = '1ca6a3a5-0000-4000-8000-000000000002';

let en: LogTexts;
let it_: LogTexts;

beforeAll(() => {
  loadLocale('en');
  loadLocale('it');
  en = i18nObject('en').installation.logs;
  it_ = i18nObject('it').installation.logs;
});

function row(change: Partial<LogRow>): LogRow {
  return {
    id: 1,
    at: '2030-01-15T09:00:00.000Z',
    operator_id: '1ca6a3a5-0000-4000-8000-000000000003',
    operator_email: 'dana@example.com',
    ip: '192.0.2.1',
    endpoint: 'admin/companies/save',
    status: 200,
    target: `company:${COMPANY}`,
    company_id: COMPANY,
    summary: {},
    operator_name: 'Dana Rossi',
    company_name: 'Aurora',
    target_name: 'Aurora',
    names: {},
    area: 'companies',
    reason: null,
    changes: [],
    ...change,
  };
}

describe("the operations' log in words", () => {
  it('says who renamed which company, from the name before to the name now, in the reader language', () => {
    const renamed = row({ summary: { name: 'Aurora', created: false }, changes: [{ field: 'name', label: 'Name', from: 'Acme', to: 'Aurora' }] });

    expect(logSentence(renamed, en)).toBe('Dana Rossi renamed the company Acme to Aurora');
    expect(logSentence(renamed, it_)).toBe("Dana Rossi ha rinominato l'azienda Acme in Aurora");
    expect(logSentence(row({ summary: { created: true } }), en)).toBe('Dana Rossi created the company Aurora');
    expect(logSentence(row({ summary: { created: false }, changes: [{ field: 'notes', label: 'Notes', from: '', to: 'x' }] }), en)).toBe(
      'Dana Rossi changed the company Aurora',
    );
  });

  it('names the condition published, its version, and whether it was withdrawn or published again', () => {
    const condition = { target: 'condition:terms', target_name: 'terms', company_id: null, company_name: null, area: 'installation' };
    const publish = (version: number) => row({ ...condition, endpoint: 'admin/installation/conditions/publish', summary: { name: 'terms', version, required: true } });
    const withdraw = (withdrawn: boolean) => row({ ...condition, endpoint: 'admin/installation/conditions/withdraw', summary: { name: 'terms', version: 2, withdrawn } });

    expect(logSentence(publish(1), en)).toBe('Dana Rossi published the new condition terms');
    expect(logSentence(publish(2), en)).toBe('Dana Rossi published version 2 of the condition terms');
    expect(logSentence(publish(2), it_)).toBe('Dana Rossi ha pubblicato la versione 2 della condizione terms');
    expect(logSentence(withdraw(true), en)).toBe('Dana Rossi withdrew the condition terms');
    expect(logSentence(withdraw(false), en)).toBe('Dana Rossi published the condition terms again');
    expect(logSentence(row({ endpoint: 'admin/installation/theme/cookie-law/save', target: 'theme:cookie-law', area: 'theme' }), en)).toBe(
      "Dana Rossi changed the public pages' cookie banner",
    );
  });

  it('names the invited address, the role and the projects by their names', () => {
    const invitation = row({
      endpoint: 'company/:company/operators/invite',
      operator_name: 'Marta',
      summary: { Email: 'elio@example.com', Role: 'editor', Projects: [PROJECT] },
      names: { [PROJECT]: 'Premio 2026' },
      area: 'operators',
    });

    expect(logSentence(invitation, en)).toBe('Marta invited elio@example.com as editor of Premio 2026 (Aurora)');
    expect(logSentence({ ...invitation, summary: { Email: 'elio@example.com', Role: 'manager', Projects: [] } }, en)).toBe(
      'Marta invited elio@example.com as manager of Aurora',
    );
  });

  it('tells a refused sign-in with the address tried and the reason', () => {
    const refused = row({
      endpoint: 'accounting/login-start',
      status: 401,
      operator_id: null,
      operator_email: null,
      operator_name: null,
      target: null,
      target_name: null,
      company_id: null,
      company_name: null,
      summary: { Email: 'x@y.z', Password: '***', error: 'invalid_credentials' },
      area: 'accounting',
      reason: 'Email or password is wrong.',
    });

    expect(logSentence(refused, en)).toBe('Sign-in refused for x@y.z (Email or password is wrong.)');
  });

  it('tells what registered users did by their name, and an erased one by a neutral word, never by an address', () => {
    const person = { operator_name: null, operator_email: null, area: 'public' };
    expect(logSentence(row({ ...person, endpoint: 'p/:company/:project/code/send', target_name: 'Premio Aurora 2026' }), en)).toBe(
      'Someone asked for a code to take part in Premio Aurora 2026',
    );
    expect(logSentence(row({ ...person, endpoint: 'p/:company/:project/form/:form/submit', target_name: 'Ada Lovelace' }), en)).toBe('Ada Lovelace sent a form');
    expect(logSentence(row({ ...person, endpoint: 'p/:company/:project/form/:form/submit', target_name: null }), en)).toBe('A registered user since erased sent a form');
    expect(logSentence(row({ endpoint: 'company/:company/project/:project/users/block', target_name: 'Ada Lovelace', summary: { blocked: false } }), en)).toBe(
      'Dana Rossi unblocked the registered user Ada Lovelace',
    );
  });

  it('reads a call without a sentence of its own by its area and action, and a record that is gone by a neutral word', () => {
    expect(logSentence(row({ endpoint: 'company/:company/forms/publish', area: null }), en)).toBe('Dana Rossi called company › publish');
    expect(logSentence(row({ endpoint: 'admin/installation/new-thing', area: 'installation' }), en)).toBe('Dana Rossi called Installation › new thing');
    expect(logSentence(row({ endpoint: 'admin/companies/archive', target_name: null }), en)).toBe('Dana Rossi archived the company a removed record');
    expect(logSentence(row({ status: 403, endpoint: 'admin/installation/logs/list', area: 'installation', reason: 'Not allowed.' }), en)).toBe(
      'Dana Rossi: Installation › list refused (Not allowed.)',
    );
    expect(logSentence(row({ status: 500, operator_name: null, summary: {} }), en)).toBe('Someone: Companies › save failed with a server error');
  });

  it('shows values before and after as people read them', () => {
    expect(changeValue(true, en)).toBe('yes');
    expect(changeValue('', en)).toBe('(empty)');
    expect(changeValue(['judge', 'editor'], en)).toBe('judge, editor');
    expect(changeValue(['Premio 2026'], it_)).toBe('Premio 2026');
    expect(changeValue([], it_)).toBe('(vuoto)');
  });

  it('tells who invalidated, counted again and exported the votes of which form, and that a registered user voted', () => {
    const form = { target: 'form:1ca6a3a5-0000-4000-8000-000000000009', target_name: 'Candidatura', area: 'projects' };
    const invalidated = row({ ...form, endpoint: 'company/:company/project/:project/form/:form/votes/invalidate', summary: { votes: 3, reason: 'Bought' } });
    expect(logSentence(invalidated, en)).toBe('Dana Rossi invalidated votes of the form Candidatura: 3');
    expect(logSentence(invalidated, it_)).toBe('Dana Rossi ha annullato dei voti del modulo Candidatura: 3');
    expect(logSentence(row({ ...form, endpoint: 'company/:company/project/:project/form/:form/votes/restore', summary: { votes: 1 } }), en)).toBe(
      'Dana Rossi counted votes of the form Candidatura again: 1',
    );
    expect(logSentence(row({ ...form, endpoint: 'company/:company/project/:project/form/:form/votes/export', summary: {} }), en)).toBe(
      'Dana Rossi exported the votes of the form Candidatura',
    );
    const voted = row({ endpoint: 'p/:company/:project/form/:form/vote/cast', operator_name: null, target: 'user:x', target_name: 'vera@voters.example' });
    expect(logSentence(voted, en)).toBe('vera@voters.example voted');
  });

  it('tells who created and saved which judging session, and what a judge did in it, never the values', () => {
    const session = { target: 'session:1ca6a3a5-0000-4000-8000-00000000000a', target_name: 'First round', area: 'projects' };
    const judging = (endpoint: string, summary: Record<string, unknown>) => row({ ...session, endpoint, summary });
    const save = 'company/:company/project/:project/form/:form/sessions/save';
    const score = 'judges/session/:company/:project/:form/:session/score';
    expect(logSentence(judging(save, { created: true }), en)).toBe('Dana Rossi created the judging session First round');
    expect(logSentence(judging(save, { created: false }), it_)).toBe('Dana Rossi ha salvato la sessione di valutazione First round');
    expect(logSentence(judging(score, { abstain: false, conflict: false }), en)).toBe('Dana Rossi scored a submission in the judging session First round');
    expect(logSentence(judging(score, { abstain: true, conflict: false }), en)).toBe('Dana Rossi abstained on a submission in the judging session First round');
    expect(logSentence(judging(score, { abstain: false, conflict: true }), en)).toBe(
      'Dana Rossi declared a conflict of interest with a submission in the judging session First round',
    );
  });

  it("tells who changed, noted on and filtered which form's results", () => {
    const form = { target: 'form:1ca6a3a5-0000-4000-8000-000000000009', target_name: 'Candidatura', area: 'projects' };
    const results = (action: string, summary: Record<string, unknown>) => row({ ...form, endpoint: `company/:company/project/:project/form/:form/results/${action}`, summary });
    expect(logSentence(results('change', { status: 'in_review', changed: 12, ids: 12 }), en)).toBe('Dana Rossi set submissions of the form Candidatura to “in review”: 12');
    expect(logSentence(results('change', { status: 'accepted', changed: 2 }), it_)).toBe('Dana Rossi ha messo gli invii del modulo Candidatura in stato «accettata»: 2');
    expect(logSentence(results('change', { add_tags: ['late'], changed: 3 }), en)).toBe('Dana Rossi changed the tags of submissions of the form Candidatura: 3');
    expect(logSentence(results('note/add', { submission: 'x' }), en)).toBe('Dana Rossi added a note to a submission of the form Candidatura');
    expect(logSentence(results('note/delete', { submission: 'x' }), en)).toBe('Dana Rossi deleted a note on a submission of the form Candidatura');
    expect(logSentence(results('filters/save', { filter: 'Shortlist', created: true }), en)).toBe('Dana Rossi saved the filters “Shortlist” of the form Candidatura');
    expect(logSentence(results('filters/save', { filter: 'Shortlist', created: false }), en)).toBe('Dana Rossi changed the saved filters “Shortlist” of the form Candidatura');
    expect(logSentence(results('filters/delete', { filter: 'Shortlist' }), en)).toBe('Dana Rossi deleted the saved filters “Shortlist” of the form Candidatura');
  });

  it('reads an answer stored before rows named their records, without failing', () => {
    const stored = readableRow({ id: 2, at: '2030-01-15T09:00:00.000Z', endpoint: 'admin/companies/archive', status: 200, summary: {} });

    expect(logSentence(stored, en)).toBe('Someone archived the company a removed record');
  });
});
