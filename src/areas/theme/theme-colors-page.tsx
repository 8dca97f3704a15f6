import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { PALETTE_KEYS, type ThemeColors } from '../../../contract/theme-defaults.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { NoAccess } from '../../components/no-access.tsx';
import { PendingNotice } from '../../components/pending-notice.tsx';
import { RecordForm } from '../../components/record-form.tsx';
import { RecordUnavailable } from '../../components/record-unavailable.tsx';
import { Screen } from '../../components/screen.tsx';
import { withColor, type ColorPath } from '../../lib/theme/contrast.ts';
import { parseThemeColors, parseThemeGraphics } from '../../lib/theme/parse-theme.ts';
import { isHexColor } from '../../lib/theme/shades.ts';
import { ColorField } from './color-field.tsx';
import { COLOR_PATHS, colorAt, colorLabel, type FormColorPath } from './color-paths.ts';
import { ContrastPanel } from './contrast-panel.tsx';
import { COLORS_PART, useInstallationThemeEditor } from './installation-theme-form.ts';
import { ThemeSave } from '../../../contract/theme.ts';
import { ThemePreview } from './theme-preview.tsx';
import { ThemeConflict } from './theme-conflict.tsx';
import { StickyColumn } from './sticky-column.tsx';

/** The colours typed so far, each one that is not a colour yet read as its default (for the preview and the check). */
export function typedColors(values: ThemeColors): ThemeColors {
  return parseThemeColors(JSON.stringify(values));
}

/** The form's check: every colour is #rgb or #rrggbb. */
export function colorErrors(values: ThemeColors, message: string): Partial<Record<string, string>> {
  return Object.fromEntries(COLOR_PATHS.filter((path) => !isHexColor(colorAt(values, path))).map((path) => [path, message]));
}

/**
 * The installation's colours: the palette's seven entries with the ten shades each becomes, the page
 * titles' and tooltips' pairs, the contrast of everything they make and a live preview at three widths.
 * A save re-themes the app at once.
 */
export function ThemeColorsPage() {
  const { LL } = useI18nContext();
  const texts = LL.theme.colors;
  const editor = useInstallationThemeEditor(COLORS_PART, (values) => colorErrors(values, texts.invalid()));
  const { form } = editor;
  const paletteHeading = useId();
  const pairsHeading = useId();

  let content;
  if (editor.status === 'refused') content = <NoAccess />;
  else if (editor.status === 'unavailable') content = <RecordUnavailable />;
  else if (editor.status === 'loading') content = <FormSkeleton fields={8} />;
  else {
    const values = form.getValues();
    const colors = typedColors(values);
    const graphics = parseThemeGraphics(editor.record?.Theme_Graphics);
    const field = (path: FormColorPath, withShades: boolean) => {
      const input = form.getInputProps(path);
      return (
        <ColorField
          key={path}
          label={colorLabel(LL, path)}
          value={colorAt(values, path)}
          error={input.error as string | undefined}
          onChange={(value) => form.setFieldValue(path, value)}
          onBlur={input.onBlur as () => void}
          withShades={withShades}
          testId={`color-${path}`}
        />
      );
    };
    const repair = (path: ColorPath, color: string) => {
      if (path === 'background') return;
      const next = withColor(values, path, color);
      form.setValues(next);
    };
    content = (
      <RecordForm onSubmit={editor.submit} submitLabel={LL.theme.save()} busy={editor.busy} error={editor.conflict ? null : editor.error} dirty={form.isDirty()} maw={1400}>
        <PendingNotice endpoint={ThemeSave} payload={{}} />
        {editor.conflict ? <ThemeConflict message={editor.conflict.message} onLoad={editor.takeTheirs} onKeep={editor.keepMine} /> : null}
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
          <Stack gap="lg">
            <section aria-labelledby={paletteHeading}>
              <Stack gap="sm">
                <div>
                  <Title order={2} size="h4" id={paletteHeading}>
                    {texts.palette()}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {texts.paletteHelp()}
                  </Text>
                </div>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {PALETTE_KEYS.map((key) => field(`vuetify.${key}`, true))}
                </SimpleGrid>
              </Stack>
            </section>
            <section aria-labelledby={pairsHeading}>
              <Stack gap="sm">
                <Title order={2} size="h4" id={pairsHeading}>
                  {texts.pairs()}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {(['pageTitles.foreground', 'pageTitles.background', 'tooltips.foreground', 'tooltips.background'] as const).map((path) => field(path, false))}
                </SimpleGrid>
              </Stack>
            </section>
            <ContrastPanel colors={colors} graphics={graphics} onRepair={repair} repairs={(path) => path !== 'background'} />
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
