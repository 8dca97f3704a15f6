import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublishOpening } from '../../contract/forms.ts';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { OpeningChoice, openingChoices } from '../../src/areas/forms/editor/opening-choice.tsx';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const TOMORROW = '2026-11-28T09:00:00.000Z';
const YESTERDAY = '2026-11-26T09:00:00.000Z';

beforeAll(async () => {
  await loadLocaleAsync('en');
  await loadNamespaceAsync('en', 'forms');
});

describe('how a publication opens the form', () => {
  it('asks a form never published: now, or closed; at its opening time only when one is still to come', () => {
    expect(openingChoices({ status: 'draft', opens_at: null }, NOW)).toEqual({ choices: ['now', 'closed'], initial: 'now' });
    expect(openingChoices({ status: 'draft', opens_at: TOMORROW }, NOW)).toEqual({ choices: ['now', 'scheduled', 'closed'], initial: 'scheduled' });
    // An opening time gone by opens it now anyway: nothing to schedule.
    expect(openingChoices({ status: 'draft', opens_at: YESTERDAY }, NOW)).toEqual({ choices: ['now', 'closed'], initial: 'now' });
  });

  it('asks a closed form too, starting on keeping it closed; an open or archived one keeps its status unasked', () => {
    expect(openingChoices({ status: 'closed', opens_at: TOMORROW }, NOW)).toEqual({ choices: ['now', 'scheduled', 'closed'], initial: 'closed' });
    expect(openingChoices({ status: 'open', opens_at: null }, NOW)).toBeNull();
    expect(openingChoices({ status: 'archived', opens_at: null }, NOW)).toBeNull();
  });

  it('shows the choices as radios, the opening time written out, and tells which one was picked', () => {
    let picked: PublishOpening = 'scheduled';
    function Question() {
      const [value, setValue] = useState<PublishOpening>('scheduled');
      picked = value;
      return <OpeningChoice choices={['now', 'scheduled', 'closed']} opensAt={TOMORROW} closesAt={null} now={NOW} value={value} onChange={setValue} />;
    }
    render(
      <MantineProvider env="test">
        <TypesafeI18n locale="en">
          <Question />
        </TypesafeI18n>
      </MantineProvider>,
    );
    expect(screen.getByRole('radiogroup', { name: 'When may the public fill it in?' })).toBeTruthy();
    const at = new Date(TOMORROW).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });
    expect(screen.getByRole('radio', { name: `Open at its opening time: ${at}` })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Keep it closed' }));
    expect(picked).toBe('closed');
    expect(screen.getByRole('radio', { name: 'Open to the public now' })).toHaveProperty('checked', false);
  });

  it('warns, under "open now", when the closing time has passed: applicants would find the form closed', () => {
    render(
      <MantineProvider env="test">
        <TypesafeI18n locale="en">
          <OpeningChoice choices={['now', 'closed']} opensAt={null} closesAt={YESTERDAY} now={NOW} value="now" onChange={() => undefined} />
        </TypesafeI18n>
      </MantineProvider>,
    );
    const at = new Date(YESTERDAY).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });
    const now = screen.getByRole('radio', { name: 'Open to the public now' });
    expect(now.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(now.getAttribute('aria-describedby')!)?.textContent).toBe(
      `Its closing time, ${at}, has passed: applicants will find the form closed until you move it in Form Options.`,
    );
  });

  it('says nothing more under "open now" while the closing time is still to come', () => {
    render(
      <MantineProvider env="test">
        <TypesafeI18n locale="en">
          <OpeningChoice choices={['now', 'closed']} opensAt={null} closesAt={TOMORROW} now={NOW} value="now" onChange={() => undefined} />
        </TypesafeI18n>
      </MantineProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Open to the public now' }).getAttribute('aria-describedby')).toBeNull();
  });
});
