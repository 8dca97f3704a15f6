import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ThemeColors, ThemeGraphics } from '../../../contract/theme-defaults.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { shownRatio, themePairs, type ColorPath, type ContrastPair, type PairKind } from '../../lib/theme/contrast.ts';
import { useBackgroundSamples } from '../../lib/theme/image-samples.ts';

/** Where a pair of the theme is used, in the screen's words. */
export function pairName(LL: TranslationFunctions, pair: ContrastPair): string {
  const texts = LL.theme.contrast;
  const entry = pair.entry ? LL.theme.palette[pair.entry]() : '';
  switch (pair.kind) {
    case 'pageTitle':
      return texts.pageTitle();
    case 'tooltip':
      return texts.tooltip();
    case 'bodyOnPage':
      return texts.bodyOnPage();
    case 'filled':
      return texts.filled({ entry });
    case 'control':
      return texts.control({ entry });
    case 'textOnPage':
      return texts.textOnPage({ entry });
  }
}

const ratioText = (ratio: number) => `${ratio.toFixed(2)}:1`;

// A sample of the pair: a picture of its colours, hidden from the checks (it may be the failing pair itself).
function Sample({ pair }: { pair: ContrastPair }) {
  return (
    <span
      aria-hidden="true"
      inert
      style={{ display: 'inline-block', minWidth: 44, textAlign: 'center', padding: '2px 8px', borderRadius: 4, fontWeight: 700, color: pair.foreground, background: pair.background, border: '1px solid var(--mantine-color-gray-4)' }}
    >
      Aa
    </span>
  );
}

interface ContrastPanelProps {
  colors: ThemeColors;
  graphics: ThemeGraphics;
  /** Takes a repair into the form; a colour this screen does not edit has none (null). */
  onRepair: ((path: ColorPath, color: string) => void) | null;
  /** The paths this screen edits: a repair of another one is named but not offered. */
  repairs: (path: ColorPath) => boolean;
  /** The pairs this screen is about (the graphics screen: those on the page background); all when left out. */
  kinds?: readonly PairKind[];
}

/**
 * Every text and control on a background that the theme makes, checked as WCAG 2.1 AA asks (4.5:1
 * for text, 3:1 for large text and controls) while the colours are picked: a failing one named with
 * its ratio and a repair that keeps its hue and moves its tone. On a background image the text is
 * checked on the image's colours under the page's text.
 */
export function ContrastPanel({ colors, graphics, onRepair, repairs, kinds }: ContrastPanelProps) {
  const { LL } = useI18nContext();
  const texts = LL.theme.contrast;
  const heading = useId();
  const samples = useBackgroundSamples(graphics);
  const pairs = themePairs(colors, graphics, samples).filter((pair) => !kinds || kinds.includes(pair.kind));
  const failing = pairs.filter((pair) => !pair.passes);
  const image = graphics.pages.background.mode === 'image' && graphics.pages.background.media_id !== null;
  return (
    <section aria-labelledby={heading} data-testid="contrast-panel">
      <Stack gap="sm">
        <Title order={2} size="h4" id={heading}>
          {texts.title()}
        </Title>
        <Text size="sm" data-testid="contrast-summary">
          {failing.length === 0 ? texts.allPass({ count: pairs.length }) : texts.someFail({ failing: failing.length, count: pairs.length })}
        </Text>
        {image ? (
          <Text size="sm" c="dimmed">
            {samples.length > 0 ? texts.imageSampled({ count: samples.length }) : texts.imageNotSampled()}
          </Text>
        ) : null}
        {failing.map((pair) => (
          <Paper key={pair.id} withBorder px="sm" py={6} data-testid={`contrast-${pair.id}`}>
            <Group gap="sm" wrap="nowrap" align="center">
              <Sample pair={pair} />
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" fw={600}>
                  {pairName(LL, pair)}
                </Text>
                <Text size="sm">
                  {texts.ratio({ foreground: pair.foreground, background: pair.background, ratio: ratioText(pair.ratio), needed: ratioText(pair.needed) })}
                </Text>
                {pair.kind === 'pageTitle' && pair.passesLarge ? (
                  <Text size="xs" c="dimmed">
                    {texts.largeOnly()}
                  </Text>
                ) : null}
                {pair.productUses ? (
                  <Text size="xs" c="dimmed">
                    {texts.productUses({ color: pair.productUses, ratio: ratioText(shownRatio(pair.productUses, pair.background)) })}
                  </Text>
                ) : null}
                {pair.repair && !(onRepair && repairs(pair.repair.path)) ? (
                  <Text size="xs" c="dimmed">
                    {texts.repairElsewhere({ color: pair.repair.color })}
                  </Text>
                ) : null}
              </div>
              {pair.repair && onRepair && repairs(pair.repair.path) ? (
                <Button
                  size="xs"
                  variant="light"
                  style={{ flexShrink: 0 }}
                  onClick={() => onRepair(pair.repair!.path, pair.repair!.color)}
                  aria-label={texts.repairLabel({ pair: pairName(LL, pair), color: pair.repair.color })}
                >
                  {texts.repair({ color: pair.repair.color })}
                </Button>
              ) : null}
            </Group>
          </Paper>
        ))}
        <Text size="sm" c="dimmed">
          {texts.productReadable()}
        </Text>
      </Stack>
    </section>
  );
}
