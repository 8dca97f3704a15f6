import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import { SimpleGrid, Stack } from '@mantine/core';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { NoAccess } from '../../components/no-access.tsx';
import { PendingNotice } from '../../components/pending-notice.tsx';
import { RecordForm } from '../../components/record-form.tsx';
import { RecordUnavailable } from '../../components/record-unavailable.tsx';
import { Screen } from '../../components/screen.tsx';
import { parseThemeColors, parseThemeGraphics } from '../../lib/theme/parse-theme.ts';
import { isHexColor } from '../../lib/theme/shades.ts';
import type { ThemeGraphics } from '../../../contract/theme-defaults.ts';
import { ContrastPanel } from './contrast-panel.tsx';
import { GraphicsFields } from './graphics-fields.tsx';
import { GRAPHICS_PART, useInstallationThemeEditor } from './installation-theme-form.ts';
import { ThemeSave } from '../../../contract/theme.ts';
import { ThemeConflict } from './theme-conflict.tsx';
import { ThemePreview } from './theme-preview.tsx';
import { StickyColumn } from './sticky-column.tsx';

// The graphics screen checks what stands on the page background; the colours' own pairs are the Colours screen's.
const ON_THE_PAGE = ['bodyOnPage', 'control', 'textOnPage'] as const;

/** The graphics typed so far, a colour that is not one yet read as its default (for the preview and the check). */
export function typedGraphics(values: ThemeGraphics): ThemeGraphics {
  return parseThemeGraphics(JSON.stringify(values));
}

/**
 * The installation's graphics: the logo and the page background (a colour, or an image), with the
 * contrast of the page's text on it and a live preview. A save re-themes the app at once.
 */
export function ThemeGraphicsPage() {
  const { LL } = useI18nContext();
  const texts = LL.theme.graphics;
  const editor = useInstallationThemeEditor(GRAPHICS_PART, (values) => (isHexColor(values.pages.background.color) ? {} : { 'pages.background.color': LL.theme.colors.invalid() }));
  const { form } = editor;

  let content;
  if (editor.status === 'refused') content = <NoAccess />;
  else if (editor.status === 'unavailable') content = <RecordUnavailable />;
  else if (editor.status === 'loading') content = <FormSkeleton fields={4} />;
  else {
    const values = form.getValues();
    const graphics = typedGraphics(values);
    const colors = parseThemeColors(editor.record?.Theme_Colors);
    content = (
      <RecordForm onSubmit={editor.submit} submitLabel={LL.theme.save()} busy={editor.busy} error={editor.conflict ? null : editor.error} dirty={form.isDirty()} maw={1400}>
        <PendingNotice endpoint={ThemeSave} payload={{}} />
        {editor.conflict ? <ThemeConflict message={editor.conflict.message} onLoad={editor.takeTheirs} onKeep={editor.keepMine} /> : null}
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
          <Stack gap="lg">
            <GraphicsFields
              value={values}
              onChange={(path, value) => form.setFieldValue(path, value)}
              owner={{}}
              colorError={form.errors['pages.background.color'] as string | undefined}
            />
            <ContrastPanel
              colors={colors}
              graphics={graphics}
              onRepair={(path, color) => {
                if (path === 'background') form.setFieldValue('pages.background.color', color);
              }}
              repairs={(path) => path === 'background'}
              kinds={ON_THE_PAGE}
            />
          </Stack>
          <StickyColumn>
            <ThemePreview colors={colors} graphics={graphics} />
          </StickyColumn>
        </SimpleGrid>
      </RecordForm>
    );
  }

  return <Screen description={texts.description()}>{content}</Screen>;
}
