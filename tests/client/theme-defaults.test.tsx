import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultsErrors } from '../../src/areas/theme/project-defaults-form.ts';
import { ProjectDefaultsPage } from '../../src/areas/theme/project-defaults-page.tsx';
import { rememberSignedIn, scriptedApi } from './cache-fixtures.ts';
import { answer, json, showScreen, withThemeTexts } from './theme-screens-fixtures.tsx';

const server = scriptedApi();
withThemeTexts();

const PATH = '/app/in/admin/installation/theme/prj-defaults';
const STORED = { languages: ['it', 'en'], default_lang: 'it', description: '', Theme_Colors: '', Theme_Graphics: '', version: 1 };

async function open() {
  await rememberSignedIn();
  answer(server, 'admin/installation/theme/prj-defaults/get', () => json({ entity: STORED }));
  answer(server, 'admin/installation/theme/get', () => json({ entity: { Theme_Colors: JSON.stringify({ vuetify: { primary: '#8E24AA' } }), Theme_Graphics: '', version: 2 } }));
  showScreen(ProjectDefaultsPage, PATH, PATH);
  await screen.findByRole('heading', { name: 'Project' });
}

describe('the Project defaults screen', () => {
  it('says it applies to projects created after the save, and shows what new projects inherit from the installation', async () => {
    await open();
    expect(screen.getByTestId('defaults-scope').textContent).toBe('Applies to projects created after the save: existing projects are not changed.');
    const primary = screen.getByTestId('value-vuetify.primary');
    await waitFor(() => expect(within(primary).getByText('From the installation')).toBeTruthy());
  });

  it('saves the languages, the description and the colours new projects set, at the version read', async () => {
    await open();
    const saves = answer(server, 'admin/installation/theme/prj-defaults/save', (body) => json({ entity: { ...STORED, ...body, version: 2 } }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'A call for applications.' } });
    const accent = within(screen.getByTestId('value-vuetify.accent')).getByRole('textbox');
    fireEvent.change(accent, { target: { value: '#00838F' } });
    fireEvent.blur(accent);
    expect(within(screen.getByTestId('value-vuetify.accent')).getByText('Set for new projects')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      languages: ['it', 'en'],
      default_lang: 'it',
      description: 'A call for applications.',
      Theme_Colors: JSON.stringify({ vuetify: { accent: '#00838F' } }),
      Theme_Graphics: '',
      version: 1,
    });
    await screen.findByText('Project defaults saved');
  });
});

describe('the defaults’ check', () => {
  const words = { languages: 'languages', defaultLang: 'default', description: 'long', color: 'colour' };
  it('asks for a language, a default among them and colours that are colours', () => {
    expect(defaultsErrors({ languages: [], default_lang: 'it', description: '', own: {} }, words)).toEqual({ languages: 'languages', default_lang: 'default' });
    expect(defaultsErrors({ languages: ['en'], default_lang: 'it', description: '', own: {} }, words)).toEqual({ default_lang: 'default' });
    expect(defaultsErrors({ languages: ['it'], default_lang: 'it', description: 'x'.repeat(5001), own: { 'vuetify.primary': 'blue' } }, words)).toEqual({ description: 'long', own: 'colour' });
    expect(defaultsErrors({ languages: ['it'], default_lang: 'it', description: '', own: { 'logo.media_id': null } }, words)).toEqual({});
  });
});
