import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { LogRowSchema } from '../../contract/installation.ts';
import type { Language } from '../../contract/languages.ts';
import { LOG_BOOK } from '../../server/areas/index.ts';
import { areaOf } from '../../server/areas/installation/log-areas.ts';
import { logSentence } from '../../server/areas/installation/log-sentences.ts';

type LogRow = Omit<z.infer<typeof LogRowSchema>, 'sentence'>;

const COMPANY = '1ca6a3a5-0000-4000-8000-000000000001';
const PROJECT = '1ca6a3a5-0000-4000-8000-000000000002';

// Each row as the log's reader words it, with every area's declarations.
const sentence = (row: LogRow, lang: Language) => logSentence(LOG_BOOK, row, lang);

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

    expect(sentence(renamed, 'en')).toBe('Dana Rossi renamed the company Acme to Aurora');
    expect(sentence(renamed, 'it')).toBe("Dana Rossi ha rinominato l'azienda Acme in Aurora");
    expect(sentence(row({ summary: { created: true } }), 'en')).toBe('Dana Rossi created the company Aurora');
    expect(sentence(row({ summary: { created: false }, changes: [{ field: 'notes', label: 'Notes', from: '', to: 'x' }] }), 'en')).toBe(
      'Dana Rossi changed the company Aurora',
    );
  });

  it('names the condition published, its version, and whether it was withdrawn or published again', () => {
    const condition = { target: 'condition:terms', target_name: 'terms', company_id: null, company_name: null, area: 'installation' };
    const publish = (version: number) => row({ ...condition, endpoint: 'admin/installation/conditions/publish', summary: { name: 'terms', version, required: true } });
    const withdraw = (withdrawn: boolean) => row({ ...condition, endpoint: 'admin/installation/conditions/withdraw', summary: { name: 'terms', version: 2, withdrawn } });

    expect(sentence(publish(1), 'en')).toBe('Dana Rossi published the new condition terms');
    expect(sentence(publish(2), 'en')).toBe('Dana Rossi published version 2 of the condition terms');
    expect(sentence(publish(2), 'it')).toBe('Dana Rossi ha pubblicato la versione 2 della condizione terms');
    expect(sentence(withdraw(true), 'en')).toBe('Dana Rossi withdrew the condition terms');
    expect(sentence(withdraw(false), 'en')).toBe('Dana Rossi published the condition terms again');
    expect(sentence(row({ endpoint: 'admin/installation/theme/cookie-law/save', target: 'theme:cookie-law', area: 'theme' }), 'en')).toBe(
      "Dana Rossi changed the public pages' cookie banner",
    );
  });

  it('names the landing page by its address: created, changed, published, archived or brought back, restored', () => {
    const page = (endpoint: string, summary: Record<string, unknown>) =>
      row({ endpoint: `company/:company/project/:project/${endpoint}`, target: 'page:1ca6a3a5-0000-4000-8000-000000000009', target_name: 'bando', summary: { name: 'bando', ...summary }, area: 'projects' });

    expect(sentence(page('pages/save', { created: true }), 'en')).toBe('Dana Rossi created the page bando');
    expect(sentence(page('pages/save', { created: false }), 'it')).toBe('Dana Rossi ha modificato la pagina bando');
    expect(sentence(page('page/:page/publish', {}), 'fr')).toBe('Dana Rossi a publié la page bando');
    expect(sentence(page('page/:page/archive', { archived: true }), 'es')).toBe('Dana Rossi archivó la página bando');
    expect(sentence(page('page/:page/archive', { archived: false }), 'en')).toBe('Dana Rossi brought back the archived page bando');
    expect(sentence(page('page/:page/restore', {}), 'pt')).toBe('Dana Rossi restaurou uma revisão da página bando');
    const menu = row({ endpoint: 'company/:company/project/:project/menu/save', target: `project:${PROJECT}`, target_name: 'Premio 2026', area: 'projects' });
    expect(sentence(menu, 'en')).toBe('Dana Rossi changed the site menu of the project Premio 2026');
    const preset = row({ endpoint: 'admin/installation/page-templates/save', target: 'page-template:x', target_name: 'Call', company_id: null, company_name: null, summary: { name: 'Call', created: true }, area: 'projects' });
    expect(sentence(preset, 'it')).toBe('Dana Rossi ha creato il modello di pagina Call');
    // The presets are an installation screen's, listed under its filter; a project's pages stay under Projects.
    expect(areaOf(LOG_BOOK, 'admin/installation/page-templates/save')).toBe('installation');
    expect(areaOf(LOG_BOOK, 'admin/installation/page-templates/delete')).toBe('installation');
    expect(areaOf(LOG_BOOK, 'company/:company/project/:project/pages/save')).toBe('projects');
  });

  it('names the invited address, the role and the projects by their names', () => {
    const invitation = row({
      endpoint: 'company/:company/operators/invite',
      operator_name: 'Marta',
      summary: { Email: 'elio@example.com', Role: 'editor', Projects: [PROJECT] },
      names: { [PROJECT]: 'Premio 2026' },
      area: 'operators',
    });

    expect(sentence(invitation, 'en')).toBe('Marta invited elio@example.com as editor of Premio 2026 (Aurora)');
    expect(sentence({ ...invitation, summary: { Email: 'elio@example.com', Role: 'manager', Projects: [] } }, 'en')).toBe(
      'Marta invited elio@example.com as manager of Aurora',
    );
  });

  it('names the project whose forms someone was made, invited or no longer assistant of', () => {
    const granted = row({
      endpoint: 'company/:company/operators/form-assistant/grant',
      operator_name: 'Marta',
      target_name: 'Elio',
      summary: { Role: 'assistant', Projects: [PROJECT], Forms: ['f1'] },
      names: { [PROJECT]: 'Premio 2026' },
      area: 'operators',
    });

    expect(sentence(granted, 'en')).toBe('Marta made Elio assistant of forms of Premio 2026 (Aurora)');
    expect(sentence({ ...granted, endpoint: 'company/:company/operators/form-assistant/revoke' }, 'it')).toBe(
      'Marta ha tolto a Elio un modulo di Premio 2026 che assisteva (Aurora)',
    );
    expect(sentence({ ...granted, endpoint: 'company/:company/operators/form-assistant/invite', summary: { ...granted.summary, Email: 'elio@example.com' } }, 'fr')).toBe(
      'Marta a invité elio@example.com comme assistant de formulaires de Premio 2026 (Aurora)',
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

    expect(sentence(refused, 'en')).toBe('Sign-in refused for x@y.z (Email or password is wrong.)');
  });

  it('tells what registered users did by their name, and an erased one by a neutral word, never by an address', () => {
    const person = { operator_name: null, operator_email: null, area: 'public' };
    expect(sentence(row({ ...person, endpoint: 'p/:company/:project/code/send', target_name: 'Premio Aurora 2026' }), 'en')).toBe(
      'Someone asked for a code to take part in Premio Aurora 2026',
    );
    expect(sentence(row({ ...person, endpoint: 'p/:company/:project/form/:form/submit', target_name: 'Ada Lovelace' }), 'en')).toBe('Ada Lovelace sent a form');
    expect(sentence(row({ ...person, endpoint: 'p/:company/:project/form/:form/submit', target_name: null }), 'en')).toBe('A registered user since erased sent a form');
    expect(sentence(row({ endpoint: 'company/:company/project/:project/users/block', target_name: 'Ada Lovelace', summary: { blocked: false } }), 'en')).toBe(
      'Dana Rossi unblocked the registered user Ada Lovelace',
    );
  });

  it('reads a call without a sentence of its own by its area and action, and a record that is gone by a neutral word', () => {
    expect(sentence(row({ endpoint: 'company/:company/forms/publish', area: null }), 'en')).toBe('Dana Rossi called company › publish');
    expect(sentence(row({ endpoint: 'admin/installation/new-thing', area: 'installation' }), 'en')).toBe('Dana Rossi called Installation › new thing');
    expect(sentence(row({ endpoint: 'admin/companies/archive', target_name: null }), 'en')).toBe('Dana Rossi archived the company a removed record');
    expect(sentence(row({ status: 403, endpoint: 'admin/installation/logs/list', area: 'installation', reason: 'Not allowed.' }), 'en')).toBe(
      'Dana Rossi: Installation › list refused (Not allowed.)',
    );
    expect(sentence(row({ status: 500, operator_name: null, summary: {} }), 'en')).toBe('Someone: Companies › save failed with a server error');
  });

  it('tells who invalidated, counted again and exported the votes of which form, and that a registered user voted', () => {
    const form = { target: 'form:1ca6a3a5-0000-4000-8000-000000000009', target_name: 'Candidatura', area: 'projects' };
    const invalidated = row({ ...form, endpoint: 'company/:company/project/:project/form/:form/votes/invalidate', summary: { votes: 3, reason: 'Bought' } });
    expect(sentence(invalidated, 'en')).toBe('Dana Rossi invalidated votes of the form Candidatura: 3');
    expect(sentence(invalidated, 'it')).toBe('Dana Rossi ha annullato dei voti del modulo Candidatura: 3');
    expect(sentence(row({ ...form, endpoint: 'company/:company/project/:project/form/:form/votes/restore', summary: { votes: 1 } }), 'en')).toBe(
      'Dana Rossi counted votes of the form Candidatura again: 1',
    );
    expect(sentence(row({ ...form, endpoint: 'company/:company/project/:project/form/:form/votes/export', summary: {} }), 'en')).toBe(
      'Dana Rossi exported the votes of the form Candidatura',
    );
    const voted = row({ endpoint: 'p/:company/:project/form/:form/vote/cast', operator_name: null, target: 'user:x', target_name: 'vera@voters.example' });
    expect(sentence(voted, 'en')).toBe('vera@voters.example voted');
  });

  it('tells who created and saved which judging session, and what a judge did in it, never the values', () => {
    const session = { target: 'session:1ca6a3a5-0000-4000-8000-00000000000a', target_name: 'First round', area: 'projects' };
    const judging = (endpoint: string, summary: Record<string, unknown>) => row({ ...session, endpoint, summary });
    const save = 'company/:company/project/:project/form/:form/sessions/save';
    const score = 'judges/session/:company/:project/:form/:session/score';
    expect(sentence(judging(save, { created: true }), 'en')).toBe('Dana Rossi created the judging session First round');
    expect(sentence(judging(save, { created: false }), 'it')).toBe('Dana Rossi ha salvato la sessione di valutazione First round');
    expect(sentence(judging(score, { abstain: false, conflict: false }), 'en')).toBe('Dana Rossi scored a submission in the judging session First round');
    expect(sentence(judging(score, { abstain: true, conflict: false }), 'en')).toBe('Dana Rossi abstained on a submission in the judging session First round');
    expect(sentence(judging(score, { abstain: false, conflict: true }), 'en')).toBe(
      'Dana Rossi declared a conflict of interest with a submission in the judging session First round',
    );
  });

  it("tells who changed, noted on and filtered which form's results", () => {
    const form = { target: 'form:1ca6a3a5-0000-4000-8000-000000000009', target_name: 'Candidatura', area: 'projects' };
    const results = (action: string, summary: Record<string, unknown>) => row({ ...form, endpoint: `company/:company/project/:project/form/:form/results/${action}`, summary });
    expect(sentence(results('change', { status: 'in_review', changed: 12, ids: 12 }), 'en')).toBe('Dana Rossi set submissions of the form Candidatura to “in review”: 12');
    expect(sentence(results('change', { status: 'accepted', changed: 2 }), 'it')).toBe('Dana Rossi ha messo gli invii del modulo Candidatura in stato «accettata»: 2');
    expect(sentence(results('change', { add_tags: ['late'], changed: 3 }), 'en')).toBe('Dana Rossi changed the tags of submissions of the form Candidatura: 3');
    expect(sentence(results('note/add', { submission: 'x' }), 'en')).toBe('Dana Rossi added a note to a submission of the form Candidatura');
    expect(sentence(results('note/delete', { submission: 'x' }), 'en')).toBe('Dana Rossi deleted a note on a submission of the form Candidatura');
    expect(sentence(results('filters/save', { filter: 'Shortlist', created: true }), 'en')).toBe('Dana Rossi saved the filters “Shortlist” of the form Candidatura');
    expect(sentence(results('filters/save', { filter: 'Shortlist', created: false }), 'en')).toBe('Dana Rossi changed the saved filters “Shortlist” of the form Candidatura');
    expect(sentence(results('filters/delete', { filter: 'Shortlist' }), 'en')).toBe('Dana Rossi deleted the saved filters “Shortlist” of the form Candidatura');
  });
});
