import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { PALETTE_KEYS, type ThemeColors, type ThemeGraphics } from '../../../contract/theme-defaults.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { imageUrl } from '../../lib/theme/build-theme.ts';
import { filledText } from '../../lib/theme/contrast.ts';
import { readableOn, shadesOf } from '../../lib/theme/shades.ts';

/** The widths the preview is shown at: a phone, a tablet, a desktop. */
export const PREVIEW_WIDTHS = [390, 768, 1280] as const;
type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];

const FONT = 'var(--mantine-font-family)';
const PAGE_HEIGHT = 460;

interface Look {
  colors: ThemeColors;
  graphics: ThemeGraphics;
}

function pageBackground({ graphics }: Look): CSSProperties {
  const background = graphics.pages.background;
  if (background.mode === 'image' && background.media_id) {
    // Spec section 9: repeating, centred at the top, on a transparent base (the page under it is white).
    return { backgroundColor: '#ffffff', backgroundImage: `url("${imageUrl(background.media_id)}")`, backgroundRepeat: 'repeat', backgroundPosition: 'center top' };
  }
  return { backgroundColor: background.color };
}

function Logo({ look, name }: { look: Look; name: string }) {
  const id = look.graphics.logo.media_id;
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0, fontWeight: 700 }}>
      {id ? <img src={imageUrl(id)} alt="" height={32} style={{ width: 'auto', maxWidth: 120, objectFit: 'contain' }} /> : null}
      <span style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
    </span>
  );
}

function FilledButton({ color, children }: { color: string; children: ReactNode }) {
  return (
    <span style={{ display: 'inline-block', background: color, color: filledText(color), padding: '6px 14px', borderRadius: 4, fontWeight: 600, fontSize: 14 }}>{children}</span>
  );
}

function OutlineButton({ color, page, children }: { color: string; page: string; children: ReactNode }) {
  const text = readableOn(color, page);
  return <span style={{ display: 'inline-block', border: `1px solid ${text}`, color: text, padding: '5px 13px', borderRadius: 4, fontWeight: 600, fontSize: 14 }}>{children}</span>;
}

function Field({ label }: { label: string }) {
  return (
    <span style={{ display: 'block', fontSize: 13 }}>
      {label}
      <span style={{ display: 'block', height: 30, marginTop: 4, border: '1px solid #ced4da', borderRadius: 4, background: '#ffffff' }} />
    </span>
  );
}

