import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownOf, ownTexts, projectTheme } from '../../src/areas/theme/project-theme-form.ts';
import { ProjectThemePage } from '../../src/areas/theme/project-theme-page.tsx';
import { rememberSignedIn, scriptedApi } from './cache-fixtures.ts';
import { answer, COMPANY, json, PROJECT, showScreen, withThemeTexts } from './theme-screens-fixtures.tsx';

const server = scriptedApi();
withThemeTexts();

const URL = `/app/in/company/${COMPANY}/project/${PROJECT}/options/theme`;
const PATH = '/app/in/company/:company/project/:project/options/theme';
const LAYERS = {
  defaults: { Theme_Colors: '', Theme_Graphics: '' },
  installation: { Theme_Colors: JSON.stringify({ vuetify: { primary: '#8E24AA' } }), Theme_Graphics: '' },
  company: { Theme_Colors: JSON.stringify({ tooltips: { background: '#37474F' } }), Theme_Graphics: '' },
};
const OWN = { Theme_Colors: JSON.stringify({ vuetify: { accent: '#00838F' } }), Theme_Graphics: JSON.stringify({ pages: { background: { color: '#FFF8E1' } } }), version: 3 };

async function open() {
  await rememberSignedIn();
  answer(server, `company/${COMPANY}/project/${PROJECT}/theme/get`, () => json({ entity: OWN, layers: LAYERS }));
  answer(server, 'theme/load', () => json({ Theme_Colors: '', Theme_Graphics: '' }));
  showScreen(ProjectThemePage, URL, PATH);
  await screen.findByRole('heading', { name: 'Colours' });
}

const value = (path: string) => screen.getByTestId(`value-${path}`);

describe('the project theme screen', () => {
  it('shows each value with the level it comes from', async () => {
    await open();
    expect(within(value('vuetify.primary')).getByText('From the installation')).toBeTruthy();
    expect((within(value('vuetify.primary')).getByRole('textbox') as HTMLInputElement).value.toLowerCase()).toBe('#8e24aa');
    expect(within(value('tooltips.background')).getByText('From the company')).toBeTruthy();
    expect(within(value('vuetify.secondary')).getByText('Default')).toBeTruthy();
    expect(within(value('vuetify.accent')).getByText('Set for this project')).toBeTruthy();
    expect(within(value('pages.background.color')).getByText('Set for this project')).toBeTruthy();
  });

  it('takes a value back to the inherited one, and saves only what the project still sets', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Accent: back to inherited (#82B1FF)' }));
    expect(within(value('vuetify.accent')).getByText('Default')).toBeTruthy();
    expect((within(value('vuetify.accent')).getByRole('textbox') as HTMLInputElement).value).toBe('#82B1FF');
    const saves = answer(server, `company/${COMPANY}/project/${PROJECT}/theme/save`, () => json({ Success: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    // The colours' override goes (an empty text), the background's stays.
    expect(saves[0]).toEqual({ Theme_Colors: '', Theme_Graphics: JSON.stringify({ pages: { background: { color: '#FFF8E1' } } }), version: 3 });
    await screen.findByText('Project theme saved');
  });

  it('sets a value for the project when it is changed', async () => {
    await open();
    const primary = within(value('vuetify.primary')).getByRole('textbox');
    fireEvent.change(primary, { target: { value: '#2E7D32' } });
    fireEvent.blur(primary);
    expect(within(value('vuetify.primary')).getByText('Set for this project')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Primary: back to inherited (#8E24AA)' })).toBeTruthy();
  });
});

describe('a project’s own values', () => {
  it('are read from its texts and written back as the same texts', () => {
    const own = ownOf(OWN.Theme_Colors, OWN.Theme_Graphics);
    expect(own).toEqual({ 'vuetify.accent': '#00838F', 'pages.background.color': '#FFF8E1' });
    expect(ownTexts(own)).toEqual({ Theme_Colors: OWN.Theme_Colors, Theme_Graphics: OWN.Theme_Graphics });
    expect(ownTexts({})).toEqual({ Theme_Colors: '', Theme_Graphics: '' });
  });

  it('keep a logo removed for the project apart from one inherited', () => {
    const withLogo = { ...LAYERS, installation: { ...LAYERS.installation, Theme_Graphics: JSON.stringify({ logo: { media_id: '5a1c0c3e-7d2b-4f1e-9c8a-1b2c3d4e5f60' } }) } };
    expect(projectTheme(withLogo, {}).graphics.logo.media_id).toBe('5a1c0c3e-7d2b-4f1e-9c8a-1b2c3d4e5f60');
    const none = projectTheme(withLogo, { 'logo.media_id': null });
    expect(none.graphics.logo.media_id).toBeNull();
    expect(none.source('logo.media_id')).toBe('project');
    expect(ownTexts({ 'logo.media_id': null }).Theme_Graphics).toBe('{"logo":{"media_id":null}}');
  });

  it('merge defaults ← installation ← company ← project', () => {
    const theme = projectTheme(LAYERS, { 'vuetify.primary': '#2E7D32' });
    expect(theme.colors.vuetify.primary).toBe('#2E7D32');
    expect(theme.colors.tooltips.background).toBe('#37474F');
    expect(theme.colors.vuetify.info).toBe('#2196F3');
    expect(theme.inheritedValue('vuetify.primary')).toBe('#8E24AA');
  });
});
