import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './app/pwa.ts';
import { loadLanguage } from './lib/i18n.ts';
import { storedLanguage } from './lib/language.ts';

const lang = storedLanguage();
document.documentElement.lang = lang;

// The dictionary is in place before the first render, so no screen flashes untranslated keys.
void loadLanguage(lang).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App locale={lang} />
    </StrictMode>,
  );
});
registerServiceWorker();