/** The back office as the theme paints it: header, navbar (a burger below 1280 px), a page title, a card with buttons, a tooltip. */
function BackOffice({ look, width }: { look: Look; width: PreviewWidth }) {
  const { LL } = useI18nContext();
  const texts = LL.theme.preview;
  const { colors } = look;
  const primary = shadesOf(colors.vuetify.primary);
  const wide = width >= 1280;
  return (
    <div style={{ ...pageBackground(look), height: PAGE_HEIGHT, display: 'flex', flexDirection: 'column', color: '#000', fontFamily: FONT }}>
      <div style={{ height: 56, display: 'flex', alignItems: 'center', gap: 12, padding: '0 16px', background: '#ffffff', borderBottom: '1px solid #dee2e6' }}>
        {wide ? null : <span style={{ fontSize: 22, lineHeight: 1 }}>☰</span>}
        <Logo look={look} name={LL.app.name()} />
      </div>
      <div style={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {wide ? (
          <div style={{ width: 260, background: '#ffffff', borderRight: '1px solid #dee2e6', padding: 8, fontSize: 14 }}>
            <div style={{ padding: '8px 12px', borderRadius: 4, background: primary[0], color: readableOn(primary[9], primary[0]), fontWeight: 600 }}>{texts.navActive()}</div>
            <div style={{ padding: '8px 12px' }}>{texts.navOther()}</div>
            <div style={{ padding: '8px 12px' }}>{texts.navThird()}</div>
          </div>
        ) : null}
        <div style={{ flex: 1, padding: 16, display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 }}>
          <div style={{ background: colors.pageTitles.background, color: colors.pageTitles.foreground, padding: '8px 16px', borderRadius: 4, fontSize: 22, fontWeight: 700 }}>{texts.pageTitle()}</div>
          <div style={{ background: '#ffffff', border: '1px solid #dee2e6', borderRadius: 8, padding: 16, display: 'flex', flexDirection: 'column', gap: 10 }}>
            <span style={{ fontWeight: 700 }}>{texts.cardTitle()}</span>
            <span style={{ fontSize: 14 }}>
              {texts.cardText()} <span style={{ color: readableOn(colors.vuetify.primary, '#ffffff'), textDecoration: 'underline' }}>{texts.link()}</span>
            </span>
            <span style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {PALETTE_KEYS.map((key) => (
                <FilledButton key={key} color={colors.vuetify[key]}>
                  {LL.theme.palette[key]()}
                </FilledButton>
              ))}
              <OutlineButton color={colors.vuetify.primary} page="#ffffff">
                {texts.outline()}
              </OutlineButton>
            </span>
            <span style={{ position: 'relative', display: 'inline-flex', alignItems: 'center', gap: 8, fontSize: 14 }}>
              <span style={{ width: 20, height: 20, borderRadius: '50%', border: '1px solid #868e96', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontSize: 12 }}>?</span>
              <span style={{ background: colors.tooltips.background, color: colors.tooltips.foreground, padding: '4px 10px', borderRadius: 4, fontSize: 14 }}>{texts.tooltip()}</span>
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The public form as a respondent sees it in this theme. */
function PublicForm({ look }: { look: Look }) {
  const { LL } = useI18nContext();
  const texts = LL.theme.preview;
  return (
    <div style={{ ...pageBackground(look), height: PAGE_HEIGHT, padding: 16, color: '#000', fontFamily: FONT }}>
      <div style={{ maxWidth: 720, margin: '0 auto', display: 'flex', flexDirection: 'column', gap: 12 }}>
        <Logo look={look} name={texts.projectName()} />
        <div style={{ background: '#ffffff', border: '1px solid #dee2e6', borderRadius: 8, padding: 16, display: 'flex', flexDirection: 'column', gap: 12 }}>
          <span style={{ fontSize: 22, fontWeight: 700 }}>{texts.formTitle()}</span>
          <Field label={texts.fieldName()} />
          <Field label={texts.fieldEmail()} />
          <span style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
            <OutlineButton color={look.colors.vuetify.primary} page="#ffffff">
              {texts.back()}
            </OutlineButton>
            <FilledButton color={look.colors.vuetify.primary}>{texts.submit()}</FilledButton>
          </span>
        </div>
      </div>
    </div>
  );
}

/** A landing page in this theme: its menu, a title, a paragraph and a form's block. */
function LandingPage({ look }: { look: Look }) {
  const { LL } = useI18nContext();
  const texts = LL.theme.preview;
  const page = look.graphics.pages.background.mode === 'color' ? look.graphics.pages.background.color : '#ffffff';
  const link = readableOn(look.colors.vuetify.primary, page);
  return (
    <div style={{ ...pageBackground(look), height: PAGE_HEIGHT, padding: 16, color: '#000', fontFamily: FONT }}>
      <div style={{ maxWidth: 880, margin: '0 auto', display: 'flex', flexDirection: 'column', gap: 12 }}>
        <span style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
          <Logo look={look} name={texts.projectName()} />
          <span style={{ display: 'flex', gap: 16, fontSize: 14, color: link, textDecoration: 'underline' }}>
            <span>{texts.menuCall()}</span>
            <span>{texts.menuRules()}</span>
          </span>
        </span>
        <span style={{ fontSize: 30, fontWeight: 700, lineHeight: 1.2 }}>{texts.landingTitle()}</span>
        <span style={{ fontSize: 16 }}>{texts.landingText()}</span>
        <div style={{ background: '#ffffff', border: '1px solid #dee2e6', borderRadius: 8, padding: 16, display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
          <span style={{ fontWeight: 700 }}>{texts.formTitle()}</span>
          <span style={{ fontSize: 14 }}>{texts.openUntil()}</span>
          <FilledButton color={look.colors.vuetify.primary}>{texts.apply()}</FilledButton>
        </div>
      </div>
    </div>
  );
}

// A page drawn at `width` CSS pixels, scaled down to the column it stands in.
function Scaled({ width, label, children }: { width: PreviewWidth; label: string; children: ReactNode }) {
  const { ref, width: room } = useElementSize();
  const scale = room > 0 ? Math.min(1, room / width) : 1;
  return (
    <figure style={{ margin: 0 }}>
      <figcaption>
        <Text size="sm" fw={500}>
          {label}
        </Text>
      </figcaption>
      <div ref={ref} style={{ width: '100%', height: PAGE_HEIGHT * scale, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}>
        <div inert style={{ width, transform: `scale(${scale})`, transformOrigin: 'top left' }}>
          {children}
        </div>
      </div>
    </figure>
  );
}

/**
 * The theme being edited as it will look, at a phone's, a tablet's or a desktop's width: the back
 * office, the public form and a landing page. A picture: nothing in it can be focused or pressed,
 * and what it shows is read out by the contrast check beside it.
 */
export function ThemePreview({ colors, graphics }: Look) {
  const { LL } = useI18nContext();
  const texts = LL.theme.preview;
  const heading = useId();
  const [width, setWidth] = useState<PreviewWidth>(768);
  const look = { colors, graphics };
  return (
    <section aria-labelledby={heading} data-testid="theme-preview" data-width={width}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={heading}>
          {texts.title()}
        </Title>
        <SegmentedControl
          value={String(width)}
          onChange={(value) => setWidth(Number(value) as PreviewWidth)}
          data={PREVIEW_WIDTHS.map((w) => ({ value: String(w), label: texts.width({ width: w }) }))}
          aria-label={texts.widths()}
        />
        <Stack gap="md">
          <Scaled width={width} label={texts.backOffice()}>
            <BackOffice look={look} width={width} />
          </Scaled>
          <Scaled width={width} label={texts.publicForm()}>
            <PublicForm look={look} />
          </Scaled>
          <Scaled width={width} label={texts.landing()}>
            <LandingPage look={look} />
          </Scaled>
        </Stack>
      </Stack>
    </section>
  );
}
