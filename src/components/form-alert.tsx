import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';

/** A message about a whole form: the server's refusal in red, a success in green; announced as an alert. */
export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  if (!message) return null;
  return (
    <Alert color={tone === 'error' ? 'red' : 'green'} variant="light" role={tone === 'error' ? 'alert' : 'status'}>
      {message}
    </Alert>
  );
}
