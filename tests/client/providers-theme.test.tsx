import 'fake-indexeddb/auto';
import { Button } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../../src/app/providers.tsx';
import { refreshTheme } from '../../src/lib/theme/theme-snapshot.ts';
import { useThemeGraphics } from '../../src/lib/theme/use-theme-graphics.ts';
import { emptyDatabase } from './cache-fixtures.ts';

const MEDIA = '0b7c6f1e-3f4a-4c8e-9d2b-5a6e7f8091a2';
const PURPLE = { Theme_Colors: '{"vuetify":{"primary":"#8e24aa"}}', Theme_Graphics: `{"logo":{"media_id":"${MEDIA}"}}` };
const GREEN = { Theme_Colors: '{"vuetify":{"primary":"#2e7d32"}}', Theme_Graphics: '' };

const server = setupServer();
afterAll(() => server.close());

function mantineVariables(): string {
  return [...document.querySelectorAll('style[data-mantine-styles]')].map((style) => style.textContent).join('\n');
}

function Logo() {
  return <span>{useThemeGraphics().logo.media_id ?? 'no logo'}</span>;
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(emptyDatabase);

describe('the app providers', () => {
  it('paint the first render with the theme read before it: no flash of the default colours', () => {
    render(
      <Providers locale="it" theme={PURPLE}>
        <Button>Save</Button>
        <Logo />
      </Providers>,
    );

    expect(mantineVariables()).toContain('--mantine-color-primary-6: #8e24aa');
    expect(mantineVariables()).toContain('--bo-title-bg: #2196F3');
    expect(screen.getByText(MEDIA)).toBeTruthy();
  });

  it('follow a fresh theme/load answer once it is stored', async () => {
    render(
      <Providers locale="it" theme={PURPLE}>
        <Button>Save</Button>
      </Providers>,
    );

    server.use(http.post('/api/theme/load', () => HttpResponse.json(GREEN)));
    await refreshTheme();

    await waitFor(() => expect(mantineVariables()).toContain('--mantine-color-primary-6: #2e7d32'));
  });
});
