import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import TypesafeI18n from '../../i18n/i18n-react';

/** Renders a router's screens as the app does, in Mantine's test mode and in English. */
export function renderRouted(router: DataRouter) {
  return render(
    <MantineProvider env="test">
      <TypesafeI18n locale="en">
        <RouterProvider router={router} />
      </TypesafeI18n>
    </MantineProvider>,
  );
}
