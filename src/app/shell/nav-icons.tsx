import { IconBell, IconBuilding, IconFolder, IconForms, IconGavel, IconSettings, IconSquare, type TablerIcon } from '@tabler/icons-react';
import { SIGNED_IN_ROUTES } from '../../areas/index.ts';
import type { SignedInTitle } from '../../components/screen-handle.ts';

const ICONS = new Map(SIGNED_IN_ROUTES.map((route) => [route.title, route.icon]));

/** The icon of a signed-in screen, as its area declares it, shown beside its name in the navbar and the command palette. */
export function screenIcon(title: SignedInTitle): TablerIcon {
  return ICONS.get(title) ?? IconSquare;
}

/** The icons of the navbar's groups. */
export const GROUP_ICONS = { company: IconBuilding, project: IconFolder, form: IconForms, judges: IconGavel, admin: IconSettings, notifications: IconBell } as const;

const ICON_SIZE = 18;

/** A screen's icon at the navbar's size; it only repeats the name beside it. */
export function NavIcon({ icon: Shown }: { icon: TablerIcon }) {
  return <Shown size={ICON_SIZE} stroke={1.6} aria-hidden />;
}
