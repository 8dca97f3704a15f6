import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Title.css';
import { Input, SegmentedControl, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { MediaUploadInput } from '../../../contract/media.ts';
import type { ThemeGraphics } from '../../../contract/theme-defaults.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ColorField } from './color-field.tsx';
import { ThemeImageField } from './theme-image-field.tsx';

interface GraphicsFieldsProps {
  value: ThemeGraphics;
  onChange(path: 'logo.media_id' | 'pages.background.mode' | 'pages.background.color' | 'pages.background.media_id', value: string | null): void;
  owner: Omit<MediaUploadInput, 'kind'>;
  colorError?: string;
  /** Shown under each value: where it comes from, and a way back to the inherited one (a project's theme). */
  annotate?(path: 'logo.media_id' | 'pages.background.mode' | 'pages.background.color' | 'pages.background.media_id'): ReactNode;
}

/** The logo, and the page background: a colour, or an image drawn repeating, centred at the top, on a transparent base. */
export function GraphicsFields({ value, onChange, owner, colorError, annotate }: GraphicsFieldsProps) {
  const { LL } = useI18nContext();
  const texts = LL.theme.graphics;
  const heading = useId();
  const background = value.pages.background;
  return (
    <Stack gap="lg">
      <ThemeImageField
        label={texts.logo()}
        description={texts.logoHelp()}
        value={value.logo.media_id}
        onChange={(id) => onChange('logo.media_id', id)}
        owner={owner}
        emptyText={texts.noLogo()}
        testId="logo-field"
      />
      {annotate?.('logo.media_id')}
      <section aria-labelledby={heading}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={heading}>
            {texts.background()}
          </Title>
          <Input.Wrapper label={texts.mode()} labelElement="div">
            <SegmentedControl
              mt={4}
              value={background.mode}
              onChange={(mode) => onChange('pages.background.mode', mode)}
              data={[
                { value: 'color', label: texts.modeColor() },
                { value: 'image', label: texts.modeImage() },
              ]}
              aria-label={texts.mode()}
            />
          </Input.Wrapper>
          {annotate?.('pages.background.mode')}
          {background.mode === 'color' ? (
            <>
              <ColorField label={texts.color()} value={background.color} error={colorError} onChange={(color) => onChange('pages.background.color', color)} testId="background-color" />
              {annotate?.('pages.background.color')}
            </>
          ) : (
            <>
            <ThemeImageField
              label={texts.image()}
              description={texts.imageHelp()}
              value={background.media_id}
              onChange={(id) => onChange('pages.background.media_id', id)}
              owner={owner}
              tiled
              emptyText={texts.noImage()}
              testId="background-image-field"
            />
              {annotate?.('pages.background.media_id')}
            </>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
