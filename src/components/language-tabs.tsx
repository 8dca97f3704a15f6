import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { LANGUAGE_OPTIONS, LANGUAGES, type Language } from '../../contract/languages.ts';

/** A language as people choose it: in its own words ("Français"). */
export function languageName(lang: Language): string {
  return LANGUAGE_OPTIONS.find((option) => option.value === lang)?.text ?? lang;
}

export interface LanguageTabsProps {
  /** What the tabs choose between, for assistive technology ("Languages"). */
  label: string;
  value: Language;
  onChange(lang: Language): void;
  /** The languages offered, in order: all five unless given. */
  languages?: readonly Language[];
  /** The content of the chosen language's tab. */
  children(lang: Language): ReactNode;
}

/**
 * One text written in several languages, one tab each (named in its own language): only the
 * chosen language's fields are on screen, so a long text in five languages stays one screen long.
 */
export function LanguageTabs({ label, value, onChange, languages = LANGUAGES, children }: LanguageTabsProps) {
  return (
    <Tabs value={value} onChange={(next) => next && onChange(next as Language)} keepMounted={false}>
      <Tabs.List aria-label={label}>
        {languages.map((lang) => (
          <Tabs.Tab key={lang} value={lang} lang={lang}>
            {languageName(lang)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {languages.map((lang) => (
        <Tabs.Panel key={lang} value={lang} pt="sm">
          {value === lang ? children(lang) : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
