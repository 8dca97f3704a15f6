import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPLICATION } from '../../server/seed/demo-forms.ts';
import { FormPage } from '../../src/public/form/form-page.tsx';
import type { FormAnswer, SiteAnswer } from '../../src/public/site-data.ts';
import { loadTexts, TextsContext, type PublicTexts } from '../../src/public/texts.ts';

let texts: PublicTexts;
beforeAll(async () => {
  texts = (await loadTexts('en')).texts;
});

const USER = { id: 'u1', email: 'ada@example.com', first_name: 'Ada', last_name: 'L', preferred_lang: 'en', needs_profile: false, pending_conditions: [] };

const site = (user: SiteAnswer['user']): SiteAnswer => ({
  project: { name: 'Premio Aurora 2026', languages: ['it', 'en'], default_lang: 'it' },
  theme: { Theme_Colors: '', Theme_Graphics: '' },
  cookie_law: { enabled: false, title: {}, body: {}, accept: {}, policy_url: '' },
  conditions: [],
  user,
});

function form(changes: Partial<FormAnswer['form']>, mine: FormAnswer['mine']): FormAnswer {
  return {
    form: {
      slug: 'candidatura',
      status: 'open',
      window: 'open',
      opens_at: null,
      closes_at: null,
      access: 'anyone',
      max_submissions: null,
      confirmation: {},
      version: 1,
      definition: DEMO_APPLICATION,
      ...changes,
    },
    mine,
  };
}

function show(answer: FormAnswer, user: SiteAnswer['user'] = USER) {
  render(
    <TextsContext.Provider value={texts}>
      <FormPage
        place={{ company: 'aurora', project: 'premio-2026' }}
        slug="candidatura"
        site={site(user)}
        form={answer}
        settled
        fresh
        lang="en"
        onForm={() => undefined}
        onUser={() => undefined}
      />
    </TextsContext.Provider>,
  );
}

const mine = { draft: null, submitted: 0, invited: true };

// 'open' states are the browser tests'; these are the form call's other answers.
describe('the states a form is in, as the public page tells them', () => {
  it('says when a form not open yet opens, and when a closed one closed, with no way to sign in', () => {
    show(form({ window: 'not_yet', opens_at: '2027-03-01T09:00:00.000Z' }, null), null);
    expect(screen.getByRole('heading', { level: 1, name: 'Application for the Aurora Prize 2026' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^This form opens on .*2027/);
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
  });

  it('says when a form closed', () => {
    show(form({ window: 'closed', closes_at: '2026-04-30T22:00:00.000Z' }, mine));
    expect(screen.getByRole('status').textContent).toMatch(/^This form closed on .*2026/);
  });

  it('tells a person not invited to an invitation-only form', () => {
    show(form({ access: 'invited' }, { ...mine, invited: false }));
    expect(screen.getByRole('status').textContent).toBe(texts.form.notInvited({ email: USER.email }));
  });

  it('tells a person who sent the form as many times as it allows, with the way to their submissions', () => {
    show(form({ max_submissions: 1 }, { ...mine, submitted: 1 }));
    expect(screen.getByRole('status').textContent).toBe(texts.form.limit({ count: 1 }));
    expect(screen.getByRole('link', { name: texts.form.mySubmissions() })).toBeTruthy();
  });

  it('asks a person signed out to confirm their email', () => {
    show(form({}, null), null);
    expect(screen.getByRole('heading', { name: texts.signIn.title() })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: texts.signIn.email() })).toBeTruthy();
  });
});
