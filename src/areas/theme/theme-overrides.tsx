import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { MediaUploadInput } from '../../../contract/media.ts';
import type { ThemeLevel } from '../../../contract/theme-merge.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ColorField } from './color-field.tsx';
import { COLOR_PATHS, colorAt, colorLabel } from './color-paths.ts';
import { ContrastPanel } from './contrast-panel.tsx';
import { GraphicsFields } from './graphics-fields.tsx';
import { projectTheme, type ThemeLayerTexts, type ThemeOwn, type ThemePath } from './project-theme-form.ts';
import { ThemePreview } from './theme-preview.tsx';
import { StickyColumn } from './sticky-column.tsx';

/** Where a value comes from, and a way back to the inherited one when this level sets it. */
function ValueSource({ name, source, ownText, inherited, onReset }: { name: string; source: ThemeLevel; ownText: string; inherited: string; onReset(): void }) {
  const { LL } = useI18nContext();
  const texts = LL.theme.project;
  return (
    <Group gap="xs" justify="space-between" wrap="wrap" data-source={source}>
      <Text size="xs" c="dimmed">
        {source === 'project' ? ownText : texts.from[source]()}
      </Text>
      {source === 'project' ? (
        <Button size="compact-xs" variant="subtle" onClick={onReset} aria-label={texts.resetLabel({ name, value: inherited })}>
          {texts.reset()}
        </Button>
      ) : null}
    </Group>
  );
}

interface ThemeOverridesProps {
  /** The levels under this one. */
  layers: ThemeLayerTexts;
  own: ThemeOwn;
  onChange(own: ThemeOwn): void;
  /** Whose files an upload makes. */
  owner: Omit<MediaUploadInput, 'kind'>;
  /** How a value this level sets says so ("Set for this project"). */
  ownText: string;
  /** Shown above the colours. */
  colorsHelp: ReactNode;
}

/**
 * One level's own colours and graphics over the levels under it: each value shows where it comes
 * from and goes back to the inherited one on demand, with the contrast and the preview of the
 * merged result beside them.
 */
export function ThemeOverrides({ layers, own, onChange, owner, ownText, colorsHelp }: ThemeOverridesProps) {
  const { LL } = useI18nContext();
  const texts = LL.theme.project;
  const colorsHeading = useId();
  const graphicsHeading = useId();
  const theme = projectTheme(layers, own);
  const set = (path: ThemePath, value: string | null) => onChange({ ...own, [path]: value });
  const reset = (path: ThemePath) => {
    const next: ThemeOwn = { ...own };
    delete next[path];
    onChange(next);
  };
  const shown = (value: unknown) => (value === null || value === undefined ? texts.none() : String(value));
  const source = (path: ThemePath, name: string) => (
    <ValueSource name={name} source={theme.source(path)} ownText={ownText} inherited={shown(theme.inheritedValue(path))} onReset={() => reset(path)} />
  );
  const graphicsNames = {
    'logo.media_id': LL.theme.graphics.logo(),
    'pages.background.mode': LL.theme.graphics.mode(),
    'pages.background.color': LL.theme.graphics.color(),
    'pages.background.media_id': LL.theme.graphics.image(),
  };
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
      <Stack gap="lg">
        <section aria-labelledby={colorsHeading}>
          <Stack gap="sm">
            <div>
              <Title order={2} size="h4" id={colorsHeading}>
                {texts.colors()}
              </Title>
              <Text size="sm" c="dimmed">
                {colorsHelp}
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {COLOR_PATHS.map((path) => {
                const name = colorLabel(LL, path);
                return (
                  <Stack key={path} gap={2} data-testid={`value-${path}`}>
                    <ColorField label={name} value={own[path] ?? colorAt(theme.colors, path)} onChange={(value) => set(path, value)} withShades={path.startsWith('vuetify.')} />
                    {source(path, name)}
                  </Stack>
                );
              })}
            </SimpleGrid>
          </Stack>
        </section>
        <section aria-labelledby={graphicsHeading}>
          <Stack gap="sm">
            <Title order={2} size="h4" id={graphicsHeading}>
              {texts.graphics()}
            </Title>
            <GraphicsFields
              value={theme.graphics}
              onChange={(path, value) => set(path, value)}
              owner={owner}
              annotate={(path) => <div data-testid={`value-${path}`}>{source(path, graphicsNames[path])}</div>}
            />
          </Stack>
        </section>
        <ContrastPanel
          colors={theme.colors}
          graphics={theme.graphics}
          onRepair={(path, color) => set(path === 'background' ? 'pages.background.color' : path, color)}
          repairs={() => true}
        />
      </Stack>
      <StickyColumn>
        <ThemePreview colors={theme.colors} graphics={theme.graphics} />
      </StickyColumn>
    </SimpleGrid>
  );
}
