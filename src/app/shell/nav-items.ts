import type { NavArea, TitleKey } from '../../components/screen-handle.ts';
import { paramNames } from '../routes/path-pattern.ts';
import { SCREEN_ROUTES } from '../routes/route-table.ts';

/** One entry of the navbar. */
export interface NavItem {
  to: string;
  title: TitleKey;
}

/** The screens of an area that open without parameters, for the navbar's sub-entries. */
export function areaScreens(area: NavArea): NavItem[] {
  return SCREEN_ROUTES.filter((route) => route.side === 'in' && route.area === area && paramNames(route.path).length === 0).map(
    (route) => ({ to: `/app/in/${route.path}`, title: route.title }),
  );
}
