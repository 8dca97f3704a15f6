import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Menu, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileText, IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import type { Job } from '../../../../contract/jobs.ts';
import { isLanguage, LANGUAGES, type Language } from '../../../../contract/languages.ts';
import { EXPORT_FORMATS, ResultsExport, type ResultsFilters } from '../../../../contract/results.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { JobProgress } from '../../../components/job-progress.tsx';
import { call } from '../../../lib/api.ts';
import type { FormScope } from '../../../lib/forms/form-screens.ts';
import { noticeSuccess } from '../../../lib/notices.ts';
import { languageName } from '../filters/filter-words.ts';
import { filteredPayload } from '../use-results-address.ts';

/** A format of a results export. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const ICONS = { csv: IconFileText, xlsx: IconFileSpreadsheet, zip: IconFileZip } as const;

interface ExportProps {
  scope: FormScope;
  filters: ResultsFilters;
  /** The form's languages, the labels of an export are written in one of them. */
  languages: Language[];
  /** The form's default language. */
  fallback: Language;
}

function ExportDialog({ scope, filters, languages, fallback, format, onClose }: ExportProps & { format: ExportFormat; onClose(): void }) {
  const { LL, locale } = useI18nContext();
  const words = LL.results.exports;
  const offered = languages.length > 0 ? languages : [...LANGUAGES];
  const [lang, setLang] = useState<Language>(offered.includes(locale) ? locale : offered.includes(fallback) ? fallback : offered[0]!);
  const [job, setJob] = useState<Job | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const start = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setAlert(null);
    const result = await call(ResultsExport, { ...filteredPayload(scope, filters), format, lang });
    setBusy(false);
    if (!result.ok) return setAlert(result.error?.message ?? LL.results.unreachable());
    if (result.queued) {
      noticeSuccess(LL.results.queued());
      return onClose();
    }
    setJob(result.data);
  };
  return (
    <Modal opened onClose={onClose} title={words.title({ format: words.formats[format]() })} closeButtonProps={{ 'aria-label': LL.app.close() }}>
      {job ? (
        <Stack>
          <JobProgress job={job} />
          <Button variant="default" onClick={onClose} style={{ alignSelf: 'flex-end' }}>
            {words.close()}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={(event) => void start(event)} noValidate>
          <Stack>
            <FormAlert message={alert} />
            <Text size="sm">{words.what()}</Text>
            <NativeSelect
              label={words.language()}
              description={words.languageHelp()}
              data={offered.map((code) => ({ value: code, label: languageName(code) }))}
              value={lang}
              onChange={(event) => isLanguage(event.currentTarget.value) && setLang(event.currentTarget.value)}
            />
            <DialogActions submitLabel={words.start()} busy={busy} onCancel={onClose} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** The export of the filtered submissions: a table (CSV, XLSX) or their files (ZIP), in a language, followed as a job until it downloads. */
export function ExportMenu(props: ExportProps) {
  const { LL } = useI18nContext();
  const words = LL.results.exports;
  const [format, setFormat] = useState<ExportFormat | null>(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconDownload aria-hidden="true" size={16} />} rightSection={<IconChevronDown aria-hidden="true" size={14} />}>
            {words.button()}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {EXPORT_FORMATS.map((item) => {
            const Icon = ICONS[item];
            return (
              <Menu.Item key={item} leftSection={<Icon aria-hidden="true" size={16} />} onClick={() => setFormat(item)}>
                {words.formats[item]()}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
      {format ? <ExportDialog {...props} format={format} onClose={() => setFormat(null)} /> : null}
    </>
  );
}
