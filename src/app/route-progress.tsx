import './route-progress.css';
import { useEffect, useState } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { useI18nContext } from '../../i18n/i18n-react';

// A navigation quicker than this shows no bar, so quick ones do not flash.
const SHOW_AFTER_MS = 150;

/** True once the router has been loading a page (its code, its guard's answer) for `SHOW_AFTER_MS`. */
function useSlowNavigation(): boolean {
  const { state, location } = useNavigation();
  // The navigation that became slow: a later one starts its own wait.
  const [slow, setSlow] = useState<typeof location>(undefined);
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setSlow(location), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state, location]);
  return state !== 'idle' && slow !== undefined && slow === location;
}

/** A thin bar at the top of the viewport while the next page loads. */
export function RouteProgress() {
  const { LL } = useI18nContext();
  if (!useSlowNavigation()) return null;
  return <div className="route-progress" role="progressbar" aria-label={LL.app.loading()} data-testid="route-progress" />;
}

/** Every route's frame: the navigation's progress above the routed page. */
export function RouteFrame() {
  return (
    <>
      <RouteProgress />
      <Outlet />
    </>
  );
}
