import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';

/** The server's message about a whole form; Alert has role="alert", so it is announced. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light">
      {message}
    </Alert>
  );
}
