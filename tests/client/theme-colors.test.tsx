import 'fake-indexeddb/auto';
import { fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { InstallationThemeGet, ThemeSave } from '../../contract/theme.ts';
import { db } from '../../src/lib/db/database.ts';
import { readSnapshot } from '../../src/lib/db/snapshots.ts';
import { enqueue } from '../../src/lib/outbox/store.ts';
import { describe, expect, it } from 'vitest';
import { ThemeColorsPage } from '../../src/areas/theme/theme-colors-page.tsx';
import { useStoredTheme } from '../../src/lib/theme/theme-snapshot.ts';
import { DANA, rememberSignedIn, scriptedApi } from './cache-fixtures.ts';
import { answer, json, showScreen, withThemeTexts } from './theme-screens-fixtures.tsx';

const server = scriptedApi();
withThemeTexts();

const URL = '/app/in/admin/installation/theme/colors';
const PATH = '/app/in/admin/installation/theme/colors';
const STORED = { Theme_Colors: JSON.stringify({ vuetify: { primary: '#8E24AA' } }), Theme_Graphics: '', version: 4 };

async function open(entity = STORED) {
  await rememberSignedIn();
  const reads = answer(server, 'admin/installation/theme/get', () => json({ entity }));
  showScreen(ThemeColorsPage, URL, PATH);
  await screen.findByRole('heading', { name: 'Palette' });
  return reads;
}

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

function type(name: string, value: string) {
  const field = input(name);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

describe('the Colours screen', () => {
  it('shows each palette entry merged over the defaults, with the ten shades it becomes and the chosen one among them', async () => {
    await open();
    expect(input('Primary').value.toLowerCase()).toBe('#8e24aa');
    expect(input('Secondary').value.toLowerCase()).toBe('#424242');
    const strip = screen.getByRole('list', { name: 'The ten shades of Primary' });
    const shades = within(strip).getAllByRole('listitem');
    expect(shades).toHaveLength(10);
    expect(shades[6]!.getAttribute('aria-label')).toBe('Shade 6: #8E24AA, the colour chosen');
  });

  it('names the defaults’ failing pairs with their ratios, and a repair takes a tone that reads', async () => {
    await open();
    const title = screen.getByTestId('contrast-pageTitle');
    expect(title.textContent).toContain('#FFFFFF on #2196F3: 3.12:1, needs 4.50:1');
    expect(title.textContent).toContain('It reads as large text (3:1)');
    expect(screen.getByTestId('contrast-tooltip').textContent).toContain('#FFFFFF on #a7a7a7: 2.41:1');
    fireEvent.click(within(screen.getByTestId('contrast-tooltip')).getByRole('button'));
    expect(input('Tooltips: background').value).toBe('#757575');
    expect(screen.queryByTestId('contrast-tooltip')).toBeNull();
  });

  it('checks a colour as it is typed', async () => {
    await open();
    expect(screen.queryByTestId('contrast-filled.primary')).toBeNull();
    type('Primary', '#FFEB3B');
    // White would not read on it: the button writes black, which reads.
    expect(screen.queryByTestId('contrast-filled.primary')).toBeNull();
    expect(screen.getByTestId('contrast-control.primary').textContent).toContain('#FFEB3B on #ffffff');
  });

  it('saves what differs from the defaults at the version read, and takes the new theme without a reload', async () => {
    await open();
    const saves = answer(server, 'admin/installation/theme/save', () => json({ Success: true }));
    const loads = answer(server, 'theme/load', () => json({ Theme_Colors: JSON.stringify({ vuetify: { primary: '#00838F' } }), Theme_Graphics: '' }));
    type('Primary', '#00838F');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({ Theme_Colors: JSON.stringify({ vuetify: { primary: '#00838F' } }), version: 4 });
    await waitFor(() => expect(loads).toHaveLength(1));
    const { result } = renderHook(() => useStoredTheme(undefined));
    expect(result.current?.Theme_Colors).toContain('#00838F');
    await screen.findByText('Theme saved');
  });

  it('takes back the last colour when what was typed is not one, and the check refuses one before sending', async () => {
    await open();
    type('Accent', 'blue');
    expect(input('Accent').value.toLowerCase()).toBe('#82b1ff');
    const { colorErrors } = await import('../../src/areas/theme/theme-colors-page.tsx');
    const values = { vuetify: { primary: '#1976D2', secondary: 'grey', accent: '#82B1FF', error: '#FF5252', info: '#2196F3', success: '#4CAF50', warning: '#FFC107' }, pageTitles: { foreground: '#fff', background: '#2196F3' }, tooltips: { foreground: '#FFFFFF', background: '' } };
    expect(colorErrors(values, 'Not a colour')).toEqual({ 'vuetify.secondary': 'Not a colour', 'tooltips.background': 'Not a colour' });
  });

  it('meets a save made elsewhere meanwhile and offers their version', async () => {
    await open();
    const current = { Theme_Colors: JSON.stringify({ vuetify: { primary: '#C62828' } }), Theme_Graphics: '', version: 5 };
    answer(server, 'admin/installation/theme/save', () =>
      json({ error: { code: 'conflict', message: 'Someone changed this record meanwhile.' }, current }, 409),
    );
    type('Primary', '#00838F');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const conflict = await screen.findByTestId('theme-conflict');
    fireEvent.click(within(conflict).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(input('Primary').value.toLowerCase()).toBe('#c62828'));
    // Their version is also the device's copy, so the next save is based on it, online or not.
    await waitFor(async () => expect(await readSnapshot<{ entity: { version: number } }>(InstallationThemeGet.path, {})).toMatchObject({ entity: { version: 5 } }));
  });

  it('keeps a save made without a connection on the device and says so', async () => {
    await open();
    // The service worker answers a mutation it could not send with 202 and keeps it in the outbox.
    const saves: Array<Record<string, unknown>> = [];
    server.use(
      http.post('/api/admin/installation/theme/save', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        const key = crypto.randomUUID();
        await enqueue(db, { key, path: ThemeSave.path, body, headers: {}, operator: DANA.email }, Date.now());
        return HttpResponse.json({ queued: true, key }, { status: 202 });
      }),
    );
    type('Primary', '#00838F');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves.length).toBeGreaterThan(0));
    await screen.findByTestId('pending-notice');
    expect(saves[0]).toEqual({ Theme_Colors: JSON.stringify({ vuetify: { primary: '#00838F' } }), version: 4 });
    expect(input('Primary').value).toBe('#00838F');
  });
});
