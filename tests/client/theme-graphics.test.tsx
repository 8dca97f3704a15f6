import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ThemeGraphicsPage } from '../../src/areas/theme/theme-graphics-page.tsx';
import { rememberSignedIn, scriptedApi } from './cache-fixtures.ts';
import { answer, json, showScreen, withThemeTexts } from './theme-screens-fixtures.tsx';

const server = scriptedApi();
withThemeTexts();

const PATH = '/app/in/admin/installation/theme/graphics';
const LOGO = '5a1c0c3e-7d2b-4f1e-9c8a-1b2c3d4e5f60';
const TILE = '6b2d1d4f-8e3c-4a2f-8d9b-2c3d4e5f6a71';

async function open(graphics: object = {}) {
  await rememberSignedIn();
  answer(server, 'admin/installation/theme/get', () => json({ entity: { Theme_Colors: '', Theme_Graphics: JSON.stringify(graphics), version: 2 } }));
  answer(server, 'theme/load', () => json({ Theme_Colors: '', Theme_Graphics: '' }));
  showScreen(ThemeGraphicsPage, PATH, PATH);
  await screen.findByRole('heading', { name: 'Page background' });
}

function uploads(mediaId: string): Array<Record<string, string>> {
  const seen: Array<Record<string, string>> = [];
  server.use(
    http.post('/api/media/upload', async ({ request }) => {
      const form = await request.formData();
      seen.push({ kind: String(form.get('kind')), company: String(form.get('company') ?? '') });
      return HttpResponse.json({ media_id: mediaId, kind: 'theme', type: 'image/png', size: 120, name: 'logo.png' });
    }),
  );
  return seen;
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('the Graphics screen', () => {
  it('uploads a logo as a theme file, shows it from /api/img and saves its id at the version read', async () => {
    await open();
    expect(screen.getByText('No logo: the header shows the name only.')).toBeTruthy();
    const sent = uploads(LOGO);
    const input = screen.getByTestId('logo-field').querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [png('logo.png')] } });
    const shown = await screen.findByRole('img', { name: 'Current Logo' });
    expect(shown.getAttribute('src')).toBe(`/api/img/${LOGO}`);
    // The installation's file: no company, no project.
    expect(sent).toEqual([{ kind: 'theme', company: '' }]);
    const saves = answer(server, 'admin/installation/theme/save', () => json({ Success: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({ Theme_Graphics: JSON.stringify({ logo: { media_id: LOGO } }), version: 2 });
  });

  it('refuses a file that is not an image before sending it', async () => {
    await open();
    const sent = uploads(LOGO);
    const input = screen.getByTestId('logo-field').querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'rules.pdf', { type: 'application/pdf' })] } });
    await screen.findByText('Choose a PNG, JPEG, GIF or WebP image.');
    expect(sent).toHaveLength(0);
  });

  it('draws a background image repeating, centred at the top, and checks the page’s text on it', async () => {
    await open({ pages: { background: { mode: 'image', media_id: TILE } } });
    const tile = await screen.findByRole('img', { name: 'Current Background image' });
    expect(tile.style.backgroundImage).toContain(`/api/img/${TILE}`);
    expect(tile.style.backgroundRepeat).toBe('repeat');
    expect(tile.style.backgroundPosition).toBe('center top');
    // jsdom decodes no image: the check says so and reads the text on white meanwhile.
    expect(screen.getByText(/could not be read yet/)).toBeTruthy();
  });

  it('offers the repair of a page colour the body text does not read on', async () => {
    await open({ pages: { background: { mode: 'color', color: '#333333' } } });
    const pair = screen.getByTestId('contrast-bodyOnPage');
    expect(pair.textContent).toContain('#000000 on #333333');
    fireEvent.click(screen.getByRole('button', { name: /Text on the page background: use/ }));
    await waitFor(() => expect(screen.queryByTestId('contrast-bodyOnPage')).toBeNull());
  });
});
