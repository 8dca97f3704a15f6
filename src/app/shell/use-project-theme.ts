import { useEffect } from 'react';
import { useScreenMatch } from '../../components/screen-handle.ts';
import { enterThemeScope } from '../../lib/theme/theme-snapshot.ts';

/** Paints the app in the theme of the project whose screen is open, and in the installation's elsewhere. */
export function useProjectTheme(): void {
  const params = useScreenMatch()?.params ?? {};
  const company = params.company ?? null;
  const project = params.project ?? null;
  useEffect(() => {
    enterThemeScope(company && project ? { company, project } : null);
  }, [company, project]);
}
