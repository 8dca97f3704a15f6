import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileExport } from '@tabler/icons-react';
import { LANGUAGES, type Language } from '../../../contract/languages.ts';
import { TRANSLATION_EXPORT_PATH, type TranslationFormat } from '../../../contract/translations.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { languageName } from '../../components/language-tabs.tsx';

/** The export's address: XLIFF and PO hold one language, XLSX every one. */
export function exportHref(format: TranslationFormat, lang?: Language): string {
  const params = new URLSearchParams({ format, ...(lang ? { lang } : {}) });
  return `${TRANSLATION_EXPORT_PATH}?${params.toString()}`;
}

/** The texts as a file: XLIFF 2.0 and PO per language (the screen's first), XLSX with every language in columns. */
export function ExportMenu({ lang }: { lang: Language }) {
  const { LL } = useI18nContext();
  const words = LL.translations;
  const languages = [lang, ...LANGUAGES.filter((other) => other !== lang)];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconFileExport aria-hidden="true" size={18} />} rightSection={<IconChevronDown aria-hidden="true" size={14} />}>
          {words.exportButton()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={words.exportMenu()}>
        <Menu.Item component="a" href={exportHref('xlsx')} download>
          {words.exportXlsx()}
        </Menu.Item>
        <Menu.Divider />
        {languages.map((code) => (
          <Menu.Item key={`xliff-${code}`} component="a" href={exportHref('xliff', code)} download>
            {words.exportXliff({ lang: languageName(code) })}
          </Menu.Item>
        ))}
        <Menu.Divider />
        {languages.map((code) => (
          <Menu.Item key={`po-${code}`} component="a" href={exportHref('po', code)} download>
            {words.exportPo({ lang: languageName(code) })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
