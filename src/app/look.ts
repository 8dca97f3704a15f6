import type { MantineThemeOverride } from '@mantine/core';

const PX_PER_EM = 16;
const em = (px: number) => `${px / PX_PER_EM}em`;

/** The colour scheme the back office uses (spec section 9: light theme). */
export const LOOK_COLOR_SCHEME = 'light' as const;

/**
 * The spec's breakpoints (section 9) in em, as Mantine expects them; xxl is an extra one.
 * Below lg counts as mobile: the navbar folds behind a burger there.
 */
export const LOOK_BREAKPOINTS = {
  xs: em(0),
  sm: em(600),
  md: em(960),
  lg: em(1280),
  xl: em(1920),
  xxl: em(2560),
};

/**
 * The look defaults of spec section 9 as a theme fragment to merge into the app's theme:
 * tabs on white, flat toolbar buttons in cards, outlined card actions, switches in the
 * info colour. Plain objects, so merging it does not pull the components into the bundle.
 */
export const look = {
  breakpoints: LOOK_BREAKPOINTS,
  components: {
    Tabs: { styles: { root: { backgroundColor: 'var(--mantine-color-white)' } } },
    Switch: { defaultProps: { color: 'info' } },
    // A menu holds menu items only: Mantine's focus placeholder (a focusable role=presentation) breaks role=menu's rule.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    CardToolbarButton: { defaultProps: { variant: 'subtle' } },
    CardActionButton: { defaultProps: { variant: 'outline' } },
  },
} satisfies MantineThemeOverride;
