import '@mantine/core/styles/Text.css';
import { Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../i18n/i18n-react';
import { HOME_PATH } from '../../lib/next-path.ts';
import { useThemeGraphics } from '../../lib/theme/use-theme-graphics.ts';

const LOGO_HEIGHT = 32;

/** The installation's logo (from the theme graphics, when one is stored) and the product name; both lead Home. */
export function ShellLogo() {
  const { LL } = useI18nContext();
  const mediaId = useThemeGraphics().logo.media_id;
  return (
    <Link to={HOME_PATH} style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0, color: 'inherit', textDecoration: 'none' }}>
      {/* The name beside it says what the logo shows, so the image itself is left unnamed. */}
      {mediaId && <img src={`/api/img/${encodeURIComponent(mediaId)}`} alt="" height={LOGO_HEIGHT} style={{ width: 'auto', maxWidth: 120, minWidth: 24, objectFit: 'contain', objectPosition: 'left', flex: '0 100 auto' }} />}
      {/* The image gives way first: the name is cut only when even a narrow logo leaves no room. */}
      <Text fw={700} truncate style={{ flex: '0 1 auto' }} data-testid="brand-name">
        {LL.app.name()}
      </Text>
    </Link>
  );
}
