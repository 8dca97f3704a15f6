import type { ReactNode } from 'react';

/** A side column whose content stays in view under the header while the form beside it scrolls (the previews). */
export function StickyColumn({ children }: { children: ReactNode }) {
  return (
    <div>
      <div style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 0px) + var(--mantine-spacing-md))' }}>{children}</div>
    </div>
  );
}
