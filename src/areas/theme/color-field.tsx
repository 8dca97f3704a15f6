import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import { ColorInput, Stack } from '@mantine/core';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FILLED_SHADE, isHexColor, shadesOf } from '../../lib/theme/shades.ts';

/** Colours offered beside the picker: the spec's defaults and the common Material tones. */
export const SWATCHES = [
  '#1976D2',
  '#2196F3',
  '#0D47A1',
  '#424242',
  '#82B1FF',
  '#FF5252',
  '#C62828',
  '#4CAF50',
  '#2E7D32',
  '#FFC107',
  '#EF6C00',
  '#6A1B9A',
  '#00838F',
  '#a7a7a7',
  '#616161',
  '#FFFFFF',
  '#000000',
];

/** The ten shades a colour becomes, light to dark, the chosen colour itself marked as the filled one. */
export function ShadeStrip({ color, label }: { color: string; label: string }) {
  const { LL } = useI18nContext();
  if (!isHexColor(color)) return null;
  const shades = shadesOf(color);
  return (
    <ol aria-label={LL.theme.colors.shadesOf({ entry: label })} style={{ display: 'flex', listStyle: 'none', margin: 0, padding: 0, gap: 2 }} data-testid="shade-strip">
      {shades.map((shade, index) => (
        <li
          key={index}
          title={shade}
          aria-label={index === FILLED_SHADE ? LL.theme.colors.chosenShade({ index, color: shade }) : LL.theme.colors.shade({ index, color: shade })}
          data-shade={index}
          data-color={shade.toLowerCase()}
          style={{
            flex: 1,
            height: index === FILLED_SHADE ? 24 : 18,
            alignSelf: 'flex-end',
            background: shade,
            borderRadius: 2,
            outline: index === FILLED_SHADE ? '2px solid var(--mantine-color-black)' : undefined,
            outlineOffset: 1,
          }}
        />
      ))}
    </ol>
  );
}

interface ColorFieldProps {
  label: string;
  description?: string;
  value: string;
  error?: React.ReactNode;
  onChange(value: string): void;
  onBlur?(): void;
  /** Shows the ten shades under the input (palette entries). */
  withShades?: boolean;
  testId?: string;
}

/** A colour of the theme: typed as #rrggbb or picked, with swatches, and the shades it becomes. */
export function ColorField({ label, description, value, error, onChange, onBlur, withShades = false, testId }: ColorFieldProps) {
  return (
    <Stack gap={4}>
      <ColorInput
        label={label}
        description={description}
        value={value}
        error={error}
        onChange={onChange}
        onBlur={onBlur}
        format="hex"
        swatches={SWATCHES}
        swatchesPerRow={9}
        withEyeDropper={false}
        data-testid={testId}
      />
      {withShades ? <ShadeStrip color={value} label={label} /> : null}
    </Stack>
  );
}
