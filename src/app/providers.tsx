import { createTheme, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Language } from '../../contract/languages.ts';
import TypesafeI18n from '../../i18n/i18n-react';

const theme = createTheme({ primaryColor: 'blue' });

/** Mantine and the translations around the whole app. */
export function Providers({ locale, children }: { locale: Language; children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <TypesafeI18n locale={locale}>{children}</TypesafeI18n>
    </MantineProvider>
  );
}
