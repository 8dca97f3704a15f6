import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Center.css';
import { Center, Loader } from '@mantine/core';

/** Shown while a route's code or its guard's answer is on its way. */
export function PageLoader() {
  return (
    <Center mih="100vh">
      <Loader aria-hidden="true" />
    </Center>
  );
}
