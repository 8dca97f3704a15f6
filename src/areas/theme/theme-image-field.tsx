import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, FileButton, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { IMAGE_TYPES, MEDIA_KIND_RULES, type MediaUploadInput } from '../../../contract/media.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { uploadMedia, UploadError } from '../../lib/media-upload.ts';
import { imageUrl } from '../../lib/theme/build-theme.ts';

interface ThemeImageFieldProps {
  label: string;
  description?: string;
  /** The stored image's media id, or null for none. */
  value: string | null;
  onChange(value: string | null): void;
  /** Whose file an upload makes: the installation's (no company), a company's or a project's. */
  owner: Omit<MediaUploadInput, 'kind'>;
  /** Shows the image as a tile repeated, as a background (else as a logo). */
  tiled?: boolean;
  /** What the screen shows while none is chosen. */
  emptyText: string;
  testId?: string;
}

/**
 * An image of the theme (the logo, a background): the one stored shown as the pages draw it, an
 * upload through the media route (kind `theme`: PNG, JPEG, GIF or WebP up to 2 MiB) and a way to
 * remove it.
 */
export function ThemeImageField({ label, description, value, onChange, owner, tiled = false, emptyText, testId }: ThemeImageFieldProps) {
  const { LL } = useI18nContext();
  const texts = LL.theme.graphics;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rule = MEDIA_KIND_RULES.theme;

  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (!(rule.types as readonly string[]).includes(file.type)) return setError(texts.wrongType());
    if (file.size > rule.maxBytes) return setError(texts.tooLarge({ mb: rule.maxBytes / 1024 / 1024 }));
    setBusy(true);
    try {
      const result = await uploadMedia(file, { kind: 'theme', ...owner });
      onChange(result.media_id);
    } catch (caught) {
      setError(caught instanceof UploadError && caught.message ? caught.message : texts.uploadFailed());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Input.Wrapper label={label} labelElement="div" description={description} error={error} data-testid={testId}>
      <Stack gap="xs" mt={4}>
        <Paper withBorder p="xs" style={{ background: 'var(--mantine-color-gray-0)' }}>
          {value ? (
            tiled ? (
              <div
                role="img"
                aria-label={texts.imageShown({ name: label })}
                data-media-id={value}
                style={{ height: 120, backgroundColor: '#ffffff', backgroundImage: `url("${imageUrl(value)}")`, backgroundRepeat: 'repeat', backgroundPosition: 'center top' }}
              />
            ) : (
              <img src={imageUrl(value)} alt={texts.imageShown({ name: label })} data-media-id={value} style={{ display: 'block', maxHeight: 64, maxWidth: '100%', objectFit: 'contain' }} />
            )
          ) : (
            <Text size="sm" c="dimmed">
              {emptyText}
            </Text>
          )}
        </Paper>
        <Group gap="xs">
          <FileButton onChange={(file) => void upload(file)} accept={IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="default" loading={busy} aria-label={`${value ? texts.replace() : texts.upload()}: ${label}`}>
                {value ? texts.replace() : texts.upload()}
              </Button>
            )}
          </FileButton>
          {value ? (
            <Button variant="subtle" color="gray" onClick={() => onChange(null)} aria-label={`${texts.remove()}: ${label}`}>
              {texts.remove()}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
