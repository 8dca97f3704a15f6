import '@mantine/core/styles/Text.css';
import { Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../i18n/i18n-react';
import { HOME_PATH } from '../../lib/next-path.ts';
import { useThemeGraphics } from '../../lib/theme/use-theme-graphics.ts';

const LOGO_HEIGHT = 36;

/** The installation's logo when one is stored, else the product name; both lead Home. */
export function ShellLogo() {
  const { LL } = useI18nContext();
  const mediaId = useThemeGraphics().logo.media_id;
  return (
    <Link to={HOME_PATH} style={{ display: 'flex', alignItems: 'center', color: 'inherit', textDecoration: 'none' }}>
      {mediaId ? (
        <img src={`/api/img/${encodeURIComponent(mediaId)}`} alt={LL.app.name()} height={LOGO_HEIGHT} />
      ) : (
        <Text fw={700}>{LL.app.name()}</Text>
      )}
    </Link>
  );
}
