import { describe, expect, it } from 'vitest';
import { ThemeLoad } from '../../contract/theme.ts';
import { DEFAULT_THEME_COLORS, DEFAULT_THEME_GRAPHICS } from '../../contract/theme-defaults.ts';
import { signInAsAdmin } from './accounts.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

describe('theme/load', () => {
  it('gives a signed-out visitor the installation theme as JSON texts holding the spec defaults', async () => {
    const answer = await server.browser().call(ThemeLoad, {});

    expect(answer.status).toBe(200);
    expect(typeof answer.body.Theme_Colors).toBe('string');
    expect(typeof answer.body.Theme_Graphics).toBe('string');
    expect(JSON.parse(answer.body.Theme_Colors)).toEqual(DEFAULT_THEME_COLORS);
    expect(JSON.parse(answer.body.Theme_Graphics)).toEqual(DEFAULT_THEME_GRAPHICS);
  });

  it('answers the signed-in operator the same theme', async () => {
    const admin = await signInAsAdmin(server);

    const answer = await admin.call(ThemeLoad, {});

    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.Theme_Colors)).toEqual(DEFAULT_THEME_COLORS);
  });

  it('spells out the spec colours: primary #1976D2, page titles white on #2196F3, background colour #ffffff', async () => {
    const answer = await server.browser().call(ThemeLoad, {});
    const colors = JSON.parse(answer.body.Theme_Colors);
    const graphics = JSON.parse(answer.body.Theme_Graphics);

    expect(colors.vuetify.primary).toBe('#1976D2');
    expect(colors.pageTitles).toEqual({ foreground: '#FFFFFF', background: '#2196F3' });
    expect(graphics.pages.background).toEqual({ mode: 'color', color: '#ffffff', media_id: null });
    expect(graphics.logo).toEqual({ media_id: null });
  });

  it('refuses a company reference that is not a short text', async () => {
    const answer = await server.browser().post('theme/load', { company: 42 });

    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('validation_failed');
    expect(Object.keys(answer.error?.fields ?? {})).toEqual(['company']);
  });
});
