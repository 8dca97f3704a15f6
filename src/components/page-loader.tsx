import '@mantine/core/styles/Loader.css';
import { Loader } from '@mantine/core';
import { useI18nContext } from '../../i18n/i18n-react';

/**
 * Shown while a route's code or its guard's answer is on its way: the start screen index.html
 * paints before any script (its `boot-splash` style), with a spinner, so the first render follows
 * it without a jump.
 */
export function PageLoader() {
  const { LL } = useI18nContext();
  return (
    <div className="boot-splash">
      <img src="/icon-192.png" alt="" width={48} height={48} />
      <p>{LL.app.name()}</p>
      <Loader size="sm" aria-label={LL.app.loading()} />
    </div>
  );
}
